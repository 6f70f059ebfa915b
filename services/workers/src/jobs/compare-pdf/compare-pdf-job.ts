// Makes one PDF redline (pdf_redlines row): the newer document's PDF with its changes against
// the older one as annotations, plus summary pages. Idempotent like the HTML compare.
//
// Bounded, whatever the files:
//   - over the limits (COMPARE_PDF_MAX_BYTES, COMPARE_PDF_MAX_PAGES, the pages counted in the file
//     itself, not taken from the asset row) the outcome is TOO_LARGE, final: the API answers 'The
//     documents are too large to be compare' and nothing queues it again for the same files;
//   - the whole job has a deadline a little before the hard limit (COMPARE_PDF_HARD_LIMIT_MS, 30 s
//     by default) at which the watchdog kills the child: text extraction stops at it, the word
//     diff gets at most half of what is left after the extraction (then marks changed regions
//     whole), marking and saving the rest;
//   - an attempt that runs out of time (stopped at its deadline, or killed) is retried block by
//     block; when that one runs out of time too, the outcome is TOO_LARGE.
// The row records the PDF files it was made from: a redline of other files than the documents
// have now is stale and is made again.

import type { ComparePdfJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { makeRedline } from "@norma/documents/pdf/redline";
import { PdfTooLarge } from "@norma/documents/pdf/text";
import { UnrecoverableError } from "bullmq";
import type { Logger } from "pino";
import { type CompareJobLike, killedBefore } from "../compare-html/compare-html-job.ts";

export interface ComparePdfDeps {
  db: Db;
  storage: BlobStorage;
  log: Logger;
  /** Word-diff time budget (COMPARE_BUDGET_MS); the job's deadline may cut it shorter. */
  budgetMs: number;
  maxPages: number;
  maxBytes: number;
  /** The watchdog's limit for the whole job; the job's own deadline is set a little before it. */
  hardLimitMs: number;
  clock?: () => number;
}

export const redlineKey = (redlineId: number) => `compare/redline/${redlineId}.pdf`;

/** What the API answers for a TOO_LARGE redline (spec 1 §8). */
export const TOO_LARGE_MESSAGE = "The documents are too large to be compare";

/** The job's own deadline: 85 % of the hard limit, so it stops (and says why) before the kill. */
export const deadlineWithin = (hardLimitMs: number) => Math.floor(hardLimitMs * 0.85);

/** The PDF of a document: its Active PDF asset, else its newest one (as the API's fileOf). */
export async function pdfAssetOf(db: Db, documentId: number) {
  return db.documentAsset.findFirst({
    where: { documentId, kind: "PDF" },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "desc" }],
  });
}

/** Over the limits: a reason, else null. Page counts are what the file says (null: not known yet). */
export function overLimits(
  files: { byteSize: number; pageCount: number | null }[],
  limits: { maxPages: number; maxBytes: number },
): string | null {
  for (const f of files) {
    if (f.byteSize > limits.maxBytes) return `a PDF has ${f.byteSize} bytes, more than the ${limits.maxBytes} allowed`;
    if (f.pageCount !== null && f.pageCount > limits.maxPages)
      return `a PDF has ${f.pageCount} pages, more than the ${limits.maxPages} allowed`;
  }
  return null;
}

