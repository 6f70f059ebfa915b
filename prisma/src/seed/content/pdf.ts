// PDF rendering with pdf-lib: real text (standard fonts, WinAnsi), wrapped paragraphs, headings,
// tables drawn as rows of text, running header with the designation and page numbers.
// Output is deterministic: no clock, no random ids.
import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  rgb,
  StandardFonts,
  setFontAndSize,
  showText,
} from "pdf-lib";
import { type Layout, layoutContent } from "./layout.ts";
import type { StandardContent } from "./model.ts";

export type PageSize = "Letter" | "A4";

const SIZES: Record<PageSize, [number, number]> = { Letter: [612, 792], A4: [595.28, 841.89] };

// Code points outside ASCII that the WinAnsi encoding of the standard fonts can draw.
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

const REPLACEMENTS: Record<string, string> = {
  "\u2212": "-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u221a": "sqrt",
  "\u0394": "Delta",
  "\u03c3": "sigma",
  "\u03b5": "e",
  "\u2248": "~",
  "\u2032": "'",
  "\u2033": '"',
  "\u2192": "->",
  "\u2010": "-",
  "\u2011": "-",
  "\u00a0": " ",
};

/** Replaces every character the standard fonts cannot encode. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 9 || cp === 10 || cp === 13) out += " ";
    else if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa1 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp)) out += ch;
    else out += REPLACEMENTS[ch] ?? "?";
  }
  return out;
}

interface Fonts {
  body: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  heading: PDFFont;
  mono: PDFFont;
}

/** A small flowing-text writer over pdf-lib. */
export class PdfWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  readonly width: number;
  readonly height: number;
  readonly left = 54;
  readonly right = 54;
  readonly top = 64;
  readonly bottom = 58;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    size: PageSize,
  ) {
    [this.width, this.height] = SIZES[size];
    this.newPage();
  }

  static async create(size: PageSize = "Letter"): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const fonts: Fonts = {
      body: doc.embedStandardFont(StandardFonts.TimesRoman),
      bold: doc.embedStandardFont(StandardFonts.TimesRomanBold),
      italic: doc.embedStandardFont(StandardFonts.TimesRomanItalic),
      heading: doc.embedStandardFont(StandardFonts.HelveticaBold),
      mono: doc.embedStandardFont(StandardFonts.Courier),
    };
    return new PdfWriter(doc, fonts, size);
  }

  get contentWidth(): number {
    return this.width - this.left - this.right;
  }

  private fontKeys = new Map<PDFFont, PDFName>();

  newPage(): void {
    this.page = this.doc.addPage([this.width, this.height]);
    this.pages.push(this.page);
    this.fontKeys = new Map();
    this.y = this.height - this.top;
  }

  /** Draws one line of WinAnsi text with bare text operators (much cheaper than drawText). */
  text(line: string, x: number, y: number, font: PDFFont, size: number, page: PDFPage = this.page): void {
    let key = page === this.page ? this.fontKeys.get(font) : undefined;
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      if (page === this.page) this.fontKeys.set(font, key);
    }
    page.pushOperators(
      beginText(),
      setFontAndSize(key, size),
      moveText(x, y),
      showText(font.encodeText(line)),
      endText(),
    );
  }

  /** Starts a new page unless `height` points fit below the cursor. */
  ensure(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
    if (this.y < this.bottom) this.newPage();
  }

  private widths = new Map<PDFFont, Map<string, number>>();

  /** Width of WinAnsi text at a size, from cached per-character widths (no kerning, as drawn). */
  measure(text: string, font: PDFFont, size: number): number {
    let table = this.widths.get(font);
    if (!table) {
      table = new Map();
      this.widths.set(font, table);
    }
    let w = 0;
    for (const ch of text) {
      let cw = table.get(ch);
      if (cw === undefined) {
        cw = font.widthOfTextAtSize(ch, 1000);
        table.set(ch, cw);
      }
      w += cw;
    }
    return (w * size) / 1000;
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = toWinAnsi(text).split(" ").filter(Boolean);
    const lines: string[] = [];
    let line = "";
    const space = this.measure(" ", font, size);
    let lineWidth = 0;
    for (const w of words) {
      const ww = this.measure(w, font, size);
      if (line && lineWidth + space + ww > width) {
        lines.push(line);
        line = w;
        lineWidth = ww;
      } else {
        line = line ? `${line} ${w}` : w;
        lineWidth = line === w ? ww : lineWidth + space + ww;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  }

  /** A wrapped paragraph; `lead` is drawn in bold before the text on the first line. */
  paragraph(
    text: string,
    options: {
      font?: PDFFont;
      size?: number;
      indent?: number;
      lead?: string;
      leading?: number;
      after?: number;
      center?: boolean;
    } = {},
  ): void {
    const font = options.font ?? this.fonts.body;
    const size = options.size ?? 10;
    const leading = options.leading ?? size * 1.25;
    const indent = options.indent ?? 0;
    const lead = options.lead ? `${toWinAnsi(options.lead)} ` : "";
    const leadWidth = lead ? this.measure(lead, this.fonts.bold, size) : 0;
    const x0 = this.left + indent;
    const width = this.contentWidth - indent;
    const lines = this.wrap(text, font, size, width - leadWidth);
    // Lines after the first may use the lead width too.
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      let x = x0;
      if (i === 0 && lead) {
        this.text(lead, x, this.y, this.fonts.bold, size);
        x += leadWidth;
      }
      if (options.center) x = this.left + (this.contentWidth - this.measure(line, font, size)) / 2;
      this.text(line, x, this.y, font, size);
    });
    this.y -= options.after ?? 3;
  }

  heading(text: string, size = 11): void {
    this.ensure(size * 1.4 + 40);
    this.y -= 6;
    this.paragraph(text, { font: this.fonts.heading, size, after: 4 });
  }

  /** Text rows with ruled lines; long cells wrap; the header row repeats on a new page. */
  table(caption: string, head: string[], rows: string[][]): void {
    const size = 8.5;
    const leading = 10.5;
    const cols = head.length;
    const natural = head.map(
      (h, c) =>
        Math.max(
          this.measure(toWinAnsi(h), this.fonts.bold, size),
          ...rows.map((r) => this.measure(toWinAnsi(r[c] ?? ""), this.fonts.body, size)),
        ) + 10,
    );
    const total = natural.reduce((a, b) => a + b, 0);
    const scale = total > this.contentWidth ? this.contentWidth / total : 1;
    const widths = natural.map((w) => Math.max(28, w * scale));
    const tableWidth = widths.reduce((a, b) => a + b, 0);
    const x0 = this.left + Math.max(0, (this.contentWidth - tableWidth) / 2);
    this.ensure(leading * 4);
    this.paragraph(caption, { font: this.fonts.bold, size: 9, center: true, after: 2 });
    const drawRow = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell, c) => this.wrap(cell, font, size, widths[c] - 6));
      const lines = Math.max(...wrapped.map((w) => w.length));
      const h = lines * leading + 4;
      if (this.y - h < this.bottom) {
        this.newPage();
        if (font !== this.fonts.bold) drawRow(head, this.fonts.bold);
      }
      this.page.drawLine({
        start: { x: x0, y: this.y },
        end: { x: x0 + tableWidth, y: this.y },
        thickness: 0.5,
        color: rgb(0.4, 0.4, 0.4),
      });
      let x = x0;
      for (let c = 0; c < cols; c++) {
        wrapped[c].forEach((line, i) => {
          this.text(line, x + 3, this.y - leading * (i + 1) + 1, font, size);
        });
        x += widths[c];
      }
      this.y -= h;
    };
    drawRow(head, this.fonts.bold);
    for (const r of rows) drawRow(r, this.fonts.body);
    this.page.drawLine({
      start: { x: x0, y: this.y },
      end: { x: x0 + tableWidth, y: this.y },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    });
    this.y -= 8;
  }

  equation(expr: string, num: string): void {
    const size = 9.5;
    this.ensure(size * 2);
    this.y -= size * 1.6;
    this.page.drawText(toWinAnsi(expr), { x: this.left + 36, y: this.y, size, font: this.fonts.mono });
    const w = this.fonts.body.widthOfTextAtSize(num, 10);
    this.page.drawText(num, { x: this.width - this.right - w, y: this.y, size: 10, font: this.fonts.body });
    this.y -= 6;
  }

  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + 150, y: this.y },
      thickness: 0.5,
      color: rgb(0.3, 0.3, 0.3),
    });
    this.y -= 4;
  }

  /** Running header and "Page n of N" footer on every page. */
  decorate(header: string, pageWord = "Page", ofWord = "of"): void {
    const n = this.pages.length;
    const font = this.fonts.body;
    const headerText = toWinAnsi(header);
    this.pages.forEach((page, i) => {
      page.drawText(headerText, { x: this.left, y: this.height - 36, size: 8.5, font: this.fonts.heading });
      page.drawLine({
        start: { x: this.left, y: this.height - 42 },
        end: { x: this.width - this.right, y: this.height - 42 },
        thickness: 0.5,
        color: rgb(0.5, 0.5, 0.5),
      });
      const footer = `${pageWord} ${i + 1} ${ofWord} ${n}`;
      const w = font.widthOfTextAtSize(toWinAnsi(footer), 8.5);
      page.drawText(toWinAnsi(footer), { x: (this.width - w) / 2, y: 30, size: 8.5, font });
    });
  }

  async save(info: {
    title: string;
    author: string;
    subject?: string;
    keywords?: string[];
    date: Date;
  }): Promise<Uint8Array> {
    this.doc.setTitle(toWinAnsi(info.title));
    this.doc.setAuthor(toWinAnsi(info.author));
    if (info.subject) this.doc.setSubject(toWinAnsi(info.subject));
    if (info.keywords) this.doc.setKeywords(info.keywords.map(toWinAnsi));
    this.doc.setCreator("Norma synthetic catalogue");
    this.doc.setProducer("pdf-lib");
    this.doc.setCreationDate(info.date);
    this.doc.setModificationDate(info.date);
    return this.doc.save({ useObjectStreams: false });
  }
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

