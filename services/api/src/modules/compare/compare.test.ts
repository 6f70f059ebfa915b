// Version comparison (spec 1 §4, §7, §8): the HTML compare is queued once per pair and its
// result check says in a header whether the result exists; the PDF compare answers the redline
// (redline-exist-flag: true) or the newer PDF while the redline is made (false); documents over
// the size limits get 'The documents are too large to be compare'; publishing a new version makes
// its redline ahead of time. The jobs are run here with the workers' own processors, and the
// results are checked for the exact words of known edits, and (PDF) for annotations where the
// changed words are, read back with pdf.js.

import type { CompareHtmlJob, ComparePdfJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { type Element, findElement, isElement, type Node, textContent } from "@norma/documents/html/dom";
import { useApi } from "@norma/tests/harness";
import { createCompareHtmlProcessor } from "@norma/workers/src/jobs/compare-html/compare-html-job.ts";
import { createComparePdfProcessor } from "@norma/workers/src/jobs/compare-pdf/compare-pdf-job.ts";
import { parse } from "parse5";
import { PDFDocument, StandardFonts } from "pdf-lib";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { addAsset, editionsWithFiles, readPdf, within } from "../documents/documents-fixtures.ts";
import { seededUser } from "../tracking/tracking-fixtures.ts";
import { TOO_LARGE } from "./compare-service.ts";

const api = useApi();
let individual: string;
let admin: string;
let awwa: string; // a tenant without version-compare
let apiTenant: string; // a tenant with version-compare that does not present ACI
let user: Awaited<ReturnType<typeof seededUser>>;
let d3039: Awaited<ReturnType<typeof editionsWithFiles>>;
let aci: Awaited<ReturnType<typeof editionsWithFiles>>;

const get = (url: string, token = individual) => api.request({ method: "GET", url, token });
const post = (url: string, token = individual) => api.request({ method: "POST", url, token });
const log = pino({ level: "silent" });

beforeAll(async () => {
  [individual, admin, awwa, apiTenant] = await Promise.all([
    api.login("individual@astm.example"),
    api.login("admin@astm.example"),
    api.login("individual@awwa.example"),
    api.login("individual@api.example"),
  ]);
  user = await seededUser(api.db, "individual@astm.example");
  d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
  aci = await editionsWithFiles(api.db, "ACI", "318");
});

/** The pending outbox events of a type whose payload has the given field value. */
async function outboxFor(db: Db, type: string, field: string, value: number) {
  const events = await db.outboxEvent.findMany({ where: { type }, orderBy: { id: "asc" } });
  return events.filter((e) => (e.payload as Record<string, unknown>)[field] === value);
}

/** Runs the queued HTML compare the way the worker does. */
async function runHtmlCompare(comparisonId: number) {
  const [event] = await outboxFor(api.db, "compare-html.run", "comparisonId", comparisonId);
  const processor = createCompareHtmlProcessor({ db: api.db, storage: api.storage, log, budgetMs: 20_000 });
  return processor({ id: String(event.id), data: event.payload as unknown as CompareHtmlJob, attemptsMade: 0 });
}

/** Runs the queued PDF redline the way the worker does. */
async function runRedline(redlineId: number) {
  const [event] = await outboxFor(api.db, "compare-pdf.run", "redlineId", redlineId);
  const processor = createComparePdfProcessor({
    db: api.db,
    storage: api.storage,
    log,
    budgetMs: 20_000,
    maxPages: 500,
    maxBytes: 200 * 1024 * 1024,
    hardLimitMs: 30_000,
  });
  return processor({ id: String(event.id), data: event.payload as unknown as ComparePdfJob, attemptsMade: 0 });
}

function elements(root: Node, tag: string): Element[] {
  const out: Element[] = [];
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (isElement(n) && n.tagName === tag) out.push(n);
    if ("childNodes" in n) for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]);
  }
  return out;
}
const norm = (s: string) => s.replace(/\s+/g, " ").trim();

