// Words of a PDF whose typesetter set ligatures as separate runs (the ligature glyph from another
// font subset): the runs that touch are one word ("different", not "di ff erent"); runs apart
// on the same line stay separate words.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractText } from "./text.ts";

async function pdfWithRuns(runs: { text: string; gapBefore?: number }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const body = await doc.embedFont(StandardFonts.TimesRoman);
  const ligature = await doc.embedFont(StandardFonts.TimesRoman);
  let x = 72;
  runs.forEach((r, i) => {
    x += r.gapBefore ?? 0;
    const font = i % 2 ? ligature : body;
    page.drawText(r.text, { x, y: 700, size: 12, font });
    x += font.widthOfTextAtSize(r.text, 12);
  });
  return doc.save();
}

describe("PDF words", () => {
  it("joins runs that touch into one word, keeps runs apart as words", async () => {
    const text = await extractText(
      await pdfWithRuns([
        { text: "a di" },
        { text: "ff" },
        { text: "erent " },
        { text: "fi" },
        { text: "eld", gapBefore: 0 },
        { text: "apart", gapBefore: 12 },
      ]),
    );
    expect(text.words.map((w) => w.text)).toEqual(["a", "different", "field", "apart"]);
    const [, different] = text.words;
    expect(different.x1).toBeGreaterThan(different.x0 + 30);
  });
});
