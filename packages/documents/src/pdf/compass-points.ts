// Compass points written into a PDF as real annotations (the "download with compass points"
// call): a highlight over the selected text and a note with the name, description and overlay
// details. Where the selection is comes from its XFDF-like selection data (quad points or a
// rectangle, in PDF user space) when present, else by finding the selected text: on its page
// first, then on the pages next to it, then further out (nearest pages first) while a small time
// budget lasts; else the note goes at the top of its page.
//
// This runs in the API process, so its work is bounded: only the pages it looks at are read
// (one page costs milliseconds; every page of a 200-page PDF costs seconds of CPU), the
// event loop gets a turn after each page, and the search beyond the neighbours stops at the
// budget (AnnotateOptions.searchBudgetMs).
import { PDFDocument } from "pdf-lib";
import { Annotator, type Box, type Rgb } from "./annotations.ts";
import { type PdfText, PdfTextReader } from "./text.ts";

export const COMPASS_POINT_COLOR: Rgb = [1, 0.84, 0.25];

export interface CompassPointMark {
  id: number;
  name: string;
  description: string | null;
  overlayDetails: string | null;
  selectionText: string | null;
  selectionData: string | null;
  /** 1-based page of the selection, when known. */
  pageNumber: number | null;
  author: string;
}

export interface PlacedMark {
  id: number;
  /** 1-based page the marks went on. */
  page: number;
  located: "coordinates" | "text" | "page";
}

