// Queries of the citation graph (document_references, reference_scans; issue 27): an edition's
// references with their targets, the editions that replaced a target, and the current documents
// citing a family (one index range of document_references by target_key), with the counts by
// publisher and document type that refine them. Only documents the tenant presents are answered.
//
// The references of one edition are read as a reader opens a document, so each step is one
// statement joining what Prisma's includes fetched one statement at a time (a document and its
// publisher, the references and their targets' documents and publishers): 8 or more statements in
// five rounds were 3–4 in three.
import type { Db } from "@norma/db";
import { visibleToSql } from "../documents/documents-scope.ts";
import { createCitedByQueries } from "./references-cited-by-repo.ts";
import { createReferenceNetworkQueries } from "./references-network-repo.ts";
import { LISTED_SELECT, type ListedDocument, listedColumns, listedFromRow } from "./references-select.ts";

/** One reference of an edition, its target when the tenant presents it (else null). */
export interface ReferenceRow {
  targetDesignation: string;
  targetPublisher: string;
  edition: string | null;
  editionYear: number | null;
  kind: string;
  clause: string | null;
  occurrences: number;
  /** The target is a document of the catalogue, the tenant's or not. */
  resolved: boolean;
  target: ListedDocument | null;
}

export type { CitedByFilter, CitingRow } from "./references-cited-by-repo.ts";
export { LISTED_SELECT, type ListedDocument };

export function createReferencesRepo(db: Db) {
  return {
    ...createReferenceNetworkQueries(db),
    ...createCitedByQueries(db),
    /** A document the tenant presents, or null (404). */
    async visibleDocument(tenantId: number, id: number): Promise<(ListedDocument & { designationNo: string }) | null> {
      const [row] = await db.$queryRaw<Record<string, unknown>[]>`
        SELECT ${listedColumns("d", "p")}, d.designation_no
          FROM documents d JOIN publishers p ON p.id = d.publisher_id
         WHERE d.id = ${id} AND ${visibleToSql(tenantId, "d")}`;
      const doc = row ? listedFromRow(row) : null;
      return doc ? { ...doc, designationNo: row.designation_no as string } : null;
    },

    /**
     * An edition's references in text order (at most `limit`), each target when the tenant presents
     * it, the counts by kind and of the unresolved, and whether the edition was read for them.
     */
    async references(documentId: number, tenantId: number, limit: number) {
      const [rows, counts] = await Promise.all([
        db.$queryRaw<Record<string, unknown>[]>`
          SELECT r.target_designation, r.target_publisher, r.edition, r.edition_year, r.kind, r.clause,
                 r.occurrences, r.target_document_id IS NOT NULL AS resolved, ${listedColumns("t", "tp", "t_")}
            FROM document_references r
            LEFT JOIN documents t ON t.id = r.target_document_id AND ${visibleToSql(tenantId, "t")}
            LEFT JOIN publishers tp ON tp.id = t.publisher_id
           WHERE r.source_document_id = ${documentId}
           ORDER BY r.id LIMIT ${limit}`,
        // The counts by kind and of the unresolved in one range of the source's index, and the scan.
        db.$queryRaw<{ kind: string | null; n: number; unresolved: number; scanned: boolean }[]>`
          SELECT c.kind, coalesce(c.n, 0) AS n, coalesce(c.unresolved, 0) AS unresolved,
                 EXISTS (SELECT 1 FROM reference_scans s WHERE s.document_id = ${documentId}) AS scanned
            FROM (SELECT 1) one
            LEFT JOIN (SELECT kind, count(*)::int AS n,
                              (count(*) FILTER (WHERE target_document_id IS NULL))::int AS unresolved
                         FROM document_references WHERE source_document_id = ${documentId} GROUP BY kind) c ON true`,
      ]);
      const kinds = counts.filter((k) => k.kind !== null);
      return {
        rows: rows.map(
          (r): ReferenceRow => ({
            targetDesignation: r.target_designation as string,
            targetPublisher: r.target_publisher as string,
            edition: r.edition as string | null,
            editionYear: r.edition_year as number | null,
            kind: r.kind as string,
            clause: r.clause as string | null,
            occurrences: r.occurrences as number,
            resolved: r.resolved as boolean,
            target: listedFromRow(r, "t_"),
          }),
        ),
        byKind: new Map(kinds.map((k) => [k.kind as string, k.n])),
        unresolved: kinds.reduce((n, k) => n + k.unresolved, 0),
        scanned: counts[0]?.scanned ?? false,
      };
    },

    /**
     * What supersedes the targets: the current editions of the given lines (what replaced an older
     * edition) and the documents of the given content codes (the replacements withdrawals name),
     * the tenant's only, in one statement.
     */
    async successors(
      tenantId: number,
      lines: { publisherId: number; family: string; languageCode: string }[],
      codes: string[],
    ): Promise<{ current: ListedDocument[]; replacing: ListedDocument[] }> {
      if (!lines.length && !codes.length) return { current: [], replacing: [] };
      // Two index look-ups in one statement: the lines by (publisher, family), the codes by content code.
      const rows = await db.$queryRaw<Record<string, unknown>[]>`
        WITH line AS (
          SELECT * FROM unnest(${lines.map((l) => l.publisherId)}::int[], ${lines.map((l) => l.family)}::text[],
                               ${lines.map((l) => l.languageCode)}::text[]) AS l(publisher_id, family, language_code))
        SELECT ${listedColumns("d", "p")}, true AS current, false AS named
          FROM line
          JOIN documents d ON d.publisher_id = line.publisher_id AND d.family = line.family
                          AND d.language_code = line.language_code AND d.is_latest
          JOIN publishers p ON p.id = d.publisher_id
         WHERE ${visibleToSql(tenantId, "d")}
        UNION ALL
        SELECT ${listedColumns("d", "p")}, false AS current, true AS named
          FROM documents d JOIN publishers p ON p.id = d.publisher_id
         WHERE d.content_code = ANY(${codes}::text[]) AND ${visibleToSql(tenantId, "d")}`;
      const listed = rows.map((r) => ({ doc: listedFromRow(r) as ListedDocument, r }));
      return {
        current: listed.filter((x) => x.r.current).map((x) => x.doc),
        replacing: listed.filter((x) => x.r.named).map((x) => x.doc),
      };
    },
  };
}

export type ReferencesRepo = ReturnType<typeof createReferencesRepo>;
