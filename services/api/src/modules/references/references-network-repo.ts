// The queries of the network picture around a document (issue 27): steps along references (an
// edition's resolved targets) and along citations (the current originals citing a family), a few
// of each document, strongest citations first; only documents the tenant presents.
import type { Db } from "@norma/db";
import { LISTED_SELECT, RANK_SQL } from "./references-select.ts";

export function createReferenceNetworkQueries(db: Db) {
  return {
    /**
     * The network's steps along references: the resolved targets the tenant presents of each
     * source, its strongest citations first, at most `per` of each.
     */
    networkOut(tenantId: number, sources: number[], per: number) {
      if (!sources.length) return Promise.resolve([]);
      return db.$queryRaw<{ from: number; to: number; kind: string }[]>`
        SELECT x.source_document_id AS "from", x.target_document_id AS "to", x.kind
          FROM (SELECT r.source_document_id, r.target_document_id, r.kind,
                       row_number() OVER (PARTITION BY r.source_document_id ORDER BY ${RANK_SQL} DESC, r.id) AS n
                  FROM document_references r
                  JOIN documents d ON d.id = r.target_document_id
                  JOIN tenant_publishers tp ON tp.publisher_id = d.publisher_id AND tp.tenant_id = ${tenantId}
                 WHERE r.source_document_id = ANY(${sources}::int[])
                   AND r.target_document_id <> r.source_document_id) x
         WHERE x.n <= ${per}
         ORDER BY x.source_document_id, x.n`;
    },

    /**
     * The network's steps along citations: the current originals the tenant presents that cite each
     * family key, their strongest citations first, at most `per` of each (the source's side is on
     * the edge: references-cited-by-repo.ts citingEdges).
     */
    networkIn(tenantId: number, keys: string[], per: number) {
      if (!keys.length) return Promise.resolve([]);
      // Per key, the strongest `per` from its index range (kind is in the index): a bounded top-N
      // rather than numbering all of a much-cited family's 50,000 citing edges.
      return db.$queryRaw<{ key: string; from: number; kind: string }[]>`
        SELECT k.key, x.source_document_id AS "from", x.kind
          FROM unnest(${keys}::text[]) AS k(key)
         CROSS JOIN LATERAL (
               SELECT r.source_document_id, r.kind, ${RANK_SQL} AS rank
                 FROM document_references r
                WHERE r.target_key = k.key AND r.source_current
                  AND r.source_publisher_id IN (SELECT tp.publisher_id FROM tenant_publishers tp WHERE tp.tenant_id = ${tenantId})
                ORDER BY ${RANK_SQL} DESC, r.source_document_id
                LIMIT ${per}) x
         ORDER BY k.key, x.rank DESC, x.source_document_id`;
    },

    /** The network's documents, with their designation numbers (their family keys). */
    networkDocuments(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.document.findMany({ where: { id: { in: ids } }, select: { ...LISTED_SELECT, designationNo: true } });
    },
  };
}
