// The anchor text of a PDF: words in reading order without running headers and footers, page
// starts, and selection data (quads per line) for a placed range.

import { boxesFromSelectionData } from "@norma/documents/pdf/compass-points";
import type { PdfText } from "@norma/documents/pdf/text";
import { describe, expect, it } from "vitest";
import { anchorTextFrom, fromPdfText, pageOf, selectionDataOf } from "./document-text.ts";

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

describe("the text of an edition without a PDF", () => {
  const html =
    '<html><body><h2><span class="num">9.</span>Procedure</h2><p>9.1 Grip the ﬁrst specimen.</p>' +
    "<table><tr><td>II</td><td>6 mm</td><td>57 mm</td></tr></table></body></html>";

  it("is its own HTML's text, with the reader's word boundaries (a publisher body text comes second)", () => {
    const t = anchorTextFrom({ html, bodyText: "something else" });
    expect(t).toMatchObject({ kind: "HTML", text: "9. Procedure 9.1 Grip the first specimen. II 6 mm 57 mm" });
  });

  it("is the body text when there is no HTML, and nothing when there is neither", () => {
    expect(anchorTextFrom({ bodyText: "9. Procedure\n9.1  Grip" })).toMatchObject({
      kind: "BODY",
      text: "9. Procedure 9.1 Grip",
    });
    expect(anchorTextFrom({})).toBeNull();
  });
});
