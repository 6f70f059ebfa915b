// PDF redlines and compass point annotations, checked by opening the result again with pdf.js:
// the annotations must sit where the changed words are.

import { generateContentOfPages, Rng, renderPdf, reviseContent, sampleMeta } from "@norma/db/seed-content";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  annotateCompassPoints,
  boxesFromSelectionData,
  type CompassPointMark,
  findSelection,
} from "./compass-points.ts";
import { openPdf } from "./pdfjs.ts";
import { makeRedline } from "./redline.ts";
import { extractText, PdfTextReader } from "./text.ts";

const SIZE = 11;
const LEFT = 72;

interface Placed {
  page: number;
  text: string;
  x0: number;
  x1: number;
  y: number;
}

/** A PDF of the given pages (lines of text), with a "Page n of N" footer; returns where each word went. */
async function makePdf(pages: string[][]): Promise<{ bytes: Uint8Array; words: Placed[] }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const words: Placed[] = [];
  pages.forEach((lines, p) => {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, l) => {
      const y = 700 - l * 18;
      page.drawText(line, { x: LEFT, y, size: SIZE, font });
      let at = 0;
      for (const m of line.matchAll(/\S+/g)) {
        const x0 = LEFT + font.widthOfTextAtSize(line.slice(0, m.index), SIZE);
        words.push({ page: p, text: m[0], x0, x1: x0 + font.widthOfTextAtSize(m[0], SIZE), y });
        at = m.index! + m[0].length;
      }
      void at;
    });
    const footer = `Page ${p + 1} of ${pages.length}`;
    page.drawText(footer, { x: 280, y: 30, size: 9, font });
  });
  return { bytes: await doc.save(), words };
}

interface Annotation {
  subtype: string;
  rect: number[];
  contentsObj?: { str: string };
  quadPoints?: Float32Array | number[];
}

async function annotationsOf(bytes: Uint8Array) {
  const pdf = await openPdf(bytes);
  const pages: { text: string; annotations: Annotation[] }[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    pages.push({
      text: content.items.map((it) => ("str" in it ? it.str : "")).join(" "),
      annotations: (await page.getAnnotations()) as Annotation[],
    });
  }
  await pdf.destroy();
  return pages;
}

const inside = (w: Placed, r: number[], slack = 1.5) =>
  w.x0 >= r[0] - slack && w.x1 <= r[2] + slack && w.y >= r[1] - slack && w.y <= r[3] + slack;