export function createComparePdfProcessor(deps: ComparePdfDeps) {
  const { db, storage, log } = deps;
  const now = deps.clock ?? Date.now;

  async function tooLarge(redlineId: number, reason: string, assets: { newAssetId: number; oldAssetId: number }) {
    await db.pdfRedline.update({
      where: { id: redlineId },
      data: { status: "TOO_LARGE", error: `${TOO_LARGE_MESSAGE}: ${reason}`.slice(0, 1000), ...assets },
    });
    log.info({ redlineId, reason }, "PDF redline refused: too large");
    return { status: "too-large" as const, reason };
  }

  return async function processComparePdf(job: CompareJobLike<ComparePdfJob>) {
    const started = now();
    const deadline = started + deadlineWithin(deps.hardLimitMs);
    const { redlineId, newDocumentId, oldDocumentId } = job.data;
    const row = await db.pdfRedline.findUnique({
      where: { id: redlineId },
      include: {
        newDocument: { select: { displayDesignation: true } },
        oldDocument: { select: { displayDesignation: true } },
      },
    });
    if (!row) return { status: "gone" as const };
    if (row.newDocumentId !== newDocumentId || row.oldDocumentId !== oldDocumentId)
      throw new UnrecoverableError(`redline ${redlineId} is not of documents ${newDocumentId}/${oldDocumentId}`);
    const [newAsset, oldAsset] = await Promise.all([pdfAssetOf(db, newDocumentId), pdfAssetOf(db, oldDocumentId)]);
    if (!newAsset || !oldAsset) throw new UnrecoverableError(`a document of redline ${redlineId} has no PDF`);
    const assets = { newAssetId: newAsset.id, oldAssetId: oldAsset.id };
    const sameFiles = row.newAssetId === newAsset.id && row.oldAssetId === oldAsset.id;
    if (row.status === "DONE" && sameFiles && row.storageKey && (await storage.exists(row.storageKey)))
      return { status: "already-done" as const };
    if (row.status === "TOO_LARGE" && sameFiles) return { status: "too-large" as const, reason: row.error ?? "" };
    const over = overLimits([newAsset, oldAsset], { maxPages: deps.maxPages, maxBytes: deps.maxBytes });
    if (over) return tooLarge(row.id, over, assets);
    // Attempts of these files that ran out of time: one is retried block by block, two is the end.
    const timedOut = sameFiles ? row.timedOutAttempts : 0;
    if (timedOut >= TIMED_OUT_ATTEMPTS)
      return tooLarge(row.id, "it could not be made in time, even block by block", assets);
    const blockLevelOnly = timedOut === 1;
    await db.pdfRedline.update({
      where: { id: row.id },
      data: { status: "RUNNING", ...assets, ...(sameFiles ? {} : { timedOutAttempts: 0 }) },
    });
    const [newBytes, oldBytes] = await Promise.all([
      storage.get(newAsset.storageKey),
      storage.get(oldAsset.storageKey),
    ]);
    let made: Awaited<ReturnType<typeof makeRedline>>;
    try {
      made = await makeRedline(new Uint8Array(oldBytes), new Uint8Array(newBytes), {
        budgetMs: deps.budgetMs,
        deadline,
        maxPages: deps.maxPages,
        blockLevelOnly,
        oldLabel: row.oldDocument.displayDesignation,
        newLabel: row.newDocument.displayDesignation,
      });
    } catch (err) {
      if (err instanceof PdfTooLarge) return tooLarge(row.id, err.message, assets);
      // PdfDeadlineExceeded (its message names the time limit) and anything else: the runtime
      // records the failure (recordRedlineFailure) and BullMQ retries.
      throw err;
    }
    const { bytes, summary } = made;
    const key = redlineKey(row.id);
    await storage.put(key, Buffer.from(bytes));
    await db.pdfRedline.update({
      where: { id: row.id },
      data: {
        status: "DONE",
        storageKey: key,
        summary: JSON.parse(JSON.stringify(summary)),
        error: null,
        completedAt: new Date(),
        ...assets,
      },
    });
    log.info(
      { redlineId: row.id, jobId: job.id, ms: summary.timingsMs.total, mode: summary.mode, blockLevelOnly },
      "PDF redline made",
    );
    return { status: "done" as const, mode: summary.mode, elapsedMs: summary.timingsMs.total };
  };
}

/** Attempts that ran out of time before the outcome is TOO_LARGE: one word by word, one block by block. */
export const TIMED_OUT_ATTEMPTS = 2;

/**
 * Records a failed attempt (the runtime calls it for every failure); after the last one the row
 * is FAILED (the next request retries it). An attempt that ran out of time (killed at the hard
 * limit, or stopped at its deadline) counts: after the first the retry marks block by block, the
 * second makes the outcome TOO_LARGE at once. A DONE or TOO_LARGE row is left alone.
 */
export async function recordRedlineFailure(db: Db, redlineId: number, error: string, final: boolean) {
  const timedOut = killedBefore(error);
  await db.$executeRaw`
    UPDATE pdf_redlines
       SET error = ${error.slice(0, 1000)},
           timed_out_attempts = timed_out_attempts + ${timedOut ? 1 : 0},
           status = (CASE
             WHEN ${timedOut} AND timed_out_attempts + 1 >= ${TIMED_OUT_ATTEMPTS} THEN 'TOO_LARGE'
             WHEN ${final} THEN 'FAILED'
             ELSE 'QUEUED' END)::"JobStatus"
     WHERE id = ${redlineId} AND status NOT IN ('DONE', 'TOO_LARGE')`;
}
