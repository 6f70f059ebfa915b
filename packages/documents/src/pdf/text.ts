// Words of a PDF with their boxes, in reading order, from pdf.js text content. pdf.js gives one
// item per text run with its total width; the width is spread over the characters in proportion
// to standard-font metrics (Times, Helvetica or Courier by the run's font family), which is exact
// for PDFs set in the standard fonts and close for others. Running headers and footers (lines
// near the top or bottom edge that repeat on most pages, digits aside) are marked as furniture.
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import { openPdf, type PdfJsDocument } from "./pdfjs.ts";

export interface PdfWord {
  text: string;
  /** 0-based page index. */
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Index of its line in PdfText.lines. */
  line: number;
}

export interface PdfLine {
  page: number;
  /** Words [start, end) in PdfText.words. */
  start: number;
  end: number;
  text: string;
  /** A running header or footer (not compared). */
  furniture: boolean;
}

export interface PdfPageInfo {
  /** The page's view box (crop box) in user space: [x0, y0, x1, y1] (zeros when not read). */
  view: [number, number, number, number];
  /** False for a page left out (ExtractOptions.pages). */
  read: boolean;
}

export interface PdfText {
  pages: PdfPageInfo[];
  lines: PdfLine[];
  words: PdfWord[];
}

type Family = "serif" | "sans-serif" | "monospace";

/** Standard-font character widths (per 1000 units of font size), loaded once per process. */
class Metrics {
  private fonts: Promise<Record<Family, PDFFont>> | null = null;
  private readonly cache = new Map<string, number>();
  private loaded: Record<Family, PDFFont> | null = null;

  async ready(): Promise<void> {
    if (!this.fonts) {
      this.fonts = PDFDocument.create().then((d) => ({
        serif: d.embedStandardFont(StandardFonts.TimesRoman),
        "sans-serif": d.embedStandardFont(StandardFonts.Helvetica),
        monospace: d.embedStandardFont(StandardFonts.Courier),
      }));
    }
    this.loaded = await this.fonts;
  }

  width(family: Family, ch: string): number {
    const key = family + ch;
    let w = this.cache.get(key);
    if (w === undefined) {
      try {
        w = this.loaded![family].widthOfTextAtSize(ch, 1000);
      } catch {
        w = family === "monospace" ? 600 : 500;
      }
      if (!(w > 0)) w = ch.trim() ? 500 : 250;
      this.cache.set(key, w);
    }
    return w;
  }
}

const metrics = new Metrics();

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL?: boolean;
}

export interface ExtractOptions {
  /** Stop with PdfDeadlineExceeded after this time (ms since epoch), checked before each page. */
  deadline?: number;
  /** Refuse (PdfTooLarge) a PDF with more pages than this, before reading any page. */
  maxPages?: number;
  /**
   * Read only these pages (1-based; those out of range are left out). The other pages are in
   * `pages` with `read: false` and have no lines or words; running headers are not looked for.
   */
  pages?: number[];
}

/** Extraction ran past its deadline (ExtractOptions.deadline). */
export class PdfDeadlineExceeded extends Error {
  constructor(message = "text extraction ran out of its time limit") {
    super(message);
    this.name = "PdfDeadlineExceeded";
  }
}

/** The PDF has more pages than allowed (ExtractOptions.maxPages). */
export class PdfTooLarge extends Error {
  constructor(
    readonly pageCount: number,
    readonly maxPages: number,
  ) {
    super(`the PDF has ${pageCount} pages, more than the ${maxPages} allowed`);
    this.name = "PdfTooLarge";
  }
}

/** Yields to the event loop (pdf.js in Node runs on the caller's thread: other work gets a turn). */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads page p (1-based) of an open PDF into `out` (its words and lines appended). */
async function readPage(pdf: PdfJsDocument, p: number, out: PdfText): Promise<void> {
  const page = await pdf.getPage(p);
  const view = page.view as [number, number, number, number];
  out.pages[p - 1] = { view, read: true };
  const content = await page.getTextContent();
  const styles = content.styles as Record<string, { fontFamily?: string; ascent?: number; descent?: number }>;
  let lineY = Number.NaN;
  let lineX1 = Number.NEGATIVE_INFINITY;
  let lineSize = 0;
  // The previous item ended inside a word (no space after it): an item that starts right where
  // it ended continues that word (a ligature or kerned run set as its own item: "di" "ff" "erent").
  let openWord = false;
  let current: PdfLine | null = null;
  const closeLine = () => {
    if (current && current.end > current.start) {
      current.text = out.words
        .slice(current.start, current.end)
        .map((w) => w.text)
        .join(" ");
      out.lines.push(current);
    }
    current = null;
  };
  for (const raw of content.items) {
    if (!("str" in raw)) continue;
    const item = raw as TextItemLike;
    if (!item.str?.trim()) {
      if (item.hasEOL) lineX1 = Number.NEGATIVE_INFINITY;
      openWord = false;
      continue;
    }
    const [a, b, c, d, e, f] = item.transform;
    const size = Math.hypot(a, b) || item.height || 10;
    const style = styles[item.fontName] ?? {};
    const family: Family =
      style.fontFamily === "serif" || style.fontFamily === "monospace" ? style.fontFamily : "sans-serif";
    const ascent = style.ascent && style.ascent > 0 ? style.ascent : 0.8;
    const descent = style.descent && style.descent < 0 ? style.descent : -0.2;
    const horizontal = Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6 && a > 0 && d > 0;
    const sameLine =
      current !== null &&
      Math.abs(f - lineY) <= Math.max(1, 0.3 * Math.max(size, lineSize)) &&
      e >= lineX1 - Math.max(size, lineSize);
    const continues =
      sameLine && openWord && horizontal && !/^\s/.test(item.str) && Math.abs(e - lineX1) <= 0.15 * size;
    if (!sameLine) {
      closeLine();
      current = { page: p - 1, start: out.words.length, end: out.words.length, text: "", furniture: false };
      lineY = f;
      lineSize = size;
    }
    const line = current!;
    const chars = [...item.str];
    if (!horizontal) {
      // Rotated or skewed text: one box for the run's words, good enough to anchor a mark.
      for (const w of item.str.split(/\s+/).filter(Boolean)) {
        out.words.push({
          text: w,
          page: p - 1,
          x0: Math.min(e, e + item.width),
          y0: f,
          x1: Math.max(e, e + item.width),
          y1: f + (item.height || size),
          line: out.lines.length,
        });
      }
    } else {
      const widths = chars.map((ch) => metrics.width(family, ch));
      const total = widths.reduce((s, w) => s + w, 0) || 1;
      const scale = item.width / total;
      let x = e;
      let wordStart = -1;
      let wordX = 0;
      for (let i = 0; i <= chars.length; i++) {
        const space = i === chars.length || /\s/.test(chars[i]);
        if (space && wordStart === 0 && continues && out.words.length > line.start) {
          const prev = out.words[out.words.length - 1];
          prev.text += chars.slice(0, i).join("");
          prev.x1 = x;
          prev.y0 = Math.min(prev.y0, f + descent * size);
          prev.y1 = Math.max(prev.y1, f + ascent * size);
          wordStart = -1;
        } else if (space && wordStart >= 0) {
          out.words.push({
            text: chars.slice(wordStart, i).join(""),
            page: p - 1,
            x0: wordX,
            y0: f + descent * size,
            x1: x,
            y1: f + ascent * size,
            line: out.lines.length,
          });
          wordStart = -1;
        } else if (!space && wordStart < 0) {
          wordStart = i;
          wordX = x;
        }
        if (i < chars.length) x += widths[i] * scale;
      }
    }
    line.end = out.words.length;
    lineX1 = e + item.width;
    openWord = horizontal && !/\s$/.test(item.str);
    if (item.hasEOL) lineX1 = Number.NEGATIVE_INFINITY;
  }
  closeLine();
  page.cleanup();
}

