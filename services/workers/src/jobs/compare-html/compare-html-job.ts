// Makes one HTML compare (html_comparisons row): the newer HTML asset with the changes against
// the older one marked word by word, stored as a blob. Idempotent: a row already DONE with its
// blob present is left alone. After an attempt that was killed (time or memory limit), the retry
// compares block by block, which is bounded whatever the input. The result's sanitised copy is
// stored beside it (@norma/documents html/sanitized-copies.ts), so the reader is not the one who waits for it.

import type { CompareHtmlJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { diffHtml } from "@norma/documents/html/html-diff";
import { compareCopyKey } from "@norma/documents/html/sanitized-copies";
import { UnrecoverableError } from "bullmq";
import type { Logger } from "pino";

/** HTML assets larger than this are not compared. */
export const MAX_HTML_BYTES = 40 * 1024 * 1024;

export interface CompareJobLike<T> {
  id?: string;
  data: T;
  attemptsMade: number;
}

export interface CompareHtmlDeps {
  db: Db;
  storage: BlobStorage;
  log: Logger;
  budgetMs: number;
  /** The sanitiser of the stored copy (html-safety.ts); none: the API sanitises on first read. */
  sanitize?: (html: string) => string;
}

export const htmlResultKey = (comparisonId: number) => `compare/html/${comparisonId}.html`;

/** True when an earlier attempt was killed for running too long or using too much memory. */
export const killedBefore = (error: string | null | undefined) =>
  !!error && /SIGKILL|exit code|time limit|heap|memory/i.test(error);

export function createCompareHtmlProcessor(deps: CompareHtmlDeps) {
  const { db, storage, log } = deps;
  return async function processCompareHtml(job: CompareJobLike<CompareHtmlJob>) {
    const { comparisonId, newAssetId, oldAssetId } = job.data;
    const row = await db.htmlComparison.findUnique({
      where: { id: comparisonId },
      include: {
        newAsset: { include: { document: { select: { displayDesignation: true } } } },
        oldAsset: { include: { document: { select: { displayDesignation: true } } } },
      },
    });
    if (!row) return { status: "gone" as const };
    if (row.newAssetId !== newAssetId || row.oldAssetId !== oldAssetId)
      throw new UnrecoverableError(`comparison ${comparisonId} is not of assets ${newAssetId}/${oldAssetId}`);
    if (row.status === "DONE" && row.storageKey && (await storage.exists(row.storageKey)))
      return { status: "already-done" as const };
    if (row.status === "TOO_LARGE") return { status: "too-large" as const };
    for (const asset of [row.newAsset, row.oldAsset]) {
      if (asset.kind !== "HTML") throw new UnrecoverableError(`asset ${asset.id} is not HTML`);
      if (asset.byteSize > MAX_HTML_BYTES) {
        // Final: the assets of a row never change, so it is never queued again.
        await db.htmlComparison.update({
          where: { id: row.id },
          data: { status: "TOO_LARGE", error: `asset ${asset.id} has ${asset.byteSize} bytes, over ${MAX_HTML_BYTES}` },
        });
        return { status: "too-large" as const };
      }
    }
    const blockLevelOnly = killedBefore(row.error);
    await db.htmlComparison.update({ where: { id: row.id }, data: { status: "RUNNING" } });
    const [newHtml, oldHtml] = await Promise.all([
      storage.get(row.newAsset.storageKey),
      storage.get(row.oldAsset.storageKey),
    ]);
    const result = diffHtml(oldHtml.toString("utf8"), newHtml.toString("utf8"), {
      budgetMs: deps.budgetMs,
      blockLevelOnly,
      oldLabel: row.oldAsset.document.displayDesignation,
      newLabel: row.newAsset.document.displayDesignation,
    });
    const key = htmlResultKey(row.id);
    await storage.put(key, result.html);
    // The copy's key names the row's completion time, so a result made again gets a new copy.
    const completedAt = new Date();
    await db.htmlComparison.update({
      where: { id: row.id },
      data: {
        status: "DONE",
        storageKey: key,
        summary: JSON.parse(JSON.stringify(result.summary)),
        error: null,
        completedAt,
      },
    });
    log.info(
      { comparisonId: row.id, jobId: job.id, ms: result.summary.elapsedMs, mode: result.summary.mode },
      "HTML compare made",
    );
    // The sanitised copy comes after DONE: sanitising a large result takes seconds of its own, which
    // must not count against the compare's hard limit (a kill after DONE only loses the copy; the
    // row stays DONE and the API sanitises the result on its first read instead).
    if (deps.sanitize) {
      try {
        await storage.put(compareCopyKey(row.id, completedAt), deps.sanitize(result.html));
      } catch (err) {
        log.error(
          { comparisonId: row.id, err: (err as Error).message },
          "could not store the sanitised compare result",
        );
      }
    }
    // A result made again (its file was lost) has a new completion time and so a new copy; the
    // previous result's copy is never read again. (A reader that was reading it finds it gone and
    // sanitises the result itself, as for any missing copy.)
    if (row.completedAt && row.completedAt.getTime() !== completedAt.getTime()) {
      await storage.delete(compareCopyKey(row.id, row.completedAt)).catch((err: Error) => {
        log.warn({ comparisonId: row.id, err: err.message }, "could not delete the previous sanitised compare result");
      });
    }
    return { status: "done" as const, mode: result.summary.mode, elapsedMs: result.summary.elapsedMs };
  };
}

/** Records a failed attempt; after the last one the row is FAILED (the next request retries it). */
export async function recordHtmlCompareFailure(db: Db, comparisonId: number, error: string, final: boolean) {
  await db.htmlComparison.updateMany({
    where: { id: comparisonId, status: { notIn: ["DONE", "TOO_LARGE"] } },
    data: { error: error.slice(0, 1000), ...(final ? { status: "FAILED" } : { status: "QUEUED" }) },
  });
}
