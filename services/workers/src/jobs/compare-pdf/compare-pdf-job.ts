// Makes one PDF redline (pdf_redlines row): the newer document's PDF with its changes against
// the older one as annotations, plus summary pages. Idempotent like the HTML compare; a retry
// after a killed attempt marks changes block by block.
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { UnrecoverableError } from "bullmq";
import type { Logger } from "pino";
import { makeRedline } from "../../lib/pdf/redline.ts";
import type { ComparePdfJob } from "../../queues/contracts.ts";
import { type CompareJobLike, killedBefore } from "../compare-html/compare-html-job.ts";

export interface ComparePdfDeps {
  db: Db;
  storage: BlobStorage;
  log: Logger;
  budgetMs: number;
  maxPages: number;
}

export const redlineKey = (redlineId: number) => `compare/redline/${redlineId}.pdf`;

/** The PDF of a document: its Active PDF asset, else its newest one. */
export async function pdfAssetOf(db: Db, documentId: number) {
  return db.documentAsset.findFirst({
    where: { documentId, kind: "PDF" },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "desc" }],
  });
}

export function createComparePdfProcessor(deps: ComparePdfDeps) {
  const { db, storage, log } = deps;
  return async function processComparePdf(job: CompareJobLike<ComparePdfJob>) {
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
    if (row.status === "DONE" && row.storageKey && (await storage.exists(row.storageKey)))
      return { status: "already-done" as const };
    const [newAsset, oldAsset] = await Promise.all([pdfAssetOf(db, newDocumentId), pdfAssetOf(db, oldDocumentId)]);
    if (!newAsset || !oldAsset) throw new UnrecoverableError(`a document of redline ${redlineId} has no PDF`);
    for (const a of [newAsset, oldAsset]) {
      if ((a.pageCount ?? 0) > deps.maxPages)
        throw new UnrecoverableError(`The documents are too large to be compare (${a.pageCount} pages)`);
    }
    const blockLevelOnly = killedBefore(row.error);
    await db.pdfRedline.update({ where: { id: row.id }, data: { status: "RUNNING" } });
    const [newBytes, oldBytes] = await Promise.all([
      storage.get(newAsset.storageKey),
      storage.get(oldAsset.storageKey),
    ]);
    const { bytes, summary } = await makeRedline(new Uint8Array(oldBytes), new Uint8Array(newBytes), {
      budgetMs: deps.budgetMs,
      blockLevelOnly,
      oldLabel: row.oldDocument.displayDesignation,
      newLabel: row.newDocument.displayDesignation,
    });
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
      },
    });
    log.info({ redlineId: row.id, jobId: job.id, ms: summary.timingsMs.total, mode: summary.mode }, "PDF redline made");
    return { status: "done" as const, mode: summary.mode, elapsedMs: summary.timingsMs.total };
  };
}

/** Records a failed attempt; after the last one the row is FAILED (the next request retries it). */
export async function recordRedlineFailure(db: Db, redlineId: number, error: string, final: boolean) {
  await db.pdfRedline.updateMany({
    where: { id: redlineId, status: { not: "DONE" } },
    data: { error: error.slice(0, 1000), ...(final ? { status: "FAILED" } : { status: "QUEUED" }) },
  });
}
