// Scheduling of compare work, callable inside any transaction (publishing a new version makes
// the redline against its predecessor ahead of time; the compare calls make them on demand).
// Idempotent and safe under concurrency: one row per pair (INSERT … ON CONFLICT DO NOTHING), and
// one outbox event when the row is created or queued again — a row changes state with a
// conditional update, so of two requests that both find it worth queuing again, one queues it.
//
// A row is queued again when:
//   - it FAILED (every attempt failed);
//   - it is DONE but its result file is gone (the caller saw it missing: `resultMissing`);
//   - (redlines) it was made from other PDF files than the documents have now (a new file was
//     added or became the Active one), whatever its state: DONE, TOO_LARGE or FAILED.
// TOO_LARGE of the same files is final.
import type { Db, Prisma } from "@norma/db";
import { enqueueOutbox } from "../../lib/outbox.ts";

type Tx = Db | Prisma.TransactionClient;

export interface ScheduleOptions {
  /** The row is DONE but the caller found its result file missing. */
  resultMissing?: boolean;
}

/** The PDF file a redline reads of a document: its Active PDF, else its newest (as fileOf and the worker). */
function currentPdf(tx: Tx, documentId: number) {
  return tx.documentAsset.findFirst({
    where: { documentId, kind: "PDF" },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
}

/** Makes sure a PDF redline of (old → new) of the documents' current PDFs exists or is being made. Returns its row id. */
export async function scheduleRedline(
  tx: Tx,
  pair: { newDocumentId: number; oldDocumentId: number },
  tenantId: number | null = null,
  options: ScheduleOptions = {},
): Promise<number> {
  const [newPdf, oldPdf] = await Promise.all([currentPdf(tx, pair.newDocumentId), currentPdf(tx, pair.oldDocumentId)]);
  const files = { newAssetId: newPdf?.id ?? null, oldAssetId: oldPdf?.id ?? null };
  const created = await tx.pdfRedline.createMany({
    data: [{ ...pair, ...files, status: "QUEUED" }],
    skipDuplicates: true,
  });
  const row = await tx.pdfRedline.findUniqueOrThrow({
    where: { newDocumentId_oldDocumentId: pair },
    select: { id: true, status: true, newAssetId: true, oldAssetId: true },
  });
  const enqueue = () => enqueueOutbox(tx, "compare-pdf.run", { redlineId: row.id, ...pair }, { tenantId });
  if (created.count === 1) {
    await enqueue();
    return row.id;
  }
  const stale = row.newAssetId !== files.newAssetId || row.oldAssetId !== files.oldAssetId;
  const again =
    row.status === "FAILED" ||
    (row.status === "DONE" && (stale || options.resultMissing === true)) ||
    (row.status === "TOO_LARGE" && stale);
  if (!again) return row.id;
  const moved = await tx.pdfRedline.updateMany({
    where: { id: row.id, status: row.status, newAssetId: row.newAssetId, oldAssetId: row.oldAssetId },
    data: {
      status: "QUEUED",
      error: null,
      // Other files start afresh; the same files keep their timed-out attempts (towards TOO_LARGE).
      ...(stale ? { ...files, timedOutAttempts: 0 } : {}),
    },
  });
  if (moved.count === 1) await enqueue();
  return row.id;
}

/** Makes sure an HTML compare of (old → new) asset exists or is being made. Returns its row id. */
export async function scheduleHtmlComparison(
  tx: Tx,
  pair: { newAssetId: number; oldAssetId: number },
  tenantId: number | null = null,
  options: ScheduleOptions = {},
): Promise<number> {
  const created = await tx.htmlComparison.createMany({ data: [{ ...pair, status: "QUEUED" }], skipDuplicates: true });
  const row = await tx.htmlComparison.findUniqueOrThrow({
    where: { newAssetId_oldAssetId: pair },
    select: { id: true, status: true },
  });
  const enqueue = () => enqueueOutbox(tx, "compare-html.run", { comparisonId: row.id, ...pair }, { tenantId });
  if (created.count === 1) {
    await enqueue();
    return row.id;
  }
  if (row.status === "FAILED" || (row.status === "DONE" && options.resultMissing === true)) {
    const moved = await tx.htmlComparison.updateMany({
      where: { id: row.id, status: row.status },
      data: { status: "QUEUED", error: null },
    });
    if (moved.count === 1) await enqueue();
  }
  return row.id;
}
