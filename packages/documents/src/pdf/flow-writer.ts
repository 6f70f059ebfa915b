// Flowing text onto PDF pages, right to left as well as left to right: the writer of the PDFs the
// platform makes itself (a review's record for auditors). pdf-lib draws a string as it is given,
// left to right, so the writer does what a browser would:
//   - wraps paragraphs at spaces to the column's width (a word longer than a line is cut);
//   - orders each line by the Unicode bidirectional algorithm (bidi-js: embedding levels, the
//     reordering of runs, mirrored brackets), the paragraph's direction given or taken from its
//     first strong character;
//   - sets each character in the first face that has its glyph (Latin, then Arabic: report-fonts),
//     whole Arabic words in one string so fontkit joins their letters (fontkit also lays out an
//     Arabic string right to left, so such a string is passed in logical order; any other run of a
//     right-to-left line is passed reversed);
//   - starts a new page when the column is full (the caller's page header on each).
// Bidi controls (LRM, RLM, isolates) steer the order and are not drawn.
import fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { Rgb } from "./annotations.ts";
import type { FontFace, ReportFonts } from "./report-fonts.ts";

const bidi = bidiFactory();

/** Letters of a right-to-left script: fontkit lays a string holding one out right to left itself. */
const RTL_LETTER = /[\u0590-\u05FF\u0600-\u065F\u066E-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Bidi controls: steer the order, are not drawn. */
const CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;

export type Direction = "ltr" | "rtl";

interface Face {
  face: FontFace;
  font: PDFFont;
}

/** A string drawn in one font at one place on the line. */
interface Piece {
  text: string;
  font: PDFFont;
  width: number;
}

export interface FlowStyle {
  size?: number;
  bold?: boolean;
  color?: Rgb;
  /** Space from the start side of the column (the right in a right-to-left document). */
  indent?: number;
  /** Space after the paragraph. */
  after?: number;
  /** The paragraph's own direction; by default taken from its first strong character. */
  dir?: Direction;
}

export interface FlowOptions {
  direction: Direction;
  /** Page size in points (A4 by default). */
  pageSize?: [number, number];
  margin?: { top: number; bottom: number; side: number };
  /** Draws the page's furniture when a page is added; answers the y where the text starts. */
  onPage?: (page: PDFPage, writer: FlowWriter) => number;
}

const A4: [number, number] = [595.28, 841.89];

/** The index of the first face with the character's glyph (the first when none has it). */
function faceOf(faces: Face[], cp: number): number {
  const i = faces.findIndex((f) => f.face.hasGlyph(cp));
  return i < 0 ? 0 : i;
}

/** Each UTF-16 unit's face (both halves of a pair get the code point's); -1 for a control. */
function facesOfUnits(text: string, faces: Face[]): number[] {
  const out: number[] = new Array(text.length);
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const n = cp > 0xffff ? 2 : 1;
    const f = CONTROL.test(String.fromCodePoint(cp)) ? -1 : faceOf(faces, cp);
    for (let k = 0; k < n; k++) out[i + k] = f;
    i += n;
  }
  return out;
}

/** Widths of strings in a font at size 1: fontkit lays a string out again for each question. */
const widthCache = new WeakMap<PDFFont, Map<string, number>>();
function widthOf(font: PDFFont, text: string, size: number): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  let w = cache.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1);
    if (cache.size < 20_000) cache.set(text, w);
  }
  return w * size;
}

/** The width of a string (order does not matter: the sum of its runs of one face). */
function measure(text: string, faces: Face[], size: number): number {
  const of = facesOfUnits(text, faces);
  let width = 0;
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && of[i] === of[start]) continue;
    if (of[start] >= 0) width += widthOf(faces[of[start]].font, text.slice(start, i), size);
    start = i;
  }
  return width;
}

/** One line in visual order, left to right: its pieces. */
export function visualPieces(line: string, base: Direction | undefined, faces: Face[], size: number): Piece[] {
  if (!line) return [];
  const levels = bidi.getEmbeddingLevels(line, base);
  // (bidi-js's getMirroredCharactersMap reads the levels from the wrong object: asked here per character.)
  const mirror = (i: number) => (levels.levels[i] % 2 === 1 ? bidi.getMirroredCharacter(line[i]) : null);
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  const of = facesOfUnits(line, faces);
  const pieces: Piece[] = [];
  let group: number[] = [];
  const flush = () => {
    if (!group.length) return;
    const lo = Math.min(...group);
    const hi = Math.max(...group);
    const odd = levels.levels[group[0]] % 2 === 1;
    let text = "";
    for (let i = lo; i <= hi; i++) text += mirror(i) ?? line[i];
    // fontkit reverses a string of right-to-left letters itself; anything else is reversed here.
    if (odd && !RTL_LETTER.test(text)) text = Array.from(text).reverse().join("");
    const font = faces[of[group[0]]].font;
    pieces.push({ text, font, width: widthOf(font, text, size) });
    group = [];
  };
  for (const i of order) {
    if (of[i] < 0) continue;
    const last = group[group.length - 1];
    const odd = levels.levels[i] % 2 === 1;
    const next = last === undefined ? true : levels.levels[last] === levels.levels[i] && of[last] === of[i];
    const adjacent = last === undefined || i === last + (odd ? -1 : 1);
    if (!next || !adjacent) flush();
    group.push(i);
  }
  flush();
  return pieces;
}

/**
 * A paragraph's lines (logical order), each at most `width` wide; a longer word is cut. A line's
 * width is the sum of its words' and spaces' (no shaping or kerning across a space), so each word
 * is measured once (`wordWidth` may cache).
 */
