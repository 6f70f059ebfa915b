// The text a compass point is anchored in: the words of the edition's PDF in reading order
// (running headers and footers left out, pages known, word boxes kept to draw the highlight);
// else the text of the edition's own HTML, built exactly as the reader builds it from the HTML
// tab (@norma/contracts/anchor-text), so a point made there is looked for in the text it was made
// in; else the publisher's body text. Both editions of a re-anchoring use the same kind of source
// where they can (PDF only when both have one).

import { buildAnchorText } from "@norma/contracts/anchor-text";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { htmlAnchorText } from "@norma/documents/html/anchor-text";
import type { Box } from "@norma/documents/pdf/annotations";
import { extractText, type PdfText } from "@norma/documents/pdf/text";
import { normalise } from "./anchoring.ts";

export interface AnchorText {
  kind: "PDF" | "HTML" | "BODY";
  /** Normalised text (see normalise): words separated by single spaces. */
  text: string;
  /** Start offset of each page (PDF), in order; empty for body text. */
  pageStarts: number[];
  /** Where each line of the layout begins (a block of the HTML or body text, a line of the PDF). */
  breaks: number[];
  /** PDF words: their [start, end) in `text`, 0-based page and box. */
  words: { start: number; end: number; page: number; line: number; box: Box }[];
}

export function fromPdfText(pdf: PdfText): AnchorText {
  const parts: string[] = [];
  const words: AnchorText["words"] = [];
  const pageStarts: number[] = [];
  const breaks: number[] = [];
  let offset = 0;
  let page = -1;
  for (const line of pdf.lines) {
    if (line.furniture) continue;
    while (page < line.page) {
      page++;
      pageStarts.push(offset);
    }
    let first = true;
    for (let w = line.start; w < line.end; w++) {
      const word = pdf.words[w];
      const t = normalise(word.text);
      if (!t) continue;
      if (offset > 0) {
        parts.push(" ");
        offset++;
      }
      if (first && offset > 0) breaks.push(offset);
      first = false;
      words.push({
        start: offset,
        end: offset + t.length,
        page: word.page,
        line: word.line,
        box: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
      });
      parts.push(t);
      offset += t.length;
    }
  }
  while (page < pdf.pages.length - 1) {
    page++;
    pageStarts.push(offset);
  }
  return { kind: "PDF", text: parts.join(""), pageStarts, breaks, words };
}

export function fromHtml(html: string): AnchorText {
  const t = htmlAnchorText(html);
  return { kind: "HTML", text: t.text, pageStarts: [], breaks: t.breaks, words: [] };
}

export function fromBody(text: string): AnchorText {
  const t = buildAnchorText([{ text }], { newlineBreaks: true });
  return { kind: "BODY", text: t.text, pageStarts: [], breaks: t.breaks, words: [] };
}

/** 1-based page of an offset (null for body text). */
export function pageOf(t: AnchorText, offset: number): number | null {
  if (!t.pageStarts.length) return null;
  let lo = 0;
  let hi = t.pageStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t.pageStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Selection data for a range of a PDF text: one quad per line, in PDF user space (the viewer's XFDF-like form). */
export function selectionDataOf(t: AnchorText, start: number, end: number, quote: string): string | null {
  const inRange = t.words.filter((w) => w.end > start && w.start < end);
  if (!inRange.length) return null;
  const boxes: Box[] = [];
  let line = -1;
  for (const w of inRange) {
    if (w.line !== line) {
      boxes.push({ ...w.box });
      line = w.line;
    } else {
      const b = boxes[boxes.length - 1];
      b.x1 = Math.max(b.x1, w.box.x1);
      b.y0 = Math.min(b.y0, w.box.y0);
      b.y1 = Math.max(b.y1, w.box.y1);
    }
  }
  const n = (v: number) => Number(v.toFixed(2));
  const coords = boxes.flatMap((b) => [b.x0, b.y1, b.x1, b.y1, b.x0, b.y0, b.x1, b.y0].map(n)).join(",");
  const esc = quote.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return `<contents page="${inRange[0].page}" coords="${coords}">${esc}</contents>`;
}

/** What an edition offers to anchor in: its PDF's text (when read) and its body text. */
export interface EditionSources {
  pdf?: PdfText | null;
  html?: string | null;
  bodyText?: string | null;
}

/** The anchor text of an edition from what it offers: the PDF's words when read, else its HTML, else the body text. */
export function anchorTextFrom(sources: EditionSources): AnchorText | null {
  if (sources.pdf) return fromPdfText(sources.pdf);
  if (sources.html) return fromHtml(sources.html);
  return sources.bodyText !== null && sources.bodyText !== undefined ? fromBody(sources.bodyText) : null;
}

/** Loads an edition's anchor text: its PDF when `preferPdf` and it has one, else its body. */
export async function loadAnchorText(
  db: Db,
  storage: BlobStorage | null,
  documentId: number,
  preferPdf: boolean,
  limits: { maxPages: number; deadline: number },
): Promise<AnchorText | null> {
  if (preferPdf && storage) {
    const pdf = await db.documentAsset.findFirst({
      where: { documentId, kind: "PDF" },
      orderBy: { id: "desc" },
      select: { storageKey: true },
    });
    if (pdf) {
      const bytes = await storage.get(pdf.storageKey);
      const text = await extractText(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        maxPages: limits.maxPages,
        deadline: limits.deadline,
      });
      return anchorTextFrom({ pdf: text });
    }
  }
  const html = storage
    ? await db.documentAsset.findFirst({
        where: { documentId, kind: "HTML" },
        orderBy: { id: "desc" },
        select: { storageKey: true },
      })
    : null;
  if (html && storage) {
    // A missing or unreadable HTML file: the body text is the next best text.
    const source = await storage.get(html.storageKey).then(
      (b) => b.toString("utf8"),
      () => null,
    );
    if (source !== null) return anchorTextFrom({ html: source });
  }
  const body = await db.documentBody.findUnique({ where: { documentId }, select: { text: true } });
  return anchorTextFrom({ bodyText: body?.text ?? null });
}

/** Whether both editions have a PDF (then both are read from their PDFs, else both from their bodies). */
export async function bothHavePdf(db: Db, a: number, b: number): Promise<boolean> {
  const n = await db.documentAsset.groupBy({
    by: ["documentId"],
    where: { documentId: { in: [a, b] }, kind: "PDF" },
  });
  return n.length === 2;
}