const plain = (s: string | null) =>
  (s ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Quad points or a rectangle from selection data (XFDF: coords="x1,y1,...", rect="x0,y0,x1,y1", page="0"). */
export function boxesFromSelectionData(data: string | null): { page: number | null; boxes: Box[] } | null {
  if (!data) return null;
  const attr = (name: string) => data.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1];
  const nums = (s: string | undefined) =>
    (s ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
  const pageAttr = attr("page");
  const page = pageAttr !== undefined && /^\d+$/.test(pageAttr) ? Number(pageAttr) + 1 : null;
  const coords = nums(attr("coords"));
  const boxes: Box[] = [];
  if (coords.length >= 8 && coords.length % 8 === 0 && coords.every(Number.isFinite)) {
    for (let i = 0; i < coords.length; i += 8) {
      const xs = [coords[i], coords[i + 2], coords[i + 4], coords[i + 6]];
      const ys = [coords[i + 1], coords[i + 3], coords[i + 5], coords[i + 7]];
      boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    }
  } else {
    const r = nums(attr("rect"));
    if (r.length === 4 && r.every(Number.isFinite))
      boxes.push({
        x0: Math.min(r[0], r[2]),
        y0: Math.min(r[1], r[3]),
        x1: Math.max(r[0], r[2]),
        y1: Math.max(r[1], r[3]),
      });
  }
  return boxes.length ? { page, boxes } : null;
}

const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Line boxes of the first occurrence of `selection` among the words read: on `page` (1-based)
 * first, then anywhere unless `onlyThatPage`.
 */
export function findSelection(
  text: PdfText,
  selection: string,
  page: number | null,
  onlyThatPage = false,
): { page: number; boxes: Box[] } | null {
  const wanted = selection.split(/\s+/).map(norm).filter(Boolean);
  if (!wanted.length) return null;
  const words = text.words;
  const keys = words.map((w) => norm(w.text));
  const search = (onPage: number | null) => {
    for (let i = 0; i + wanted.length <= words.length; i++) {
      if (onPage !== null && words[i].page !== onPage) continue;
      let k = 0;
      let j = i;
      while (k < wanted.length && j < words.length) {
        if (!keys[j]) {
          j++;
          continue;
        }
        if (keys[j] !== wanted[k]) break;
        k++;
        j++;
      }
      if (k === wanted.length) return [i, j] as const;
    }
    return null;
  };
  const hit = (page !== null ? search(page - 1) : null) ?? (onlyThatPage ? null : search(null));
  if (!hit) return null;
  const boxes: Box[] = [];
  let line = -1;
  for (let w = hit[0]; w < hit[1]; w++) {
    const word = words[w];
    if (word.line !== line) {
      boxes.push({ x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 });
      line = word.line;
    } else {
      const b = boxes[boxes.length - 1];
      b.x1 = Math.max(b.x1, word.x1);
      b.y0 = Math.min(b.y0, word.y0);
      b.y1 = Math.max(b.y1, word.y1);
    }
  }
  return { page: words[hit[0]].page + 1, boxes };
}

export interface AnnotateOptions {
  /**
   * Time (ms) for looking for selected texts beyond their own page and the pages next to it,
   * for the whole call (default 1 000); past it, such a point's note goes at the top of its page.
   */
  searchBudgetMs?: number;
}

/**
 * Where a selected text is: on its page, the pages next to it, then further out (nearest first;
 * from the first page when the point has no page) until the deadline. Pages are read once per
 * call (the reader keeps them).
 */
async function locateText(
  reader: PdfTextReader,
  selection: string,
  pageNumber: number | null,
  deadline: number,
): Promise<{ page: number; boxes: Box[] } | null> {
  const n = reader.numPages;
  const home = pageNumber !== null && pageNumber >= 1 && pageNumber <= n ? pageNumber : null;
  if (home !== null) {
    for (const p of [home, home - 1, home + 1]) await reader.read(p);
    const near = findSelection(reader.text, selection, home, true);
    if (near) return near;
    // On a neighbour (a page number off by one), or across the page break.
    for (const p of [home - 1, home + 1]) {
      const hit = p >= 1 && p <= n ? findSelection(reader.text, selection, p, true) : null;
      if (hit) return hit;
    }
  }
  const order: number[] = [];
  if (home !== null) {
    for (let d = 2; home - d >= 1 || home + d <= n; d++) {
      if (home - d >= 1) order.push(home - d);
      if (home + d <= n) order.push(home + d);
    }
  } else for (let p = 1; p <= n; p++) order.push(p);
  for (const p of order) {
    if (Date.now() > deadline) return null;
    await reader.read(p);
    const hit = findSelection(reader.text, selection, p, true);
    if (hit) return hit;
  }
  return null;
}

/** The PDF with each compass point as a highlight and a note. */
export async function annotateCompassPoints(
  pdfBytes: Uint8Array,
  points: CompassPointMark[],
  options: AnnotateOptions = {},
): Promise<{ bytes: Uint8Array; placed: PlacedMark[] }> {
  const doc = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const pages = doc.getPages();
  const ann = new Annotator(doc, "Compass Points");
  const placed: PlacedMark[] = [];
  const deadline = Date.now() + (options.searchBudgetMs ?? 1_000);
  // Opened on the first point that needs the text.
  const text: { reader: PdfTextReader | null } = { reader: null };
  try {
    for (const cp of points) await place(cp);
  } finally {
    await text.reader?.close();
  }
  const bytes = await doc.save();
  return { bytes, placed };

  async function place(cp: CompassPointMark) {
    const contents = [
      cp.name,
      plain(cp.description),
      cp.overlayDetails ? `Overlay details: ${plain(cp.overlayDetails)}` : "",
      cp.selectionText ? `Selected text: "${plain(cp.selectionText)}"` : "",
      `By ${cp.author}`,
    ]
      .filter(Boolean)
      .join("\n");
    let where: { page: number; boxes: Box[]; located: PlacedMark["located"] } | null = null;
    const fromData = boxesFromSelectionData(cp.selectionData);
    const dataPage = fromData?.page ?? cp.pageNumber;
    if (fromData && dataPage && dataPage >= 1 && dataPage <= pages.length) {
      where = { page: dataPage, boxes: fromData.boxes, located: "coordinates" };
    } else if (cp.selectionText?.trim()) {
      text.reader ??= await PdfTextReader.open(pdfBytes);
      const found = await locateText(text.reader, plain(cp.selectionText), cp.pageNumber, deadline);
      if (found) where = { ...found, located: "text" };
    }
    if (!where) {
      const page = cp.pageNumber && cp.pageNumber >= 1 && cp.pageNumber <= pages.length ? cp.pageNumber : 1;
      where = { page, boxes: [], located: "page" };
    }
    const page = pages[where.page - 1];
    const { width, height } = page.getSize();
    if (where.boxes.length) {
      ann.highlight(page, where.boxes, { color: COMPASS_POINT_COLOR, contents, subject: "Compass Point" });
    }
    const top = where.boxes.length ? Math.max(...where.boxes.map((b) => b.y1)) : height - 40;
    const right = where.boxes.length ? Math.max(...where.boxes.map((b) => b.x1)) : 40;
    const noteX = Math.min(width - 18, Math.max(right + 4, width - 40));
    ann.note(
      page,
      { x: noteX, y: Math.min(height - 4, top + 2) },
      {
        color: COMPASS_POINT_COLOR,
        contents,
        title: cp.name,
        popup: { x0: Math.max(0, width - 260), y0: Math.max(0, top - 140), x1: width - 20, y1: top },
      },
    );
    placed.push({ id: cp.id, page: where.page, located: where.located });
  }
}
