// The sanitised copies of HTML no document uses any more are deleted by the outbox sweep: the
// trigger on document_assets records what went (a row deleted, its document deleted, its bytes
// replaced), and the sweep deletes the copy from storage after the retention, once no
// sanitize-html job is outstanding and no other document or edition has the same bytes. The same
// rules on the local directory and on S3-compatible object storage (s3rver on loopback).
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startS3TestServer } from "@norma/db/s3-test-server";
import { type BlobStorage, createLocalStorage } from "@norma/db/storage";
import { createS3Storage } from "@norma/db/storage-s3";
import { documentCopyKey } from "@norma/documents/html/sanitized-copies";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOutboxMaintenance } from "./maintenance.ts";

const env = useWorkersEnv();
const s3 = await startS3TestServer(["norma-retired-copies"]);
let localDir: string;
let pool: pg.Pool;
const storages: Record<string, BlobStorage> = {};
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: env.databaseUrl, max: 3 });
  localDir = await mkdtemp(join(tmpdir(), "norma-retired-copies-"));
  storages.local = createLocalStorage(localDir);
  storages.s3 = createS3Storage(s3.options("norma-retired-copies", "blobs/"));
});
afterAll(async () => {
  await pool?.end();
  await s3.close();
  if (localDir) await rm(localDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each test starts with no retirements and no sanitize job outstanding.
  await pool.query("DELETE FROM retired_html_copies");
  await pool.query("UPDATE outbox_events SET completed_at = now() WHERE completed_at IS NULL");
});

const FINGERPRINT = "retiredcopytest0";

/** Fresh HTML bytes: a sha256 no seeded file has. */
function html(): { text: string; sha256: string } {
  const text = `<p>${randomBytes(8).toString("hex")}</p>`;
  return { text, sha256: createHash("sha256").update(text).digest("hex") };
}

async function seededDocumentIds(count: number): Promise<number[]> {
  const docs = await env.db.document.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: count });
  return docs.map((d) => d.id);
}

/** An HTML row of the document with these bytes, and the sanitised copy stored for it. */
async function htmlFile(storage: BlobStorage, documentId: number, bytes: { text: string; sha256: string }) {
  await storage.put(documentCopyKey(bytes.sha256, FINGERPRINT), `sanitised ${bytes.text}`);
  return env.db.documentAsset.create({
    data: {
      documentId,
      kind: "HTML",
      storageKey: `documents/retired-copies/${bytes.sha256.slice(0, 16)}.html`,
      contentType: "text/html; charset=utf-8",
      byteSize: bytes.text.length,
      sha256: bytes.sha256,
    },
  });
}

async function retired(): Promise<Map<string, Date>> {
  const rows = await env.db.retiredHtmlCopy.findMany();
  return new Map(rows.map((r) => [r.sha256, r.retiredAt]));
}

/** Moves the retirements back in time, as if the retention had passed. */
const retireHoursAgo = (hours: number) =>
  pool.query("UPDATE retired_html_copies SET retired_at = now() - make_interval(hours => $1)", [hours]);

const copyExists = (storage: BlobStorage, sha256: string) => storage.exists(documentCopyKey(sha256, FINGERPRINT));

function sweeper(storage: BlobStorage) {
  return createOutboxMaintenance({
    pool,
    log: pino({ level: "silent" }),
    leaseMs: 60_000,
    sweepMs: 1_000,
    maxDispatches: 5,
    retentionDays: 7,
    deliveryRetentionDays: 30,
    retiredCopies: { storage, retentionHours: 24, fingerprint: FINGERPRINT },
  });
}

describe("retiring HTML (the trigger on document_assets)", () => {
  it("records the bytes of an HTML row deleted or given other bytes, not of a PDF nor of other changes", async () => {
    const [documentId] = await seededDocumentIds(1);
    const [a, b, c] = [html(), html(), html()];
    const fileA = await htmlFile(storages.local, documentId, a);
    const fileB = await htmlFile(storages.local, documentId, b);
    const pdf = await env.db.documentAsset.create({
      data: {
        documentId,
        kind: "PDF",
        storageKey: "documents/retired-copies/x.pdf",
        contentType: "application/pdf",
        byteSize: 1,
        sha256: c.sha256,
      },
    });
    await env.db.documentAsset.update({ where: { id: fileA.id }, data: { status: "Historical", byteSize: 2 } });
    expect([...(await retired()).keys()]).toEqual([]);

    await env.db.documentAsset.update({ where: { id: fileA.id }, data: { sha256: c.sha256 } });
    await env.db.documentAsset.delete({ where: { id: fileB.id } });
    await env.db.documentAsset.delete({ where: { id: pdf.id } });
    expect([...(await retired()).keys()].sort()).toEqual([a.sha256, b.sha256].sort());

    // Retired again later: the retention starts anew.
    await retireHoursAgo(48);
    const before = (await retired()).get(b.sha256)!;
    const again = await htmlFile(storages.local, documentId, b);
    await env.db.documentAsset.delete({ where: { id: again.id } });
    expect((await retired()).get(b.sha256)!.getTime()).toBeGreaterThan(before.getTime());
    await env.db.documentAsset.delete({ where: { id: fileA.id } });
  });

  it("records the HTML of a document deleted with its files", async () => {
    const [template] = await env.db.document.findMany({ orderBy: { id: "asc" }, take: 1 });
    const { id: _id, contentCode, ...fields } = template;
    const doc = await env.db.document.create({
      data: {
        ...fields,
        contentCode: `${contentCode}-retired-copies`,
        isLatest: false,
        extraMetadata: fields.extraMetadata ?? {},
      } as never,
    });
    const bytes = html();
    await htmlFile(storages.local, doc.id, bytes);
    await env.db.document.delete({ where: { id: doc.id } });
    expect([...(await retired()).keys()]).toEqual([bytes.sha256]);
  });
});

