// The clauses of an edition indexed for the search inside the documents (issue 29): read from the
// text the reader shows (its HTML, else its body text, else its PDF: compass-reanchor/
// document-text.ts), split by the clause rules every clause reader shares
// (@norma/documents/clauses), and stored in document_clauses, replacing what was stored, with a
// row in document_clause_scans saying it was done. PostgreSQL makes each clause's search vector
// in the edition's language (a generated column), and the edition's row of document_clause_search
// (the union of those vectors, which a search ranks and pages documents on) from them.

import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { type SearchClause, searchClausesOf } from "@norma/documents/clauses/search-clauses";
import { type AnchorText, loadAnchorText } from "../compass-reanchor/document-text.ts";

export interface ClauseIndexDeps {
  db: Db;
  storage: BlobStorage | null;
  /** Pages read from a PDF at most, and the time allowed to read one. */
  maxPages?: number;
  readBudgetMs?: number;
}

export interface IndexedEdition {
  /** Where the text came from; null when the edition has none (no clauses stored). */
  source: AnchorText["kind"] | null;
  clauses: number;
}

/** Rows per INSERT (a large standard has thousands of clauses). */
const INSERT_CHUNK = 500;

/** The text of an edition: its HTML (the reader's HTML tab) or body text, else its PDF. */
async function textOf(deps: ClauseIndexDeps, documentId: number): Promise<AnchorText | null> {
  const limits = { maxPages: deps.maxPages ?? 400, deadline: Date.now() + (deps.readBudgetMs ?? 60_000) };
  const text = await loadAnchorText(deps.db, deps.storage, documentId, false, limits);
  if (text?.text) return text;
  try {
    const pdf = await loadAnchorText(deps.db, deps.storage, documentId, true, limits);
    return pdf?.text ? pdf : null;
  } catch {
    // An unreadable PDF: no text.
    return null;
  }
}

/** Indexes the clauses of one edition (replacing those stored). An unknown id does nothing. */
export async function indexEdition(deps: ClauseIndexDeps, documentId: number): Promise<IndexedEdition> {
  const { db } = deps;
  const doc = await db.document.findUnique({ where: { id: documentId }, select: { languageCode: true } });
  if (!doc) return { source: null, clauses: 0 };
  const text = await textOf(deps, documentId);
  const clauses = text ? searchClausesOf(text, doc.languageCode) : [];
  const source = text ? text.kind : null;
  await storeClauses(db, documentId, doc.languageCode, source, clauses);
  return { source, clauses: clauses.length };
}

/** Replaces an edition's clauses in one transaction (the scan row, locked first, serialises two runs). */
export async function storeClauses(
  db: Db,
  documentId: number,
  language: string,
  source: AnchorText["kind"] | null,
  clauses: SearchClause[],
): Promise<void> {
  await db.$transaction(
    async (tx) => {
      // The edition may have been deleted since it was read: nothing to store then.
      const exists = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM documents WHERE id = ${documentId} FOR KEY SHARE`;
      if (!exists.length) return;
      await tx.$executeRaw`
        INSERT INTO document_clause_scans (document_id, source, clauses, scanned_at)
        VALUES (${documentId}, ${source}, ${clauses.length}, now())
        ON CONFLICT (document_id) DO UPDATE
          SET source = EXCLUDED.source, clauses = EXCLUDED.clauses, scanned_at = EXCLUDED.scanned_at`;
      await tx.documentClause.deleteMany({ where: { documentId } });
      for (let at = 0; at < clauses.length; at += INSERT_CHUNK) {
        await tx.documentClause.createMany({
          data: clauses.slice(at, at + INSERT_CHUNK).map((c) => ({
            documentId,
            ordinal: c.ordinal,
            number: c.number,
            heading: c.heading,
            quote: c.quote,
            text: c.text,
            language,
            source: source ?? "BODY",
            startOffset: c.start,
            endOffset: c.end,
            statesRequirement: c.statesRequirement,
          })),
        });
      }
      // The edition's row of the documents-first search (document_clause_search), from the
      // clauses just written, in this transaction: a search never sees one without the other.
      await tx.$queryRaw`SELECT norma_refresh_clause_search(ARRAY[${documentId}]::int[])`;
    },
    { timeout: 60_000 },
  );
}

/** Indexes each edition in turn; totals for the job's log. */
export async function indexEditions(deps: ClauseIndexDeps, documentIds: readonly number[]) {
  const totals = { documents: 0, clauses: 0, withoutText: 0 };
  for (const id of documentIds) {
    const done = await indexEdition(deps, id);
    totals.documents++;
    totals.clauses += done.clauses;
    if (done.source === null) totals.withoutText++;
  }
  return totals;
}
