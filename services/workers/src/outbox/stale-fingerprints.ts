// Deleting the folders of stored copies made by an older sanitiser (issue 11), a step of the
// outbox sweep (maintenance.ts). Copies live under sanitized/<fingerprint>/ (@norma/documents html/
// sanitized-copies.ts); a changed sanitiser has a new fingerprint and never reads the old folder
// again, but during a rolling upgrade processes of the old release still do. So every process
// marks the fingerprint it reads or writes in sanitizer_fingerprints (the API when it reads or
// stores a copy, at most hourly; the workers here, at every sweep), and a folder goes only when its
// fingerprint is not this sweeper's own and nobody has marked it for SANITIZED_COPY_RETENTION_HOURS.
// A process of an old release that outlives that still works: without its copy it sanitises on
// read and stores the copy again (and marks the fingerprint again).
// Folders of fingerprints never marked (copies made before migration
// 20261127150000_sanitizer_fingerprints) are not known here; docs/documents-and-search.md says how to
// delete them.
import { checkOut } from "@norma/db/pg-checkout";
import type { BlobStorage } from "@norma/db/storage";
import { SANITIZER_FINGERPRINT } from "@norma/documents/html/sanitized-copies";
import type pg from "pg";
import type { Logger } from "pino";

export interface StaleFingerprintsOptions {
  pool: pg.Pool;
  storage: BlobStorage;
  log: Logger;
  retentionHours: number;
  /** This process's sanitiser fingerprint (tests stand for another one). */
  fingerprint?: string;
}

/**
 * Folders deleted per sweep at most: a folder holds a copy per HTML file of the catalogue, and its
 * deletion is a walk of the directory or a listing of the bucket's prefix.
 */
const FOLDERS_PER_SWEEP = 2;

export async function markFingerprint(pool: pg.Pool, fingerprint: string): Promise<void> {
  await pool.query(
    `INSERT INTO sanitizer_fingerprints (fingerprint, last_seen_at) VALUES ($1, now())
     ON CONFLICT (fingerprint) DO UPDATE SET last_seen_at = now()`,
    [fingerprint],
  );
}

/** Deletes the folders of fingerprints unmarked for the retention; returns how many went. */
export async function pruneStaleFingerprints(options: StaleFingerprintsOptions): Promise<number> {
  const { pool, storage, log } = options;
  const own = options.fingerprint ?? SANITIZER_FINGERPRINT;
  await markFingerprint(pool, own);
  let deleted = 0;
  for (let i = 0; i < FOLDERS_PER_SWEEP; i++) {
    const { client, release } = await checkOut(pool);
    try {
      await client.query("BEGIN");
      // The row stays locked while its folder is deleted: a process marking the fingerprint now
      // waits, then finds no row and inserts a new one, so copies it writes afterwards stay.
      const stale = await client.query<{ fingerprint: string }>(
        `SELECT fingerprint FROM sanitizer_fingerprints
          WHERE fingerprint <> $1 AND last_seen_at < clock_timestamp() - make_interval(hours => $2)
          ORDER BY last_seen_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [own, options.retentionHours],
      );
      const fingerprint = stale.rows[0]?.fingerprint;
      if (!fingerprint) {
        await client.query("COMMIT");
        break;
      }
      await storage.deletePrefix(`sanitized/${fingerprint}`);
      await client.query("DELETE FROM sanitizer_fingerprints WHERE fingerprint = $1", [fingerprint]);
      await client.query("COMMIT");
      deleted++;
      log.info({ fingerprint }, "stored copies of an older sanitiser deleted");
    } catch (err) {
      // The row is kept: the next sweep tries again.
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      release();
    }
  }
  return deleted;
}
