// The clause-level change summary of a new edition against the one it superseded (issue 25 §2),
// computed once and stored in document_change_summaries. The clauses are read from the text the
// reader shows: both editions' HTML when they have it (so a clause's position is an offset of the
// HTML tab's own text, @norma/contracts/anchor-text), else their body texts, else their PDFs.
// Used by the change-summary job (a publish batch's new editions, or the first reader of an older
// edition) and by the revision alerts, which quote the summary (ensureChangeSummary).

import type { Db, Prisma } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { type ClauseChangeSummary, summariseChanges } from "@norma/documents/clauses/change-summary";
import { type AnchorText, loadAnchorText } from "../compass-reanchor/document-text.ts";

export interface ChangeSummaryDeps {
  db: Db;
  storage: BlobStorage | null;
  /** Pages read from a PDF at most, and the time allowed to read one. */
  maxPages?: number;
  readBudgetMs?: number;
}

export interface StoredChangeSummary {
  status: "READY" | "UNAVAILABLE";
  source: AnchorText["kind"] | null;
  summary: ClauseChangeSummary | null;
}

/** Both editions' texts, of the same kind where they can be: HTML (or body text), else PDF. */
async function textsOf(deps: ChangeSummaryDeps, documentId: number, previousDocumentId: number) {
  const limits = { maxPages: deps.maxPages ?? 400, deadline: Date.now() + (deps.readBudgetMs ?? 60_000) };
  const read = (id: number, pdf: boolean) => loadAnchorText(deps.db, deps.storage, id, pdf, limits);
  const next = await read(documentId, false);
  const old = await read(previousDocumentId, false);
  if (next && old) return { next, old };
  // Neither HTML nor body text on one side: the PDFs, when both have one.
  try {
    const nextPdf = await read(documentId, true);
    const oldPdf = await read(previousDocumentId, true);
    if (nextPdf?.kind === "PDF" && oldPdf?.kind === "PDF") return { next: nextPdf, old: oldPdf };
  } catch {
    // An unreadable PDF: no text to compare.
  }
  return null;
}

/** Computes and stores the summary of one new edition (again, even when one is stored). */
export async function computeChangeSummary(
  deps: ChangeSummaryDeps,
  documentId: number,
  previousDocumentId: number,
): Promise<StoredChangeSummary> {
  const texts = await textsOf(deps, documentId, previousDocumentId);
  const result: StoredChangeSummary = texts
    ? { status: "READY", source: texts.next.kind, summary: summariseChanges(texts.old, texts.next) }
    : { status: "UNAVAILABLE", source: null, summary: null };
  const data = {
    previousDocumentId,
    status: result.status,
    source: result.source,
    summary: (result.summary ?? undefined) as Prisma.InputJsonValue | undefined,
    computedAt: new Date(),
  };
  await deps.db.documentChangeSummary.upsert({
    where: { documentId },
    create: { documentId, ...data },
    update: data,
  });
  return result;
}

/** The stored summary of an edition against `previousDocumentId`, computed now when missing or pending. */
export async function ensureChangeSummary(
  deps: ChangeSummaryDeps,
  documentId: number,
  previousDocumentId: number,
): Promise<StoredChangeSummary> {
  const row = await deps.db.documentChangeSummary.findUnique({ where: { documentId } });
  if (row && row.status !== "PENDING" && row.previousDocumentId === previousDocumentId)
    return {
      status: row.status as StoredChangeSummary["status"],
      source: row.source as StoredChangeSummary["source"],
      summary: row.summary as unknown as ClauseChangeSummary | null,
    };
  return computeChangeSummary(deps, documentId, previousDocumentId);
}
