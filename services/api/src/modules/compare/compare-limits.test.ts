// PDF compare limits and the life of a redline (spec 1 §4, §8; issue 5):
//   - the page limit rests on the pages counted in the file when it was stored, and the worker
//     counts them again itself (an asset row without a count gets no pass): over the page or byte
//     limits the outcome is TOO_LARGE, final, answered 'The documents are too large to be
//     compare' and never queued again for the same files;
//   - an attempt that ran out of time is retried block by block; a second one is TOO_LARGE;
//   - a redline belongs to the PDF files it was made from: a new file makes it again;
//   - a DONE result whose file is gone is made again (PDF and HTML), queued once;
//   - the redline download is a download: refused in DRM mode and for documents not downloadable.

import type { CompareHtmlJob, ComparePdfJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { useApi } from "@norma/tests/harness";
import { createCompareHtmlProcessor } from "@norma/workers/src/jobs/compare-html/compare-html-job.ts";
import {
  createComparePdfProcessor,
  recordRedlineFailure,
} from "@norma/workers/src/jobs/compare-pdf/compare-pdf-job.ts";
import { PDFDocument, StandardFonts } from "pdf-lib";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { addAsset, editionsWithFiles, readPdf } from "../documents/documents-fixtures.ts";
import { TOO_LARGE } from "./compare-service.ts";

const MAX_PAGES = 6;
const api = useApi({ env: { COMPARE_PDF_MAX_PAGES: String(MAX_PAGES) } });
let individual: string;
const get = (url: string, token = individual) => api.request({ method: "GET", url, token });
const log = pino({ level: "silent" });

/** A PDF of `pages` pages, each with a few lines of text (`variant` changes one word). */
async function pdfOf(pages: number, variant = "40"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${p + 1}.1 The specimen shall be conditioned for ${variant} h at 23 C before testing.`, {
      x: 72,
      y: 700,
      size: 11,
      font,
    });
    page.drawText(`${p + 1}.2 Record the width and thickness of each specimen.`, { x: 72, y: 682, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** Publishes two editions of a new line with the given PDFs; answers their document ids. */
async function line(family: string, oldPdf: Buffer, newPdf: Buffer) {
  const common = {
    kind: "NEW_VERSION" as const,
    publisherKey: "ASTM",
    family,
    title: `Standard Test Method ${family}`,
    designationNo: family,
    documentType: "Test Method",
    assetType: "Standard",
    contentType: "ASTM_STANDARDS",
  };
  const one = await api.app.services.publishing.publish("system", {
    items: [{ ...common, designation: `${family}-20`, editionYear: 2020, assets: [{ kind: "PDF", content: oldPdf }] }],
  });
  const two = await api.app.services.publishing.publish("system", {
    items: [{ ...common, designation: `${family}-24`, editionYear: 2024, assets: [{ kind: "PDF", content: newPdf }] }],
  });
  return { oldId: one.changes[0].documentId, newId: two.changes[0].documentId, redlineId: two.changes[0].redlineId! };
}

async function outboxFor(db: Db, type: string, field: string, value: number) {
  const events = await db.outboxEvent.findMany({ where: { type }, orderBy: { id: "asc" } });
  return events.filter((e) => (e.payload as Record<string, unknown>)[field] === value);
}

function pdfProcessor(o: { maxPages?: number; maxBytes?: number; hardLimitMs?: number } = {}) {
  return createComparePdfProcessor({
    db: api.db,
    storage: api.storage,
    log,
    budgetMs: 20_000,
    maxPages: o.maxPages ?? MAX_PAGES,
    maxBytes: o.maxBytes ?? 200 * 1024 * 1024,
    hardLimitMs: o.hardLimitMs ?? 30_000,
  });
}

async function runRedline(redlineId: number, processor = pdfProcessor()) {
  const row = await api.db.pdfRedline.findUniqueOrThrow({ where: { id: redlineId } });
  const data: ComparePdfJob = { redlineId, newDocumentId: row.newDocumentId, oldDocumentId: row.oldDocumentId };
  return processor({ id: `t-${redlineId}`, data, attemptsMade: 0 });
}

const compareUrl = (l: { oldId: number; newId: number }) =>
  `/api/documents/pdf/comparison?leftContentId=${l.oldId}&rightContentId=${l.newId}`;

beforeAll(async () => {
  individual = await api.login("individual@astm.example");
});

describe("too large", () => {
  it("a PDF over the page limit, counted in the file, is refused at once; nothing is queued", async () => {
    const l = await line("ZL100", await pdfOf(2), await pdfOf(MAX_PAGES + 2));
    const files = await api.db.documentAsset.findMany({ where: { documentId: { in: [l.oldId, l.newId] } } });
    expect(files.map((f) => f.pageCount).sort()).toEqual([2, MAX_PAGES + 2]);
    const res = await get(compareUrl(l));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: TOO_LARGE, detail: TOO_LARGE });
  });

  it("the worker counts the pages itself: a file whose row has no count is TOO_LARGE, final, and answered so", async () => {
    const l = await line("ZL200", await pdfOf(2), await pdfOf(2, "48"));
    // A file stored before page counts were read (or by hand): its row has no count.
    const big = await addAsset(api.db, api.storage, l.newId, "PDF", await pdfOf(MAX_PAGES + 3), { status: "Active" });
    await api.db.documentAsset.updateMany({
      where: { documentId: l.newId, id: { not: big.id } },
      data: { status: "Historical" },
    });
    expect(big.pageCount).toBeNull();
    // The API cannot tell yet: it answers the newer PDF and queues the redline.
    const first = await get(compareUrl(l));
    expect(first.statusCode).toBe(200);
    expect(first.headers["redline-exist-flag"]).toBe("false");
    expect(await runRedline(l.redlineId)).toMatchObject({ status: "too-large" });
    const row = await api.db.pdfRedline.findUniqueOrThrow({ where: { id: l.redlineId } });
    expect(row).toMatchObject({ status: "TOO_LARGE", newAssetId: big.id, storageKey: null });
    expect(row.error).toContain(`${MAX_PAGES + 3} pages`);
    const queued = (await outboxFor(api.db, "compare-pdf.run", "redlineId", l.redlineId)).length;
    // From now on the answer is 'too large', the download too, and nothing is queued again.
    for (const url of [compareUrl(l), compareUrl(l), `/api/documents/download/redline/${l.newId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(TOO_LARGE);
    }
    expect(await outboxFor(api.db, "compare-pdf.run", "redlineId", l.redlineId)).toHaveLength(queued);
    // A late failure report of an attempt does not undo the outcome.
    await recordRedlineFailure(api.db, l.redlineId, "process exited with code null and signal SIGKILL", true);
    expect((await api.db.pdfRedline.findUniqueOrThrow({ where: { id: l.redlineId } })).status).toBe("TOO_LARGE");
  });

  it("the worker refuses files over the byte limit too", async () => {
    const l = await line("ZL300", await pdfOf(2), await pdfOf(2, "48"));
    const result = await runRedline(l.redlineId, pdfProcessor({ maxBytes: 1_000 }));
    expect(result).toMatchObject({ status: "too-large" });
    expect((await api.db.pdfRedline.findUniqueOrThrow({ where: { id: l.redlineId } })).error).toMatch(/bytes/);
  });
});