/** Words and lines of a PDF: every page, or the pages asked for. */
export async function extractText(bytes: Uint8Array, options: ExtractOptions = {}): Promise<PdfText> {
  await metrics.ready();
  if (options.deadline && Date.now() > options.deadline) throw new PdfDeadlineExceeded();
  const pdf = await openPdf(bytes);
  const out: PdfText = { pages: [], lines: [], words: [] };
  try {
    if (options.maxPages !== undefined && pdf.numPages > options.maxPages)
      throw new PdfTooLarge(pdf.numPages, options.maxPages);
    const wanted = options.pages ? new Set(options.pages) : null;
    for (let p = 1; p <= pdf.numPages; p++) {
      if (wanted && !wanted.has(p)) {
        out.pages.push({ view: [0, 0, 0, 0], read: false });
        continue;
      }
      if (options.deadline && Date.now() > options.deadline) throw new PdfDeadlineExceeded();
      out.pages.push({ view: [0, 0, 0, 0], read: false });
      await readPage(pdf, p, out);
    }
  } finally {
    await pdf.destroy();
  }
  if (!options.pages) markFurniture(out);
  return out;
}

/**
 * A PDF kept open to read its text page by page, in any order, as needed (the compass points of
 * a download: the page of each point first). `text` grows as pages are read; its `pages` has an
 * entry for every page (read: false until read). Close it when done.
 */
export class PdfTextReader {
  readonly text: PdfText;
  private constructor(
    private readonly pdf: PdfJsDocument,
    readonly numPages: number,
  ) {
    this.text = {
      pages: Array.from({ length: numPages }, () => ({ view: [0, 0, 0, 0] as PdfPageInfo["view"], read: false })),
      lines: [],
      words: [],
    };
  }

  static async open(bytes: Uint8Array): Promise<PdfTextReader> {
    await metrics.ready();
    const pdf = await openPdf(bytes);
    return new PdfTextReader(pdf, pdf.numPages);
  }

  isRead(page: number): boolean {
    return this.text.pages[page - 1]?.read === true;
  }

  /** Reads page (1-based) unless read already or out of range; yields to the event loop after it. */
  async read(page: number): Promise<void> {
    if (page < 1 || page > this.numPages || this.isRead(page)) return;
    await readPage(this.pdf, page, this.text);
    await yieldToLoop();
  }

  async close(): Promise<void> {
    await this.pdf.destroy();
  }
}

/** Lines near the top or bottom edge whose text (digits aside) repeats on most pages. */
function markFurniture(text: PdfText): void {
  const pageCount = text.pages.length;
  if (pageCount < 3) return;
  const band = (l: PdfLine): boolean => {
    const [, vy0, , vy1] = text.pages[l.page].view;
    const h = vy1 - vy0;
    const w = text.words[l.start];
    return w.y0 > vy1 - h * 0.09 || w.y1 < vy0 + h * 0.09;
  };
  const pattern = (l: PdfLine) => l.text.replace(/\d+/g, "#");
  const pagesOf = new Map<string, Set<number>>();
  for (const l of text.lines) {
    if (!band(l)) continue;
    const key = pattern(l);
    let s = pagesOf.get(key);
    if (!s) {
      s = new Set();
      pagesOf.set(key, s);
    }
    s.add(l.page);
  }
  const repeated = new Set([...pagesOf].filter(([, s]) => s.size >= Math.max(3, pageCount * 0.5)).map(([k]) => k));
  // The running header also carries the edition (D3039-17 → D3039-21): the pattern hides digits.
  for (const l of text.lines) if (band(l) && repeated.has(pattern(l))) l.furniture = true;
}
