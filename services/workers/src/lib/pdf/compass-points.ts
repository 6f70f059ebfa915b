// Compass points written into a PDF as real annotations (the "download with compass points"
// call): a highlight over the selected text and a note with the name, description and overlay
// details. Where the selection is comes from its XFDF-like selection data (quad points or a
// rectangle, in PDF user space) when present, else by finding the selected text on its page
// (then anywhere), else the note goes at the top of its page.
import { PDFDocument } from "pdf-lib";
import { Annotator, type Box, type Rgb } from "./annotations.ts";
import { extractText, type PdfText } from "./text.ts";

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

/** Line boxes of the first occurrence of `selection` in the text (on `page` first). */
export function findSelection(
  text: PdfText,
  selection: string,
  page: number | null,
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
  const hit = (page !== null ? search(page - 1) : null) ?? search(null);
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

/** The PDF with each compass point as a highlight and a note. */
export async function annotateCompassPoints(
  pdfBytes: Uint8Array,
  points: CompassPointMark[],
): Promise<{ bytes: Uint8Array; placed: PlacedMark[] }> {
  const doc = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const pages = doc.getPages();
  const ann = new Annotator(doc, "Compass Points");
  const placed: PlacedMark[] = [];
  let text: PdfText | null = null;
  for (const cp of points) {
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
      text ??= await extractText(pdfBytes);
      const found = findSelection(text, plain(cp.selectionText), cp.pageNumber);
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
  const bytes = await doc.save();
  return { bytes, placed };
}
