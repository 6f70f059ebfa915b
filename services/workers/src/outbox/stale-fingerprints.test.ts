// The folders of copies an older sanitiser made (sanitized/<fingerprint>/) are deleted by the
// outbox sweep once no process has marked their fingerprint for the retention; the sweeper's own
// fingerprint and one marked recently stay. The same rules on the local directory and on
// S3-compatible object storage (s3rver on loopback).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startS3TestServer } from "@norma/db/s3-test-server";
import { type BlobStorage, createLocalStorage } from "@norma/db/storage";
import { createS3Storage } from "@norma/db/storage-s3";
import { compareCopyKey, documentCopyKey } from "@norma/documents/html/sanitized-copies";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { markFingerprint, pruneStaleFingerprints } from "./stale-fingerprints.ts";

const env = useWorkersEnv();
const s3 = await startS3TestServer(["norma-stale-fingerprints"]);
let localDir: string;
let pool: pg.Pool;
const storages: Record<string, BlobStorage> = {};
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: env.databaseUrl, max: 3 });
  localDir = await mkdtemp(join(tmpdir(), "norma-stale-fingerprints-"));
  storages.local = createLocalStorage(localDir);
  storages.s3 = createS3Storage(s3.options("norma-stale-fingerprints", "blobs/"));
});
afterAll(async () => {
  await pool?.end();
  await s3.close();
  if (localDir) await rm(localDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await pool.query("DELETE FROM sanitizer_fingerprints");
});

const log = pino({ level: "silent" });
const CURRENT = "currentsanitizer";
const SHA = "a".repeat(64);

/** A folder of copies under this fingerprint (a document's and a compare result's). */
async function folder(storage: BlobStorage, fingerprint: string) {
  await storage.put(documentCopyKey(SHA, fingerprint), "<p>copy</p>");
  await storage.put(compareCopyKey(7, new Date(0), fingerprint), "<p>compare</p>");
}
const hasFolder = async (storage: BlobStorage, fingerprint: string) =>
  (await storage.exists(documentCopyKey(SHA, fingerprint))) ||
  (await storage.exists(compareCopyKey(7, new Date(0), fingerprint)));

/** Marks a fingerprint as last used this many hours ago. */
async function markedHoursAgo(fingerprint: string, hours: number) {
  await markFingerprint(pool, fingerprint);
  await pool.query(
    "UPDATE sanitizer_fingerprints SET last_seen_at = now() - make_interval(hours => $2) WHERE fingerprint = $1",
    [fingerprint, hours],
  );
}
const marked = async () =>
  (await pool.query<{ fingerprint: string }>("SELECT fingerprint FROM sanitizer_fingerprints ORDER BY 1")).rows.map(
    (r) => r.fingerprint,
  );

describe.each(["local", "s3"])("older sanitisers' folders (%s storage)", (kind) => {
  it("deletes a folder unmarked for the retention, keeps its own and one marked recently", async () => {
    const storage = storages[kind];
    for (const fp of [CURRENT, `old1${kind}`, `old2${kind}`]) await folder(storage, fp);
    await markedHoursAgo(CURRENT, 100); // its own: marked again by the sweep, never deleted
    await markedHoursAgo(`old1${kind}`, 25);
    await markedHoursAgo(`old2${kind}`, 23);

    const deleted = await pruneStaleFingerprints({ pool, storage, log, retentionHours: 24, fingerprint: CURRENT });

    expect(deleted).toBe(1);
    expect(await hasFolder(storage, `old1${kind}`)).toBe(false);
    expect(await hasFolder(storage, `old2${kind}`)).toBe(true);
    expect(await hasFolder(storage, CURRENT)).toBe(true);
    expect(await marked()).toEqual([CURRENT, `old2${kind}`].sort());
    const own = await pool.query<{ age: number }>(
      "SELECT extract(epoch FROM now() - last_seen_at) AS age FROM sanitizer_fingerprints WHERE fingerprint = $1",
      [CURRENT],
    );
    expect(Number(own.rows[0].age)).toBeLessThan(60);

    // Nothing is due any more.
    expect(await pruneStaleFingerprints({ pool, storage, log, retentionHours: 24, fingerprint: CURRENT })).toBe(0);
    expect(await hasFolder(storage, `old2${kind}`)).toBe(true);
  });
});

describe("deleting older sanitisers' folders", () => {
  it("keeps the fingerprint for the next sweep when the storage fails", async () => {
    const storage = storages.local;
    await folder(storage, "oldfailing");
    await markedHoursAgo("oldfailing", 48);
    const failing: BlobStorage = {
      ...storage,
      deletePrefix: async () => {
        throw new Error("storage unavailable");
      },
    };
    await expect(
      pruneStaleFingerprints({ pool, storage: failing, log, retentionHours: 24, fingerprint: CURRENT }),
    ).rejects.toThrow("storage unavailable");
    expect(await marked()).toContain("oldfailing");
    expect(await hasFolder(storage, "oldfailing")).toBe(true);

    expect(await pruneStaleFingerprints({ pool, storage, log, retentionHours: 24, fingerprint: CURRENT })).toBe(1);
    expect(await hasFolder(storage, "oldfailing")).toBe(false);
  });

  it("two sweepers at once delete each folder once", async () => {
    const storage = storages.local;
    for (const fp of ["oldx", "oldy", "oldz"]) {
      await folder(storage, fp);
      await markedHoursAgo(fp, 30);
    }
    let calls = 0;
    const counting: BlobStorage = {
      ...storage,
      deletePrefix: async (prefix) => {
        calls++;
        await storage.deletePrefix(prefix);
      },
    };
    const [a, b] = await Promise.all([
      pruneStaleFingerprints({ pool, storage: counting, log, retentionHours: 24, fingerprint: CURRENT }),
      pruneStaleFingerprints({ pool, storage: counting, log, retentionHours: 24, fingerprint: CURRENT }),
    ]);
    // Two folders per sweep at most: three go within the two sweeps, none twice.
    expect(a + b).toBe(3);
    expect(calls).toBe(3);
    expect(await marked()).toEqual([CURRENT]);
  });
});