describe("PDF redline", () => {
  const oldPages = [
    [
      "1.1 The specimen shall be conditioned for 40 h at 23 C before testing.",
      "1.2 Record the width and thickness of each specimen.",
      "1.3 This clause is removed in the new edition entirely.",
      "1.4 Report the mean and the standard deviation.",
    ],
    ["2.1 Apply the load at a constant rate.", "2.2 Stop the test at failure."],
    ["3.1 Keywords: composites; tension."],
  ];
  const newPages = [
    [
      "1.1 The specimen shall be conditioned for 48 h at 23 C before testing.",
      "1.2 Record the width and thickness of each specimen.",
      "1.4 Report the mean and the standard deviation.",
    ],
    ["2.1 Apply the load at a constant crosshead rate.", "2.2 Stop the test at failure."],
    ["3.1 Keywords: composites; tension."],
    ["4.1 A new appendix page."],
  ];
  let oldPdf: Awaited<ReturnType<typeof makePdf>>;
  let newPdf: Awaited<ReturnType<typeof makePdf>>;
  let result: Awaited<ReturnType<typeof makeRedline>>;
  let pages: Awaited<ReturnType<typeof annotationsOf>>;

  beforeAll(async () => {
    oldPdf = await makePdf(oldPages);
    newPdf = await makePdf(newPages);
    result = await makeRedline(oldPdf.bytes, newPdf.bytes, {
      oldLabel: "TEST 1-20",
      newLabel: "TEST 1-24",
      generatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    pages = await annotationsOf(result.bytes);
  });

  it("puts summary pages in front, then every page of the newer PDF", () => {
    const { summaryPages } = result.summary;
    expect(summaryPages).toBeGreaterThanOrEqual(1);
    expect(pages).toHaveLength(summaryPages + newPages.length);
    expect(pages[0].text).toContain("Redline: summary of changes");
    expect(pages[0].text).toContain("TEST 1-20");
    expect(pages[0].text).toContain("TEST 1-24");
    expect(pages[0].text).toMatch(/7 words inserted, 11 words deleted, 4 changes on 3 pages/);
  });

  it("counts exactly the changed words, and only those (running footers are left out)", () => {
    expect(result.summary.insertedWords).toBe(1 + 1 + 5); // 48, crosshead, the appendix line
    expect(result.summary.deletedWords).toBe(1 + 10); // 40, clause 1.3
    expect(result.summary.changes.map((c) => [c.page, c.deleted, c.inserted])).toEqual([
      [1, "40", "48"],
      [1, "1.3 This clause is removed in the new edition entirely.", ""],
      [2, "", "crosshead"],
      [4, "", "4.1 A new appendix page."],
    ]);
    expect(result.summary.pagesChanged).toEqual([1, 2, 4]);
  });

  it("highlights each inserted word where it is on the page, and nothing else", () => {
    const offset = result.summary.summaryPages;
    const inserted = [
      { page: 0, text: "48" },
      { page: 1, text: "crosshead" },
      ...["4.1", "A", "new", "appendix", "page."].map((text) => ({ page: 3, text })),
    ];
    const highlights = pages.flatMap((p, i) =>
      p.annotations.filter((a) => a.subtype === "Highlight").map((a) => ({ ...a, page: i - offset })),
    );
    expect(highlights.length).toBe(3);
    for (const w of inserted) {
      const placed = newPdf.words.find((x) => x.page === w.page && x.text === w.text)!;
      expect(
        highlights.some((h) => h.page === w.page && inside(placed, h.rect, 2)),
        `${w.text} highlighted`,
      ).toBe(true);
    }
    // No highlight covers an unchanged word.
    for (const h of highlights) {
      const covered = newPdf.words.filter((x) => x.page === h.page && inside(x, h.rect, -0.5));
      for (const c of covered)
        expect(
          inserted.some((w) => w.page === h.page && w.text === c.text),
          c.text,
        ).toBe(true);
    }
    expect(highlights.find((h) => h.page === 0)!.contentsObj!.str).toBe('Replaced: "40" with "48"');
  });

  it("marks each deletion with a caret where the words were and the old wording in its note", () => {
    const offset = result.summary.summaryPages;
    const carets = pages[offset].annotations.filter((a) => a.subtype === "Caret");
    expect(carets.map((c) => c.contentsObj!.str).sort()).toEqual([
      "Deleted: 1.3 This clause is removed in the new edition entirely.",
      "Deleted: 40",
    ]);
    const at48 = newPdf.words.find((w) => w.page === 0 && w.text === "48")!;
    const caret40 = carets.find((c) => c.contentsObj!.str === "Deleted: 40")!;
    const middle = (caret40.rect[0] + caret40.rect[2]) / 2;
    expect(Math.abs(middle - at48.x0)).toBeLessThan(3);
    expect(caret40.rect[1]).toBeLessThan(at48.y + 2);
    expect(caret40.rect[3]).toBeGreaterThan(at48.y - 4);
    // The deleted clause was between 1.2 and 1.4: its caret is on the 1.2 line's end.
    const endOf12 = newPdf.words.find((w) => w.page === 0 && w.text === "specimen.")!;
    const caret13 = carets.find((c) => c.contentsObj!.str.includes("1.3"))!;
    expect(Math.abs((caret13.rect[0] + caret13.rect[2]) / 2 - endOf12.x1)).toBeLessThan(3);
    // The old wording, struck through, in the margin; with a pop-up for each caret.
    const margin = pages[offset].annotations.filter((a) => a.subtype === "FreeText");
    expect(margin.map((m) => m.contentsObj!.str).sort()).toEqual(carets.map((c) => c.contentsObj!.str).sort());
    for (const m of margin) expect(m.rect[0]).toBeGreaterThan(Math.max(...newPdf.words.map((w) => w.x1)));
    expect(pages[offset].annotations.filter((a) => a.subtype === "Popup")).toHaveLength(2);
  });

  it("links each listed change to its page", async () => {
    const doc = await PDFDocument.load(result.bytes);
    const first = doc.getPage(0);
    const annots = first.node.Annots();
    expect(annots?.size() ?? 0).toBe(result.summary.changes.length);
  });

  it("block-level mode (a retry after a time-out) marks changed lines whole", async () => {
    const r = await makeRedline(oldPdf.bytes, newPdf.bytes, { blockLevelOnly: true });
    expect(r.summary.mode).toBe("block");
    const again = await annotationsOf(r.bytes);
    const first = again[r.summary.summaryPages].annotations.filter((a) => a.subtype === "Highlight");
    expect(first[0].contentsObj!.str).toContain("1.1 The specimen shall be conditioned for 48 h");
  });
});

describe("PDF redline of PDFs without a text layer", () => {
  /** Pages of lines (no footer); a null page is a scanned image (a grey box, no text at all). */
  async function pdfWithScans(pages: (string[] | null)[]): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    for (const lines of pages) {
      const page = doc.addPage([612, 792]);
      if (lines === null) page.drawRectangle({ x: 72, y: 300, width: 460, height: 420 });
      else
        lines.forEach((line, l) => {
          page.drawText(line, { x: LEFT, y: 700 - l * 18, size: SIZE, font });
        });
    }
    return doc.save();
  }
  const text = [
    ["1.1 The specimen shall be conditioned for 40 h.", "1.2 Record the width."],
    ["2.1 Apply the load at a constant rate."],
    ["3.1 Keywords: composites; tension."],
  ];
  const words = (pages: string[][]) => pages.flat().join(" ").split(" ").length;

  it("a newer PDF without text: every old word is reported deleted, with a note, never a silent zero", async () => {
    const r = await makeRedline(await pdfWithScans(text), await pdfWithScans([null, null, null]));
    expect(r.summary.textLayer).toEqual({ old: true, new: false });
    expect(r.summary.deletedWords).toBe(words(text));
    expect(r.summary.unlocatedDeletedWords).toBe(words(text));
    expect(r.summary.insertedWords).toBe(0);
    expect(r.summary.changes[0]).toMatchObject({ page: 1, inserted: "" });
    expect(r.summary.changes[0].deleted).toContain("1.1 The specimen shall be conditioned for 40 h.");
    const pages = await annotationsOf(r.bytes);
    expect(pages[0].text).toContain(`${words(text)} words deleted`);
    expect(pages[0].text).toContain("no text layer");
    const note = pages[r.summary.summaryPages].annotations.find((a) => a.subtype === "Text");
    expect(note?.contentsObj?.str).toMatch(/^Deleted \(this version has no text layer/);
    expect(note?.contentsObj?.str).toContain("2.1 Apply the load at a constant rate.");
  });

  it("neither PDF with text: the summary says they could not be compared", async () => {
    const r = await makeRedline(await pdfWithScans([null, null]), await pdfWithScans([null, null]));
    expect(r.summary.textLayer).toEqual({ old: false, new: false });
    expect(r.summary.changes).toEqual([]);
    const pages = await annotationsOf(r.bytes);
    expect(pages[0].text).toContain("Neither PDF has a text layer");
  });

  it("an older PDF without text: all the new text is inserted, and the summary says why", async () => {
    const r = await makeRedline(await pdfWithScans([null, null, null]), await pdfWithScans(text));
    expect(r.summary.textLayer).toEqual({ old: false, new: true });
    expect(r.summary.insertedWords).toBe(words(text));
    expect((await annotationsOf(r.bytes))[0].text).toContain("previous version's PDF has no text layer");
  });

  it("a scanned page in the newer PDF: its old text is deleted beside its neighbours, and the page is named", async () => {
    const r = await makeRedline(await pdfWithScans(text), await pdfWithScans([text[0], null, text[2]]));
    expect(r.summary.textLayer).toEqual({ old: true, new: true });
    expect(r.summary.pagesWithoutText).toEqual({ old: [], new: [2] });
    expect(r.summary.deletedWords).toBe(words([text[1]]));
    expect(r.summary.unlocatedDeletedWords).toBe(0);
    expect(r.summary.changes).toEqual([{ page: 1, deleted: text[1][0], inserted: "" }]);
    expect((await annotationsOf(r.bytes))[0].text).toContain("Page 2 of this version has no text");
  });
});

describe("PDF redline of a synthetic standard's next edition", () => {
  it("highlights the words of an appended sentence where pdf.js finds them", async () => {
    const rng = new Rng("redline-known-edits");
    const v1 = generateContentOfPages(rng, sampleMeta(rng), 8);
    const revision = reviseContent(new Rng("redline-append"), v1, { edits: 6, kinds: ["reword"] });
    const appended = revision.edits.filter((e) => e.after!.startsWith(e.before!) && e.after !== e.before);
    expect(appended.length).toBeGreaterThan(0);
    const [a, b] = [await renderPdf(v1), await renderPdf(revision.content)];
    const r = await makeRedline(a.bytes, b.bytes);
    const redlineText = await extractText(r.bytes);
    const again = await annotationsOf(r.bytes);
    for (const e of appended) {
      const sentence = e.after!.slice(e.before!.length).trim();
      const h = again
        .flatMap((p, i) => p.annotations.filter((x) => x.subtype === "Highlight").map((x) => ({ ...x, page: i })))
        .find((x) => x.contentsObj!.str.includes(sentence.split(" ").slice(0, 4).join(" ")));
      expect(h, sentence).toBeDefined();
      // The words under the highlight's quads are the sentence's words.
      const q = Array.from(h!.quadPoints!);
      const under: string[] = [];
      for (let k = 0; k < q.length; k += 8) {
        const [x0, y1, x1, , , y0] = [q[k], q[k + 1], q[k + 2], q[k + 3], q[k + 4], q[k + 5]];
        for (const w of redlineText.words) {
          const cx = (w.x0 + w.x1) / 2;
          const cy = (w.y0 + w.y1) / 2;
          if (w.page === h!.page && cx > x0 && cx < x1 && cy > y0 && cy < y1) under.push(w.text);
        }
      }
      expect(under.join(" ")).toContain(sentence.split(" ").slice(0, 3).join(" "));
      expect(sentence.replace(/\s+/g, " ")).toContain(
        under
          .join(" ")
          .replace(/^\S+\s/, "")
          .split(" ")
          .slice(0, 2)
          .join(" "),
      );
    }
  });
});

describe("compass points in a PDF", () => {
  it("reads quad points and rectangles from selection data", () => {
    expect(
      boxesFromSelectionData('<highlight page="2" coords="10,20,30,20,10,5,30,5"><contents>x</contents></highlight>'),
    ).toEqual({ page: 3, boxes: [{ x0: 10, y0: 5, x1: 30, y1: 20 }] });
    expect(boxesFromSelectionData('<square rect="50,60,10,20"/>')).toEqual({
      page: null,
      boxes: [{ x0: 10, y0: 20, x1: 50, y1: 60 }],
    });
    expect(boxesFromSelectionData("<contents>no geometry</contents>")).toBeNull();
    expect(boxesFromSelectionData(null)).toBeNull();
  });

  it("highlights the selected text and adds a note with the name, description and overlay details", async () => {
    const { bytes, words } = await makePdf([
      ["1.1 Nothing to see on this line.", "1.2 Condition the specimens for 40 h."],
      ["2.1 Apply the load at a constant rate.", "2.2 Apply the load at a constant rate."],
    ]);
    const { bytes: out, placed } = await annotateCompassPoints(bytes, [
      {
        id: 1,
        name: "Conditioning time",
        description: "<p>Check the <b>lab</b> procedure</p>",
        overlayDetails: "Lab manual 4.2",
        selectionText: "Condition the specimens",
        selectionData: null,
        pageNumber: 1,
        author: "Ada Lovelace",
      },
      {
        id: 2,
        name: "Second page, second line",
        description: null,
        overlayDetails: null,
        selectionText: "constant rate",
        selectionData: '<highlight page="1" coords="72,716,200,716,72,698,200,698"/>',
        pageNumber: 2,
        author: "Ada Lovelace",
      },
      {
        id: 3,
        name: "Not in the text",
        description: "d",
        overlayDetails: null,
        selectionText: "words that are nowhere",
        selectionData: null,
        pageNumber: 2,
        author: "Ada Lovelace",
      },
    ]);
    expect(placed).toEqual([
      { id: 1, page: 1, located: "text" },
      { id: 2, page: 2, located: "coordinates" },
      { id: 3, page: 2, located: "page" },
    ]);
    const again = await annotationsOf(out);
    const h1 = again[0].annotations.find((a) => a.subtype === "Highlight")!;
    for (const t of ["Condition", "the", "specimens"]) {
      const w = words.find((x) => x.page === 0 && x.text === t && x.y === 682)!;
      expect(inside(w, h1.rect, 2), t).toBe(true);
    }
    expect(inside(words.find((x) => x.page === 0 && x.text === "40")!, h1.rect, 0)).toBe(false);
    expect(h1.contentsObj!.str).toBe(
      'Conditioning time\nCheck the lab procedure\nOverlay details: Lab manual 4.2\nSelected text: "Condition the specimens"\nBy Ada Lovelace',
    );
    const note = again[0].annotations.find((a) => a.subtype === "Text")!;
    expect(note.contentsObj!.str).toBe(h1.contentsObj!.str);
    expect(again[1].annotations.filter((a) => a.subtype === "Highlight")).toHaveLength(1);
    expect(again[1].annotations.filter((a) => a.subtype === "Text")).toHaveLength(2);
  });

  it("finds a selection on its page first, then anywhere", async () => {
    const { bytes } = await makePdf([["alpha beta gamma"], ["delta alpha beta"]]);
    const text = await extractText(bytes);
    expect(findSelection(text, "alpha beta", 2)?.page).toBe(2);
    expect(findSelection(text, "alpha beta", 1)?.page).toBe(1);
    expect(findSelection(text, "gamma", 2)?.page).toBe(1);
    expect(findSelection(text, "omega", 1)).toBeNull();
    expect(findSelection(text, "gamma", 2, true)).toBeNull();
  });

  describe("reads only the pages it needs (it runs in the API process)", () => {
    // 30 pages of lines; page 20 has the sentence looked for, page 28 a far one.
    const book = Array.from({ length: 30 }, (_, p) => [
      `${p + 1}.1 Ordinary clause number ${p + 1} of the standard.`,
      p === 19 ? "The conditioning room is kept at 23 C." : p === 27 ? "Far away sentence about humidity." : "Filler.",
    ]);
    const mark = (id: number, selectionText: string, pageNumber: number | null): CompassPointMark => ({
      id,
      name: `Point ${id}`,
      description: null,
      overlayDetails: null,
      selectionText,
      selectionData: null,
      pageNumber,
      author: "Ada Lovelace",
    });
    let bytes: Uint8Array;
    beforeAll(async () => {
      bytes = (await makePdf(book)).bytes;
    });
    afterEach(() => vi.restoreAllMocks());

    it("the point's own page and the pages next to it, when the text is there", async () => {
      const read = vi.spyOn(PdfTextReader.prototype, "read");
      const { placed } = await annotateCompassPoints(bytes, [mark(1, "conditioning room is kept", 20)]);
      expect(placed).toEqual([{ id: 1, page: 20, located: "text" }]);
      expect(read.mock.calls.map(([p]) => p)).toEqual([20, 19, 21]);
    });

    it("a page number off by one finds the text on the neighbour, with no more pages read", async () => {
      const read = vi.spyOn(PdfTextReader.prototype, "read");
      const { placed } = await annotateCompassPoints(bytes, [mark(1, "conditioning room is kept", 21)]);
      expect(placed).toEqual([{ id: 1, page: 20, located: "text" }]);
      expect(read.mock.calls.map(([p]) => p)).toEqual([21, 20, 22]);
    });

    it("further out, nearest pages first, within the time budget; past it the note goes on its page", async () => {
      const read = vi.spyOn(PdfTextReader.prototype, "read");
      // A budget no busy machine runs out of: the order of the pages is what is tested here (the
      // spent budget just below).
      const found = await annotateCompassPoints(bytes, [mark(1, "Far away sentence", 24)], { searchBudgetMs: 60_000 });
      expect(found.placed).toEqual([{ id: 1, page: 28, located: "text" }]);
      // 24, 23, 25, then 22, 26, 21, 27, 20, 28.
      expect(read.mock.calls.map(([p]) => p)).toEqual([24, 23, 25, 22, 26, 21, 27, 20, 28]);
      read.mockClear();
      const hurried = await annotateCompassPoints(bytes, [mark(1, "Far away sentence", 24)], { searchBudgetMs: -1 });
      expect(hurried.placed).toEqual([{ id: 1, page: 24, located: "page" }]);
      expect(read.mock.calls.map(([p]) => p)).toEqual([24, 23, 25]);
      // Without a page: from the first page on, within the budget.
      const noPage = await annotateCompassPoints(bytes, [mark(2, "Far away sentence", null)], {
        searchBudgetMs: 60_000,
      });
      expect(noPage.placed).toEqual([{ id: 2, page: 28, located: "text" }]);
    });

    it("pages are read once per call, and the event loop gets a turn after each", async () => {
      const read = vi.spyOn(PdfTextReader.prototype, "read");
      const pageOf = vi.spyOn(PdfTextReader.prototype, "isRead");
      let turns = 0;
      let live = true;
      const tick = () => {
        turns++;
        if (live) setImmediate(tick);
      };
      setImmediate(tick);
      const { placed } = await annotateCompassPoints(bytes, [
        mark(1, "conditioning room is kept", 20),
        mark(2, "Ordinary clause number 21", 20),
      ]);
      live = false;
      expect(placed.map((p) => p.page)).toEqual([20, 21]);
      // Six reads asked for, three pages read.
      expect(read).toHaveBeenCalledTimes(6);
      expect(pageOf.mock.results.filter((r) => r.value === false).length).toBe(3);
      expect(turns).toBeGreaterThanOrEqual(3);
    });
  });
});