/** Renders the content as a multi-page PDF with a text layer. */
export async function renderPdf(
  content: StandardContent,
  options: { pageSize?: PageSize; layout?: Layout } = {},
): Promise<RenderedPdf> {
  const layout = options.layout ?? layoutContent(content);
  const w = await PdfWriter.create(options.pageSize ?? (content.style === "iso" ? "A4" : "Letter"));
  const f = w.fonts;
  w.paragraph(layout.designationLine, { font: f.heading, size: 11, after: 10 });
  w.paragraph(`${layout.title}${layout.titleFootnote ? ` [${layout.titleFootnote}]` : ""}`, {
    font: f.bold,
    size: 14,
    leading: 17,
    center: true,
    after: 8,
  });
  if (layout.issued) w.paragraph(layout.issued, { font: f.italic, size: 8, after: 10 });
  if (layout.prefaceTitle) w.heading(layout.prefaceTitle);
  for (const item of layout.items) {
    switch (item.t) {
      case "heading":
        w.heading(`${item.num}. ${item.text}`);
        break;
      case "para":
        w.paragraph(item.text, { after: 5 });
        break;
      case "clause":
        w.paragraph(`${item.text}${item.footnote ? ` [${item.footnote}]` : ""}`, {
          lead: item.num,
          indent: (item.depth - 1) * 18,
        });
        break;
      case "definition":
        w.paragraph(`${item.term}, n—${item.text}`, { lead: item.num, indent: (item.depth - 1) * 18 });
        break;
      case "note":
        w.paragraph(item.text, { lead: `${item.label}—`, size: 9, indent: 18 + (item.depth - 1) * 18, after: 4 });
        break;
      case "table":
        w.space(4);
        w.table(`${item.label} ${item.caption}`, item.head, item.rows);
        break;
      case "equation":
        w.equation(item.expr, item.num);
        w.paragraph(item.whereLabel, { size: 9, indent: 18 });
        for (const [s, m] of item.where) w.paragraph(`${s} = ${m}`, { size: 9, indent: 36, after: 1 });
        w.space(4);
        break;
      case "list":
        for (const i of item.items) w.paragraph(`• ${i}`, { indent: 18 + (item.depth - 1) * 18, after: 1 });
        w.space(3);
        break;
      case "refs":
        w.paragraph(`${item.heading}${item.footnote ? ` [${item.footnote}]` : ""}`, {
          lead: item.num,
          indent: (item.depth - 1) * 18,
        });
        for (const r of item.items) w.paragraph(r.title, { lead: r.designation, indent: 36, size: 9.5, after: 1 });
        w.space(3);
        break;
    }
  }
  if (layout.footnotes.length) {
    w.rule();
    for (const fn of layout.footnotes) w.paragraph(fn.text, { lead: String(fn.n), size: 8, after: 2 });
  }
  w.space(10);
  w.paragraph(layout.notice, { font: f.italic, size: 7.5 });
  const meta = content.meta;
  w.decorate(`${meta.displayDesignation} — ${meta.title}`.slice(0, 110), ...pageWords(content.lang));
  const bytes = await w.save({
    title: `${meta.displayDesignation} ${meta.title}`,
    author: meta.publisherName,
    subject: meta.documentType,
    date: new Date(`${meta.publishedDate}T00:00:00Z`),
  });
  return { bytes, pageCount: w.pages.length };
}

function pageWords(lang: StandardContent["lang"]): [string, string] {
  switch (lang) {
    case "fr":
      return ["Page", "sur"];
    case "es":
      return ["Página", "de"];
    case "de":
      return ["Seite", "von"];
    case "pt":
      return ["Página", "de"];
    default:
      return ["Page", "of"];
  }
}