export function wrap(text: string, width: number, wordWidth: (s: string) => number): string[] {
  const space = wordWidth(" ");
  const lines: string[] = [];
  let line: string[] = [];
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = wordWidth(word);
    if (line.length && used + space + w <= width) {
      line.push(word);
      used += space + w;
      continue;
    }
    if (line.length) lines.push(line.join(" "));
    line = [];
    let rest = word;
    let restWidth = w;
    while (restWidth > width) {
      const chars = Array.from(rest);
      let n = chars.length - 1;
      while (n > 1 && wordWidth(chars.slice(0, n).join("")) > width) n--;
      lines.push(chars.slice(0, n).join(""));
      rest = chars.slice(n).join("");
      restWidth = wordWidth(rest);
    }
    line = [rest];
    used = restWidth;
  }
  if (line.length) lines.push(line.join(" "));
  return lines;
}

export const hexColour = (hex: string): Rgb => {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  const n = Number.parseInt(full, 16);
  return Number.isFinite(n) ? [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255] : [0, 0, 0];
};

export class FlowWriter {
  readonly pages: PDFPage[] = [];
  readonly width: number;
  readonly height: number;
  readonly margin: { top: number; bottom: number; side: number };
  y = 0;
  page!: PDFPage;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly faces: { regular: Face[]; bold: Face[] },
    private readonly options: FlowOptions,
  ) {
    [this.width, this.height] = options.pageSize ?? A4;
    this.margin = options.margin ?? { top: 56, bottom: 56, side: 50 };
  }

  /** A writer on `doc` with the report fonts embedded (subsets: only the glyphs used). */
  static async create(doc: PDFDocument, fonts: ReportFonts, options: FlowOptions): Promise<FlowWriter> {
    // pdf-lib parses a font's bytes for each document; the faces' parsed fonts are handed back instead.
    const parsed = new Map([...fonts.regular, ...fonts.bold].map((f) => [f.bytes, f.kit]));
    doc.registerFontkit({ create: (bytes: Uint8Array) => parsed.get(bytes) ?? fontkit.create(bytes) } as never);
    const embed = (faces: FontFace[]) =>
      Promise.all(
        faces.map(async (face) => ({
          face,
          font: await doc.embedFont(face.bytes, { subset: true, features: face.features }),
        })),
      );
    const writer = new FlowWriter(doc, { regular: await embed(fonts.regular), bold: await embed(fonts.bold) }, options);
    writer.newPage();
    return writer;
  }

  get direction(): Direction {
    return this.options.direction;
  }

  /** The column's width. */
  get columnWidth(): number {
    return this.width - 2 * this.margin.side;
  }

  newPage(): void {
    this.page = this.doc.addPage([this.width, this.height]);
    this.pages.push(this.page);
    const top = this.height - this.margin.top;
    this.y = this.options.onPage ? Math.min(top, this.options.onPage(this.page, this)) : top;
  }

  /** A new page unless `height` more points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.margin.bottom) this.newPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  faceSet(bold = false): Face[] {
    return bold ? this.faces.bold : this.faces.regular;
  }

  measure(text: string, size: number, bold = false): number {
    return measure(clean(text), this.faceSet(bold), size);
  }

  /** One line, not wrapped, with its start (left in LTR) at x0 or its end at x1 ("start"/"end"/"center"). */
  line(
    page: PDFPage,
    text: string,
    at: { y: number; x0: number; x1: number; align: "start" | "end" | "center"; size: number; bold?: boolean },
    color: Rgb = [0, 0, 0],
    dir?: Direction,
  ): void {
    const pieces = visualPieces(clean(text), dir, this.faceSet(at.bold), at.size);
    const total = pieces.reduce((s, p) => s + p.width, 0);
    const rtl = this.direction === "rtl";
    const left =
      at.align === "center" ? (at.x0 + at.x1 - total) / 2 : (at.align === "start") !== rtl ? at.x0 : at.x1 - total;
    let x = left;
    for (const p of pieces) {
      page.drawText(p.text, { x, y: at.y, size: at.size, font: p.font, color: rgb(...color) });
      x += p.width;
    }
  }

  /** A paragraph, wrapped to the column (minus its indent), starting a new page where needed. */
  text(text: string, style: FlowStyle = {}): void {
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const leading = size * 1.45;
    const paragraphs = clean(text, true).split("\n");
    for (const paragraph of paragraphs) {
      const lines = wrap(paragraph, this.columnWidth - indent, (s) => this.measure(s, size, style.bold));
      for (const l of lines.length ? lines : [""]) {
        this.ensure(leading);
        this.y -= leading;
        const [x0, x1] =
          this.direction === "rtl"
            ? [this.margin.side, this.width - this.margin.side - indent]
            : [this.margin.side + indent, this.width - this.margin.side];
        this.line(
          this.page,
          l,
          { y: this.y + size * 0.3, x0, x1, align: "start", size, bold: style.bold },
          style.color,
          style.dir,
        );
      }
    }
    this.y -= style.after ?? 2;
  }

  /** A thin rule across the column. */
  rule(color: Rgb = [0.8, 0.8, 0.8], thickness = 0.6, after = 6): void {
    this.ensure(thickness + after);
    this.y -= after / 2;
    this.page.drawLine({
      start: { x: this.margin.side, y: this.y },
      end: { x: this.width - this.margin.side, y: this.y },
      thickness,
      color: rgb(...color),
    });
    this.y -= after / 2;
  }
}

/** Tabs and odd spaces as spaces; line breaks kept only where a paragraph may have them. */
function clean(text: string, keepBreaks = false): string {
  const t = text.replace(/\r\n?/g, "\n").replace(/[\t\u00A0\u2000-\u200A\u3000]/g, " ");
  return keepBreaks ? t : t.replace(/\n/g, " ");
}
