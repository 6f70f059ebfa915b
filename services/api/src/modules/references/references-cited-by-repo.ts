// The queries of "cited by" (issue 27): the current originals citing a family that the tenant
// presents, a page of them, their counts by publisher and document type, and their ids for
// search's "cites" filter — each one range of the partial index document_references_cited_by_idx.
import type { Db } from "@norma/db";
import { Prisma } from "@norma/db";
import { LISTED_SELECT, RANK_SQL } from "./references-select.ts";

export interface CitingRow {
  id: number;
  rank: number;
  clause: string | null;
  editions: (string | null)[];
}

export interface CitedByFilter {
  publisher?: string;
  documentType?: string;
  kind?: string;
}

/**
 * The edges of a family's current citing originals that the tenant presents: one range of the
 * partial index document_references_cited_by_idx (the source's side is copied onto each edge by
 * triggers; migration 20261203130000), without a lookup of each citing document.
 */
const citingEdges = (tenantId: number, key: string, kind?: string) => Prisma.sql`
    FROM document_references r
   WHERE r.target_key = ${key} AND r.source_current
     AND r.source_publisher_id IN (SELECT tp.publisher_id FROM tenant_publishers tp WHERE tp.tenant_id = ${tenantId})
     ${kind ? Prisma.sql`AND r.kind = ${kind}` : Prisma.empty}`;

export function createCitedByQueries(db: Db) {
  return {
    /** How many citing documents per publisher and document type (before those refinements). */
    citedByFacets(tenantId: number, key: string, kind?: string) {
      // Counted from the index alone, in its order: a citing document (one publisher, one type)
      // is taken once however many editions of the family it cites, without a sort.
      return db.$queryRaw<{ publisher: string; document_type: string; count: number }[]>`
        SELECT p.key AS publisher, c.document_type, c.count
          FROM (SELECT s.publisher_id, s.document_type, count(*)::int AS count
                  FROM (SELECT DISTINCT ON (r.source_document_id)
                               r.source_publisher_id AS publisher_id, r.source_document_type AS document_type
                        ${citingEdges(tenantId, key, kind)}
                         ORDER BY r.source_document_id) s
                 GROUP BY 1, 2) c
          JOIN publishers p ON p.id = c.publisher_id`;
    },

    /** Every current document citing a family that the tenant presents (search's "cites" filter). */
    async citingIds(tenantId: number, key: string): Promise<number[]> {
      const rows = await db.$queryRaw<{ id: number }[]>`
        SELECT DISTINCT r.source_document_id AS id ${citingEdges(tenantId, key)}`;
      return rows.map((r) => r.id);
    },

    /** A page of the citing documents, in document order. */
    async citedByPage(tenantId: number, key: string, filter: CitedByFilter, offset: number, size: number) {
      // Grouped as the index hands the edges over (source order), so a page stops after its rows.
      const rows = await db.$queryRaw<CitingRow[]>`
        SELECT r.source_document_id AS id,
               max(${RANK_SQL})::int AS rank,
               (array_agg(r.clause ORDER BY ${RANK_SQL} DESC, r.id))[1] AS clause,
               array_agg(r.edition ORDER BY r.edition_year NULLS FIRST, r.id) AS editions
        ${citingEdges(tenantId, key, filter.kind)}
           ${filter.publisher ? Prisma.sql`AND r.source_publisher_id = (SELECT p.id FROM publishers p WHERE p.key = ${filter.publisher})` : Prisma.empty}
           ${filter.documentType ? Prisma.sql`AND r.source_document_type = ${filter.documentType}` : Prisma.empty}
         GROUP BY r.source_document_id
         ORDER BY r.source_document_id
         LIMIT ${size} OFFSET ${offset}`;
      const docs = await db.document.findMany({ where: { id: { in: rows.map((r) => r.id) } }, select: LISTED_SELECT });
      const byId = new Map(docs.map((d) => [d.id, d]));
      return rows.flatMap((r) => {
        const doc = byId.get(r.id);
        return doc ? [{ ...r, doc }] : [];
      });
    },
  };
}
