// The compare queues end to end: an idempotent request (outbox row) → relay → BullMQ →
// sandboxed child process → result blob and row DONE; a compare that overruns its hard limit is
// killed by the watchdog and the retry finishes block by block; a redline over the limits, or out
// of time even block by block, ends TOO_LARGE without being retried further.

import { scheduleHtmlComparison, scheduleRedline } from "@norma/api/src/modules/compare/compare-scheduling.ts";
import { openPdf } from "@norma/documents/pdf/pdfjs";
import { createTestStorage } from "@norma/tests/harness";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    // The sandboxed job recorded its outbox row done (the sweeper leaves it alone).
    const event = events.find((e) => (e.payload as { comparisonId: number }).comparisonId === id)!;
    await eventually(
      () => env.db.outboxEvent.findFirst({ where: { id: event.id, completedAt: { not: null } } }),
      10_000,
    );
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
    // The hard limit leaves the block-level retry room on a busy machine (a CI run under a load
    // of 15 on two cores once took more than 8 s for it); the word diff would need minutes.
    await start({ COMPARE_BUDGET_MS: "600000", COMPARE_HTML_HARD_LIMIT_MS: "12000" });
    const started = Date.now();
    const id = await scheduleHtmlComparison(env.db, { newAssetId: assets[1].id, oldAssetId: assets[0].id });
    const row = await eventually(async () => {
      const r = await env.db.htmlComparison.findUniqueOrThrow({ where: { id } });
      if (process.env.DEBUG_COMPARE) console.log(Date.now() - started, r.status, r.error);
      return r.status === "DONE" ? r : null;
    }, 150_000);
    // Finishing at all proves the runaway first attempt was killed (its budget was ten minutes).
    expect(row.summary).toMatchObject({ mode: "block" });
  }, 200_000);
});

describe("PDF redline limits in the worker", () => {
  // Only the runtime each test starts takes jobs (with its own limits).
  beforeAll(async () => {
    for (const r of runtimes.splice(0)) await r.stop();
  });

  /** A PDF of `pages` pages of text, stored as the document's Active PDF with no page count on its row. */
  async function storePdf(documentId: number, pages: number, seed: number) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < pages; p++) {
      const page = doc.addPage([612, 792]);
      for (let l = 0; l < 40; l++)
        page.drawText(`Line ${l} of page ${p} says ${(p * 40 + l) * seed} about the specimen`, {
          x: 60,
          y: 740 - l * 17,
          size: 9,
          font,
        });
    }
    const key = `test/limits-${documentId}-${pages}-${seed}.pdf`;
    const stored = await storage.storage.put(key, Buffer.from(await doc.save()));
    await env.db.documentAsset.updateMany({ where: { documentId, kind: "PDF" }, data: { status: "Historical" } });
    return env.db.documentAsset.create({
      data: {
        documentId,
        kind: "PDF",
        status: "Active",
        storageKey: key,
        contentType: "application/pdf",
        byteSize: stored.byteSize,
        sha256: stored.sha256,
      },
    });
  }

  it("a PDF over the page limit (counted by the worker in the file) ends TOO_LARGE at the first attempt", async () => {
    const runtime = await start({ COMPARE_PDF_MAX_PAGES: "4" });
    try {
      const { older, newer } = await editionPair("9001");
      await storePdf(newer.id, 6, 3);
      const id = await scheduleRedline(env.db, { newDocumentId: newer.id, oldDocumentId: older.id });
      const row = await eventually(async () => {
        const r = await env.db.pdfRedline.findUniqueOrThrow({ where: { id } });
        return r.status === "TOO_LARGE" ? r : null;
      }, 60_000);
      expect(row.error).toContain("6 pages");
      expect(row.timedOutAttempts).toBe(0);
      // Final: asking again queues nothing.
      await scheduleRedline(env.db, { newDocumentId: newer.id, oldDocumentId: older.id });
      const events = await env.db.outboxEvent.findMany({ where: { type: "compare-pdf.run" } });
      expect(events.filter((e) => (e.payload as { redlineId: number }).redlineId === id)).toHaveLength(1);
    } finally {
      await runtime.stop();
      runtimes.splice(runtimes.indexOf(runtime), 1);
    }
  }, 90_000);

  it("a redline that runs out of time is retried block by block, then ends TOO_LARGE", async () => {
    // A second of hard limit: these 250-page PDFs never make it, first in word mode, then in
    // block mode (the job stops at its own deadline, 85 % of the limit, or the watchdog kills it).
    const runtime = await start({ COMPARE_PDF_HARD_LIMIT_MS: "1000", COMPARE_PDF_MAX_PAGES: "1000" });
    try {
      const { older, newer } = await editionPair("60601-1");
      await storePdf(older.id, 250, 5);
      await storePdf(newer.id, 250, 7);
      const id = await scheduleRedline(env.db, { newDocumentId: newer.id, oldDocumentId: older.id });
      const row = await eventually(async () => {
        const r = await env.db.pdfRedline.findUniqueOrThrow({ where: { id } });
        if (process.env.DEBUG_COMPARE) console.log(r.status, r.timedOutAttempts, r.error);
        return r.status === "TOO_LARGE" ? r : null;
      }, 60_000);
      expect(row.timedOutAttempts).toBe(2);
      // The second attempt's own failure (stopped at its deadline, or killed) ended it.
      expect(row.error).toMatch(/time limit|SIGKILL/);
      expect(row.storageKey).toBeNull();
    } finally {
      await runtime.stop();
      runtimes.splice(runtimes.indexOf(runtime), 1);
    }
  }, 90_000);
});
