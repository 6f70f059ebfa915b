// PDF of an edition, through the seed's PdfWriter (the path the repository makes its PDFs by),
// with one thing publishers' PDFs do that the seed's do not: the ligatures fi, ff, fl, ffi, ffl
// are set as separate text runs in a second copy of the font (typesetting software draws a
// ligature glyph from another subset), so a PDF reader sees "di", "ff", "erent" as three runs.
import { PdfWriter } from "@norma/db/seed-content";
import type { PDFFont, PDFPage, StandardFonts } from "pdf-lib";
import { blockText, type DocLine, type Edition } from "./corpus.ts";

const LIGATURE = /ffi|ffl|ff|fi|fl/g;

export async function renderEditionPdf(line: DocLine, e: Edition): Promise<Uint8Array> {
  const w = await PdfWriter.create("A4");
  const ligatureFonts = new Map<PDFFont, PDFFont>();
  const plain = w.text.bind(w);
  w.text = (text: string, x: number, y: number, font: PDFFont, size: number, page?: PDFPage) => {
    if (!LIGATURE.test(text)) return plain(text, x, y, font, size, page);
    LIGATURE.lastIndex = 0;
    let lig = ligatureFonts.get(font);
    if (!lig) {
      // The same standard font under a second resource name: another "subset", as typesetters make.
      lig = w.doc.embedStandardFont(font.name as StandardFonts);
      ligatureFonts.set(font, lig);
    }
    let at = 0;
    let cx = x;
    for (const m of text.matchAll(LIGATURE)) {
      const before = text.slice(at, m.index);
      if (before) {
        plain(before, cx, y, font, size, page);
        cx += w.measure(before, font, size);
      }
      plain(m[0], cx, y, lig, size, page);
      cx += w.measure(m[0], lig, size);
      at = m.index + m[0].length;
    }
    if (at < text.length) plain(text.slice(at), cx, y, font, size, page);
  };
  const f = w.fonts;
  const blocks = e.blocks;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    switch (b.kind) {
      case "title":
        w.paragraph(b.text, { font: f.bold, size: 14, leading: 17, center: true, after: 8 });
        break;
      case "h":
      case "annex":
        w.heading(blockText(b));
        break;
      case "c":
        w.paragraph(b.text, { lead: b.num, indent: (b.num.split(".").length - 2) * 18 });
        break;
      case "p":
        w.paragraph(b.text, { after: 5 });
        break;
      case "note":
        w.paragraph(b.text, { lead: `${b.num}—`, size: 9, indent: 18, after: 4 });
        break;
      case "li":
        w.paragraph(`• ${b.text}`, { indent: 18, after: 1 });
        break;
      case "table": {
        const rows: string[][] = [];
        while (blocks[i + 1]?.kind === "row") rows.push(blocks[++i].cells ?? []);
        w.space(4);
        w.table(`${b.num} ${b.text}`, rows[0] ?? [], rows.slice(1));
        break;
      }
      case "row":
        throw new Error(`${line.name} ${e.name}: a row outside a table (${b.id})`);
    }
  }
  w.decorate(`${line.title} (edition ${e.name})`);
  return w.save({ title: line.title, author: "evaluation", date: new Date(Date.UTC(2026, 0, 1)) });
}
