// The anchor text of a PDF: words in reading order without running headers and footers, page
// starts, and selection data (quads per line) for a placed range.

import { boxesFromSelectionData } from "@norma/documents/pdf/compass-points";
import type { PdfText } from "@norma/documents/pdf/text";
import { describe, expect, it } from "vitest";
import { fromPdfText, pageOf, selectionDataOf } from "./document-text.ts";

function pdf(pages: string[][], furniture = "Copyright header"): PdfText {
  const out: PdfText = { pages: pages.map(() => ({ view: [0, 0, 612, 792], read: true })), lines: [], words: [] };
  pages.forEach((lines, page) => {
    for (const [li, text] of [furniture, ...lines].entries()) {
      const start = out.words.length;
      let x = 72;
      for (const w of text.split(" ")) {
        out.words.push({
          text: w,
          page,
          x0: x,
          y0: 700 - li * 14,
          x1: x + w.length * 5,
          y1: 710 - li * 14,
          line: out.lines.length,
        });
        x += w.length * 5 + 3;
      }
      out.lines.push({ page, start, end: out.words.length, text, furniture: li === 0 });
    }
  });
  return out;
}

describe("fromPdfText", () => {
  const t = fromPdfText(
    pdf([
      ["Scope of the method.", "Specimens shall be"],
      ["conditioned for 40 h.", "Report the results."],
    ]),
  );

  it("joins the words of every page, leaving out furniture, and knows where each page starts", () => {
    expect(t.text).toBe("Scope of the method. Specimens shall be conditioned for 40 h. Report the results.");
    expect(t.text).not.toContain("Copyright");
    expect(pageOf(t, t.text.indexOf("Scope"))).toBe(1);
    expect(pageOf(t, t.text.indexOf("conditioned"))).toBe(2);
  });

  it("selection data for a range spanning lines: one quad per line, page from 0, readable by the download's parser", () => {
    const start = t.text.indexOf("conditioned");
    const end = t.text.indexOf("results.") + "results.".length;
    const data = selectionDataOf(t, start, end, "conditioned for 40 h. Report the results.")!;
    expect(data).toMatch(
      /^<contents page="1" coords="[-\d.,]+">conditioned for 40 h\. Report the results\.<\/contents>$/,
    );
    const parsed = boxesFromSelectionData(data)!;
    expect(parsed.page).toBe(2);
    expect(parsed.boxes).toHaveLength(2);
  });
});
