// The compare queues end to end: an idempotent request (outbox row) → relay → BullMQ →
// sandboxed child process → result blob and row DONE; a compare that overruns its hard limit is
// killed by the watchdog and the retry finishes block by block.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStorage } from "../../../../../tests/harness/index.ts";
import { eventually, useWorkersEnv } from "../../../../../tests/harness/workers.ts";
import { scheduleHtmlComparison, scheduleRedline } from "../../../../api/src/modules/compare/compare-scheduling.ts";
import { openPdf } from "../../lib/pdf/pdfjs.ts";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";

const env = useWorkersEnv();
let storage: Awaited<ReturnType<typeof createTestStorage>>;
const runtimes: WorkerRuntime[] = [];

beforeAll(async () => {
  storage = await createTestStorage();
});
afterAll(async () => {
  for (const r of runtimes) await r.stop();
  await storage?.remove();
});

async function start(overrides: Record<string, string> = {}) {
  const runtime = createWorkerRuntime(env.config({ STORAGE_DIR: storage.dir, ...overrides }));
  runtimes.push(runtime);
  await runtime.start();
  return runtime;
}

/** Two consecutive editions of a family with files (oldest first). */
async function editionPair(family: string) {
  const docs = await env.db.document.findMany({
    where: { family, languageCode: "en-US", assets: { some: {} } },
    include: { assets: true },
    orderBy: { editionYear: "asc" },
  });
  const [older, newer] = docs.slice(-2);
  const html = (d: (typeof docs)[number]) => d.assets.find((a) => a.kind === "HTML")!;
  return { older, newer, oldHtml: html(older), newHtml: html(newer) };
}

describe("compare jobs", () => {
  let runtime: WorkerRuntime;
  beforeAll(async () => {
    runtime = await start();
  });

  it("an HTML compare request becomes one job whose result is stored and the row DONE", async () => {
    const { oldHtml, newHtml } = await editionPair("D3039");
    const pair = { newAssetId: newHtml.id, oldAssetId: oldHtml.id };
    const id = await scheduleHtmlComparison(env.db, pair);
    // Asking again (or concurrently) queues nothing more.
    await Promise.all([scheduleHtmlComparison(env.db, pair), scheduleHtmlComparison(env.db, pair)]);
    const events = await env.db.outboxEvent.findMany({ where: { type: "compare-html.run" } });
    expect(events.filter((e) => (e.payload as { comparisonId: number }).comparisonId === id)).toHaveLength(1);

    const row = await eventually(async () => {
      const r = await env.db.htmlComparison.findUniqueOrThrow({ where: { id } });
      return r.status === "DONE" ? r : null;
    }, 60_000);
    const html = (await storage.storage.get(row.storageKey!)).toString("utf8");
    expect(html).toContain('id="norma-diff-summary"');
    expect(html).toMatch(/<ins class="norma-ins">/);
    expect(row.summary).toMatchObject({ mode: "word" });
    expect((row.summary as { insertedWords: number }).insertedWords).toBeGreaterThan(0);
  }, 90_000);

  it("a PDF redline request is made in a child process and stored as a PDF with a summary page", async () => {
    const { older, newer } = await editionPair("Spec 5L");
    const id = await scheduleRedline(env.db, { newDocumentId: newer.id, oldDocumentId: older.id });
    const row = await eventually(async () => {
      const r = await env.db.pdfRedline.findUniqueOrThrow({ where: { id } });
      return r.status === "DONE" ? r : null;
    }, 60_000);
    const pdf = await openPdf(new Uint8Array(await storage.storage.get(row.storageKey!)));
    const first = await (await pdf.getPage(1)).getTextContent();
    expect(first.items.map((i) => ("str" in i ? i.str : "")).join(" ")).toContain("Redline: summary of changes");
    const summary = row.summary as { summaryPages: number; newPages: number; insertedWords: number };
    expect(pdf.numPages).toBe(summary.summaryPages + summary.newPages);
    expect(summary.insertedWords).toBeGreaterThan(0);
    await pdf.destroy();
  }, 90_000);

  it("a compare that overruns its hard limit is killed, and the retry finishes block by block", async () => {
    await runtime.stop();
    runtimes.splice(runtimes.indexOf(runtime), 1);
    // Long paragraphs with no word in common, paired by id: a word diff would take minutes.
    const { older, newer } = await editionPair("C900");
    const words = (seed: number) =>
      Array.from({ length: 12_000 }, (_, i) => `w${(i * 7919 + seed * 104729) % 50_021}`).join(" ");
    const page = (seed: number) =>
      `<!DOCTYPE html><html><body>${Array.from({ length: 30 }, (_, i) => `<p id="p${i}">${words(seed + i)}</p>`).join("")}</body></html>`;
    const assets = [];
    for (const [doc, seed] of [
      [older, 1],
      [newer, 5_000],
    ] as const) {
      const key = `test/pathological-${doc.id}.html`;
      const stored = await storage.storage.put(key, page(seed));
      assets.push(
        await env.db.documentAsset.create({
          data: {
            documentId: doc.id,
            kind: "HTML",
            status: "Historical",
            storageKey: key,
            contentType: "text/html",
            byteSize: stored.byteSize,
            sha256: stored.sha256,
          },
        }),
      );
    }
    // The hard limit leaves the block-level retry room on a busy machine; the word diff would need minutes.
    await start({ COMPARE_BUDGET_MS: "600000", COMPARE_HTML_HARD_LIMIT_MS: "8000" });
    const started = Date.now();
    const id = await scheduleHtmlComparison(env.db, { newAssetId: assets[1].id, oldAssetId: assets[0].id });
    const row = await eventually(async () => {
      const r = await env.db.htmlComparison.findUniqueOrThrow({ where: { id } });
      if (process.env.DEBUG_COMPARE) console.log(Date.now() - started, r.status, r.error);
      return r.status === "DONE" ? r : null;
    }, 60_000);
    // Finishing at all proves the runaway first attempt was killed (its budget was ten minutes).
    expect(row.summary).toMatchObject({ mode: "block" });
  }, 90_000);
});