/** The inserted and deleted texts of a compare result, outside its summary box. */
function marksOf(html: string) {
  const body = findElement(parse(html), "body")!;
  body.childNodes = body.childNodes.filter(
    (c) => !(isElement(c) && c.attrs.some((a) => a.value === "norma-diff-summary")),
  );
  return {
    ins: elements(body, "ins").map((e) => norm(textContent(e))),
    del: elements(body, "del").map((e) => norm(textContent(e))),
  };
}

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("HTML compare", () => {
  let oldId: number;
  let newId: number;

  beforeAll(async () => {
    // Known edits between two versions of D3039: a changed value, an added phrase, a changed cell,
    // a removed list item.
    const before = page(`<h1 id="s1">1. Scope</h1>
      <p id="p1">The specimen shall be conditioned for 40 h at 23 °C before testing.</p>
      <table><tr><td>Width</td><td>25 mm</td></tr><tr><td>Length</td><td>250 mm</td></tr></table>
      <ul><li>Record the width.</li><li>Record the thickness.</li><li>Record the colour.</li></ul>`);
    const after = page(`<h1 id="s1">1. Scope</h1>
      <p id="p1">The specimen shall be conditioned for 48 h at 23 °C and 50 % relative humidity before testing.</p>
      <table><tr><td>Width</td><td>15 mm</td></tr><tr><td>Length</td><td>250 mm</td></tr></table>
      <ul><li>Record the width.</li><li>Record the thickness.</li></ul>`);
    oldId = (await addAsset(api.db, api.storage, d3039.previous.id, "HTML", before)).id;
    newId = (await addAsset(api.db, api.storage, d3039.latest.id, "HTML", after)).id;
  });

  it("a request queues one compare per pair: repeated requests answer the same one and queue nothing more", async () => {
    const url = `/api/v1/documents/html/comparison?newHtmlId=${newId}&oldHtmlId=${oldId}`;
    const first = await post(url);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ newHtmlId: newId, oldHtmlId: oldId, status: "QUEUED" });
    const id = first.json().comparisonId;
    const again = await Promise.all([post(url), post(url), post(url, admin)]);
    for (const r of again) expect(r.json().comparisonId).toBe(id);
    expect(await outboxFor(api.db, "compare-html.run", "comparisonId", id)).toHaveLength(1);
  });

  it("the result check says html-result-exist false while the result is not made, then true with the marked HTML", async () => {
    const url = `/api/v1/html/resultCheck?newHtmlId=${newId}&oldHtmlId=${oldId}`;
    const pending = await get(url);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers["html-result-exist"]).toBe("false");
    expect(pending.headers["html-sanitized"]).toBeUndefined();
    expect(pending.json()).toEqual({ exists: false, status: "QUEUED" });

    const { comparisonId } = (
      await post(`/api/v1/documents/html/comparison?newHtmlId=${newId}&oldHtmlId=${oldId}`)
    ).json();
    expect((await runHtmlCompare(comparisonId)).status).toBe("done");

    const done = await get(url);
    expect(done.statusCode).toBe(200);
    expect(done.headers["html-result-exist"]).toBe("true");
    expect(done.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(String(done.headers["content-security-policy"])).toMatch(/(^|; )sandbox(;|$)/);
    expect(done.headers["x-content-type-options"]).toBe("nosniff");
    expect(done.headers["html-sanitized"]).toBe("true");
    const { ins, del } = marksOf(done.body);
    expect(ins).toEqual(["48", "and 50 % relative humidity", "15"]);
    expect(del).toEqual(["40", "25", "Record the colour."]);
    expect(done.body).toContain('id="norma-diff-summary"');
    // The structure stays: the changed cell is still the second cell of the first row.
    expect(done.body).toMatch(
      /<td>Width<\/td><td><del class="norma-del">25<\/del>\s*<ins class="norma-ins">15<\/ins>\s*mm<\/td>/,
    );
    // Asking again after it is done queues nothing.
    const after = await post(`/api/v1/documents/html/comparison?newHtmlId=${newId}&oldHtmlId=${oldId}`);
    expect(after.json()).toMatchObject({ comparisonId, status: "DONE" });
    expect(await outboxFor(api.db, "compare-html.run", "comparisonId", comparisonId)).toHaveLength(1);
  });

  it("the seeded HTML of two versions compares too (one request, a result with marks)", async () => {
    const n = d3039.file(d3039.latest, "HTML").id;
    const o = d3039.file(d3039.previous, "HTML").id;
    const { comparisonId } = (await post(`/api/v1/documents/html/comparison?newHtmlId=${n}&oldHtmlId=${o}`)).json();
    await runHtmlCompare(comparisonId);
    const res = await get(`/api/v1/html/resultCheck?newHtmlId=${n}&oldHtmlId=${o}`);
    expect(res.headers["html-result-exist"]).toBe("true");
    const { ins, del } = marksOf(res.body);
    expect(ins.length + del.length).toBeGreaterThan(0);
  });

  it("bad pairs: the same id twice or versions of different documents 400; a PDF id or another tenant's 404; unentitled 403", async () => {
    const same = await post(`/api/v1/documents/html/comparison?newHtmlId=${newId}&oldHtmlId=${newId}`);
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors[0].field).toBe("oldHtmlId");
    const aciHtml = aci.file(aci.latest, "HTML").id;
    const mixed = await post(`/api/v1/documents/html/comparison?newHtmlId=${newId}&oldHtmlId=${aciHtml}`, admin);
    expect(mixed.statusCode).toBe(400);
    const missing = await post(`/api/v1/documents/html/comparison?newHtmlId=${newId}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toContainEqual(expect.objectContaining({ field: "oldHtmlId" }));
    expect((await get(`/api/v1/html/resultCheck?newHtmlId=abc&oldHtmlId=${oldId}`)).statusCode).toBe(400);
    const pdfId = d3039.file(d3039.latest, "PDF").id;
    const notHtml = await post(`/api/v1/documents/html/comparison?newHtmlId=${pdfId}&oldHtmlId=${oldId}`);
    expect(notHtml.statusCode).toBe(404);
    expect(notHtml.json().detail).toBe("Can not find content");
    const aciOld = aci.file(aci.previous, "HTML").id;
    const other = await post(`/api/v1/documents/html/comparison?newHtmlId=${aciHtml}&oldHtmlId=${aciOld}`, apiTenant);
    expect(other.statusCode).toBe(404);
    const refused = await post(`/api/v1/documents/html/comparison?newHtmlId=${aciHtml}&oldHtmlId=${aciOld}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe("User is not entitled for the Document");
    expect((await get(`/api/v1/html/resultCheck?newHtmlId=${aciHtml}&oldHtmlId=${aciOld}`)).statusCode).toBe(403);
    expect(
      (await post(`/api/v1/documents/html/comparison?newHtmlId=${aciHtml}&oldHtmlId=${aciOld}`, admin)).statusCode,
    ).toBe(202);
  });

  it("a tenant without the version-compare feature cannot compare", async () => {
    const c900 = await editionsWithFiles(api.db, "AWWA", "C900");
    const res = await post(
      `/api/v1/documents/html/comparison?newHtmlId=${c900.file(c900.latest, "HTML").id}&oldHtmlId=${c900.file(c900.previous, "HTML").id}`,
      awwa,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/version-compare/);
  });
});

