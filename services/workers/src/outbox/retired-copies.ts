// Deleting the sanitised copies of HTML no document uses any more (issue 11), a step of the outbox
// sweep (maintenance.ts). A copy is keyed by the bytes' sha256 (@norma/documents html/sanitized-copies.ts), so
// documents and editions with the same HTML share one; it can go only when no HTML row has those
// bytes. A trigger on document_assets records the sha256 of every HTML row deleted (by hand, or
// with its document) or given other bytes in retired_html_copies (migration
// 20261127100000_retired_html_copies), whichever code or SQL did it. A retired sha256's copy is
// deleted when
//   - it was retired more than SANITIZED_COPY_RETENTION_HOURS ago (a reader who opened the
//     document just before still gets its text),
//   - no sanitize-html job is outstanding: every HTML file written so far — the new HTML of a
//     document whose old HTML went — has its copy stored (or was given up), so the old copy is
//     never deleted before the new one is there,
//   - no HTML row has those bytes (another document or edition, or the same bytes published
//     again; then the retirement is simply forgotten).
// The storage is deleted first and the row after it, in one transaction holding the row: a
// deletion that fails rolls back and is tried again at the next sweep. An HTML row with the same
// bytes committed while the copy is being deleted may have had its sanitize job skip the copy as
// present; the rows with those bytes are read again after the deletion and queued for the
// sanitize-html queue, so they get their copy back (a row committed later has its job run after
// the deletion and makes the copy itself).

import { QUEUE_OF, SANITIZE_CHUNK } from "@norma/contracts/queues";
import { checkOut } from "@norma/db/pg-checkout";
import type { BlobStorage } from "@norma/db/storage";
import { documentCopyKey, SANITIZER_FINGERPRINT } from "@norma/documents/html/sanitized-copies";
import type pg from "pg";
import type { Logger } from "pino";

export interface RetiredCopiesOptions {
  pool: pg.Pool;
  storage: BlobStorage;
  log: Logger;
  retentionHours: number;
  /** Retired fingerprints per sweep (at most COPIES_PER_SWEEP). */
  batchSize: number;
  /** The sanitiser's fingerprint in the copies' keys (tests stand for another one). */
  fingerprint?: string;
}

export interface RetiredCopiesResult {
  /** Copies deleted from storage. */
  deleted: number;
  /** Retirements forgotten because an HTML row has the bytes again. */
  inUse: number;
  /** Due copies left for a later sweep because a sanitize-html job is outstanding. */
  waiting: boolean;
}

/**
 * Copies deleted per sweep at most: each is a storage call (an S3 request) made while the
 * transaction holds their rows, so the transaction stays short.
 */
const COPIES_PER_SWEEP = 100;

const IN_USE = `EXISTS (SELECT 1 FROM document_assets a WHERE a.kind = 'HTML' AND a.sha256 = r.sha256)`;

export async function pruneRetiredCopies(options: RetiredCopiesOptions): Promise<RetiredCopiesResult> {
  const { pool, storage, log } = options;
  const fingerprint = options.fingerprint ?? SANITIZER_FINGERPRINT;
  const inUse = await pool.query(
    `DELETE FROM retired_html_copies WHERE sha256 IN (
       SELECT r.sha256 FROM retired_html_copies r WHERE ${IN_USE} LIMIT $1 FOR UPDATE SKIP LOCKED)`,
    [options.batchSize],
  );
  const outstanding = await pool.query(
    `SELECT 1 FROM outbox_events WHERE type = 'sanitize-html.run' AND completed_at IS NULL LIMIT 1`,
  );
  if (outstanding.rowCount) return { deleted: 0, inUse: inUse.rowCount ?? 0, waiting: true };

  const { client, release } = await checkOut(pool);
  try {
    await client.query("BEGIN");
    const due = await client.query<{ sha256: string }>(
      `SELECT r.sha256 FROM retired_html_copies r
        WHERE r.retired_at < clock_timestamp() - make_interval(hours => $1) AND NOT ${IN_USE}
        ORDER BY r.retired_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [options.retentionHours, Math.min(options.batchSize, COPIES_PER_SWEEP)],
    );
    const hashes = due.rows.map((r) => r.sha256);
    for (const sha256 of hashes) await storage.delete(documentCopyKey(sha256, fingerprint));
    if (hashes.length) {
      await client.query("DELETE FROM retired_html_copies WHERE sha256 = ANY($1)", [hashes]);
      const reused = await client.query<{ id: number }>(
        `SELECT id FROM document_assets WHERE kind = 'HTML' AND sha256 = ANY($1) ORDER BY id`,
        [hashes],
      );
      const assetIds = reused.rows.map((r) => r.id);
      for (let at = 0; at < assetIds.length; at += SANITIZE_CHUNK)
        await client.query(`INSERT INTO outbox_events (queue, type, payload) VALUES ($1, 'sanitize-html.run', $2)`, [
          QUEUE_OF["sanitize-html.run"],
          { assetIds: assetIds.slice(at, at + SANITIZE_CHUNK) },
        ]);
      if (assetIds.length)
        log.info({ assetIds }, "HTML published again while its old sanitised copy was deleted: copies queued again");
    }
    await client.query("COMMIT");
    if (hashes.length) log.info({ count: hashes.length, fingerprint }, "sanitised copies of retired HTML deleted");
    return { deleted: hashes.length, inUse: inUse.rowCount ?? 0, waiting: false };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    release();
  }
}