describe("time limit", () => {
  it("an attempt that runs out of time is retried block by block; a second one makes it TOO_LARGE", async () => {
    const l = await line("ZL400", await pdfOf(3), await pdfOf(3, "48"));
    // A deadline already over: the job stops at it before reading any page, saying why.
    const hurried = pdfProcessor({ hardLimitMs: 1 });
    const error = await runRedline(l.redlineId, hurried).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/time limit/);
    // What the runtime does with a failed attempt.
    await recordRedlineFailure(api.db, l.redlineId, (error as Error).message, false);
    expect(await api.db.pdfRedline.findUniqueOrThrow({ where: { id: l.redlineId } })).toMatchObject({
      status: "QUEUED",
      timedOutAttempts: 1,
    });
    // The retry marks block by block.
    expect(await runRedline(l.redlineId)).toMatchObject({ status: "done", mode: "block" });
    const done = await get(compareUrl(l));
    expect(done.headers["redline-exist-flag"]).toBe("true");

    // Another pair: killed by the watchdog, then out of time again → TOO_LARGE.
    const m = await line("ZL410", await pdfOf(3), await pdfOf(3, "48"));
    await recordRedlineFailure(api.db, m.redlineId, "Unexpected exit code: null signal: SIGKILL", false);
    const again = await runRedline(m.redlineId, hurried).catch((e: Error) => e);
    await recordRedlineFailure(api.db, m.redlineId, (again as Error).message, false);
    expect(await runRedline(m.redlineId)).toMatchObject({ status: "too-large" });
    expect((await get(compareUrl(m))).json().message).toBe(TOO_LARGE);
  });
});