// ── PDF ─────────────────────────────────────────────────────────────────────

const SIZE = 11;
const LEFT = 72;

interface Placed {
  page: number;
  text: string;
  x0: number;
  x1: number;
  y: number;
}

/** A PDF of pages of lines, and where each word went. */
async function makePdf(pages: string[][]): Promise<{ bytes: Buffer; words: Placed[] }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const words: Placed[] = [];
  pages.forEach((lines, p) => {
    const pdfPage = doc.addPage([612, 792]);
    lines.forEach((line, l) => {
      const y = 700 - l * 18;
      pdfPage.drawText(line, { x: LEFT, y, size: SIZE, font });
      for (const m of line.matchAll(/\S+/g)) {
        const x0 = LEFT + font.widthOfTextAtSize(line.slice(0, m.index), SIZE);
        words.push({ page: p, text: m[0], x0, x1: x0 + font.widthOfTextAtSize(m[0], SIZE), y });
      }
    });
  });
  return { bytes: Buffer.from(await doc.save()), words };
}

describe("PDF compare and redlines", () => {
  const oldPages = [
    [
      "1.1 The specimen shall be conditioned for 40 h at 23 C before testing.",
      "1.2 Record the width and thickness of each specimen.",
      "1.3 This clause is removed in the new edition entirely.",
    ],
    ["2.1 Apply the load at a constant rate.", "2.2 Stop the test at failure."],
  ];
  const newPages = [
    [
      "1.1 The specimen shall be conditioned for 48 h at 23 C before testing.",
      "1.2 Record the width and thickness of each specimen.",
    ],
    ["2.1 Apply the load at a constant crosshead rate.", "2.2 Stop the test at failure."],
  ];
  let newPdf: Awaited<ReturnType<typeof makePdf>>;
  let first: { id: number };
  let second: { id: number };
  let redlineId: number;

  beforeAll(async () => {
    const oldPdf = await makePdf(oldPages);
    newPdf = await makePdf(newPages);
    const common = {
      kind: "NEW_VERSION" as const,
      publisherKey: "ASTM",
      family: "ZR100",
      title: "Standard Test Method for Redlines",
      designationNo: "ZR100",
      documentType: "Test Method",
      assetType: "Standard",
      contentType: "ASTM_STANDARDS",
    };
    const one = await api.app.services.publishing.publish("system", {
      items: [
        {
          ...common,
          designation: "ZR100-20",
          editionYear: 2020,
          assets: [{ kind: "PDF", content: oldPdf.bytes, pageCount: 2 }],
        },
      ],
    });
    first = { id: one.changes[0].documentId };
    const two = await api.app.services.publishing.publish("system", {
      items: [
        {
          ...common,
          designation: "ZR100-24",
          editionYear: 2024,
          assets: [{ kind: "PDF", content: newPdf.bytes, pageCount: 2 }],
        },
      ],
    });
    second = { id: two.changes[0].documentId };
    redlineId = two.changes[0].redlineId!;
  });

  it("publishing a new version queues its redline against the predecessor ahead of time", async () => {
    expect(redlineId).toEqual(expect.any(Number));
    const row = await api.db.pdfRedline.findUniqueOrThrow({ where: { id: redlineId } });
    expect(row).toMatchObject({ newDocumentId: second.id, oldDocumentId: first.id, status: "QUEUED" });
    expect(await outboxFor(api.db, "compare-pdf.run", "redlineId", redlineId)).toHaveLength(1);
  });

  it("while no redline exists the call answers the newer PDF with redline-exist-flag false, and queues nothing twice", async () => {
    const url = `/api/documents/pdf/comparison?leftContentId=${first.id}&rightContentId=${second.id}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["redline-exist-flag"]).toBe("false");
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(newPdf.bytes)).toBe(true);
    await get(url);
    expect(await outboxFor(api.db, "compare-pdf.run", "redlineId", redlineId)).toHaveLength(1);
    const download = await get(`/api/documents/download/redline/${second.id}`);
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe("error.redline.not-ready");
  });

  it("once made, the call answers the redline (flag true): a summary page, inserted words highlighted where they are, deletions marked", async () => {
    expect((await runRedline(redlineId)).status).toBe("done");
    const res = await get(`/api/documents/pdf/comparison?leftContentId=${first.id}&rightContentId=${second.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["redline-exist-flag"]).toBe("true");
    const pages = await readPdf(res.rawPayload);
    const row = await api.db.pdfRedline.findUniqueOrThrow({ where: { id: redlineId } });
    const summary = row.summary as { summaryPages: number; insertedWords: number; deletedWords: number };
    expect(pages).toHaveLength(summary.summaryPages + newPages.length);
    expect(pages[0].text).toContain("Redline: summary of changes");
    const body = pages.slice(summary.summaryPages);
    // Each inserted word ("48", "crosshead") lies under a highlight on its page, and nothing else does.
    for (const word of ["48", "crosshead"]) {
      const placed = newPdf.words.find((w) => w.text === word)!;
      const highlights = body[placed.page].annotations.filter((a) => a.subtype === "Highlight");
      expect(highlights.some((h) => within((placed.x0 + placed.x1) / 2, placed.y + 3, h.rect))).toBe(true);
    }
    const unchanged = newPdf.words.find((w) => w.text === "thickness")!;
    for (const h of body[unchanged.page].annotations.filter((a) => a.subtype === "Highlight"))
      expect(within((unchanged.x0 + unchanged.x1) / 2, unchanged.y + 3, h.rect, 0)).toBe(false);
    // The old wording of each deletion is in a deletion mark next to where it was.
    const deletions = body.flatMap((p) =>
      p.annotations.filter((a) => a.subtype === "Caret").map((a) => a.contentsObj?.str ?? ""),
    );
    expect(deletions).toContain("Deleted: 40");
    expect(deletions).toContain("Deleted: 1.3 This clause is removed in the new edition entirely.");
    const struck = body.flatMap((p) => p.annotations.filter((a) => a.subtype === "FreeText"));
    expect(struck.map((a) => a.contentsObj?.str)).toContain("Deleted: 40");
    expect(summary.insertedWords).toBe(2);
    expect(summary.deletedWords).toBe(1 + "1.3 This clause is removed in the new edition entirely.".split(" ").length);
  });

  it("the redline of a version against the one before it downloads as an attachment; a first version has none", async () => {
    const res = await get(`/api/documents/download/redline/${second.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(String(res.headers["content-disposition"])).toMatch(
      /^attachment; filename="ASTM ZR100-24 redline against ASTM ZR100-20\.pdf"/,
    );
    const row = await api.db.pdfRedline.findUniqueOrThrow({ where: { id: redlineId } });
    expect(res.rawPayload.equals(await api.storage.get(row.storageKey!))).toBe(true);
    const none = await get(`/api/documents/download/redline/${first.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("error.redline.no-previous");
  });

  it("a compare asked of versions without a redline queues it once (also through the download call)", async () => {
    const url = `/api/documents/pdf/comparison?leftContentId=${d3039.previous.id}&rightContentId=${d3039.latest.id}`;
    await Promise.all([get(url), get(url)]);
    const rows = await api.db.pdfRedline.findMany({
      where: { newDocumentId: d3039.latest.id, oldDocumentId: d3039.previous.id },
    });
    expect(rows).toHaveLength(1);
    await get(`/api/documents/download/redline/${d3039.latest.id}`);
    expect(await outboxFor(api.db, "compare-pdf.run", "redlineId", rows[0].id)).toHaveLength(1);
  });

  it("documents over the size limits get 'The documents are too large to be compare'", async () => {
    const pdf = d3039.file(d3039.docs[0], "PDF");
    await api.db.documentAsset.update({ where: { id: pdf.id }, data: { pageCount: 5_000 } });
    try {
      const res = await get(
        `/api/documents/pdf/comparison?leftContentId=${d3039.docs[0].id}&rightContentId=${d3039.docs[1].id}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: TOO_LARGE, detail: TOO_LARGE });
      expect(TOO_LARGE).toBe("The documents are too large to be compare");
      expect(res.headers["app-error"]).toBe(TOO_LARGE);
      expect(
        await api.db.pdfRedline.count({ where: { newDocumentId: d3039.docs[1].id, oldDocumentId: d3039.docs[0].id } }),
      ).toBe(0);
    } finally {
      await api.db.documentAsset.update({ where: { id: pdf.id }, data: { pageCount: pdf.pageCount } });
    }
  });

  it("bad pairs 400, unentitled 403, other tenants' ids 404, and the tenant's no-PDF outcome", async () => {
    const same = await get(`/api/documents/pdf/comparison?leftContentId=${second.id}&rightContentId=${second.id}`);
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors[0].field).toBe("rightContentId");
    expect((await get(`/api/documents/pdf/comparison?leftContentId=${first.id}`)).statusCode).toBe(400);
    expect((await get(`/api/documents/pdf/comparison?leftContentId=x&rightContentId=1`)).statusCode).toBe(400);
    const mixed = await get(
      `/api/documents/pdf/comparison?leftContentId=${d3039.previous.id}&rightContentId=${second.id}`,
    );
    expect(mixed.statusCode).toBe(400);
    const aciUrl = `/api/documents/pdf/comparison?leftContentId=${aci.previous.id}&rightContentId=${aci.latest.id}`;
    expect((await get(aciUrl)).statusCode).toBe(403);
    expect((await get(aciUrl, apiTenant)).statusCode).toBe(404);
    expect((await get(`/api/documents/download/redline/${aci.latest.id}`)).statusCode).toBe(403);
    expect((await get(`/api/documents/download/redline/${aci.latest.id}`, apiTenant)).statusCode).toBe(404);
    expect((await get("/api/documents/download/redline/0")).statusCode).toBe(400);
    // A version without a PDF.
    const bare = await api.app.services.publishing.publish("system", {
      items: [
        { kind: "NEW_VERSION", publisherKey: "ASTM", family: "ZR100", designation: "ZR100-25", editionYear: 2025 },
      ],
    });
    const noPdf = await get(
      `/api/documents/pdf/comparison?leftContentId=${second.id}&rightContentId=${bare.changes[0].documentId}`,
    );
    expect(noPdf.statusCode).toBe(404);
    expect(noPdf.json()).toMatchObject({ message: "error.content-no-pdf.astm", params: user.tenant.tenantName });
  });
});
