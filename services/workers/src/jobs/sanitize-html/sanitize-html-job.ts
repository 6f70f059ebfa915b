// Makes the stored sanitised copies of HTML files (@norma/documents html/sanitized-copies.ts): one job is a
// chunk of document_assets rows, written to the outbox by a publish batch (the new editions' HTML),
// by the seed and by `npm run sanitize:rebuild` (the whole catalogue). Idempotent: a copy already
// stored under the current fingerprint is left alone unless `force` is set. A file that cannot be
// sanitised is logged with its document and skipped (the API sanitises it on read and answers
// 503 if that fails too); the job then fails, so BullMQ retries the chunk (done copies are
// skipped) and the outbox row ends failed after the last attempt.

import type { SanitizeHtmlJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { documentCopyKey, SANITIZER_FINGERPRINT } from "@norma/documents/html/sanitized-copies";
import type { Logger } from "pino";

export interface SanitizeHtmlDeps {
  db: Db;
  storage: BlobStorage;
  log: Logger;
  /** The sanitiser (html-safety.ts; tests inject a failing one). */
  sanitize: (html: string) => string;
  fingerprint?: string;
}

export function createSanitizeHtmlProcessor(deps: SanitizeHtmlDeps) {
  const { db, storage, log } = deps;
  const fingerprint = deps.fingerprint ?? SANITIZER_FINGERPRINT;
  return async function processSanitizeHtml(job: { id?: string; data: SanitizeHtmlJob }) {
    const assets = await db.documentAsset.findMany({
      where: { id: { in: job.data.assetIds }, kind: "HTML" },
      select: { id: true, documentId: true, storageKey: true, sha256: true },
      orderBy: { id: "asc" },
    });
    let stored = 0;
    let present = 0;
    const failed: number[] = [];
    for (const asset of assets) {
      const key = documentCopyKey(asset.sha256, fingerprint);
      try {
        if (!job.data.force && (await storage.exists(key))) {
          present++;
          continue;
        }
        const started = performance.now();
        const raw = (await storage.get(asset.storageKey)).toString("utf8");
        await storage.put(key, deps.sanitize(raw));
        stored++;
        log.debug(
          { assetId: asset.id, documentId: asset.documentId, ms: Math.round(performance.now() - started) },
          "sanitised copy stored",
        );
      } catch (err) {
        failed.push(asset.id);
        log.error(
          { assetId: asset.id, documentId: asset.documentId, jobId: job.id, err: (err as Error).message },
          "could not make the sanitised copy of a document's HTML",
        );
      }
    }
    log.info({ jobId: job.id, stored, present, failed: failed.length, fingerprint }, "sanitised copies made");
    if (failed.length) throw new Error(`sanitising failed for HTML assets ${failed.join(", ")}`);
    return { stored, present, failed: failed.length };
  };
}