describe("a redline belongs to its files", () => {
  it("a new PDF of either version makes the redline again (the answer is the new PDF meanwhile)", async () => {
    const l = await line("ZL500", await pdfOf(2), await pdfOf(2, "48"));
    await runRedline(l.redlineId);
    expect((await get(compareUrl(l))).headers["redline-exist-flag"]).toBe("true");
    const before = (await outboxFor(api.db, "compare-pdf.run", "redlineId", l.redlineId)).length;
    // A corrected file of the newer version becomes its Active PDF.
    const corrected = await pdfOf(2, "72");
    await api.db.documentAsset.updateMany({ where: { documentId: l.newId }, data: { status: "Historical" } });
    const file = await addAsset(api.db, api.storage, l.newId, "PDF", corrected, { status: "Active" });
    const [a, b] = await Promise.all([get(compareUrl(l)), get(compareUrl(l))]);
    for (const r of [a, b]) {
      expect(r.headers["redline-exist-flag"]).toBe("false");
      expect(r.rawPayload.equals(corrected)).toBe(true);
    }
    // Queued once, for the new file.
    expect(await outboxFor(api.db, "compare-pdf.run", "redlineId", l.redlineId)).toHaveLength(before + 1);
    expect(await api.db.pdfRedline.findUniqueOrThrow({ where: { id: l.redlineId } })).toMatchObject({
      status: "QUEUED",
      newAssetId: file.id,
    });
    await runRedline(l.redlineId);
    const res = await get(compareUrl(l));
    expect(res.headers["redline-exist-flag"]).toBe("true");
    const text = (await readPdf(res.rawPayload)).map((p) => p.text).join(" ");
    expect(text).toContain("72 h");
  });

  it("a DONE redline whose file is gone is made again, queued once; the download answers 'not ready' meanwhile", async () => {
    const l = await line("ZL600", await pdfOf(2), await pdfOf(2, "48"));
    await runRedline(l.redlineId);
    const row = await api.db.pdfRedline.findUniqueOrThrow({ where: { id: l.redlineId } });
    await api.storage.delete(row.storageKey!);
    const before = (await outboxFor(api.db, "compare-pdf.run", "redlineId", l.redlineId)).length;
    const [a, b, c] = await Promise.all([
      get(compareUrl(l)),
      get(compareUrl(l)),
      get(`/api/documents/download/redline/${l.newId}`),
    ]);
    expect(a.headers["redline-exist-flag"]).toBe("false");
    expect(b.headers["redline-exist-flag"]).toBe("false");
    expect(c.statusCode).toBe(404);
    expect(c.json().message).toBe("error.redline.not-ready");
    expect(await outboxFor(api.db, "compare-pdf.run", "redlineId", l.redlineId)).toHaveLength(before + 1);
    expect(await runRedline(l.redlineId)).toMatchObject({ status: "done" });
    expect((await get(`/api/documents/download/redline/${l.newId}`)).statusCode).toBe(200);
  });

  it("a DONE HTML compare whose file is gone is made again, queued once", async () => {
    const d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
    const newHtmlId = d3039.file(d3039.latest, "HTML").id;
    const oldHtmlId = d3039.file(d3039.previous, "HTML").id;
    const request = `/api/v1/documents/html/comparison?newHtmlId=${newHtmlId}&oldHtmlId=${oldHtmlId}`;
    const check = `/api/v1/html/resultCheck?newHtmlId=${newHtmlId}&oldHtmlId=${oldHtmlId}`;
    const { comparisonId } = (await api.request({ method: "POST", url: request, token: individual })).json();
    const processor = createCompareHtmlProcessor({ db: api.db, storage: api.storage, log, budgetMs: 20_000 });
    const run = () =>
      processor({
        id: `h-${comparisonId}`,
        data: { comparisonId, newAssetId: newHtmlId, oldAssetId: oldHtmlId } satisfies CompareHtmlJob,
        attemptsMade: 0,
      });
    await run();
    expect((await get(check)).headers["html-result-exist"]).toBe("true");
    const row = await api.db.htmlComparison.findUniqueOrThrow({ where: { id: comparisonId } });
    await api.storage.delete(row.storageKey!);
    const [a, b] = await Promise.all([get(check), get(check)]);
    for (const r of [a, b]) {
      expect(r.headers["html-result-exist"]).toBe("false");
      expect(r.json()).toEqual({ exists: false, status: "QUEUED" });
    }
    expect(await outboxFor(api.db, "compare-html.run", "comparisonId", comparisonId)).toHaveLength(2);
    await run();
    expect((await get(check)).headers["html-result-exist"]).toBe("true");
  });
});

describe("the redline download is a download", () => {
  it("refused when either document is not downloadable, or the tenant reads in DRM mode", async () => {
    const l = await line("ZL700", await pdfOf(2), await pdfOf(2, "48"));
    await runRedline(l.redlineId);
    const url = `/api/documents/download/redline/${l.newId}`;
    expect((await get(url)).statusCode).toBe(200);
    for (const id of [l.newId, l.oldId]) {
      await api.db.document.update({ where: { id }, data: { downloadable: false } });
      const res = await get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ title: "Download not allowed", message: "error.content-no-pdf.astm" });
      await api.db.document.update({ where: { id }, data: { downloadable: true } });
    }
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await api.db.tenant.update({ where: { id: astm.id }, data: { drmView: true } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("Documents of this library are read online only");
      // Reading the redline in the compare view stays possible.
      expect((await get(compareUrl(l))).headers["redline-exist-flag"]).toBe("true");
    } finally {
      await api.db.tenant.update({ where: { id: astm.id }, data: { drmView: false } });
      api.app.tenantSettings.invalidate();
    }
    expect((await get(url)).statusCode).toBe(200);
  });
});
