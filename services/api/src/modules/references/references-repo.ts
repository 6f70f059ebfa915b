// Queries of the citation graph (document_references, reference_scans; issue 27): an edition's
// references with their targets, the editions that replaced a target, and the current documents
// citing a family (one index range of document_references by target_key), with the counts by
// publisher and document type that refine them. Only documents the tenant presents are answered.
import type { Db } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { createCitedByQueries } from "./references-cited-by-repo.ts";
import { createReferenceNetworkQueries } from "./references-network-repo.ts";
import { LISTED_SELECT, type ListedDocument } from "./references-select.ts";

export type { CitedByFilter, CitingRow } from "./references-cited-by-repo.ts";
export { LISTED_SELECT, type ListedDocument };

export function createReferencesRepo(db: Db) {
  return {
    ...createReferenceNetworkQueries(db),
    ...createCitedByQueries(db),
    /** A document the tenant presents, or null (404). */
    visibleDocument(tenantId: number, id: number) {
      return db.document.findFirst({
        where: { id, ...visibleTo(tenantId) },
        select: { ...LISTED_SELECT, designationNo: true },
      });
    },

    scan(documentId: number) {
      return db.referenceScan.findUnique({ where: { documentId } });
    },

    /** An edition's references in text order (at most `limit`), their targets and the counts. */
    async references(documentId: number, limit: number) {
      const [rows, counts] = await Promise.all([
        db.documentReference.findMany({
          where: { sourceDocumentId: documentId },
          orderBy: { id: "asc" },
          take: limit,
          include: { target: { select: LISTED_SELECT } },
        }),
        // The counts by kind and of the unresolved, in one statement (one range of the source's index).
        db.$queryRaw<{ kind: string; n: number; unresolved: number }[]>`
          SELECT kind, count(*)::int AS n, (count(*) FILTER (WHERE target_document_id IS NULL))::int AS unresolved
            FROM document_references WHERE source_document_id = ${documentId} GROUP BY kind`,
      ]);
      return {
        rows,
        byKind: new Map(counts.map((k) => [k.kind, k.n])),
        unresolved: counts.reduce((n, k) => n + k.unresolved, 0),
      };
    },

    /** The publishers the tenant presents (a target of another publisher is not in its catalogue). */
    async tenantPublisherIds(tenantId: number): Promise<Set<number>> {
      const rows = await db.tenantPublisher.findMany({ where: { tenantId }, select: { publisherId: true } });
      return new Set(rows.map((r) => r.publisherId));
    },

    /** The current editions of the given lines (what replaced an older edition), visible to the tenant. */
    currentEditions(tenantId: number, lines: { publisherId: number; family: string; languageCode: string }[]) {
      if (!lines.length) return Promise.resolve([]);
      return db.document.findMany({
        where: { isLatest: true, ...visibleTo(tenantId), OR: lines },
        select: LISTED_SELECT,
      });
    },

    /** Documents by content code (the replacements withdrawals name), visible to the tenant. */
    byContentCodes(tenantId: number, codes: string[]) {
      if (!codes.length) return Promise.resolve([]);
      return db.document.findMany({
        where: { contentCode: { in: codes }, ...visibleTo(tenantId) },
        select: LISTED_SELECT,
      });
    },
  };
}

export type ReferencesRepo = ReturnType<typeof createReferencesRepo>;
