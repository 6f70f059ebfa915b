// The sanitize-html queue end to end: outbox rows (as the seed and `npm run sanitize:rebuild`
// write them) → relay → BullMQ → sandboxed child process → stored copies under the current
// fingerprint, and the outbox rows completed. An HTML compare made by the workers stores the
// sanitised copy of its result too, and a compare made again deletes the previous result's copy.

import { scheduleHtmlComparison } from "@norma/api/src/modules/compare/compare-scheduling.ts";
import { enqueueSanitizeCatalogue } from "@norma/db/sanitize-queue";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import { compareCopyKey, documentCopyKey } from "@norma/documents/html/sanitized-copies";
import { createTestStorage } from "@norma/tests/harness";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";

const env = useWorkersEnv();
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let runtime: WorkerRuntime;

beforeAll(async () => {
  storage = await createTestStorage();
  runtime = createWorkerRuntime(env.config({ STORAGE_DIR: storage.dir }));
  await runtime.start();
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
  await storage?.remove();
});

describe("sanitize-html jobs", () => {
  it("the catalogue's HTML, queued in chunks, gets its stored copies from a child process", async () => {
    // Two chunks of the first three HTML files (the whole catalogue would take minutes here).
    const html = await env.db.documentAsset.findMany({ where: { kind: "HTML" }, orderBy: { id: "asc" } });
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    let kept: bigint[];
    try {
      // In a transaction the relay cannot see until only the first two chunks are left (the rest
      // would sanitise the whole test catalogue).
      await client.query("BEGIN");
      const queued = await enqueueSanitizeCatalogue(client, { chunk: 2 });
      expect(queued.assets).toBe(html.length);
      expect(queued.jobs).toBe(Math.ceil(html.length / 2));
      const { rows } = await client.query<{ id: string; payload: unknown }>(
        "SELECT id, payload FROM outbox_events WHERE type = 'sanitize-html.run' ORDER BY id",
      );
      expect(rows).toHaveLength(queued.jobs);
      expect(rows[0].payload).toEqual({ assetIds: [html[0].id, html[1].id] });
      kept = [BigInt(rows[0].id), BigInt(rows[1].id)];
      await client.query("DELETE FROM outbox_events WHERE type = 'sanitize-html.run' AND id > $1", [rows[1].id]);
      await client.query("COMMIT");
    } finally {
      await client.end();
    }

    for (const asset of html.slice(0, 4)) {
      const copy = await eventually(async () => {
        const key = documentCopyKey(asset.sha256);
        return (await storage.storage.exists(key)) ? (await storage.storage.get(key)).toString("utf8") : null;
      }, 120_000);
      const raw = (await storage.storage.get(asset.storageKey)).toString("utf8");
      expect(copy).toBe(sanitizeDocumentHtml(raw));
    }
    await eventually(
      async () =>
        (await env.db.outboxEvent.count({
          where: { id: { in: kept }, completedAt: { not: null }, lastError: null },
        })) === 2,
      30_000,
    );
  }, 180_000);

  it("an HTML compare stores the sanitised copy of its result beside it", async () => {
    const docs = await env.db.document.findMany({
      where: { family: "D3039", languageCode: "en-US", assets: { some: { kind: "HTML" } } },
      include: { assets: true },
      orderBy: { editionYear: "asc" },
    });
    const [older, newer] = docs.slice(-2);
    const pick = (d: (typeof docs)[number]) => d.assets.find((a) => a.kind === "HTML")!.id;
    const id = await scheduleHtmlComparison(env.db, { newAssetId: pick(newer), oldAssetId: pick(older) });
    const row = await eventually(async () => {
      const r = await env.db.htmlComparison.findUniqueOrThrow({ where: { id } });
      return r.status === "DONE" ? r : null;
    }, 120_000);
    const result = (await storage.storage.get(row.storageKey!)).toString("utf8");
    // The copy is stored just after the row says DONE (its sanitise is not part of the compare's
    // time limit).
    const copy = await eventually(
      () =>
        storage.storage.get(compareCopyKey(row.id, row.completedAt!)).then(
          (b) => b.toString("utf8"),
          () => null,
        ),
      60_000,
    );
    expect(copy).toBe(sanitizeDocumentHtml(result));
    expect(copy).toContain('<ins class="norma-ins">');

    // The result's file is lost: the compare is made again, with a new copy, and the previous
    // result's copy is deleted (it would never be read again).
    const previousCopy = compareCopyKey(row.id, row.completedAt!);
    await storage.storage.delete(row.storageKey!);
    await scheduleHtmlComparison(env.db, { newAssetId: pick(newer), oldAssetId: pick(older) }, null, {
      resultMissing: true,
    });
    const again = await eventually(async () => {
      const r = await env.db.htmlComparison.findUniqueOrThrow({ where: { id } });
      return r.status === "DONE" && r.completedAt!.getTime() !== row.completedAt!.getTime() ? r : null;
    }, 120_000);
    await eventually(() => storage.storage.exists(compareCopyKey(again.id, again.completedAt!)), 60_000);
    await eventually(async () => !(await storage.storage.exists(previousCopy)), 30_000);
  }, 240_000);
});