describe.each(["local", "s3"])("deleting the sanitised copies of retired HTML (%s storage)", (name) => {
  it("a document's old HTML loses its copy after the retention; the new HTML's copy stays", async () => {
    const storage = storages[name];
    const [documentId] = await seededDocumentIds(1);
    const [old, replacement] = [html(), html()];
    const oldFile = await htmlFile(storage, documentId, old);
    await htmlFile(storage, documentId, replacement);
    await env.db.documentAsset.delete({ where: { id: oldFile.id } });

    // Within the retention: kept.
    expect((await sweeper(storage).sweep()).prunedCopies).toBe(0);
    expect(await copyExists(storage, old.sha256)).toBe(true);

    await retireHoursAgo(25);
    expect((await sweeper(storage).sweep()).prunedCopies).toBe(1);
    expect(await copyExists(storage, old.sha256)).toBe(false);
    expect(await copyExists(storage, replacement.sha256)).toBe(true);
    expect((await retired()).size).toBe(0);
    // Nothing left to do.
    expect((await sweeper(storage).sweep()).prunedCopies).toBe(0);
  });

  it("a copy still used by another document or edition with the same bytes is kept, its retirement forgotten", async () => {
    const storage = storages[name];
    const [first, second] = await seededDocumentIds(2);
    const shared = html();
    const edition = await htmlFile(storage, first, shared);
    await htmlFile(storage, second, shared);
    await env.db.documentAsset.delete({ where: { id: edition.id } });
    expect((await retired()).has(shared.sha256)).toBe(true);

    await retireHoursAgo(25);
    expect((await sweeper(storage).sweep()).prunedCopies).toBe(0);
    expect(await copyExists(storage, shared.sha256)).toBe(true);
    expect((await retired()).size).toBe(0);
  });

  it("waits while a sanitize-html job is outstanding, so a new copy is stored before an old one goes", async () => {
    const storage = storages[name];
    const [documentId] = await seededDocumentIds(1);
    const [old, replacement] = [html(), html()];
    const oldFile = await htmlFile(storage, documentId, old);
    const newFile = await env.db.documentAsset.create({
      data: {
        documentId,
        kind: "HTML",
        storageKey: "documents/retired-copies/new.html",
        contentType: "text/html; charset=utf-8",
        byteSize: replacement.text.length,
        sha256: replacement.sha256,
      },
    });
    const job = await env.db.outboxEvent.create({
      data: { queue: "sanitize-html", type: "sanitize-html.run", payload: { assetIds: [newFile.id] } },
    });
    await env.db.documentAsset.delete({ where: { id: oldFile.id } });
    await retireHoursAgo(25);

    expect((await sweeper(storage).sweep()).prunedCopies).toBe(0);
    expect(await copyExists(storage, old.sha256)).toBe(true);

    await env.db.outboxEvent.update({ where: { id: job.id }, data: { completedAt: new Date() } });
    expect((await sweeper(storage).sweep()).prunedCopies).toBe(1);
    expect(await copyExists(storage, old.sha256)).toBe(false);
  });

  it("the same bytes published again while the copy is deleted get their copy queued again", async () => {
    const base = storages[name];
    const [documentId] = await seededDocumentIds(1);
    const bytes = html();
    const file = await htmlFile(base, documentId, bytes);
    await env.db.documentAsset.delete({ where: { id: file.id } });
    await retireHoursAgo(25);
    // A publish commits an HTML row with these bytes just as the copy is being deleted (its own
    // sanitize job may already have found the copy present and skipped it).
    let republished: number | null = null;
    const racing: BlobStorage = {
      ...base,
      async delete(key) {
        await base.delete(key);
        republished = (
          await env.db.documentAsset.create({
            data: {
              documentId,
              kind: "HTML",
              storageKey: "documents/retired-copies/again.html",
              contentType: "text/html; charset=utf-8",
              byteSize: bytes.text.length,
              sha256: bytes.sha256,
            },
          })
        ).id;
      },
    };
    const since = (await env.db.outboxEvent.aggregate({ _max: { id: true } }))._max.id ?? 0n;
    expect((await sweeper(racing).sweep()).prunedCopies).toBe(1);
    const queued = await env.db.outboxEvent.findMany({ where: { type: "sanitize-html.run", id: { gt: since } } });
    expect(queued.map((q) => [q.queue, q.payload, q.completedAt])).toEqual([
      ["sanitize-html", { assetIds: [republished] }, null],
    ]);
    await env.db.documentAsset.delete({ where: { id: republished! } });
  });

  it("a deletion that fails is rolled back and tried again at the next sweep", async () => {
    const base = storages[name];
    const [documentId] = await seededDocumentIds(1);
    const bytes = html();
    const file = await htmlFile(base, documentId, bytes);
    await env.db.documentAsset.delete({ where: { id: file.id } });
    await retireHoursAgo(25);
    const failing: BlobStorage = {
      ...base,
      delete: () => Promise.reject(new Error("storage unavailable")),
    };
    await expect(sweeper(failing).sweep()).rejects.toThrow("storage unavailable");
    expect((await retired()).has(bytes.sha256)).toBe(true);
    expect(await copyExists(base, bytes.sha256)).toBe(true);
    expect((await sweeper(base).sweep()).prunedCopies).toBe(1);
    expect(await copyExists(base, bytes.sha256)).toBe(false);
  });
});
