// The report writer's line layout: the bidirectional order of mixed Arabic and Latin text,
// mirrored brackets, Arabic passed to fontkit in logical order (fontkit lays it out right to left),
// the face each character is set in, and wrapping.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { FlowWriter, visualPieces, wrap } from "./flow-writer.ts";
import { reportFonts } from "./report-fonts.ts";

async function faces() {
  const w = await FlowWriter.create(await PDFDocument.create(), reportFonts(), { direction: "rtl" });
  return w.faceSet();
}

const texts = (pieces: { text: string }[]) => pieces.map((p) => p.text);

describe("a line's visual order", () => {
  it("keeps a left-to-right line as it is", async () => {
    expect(texts(visualPieces("ASTM D1234-24 Tensile", "ltr", await faces(), 10)).join("")).toBe(
      "ASTM D1234-24 Tensile",
    );
  });

  it("puts the first Arabic word at the right, Latin runs left to right inside", async () => {
    const pieces = texts(visualPieces("الوثيقة ASTM D1234 جديدة", "rtl", await faces(), 10));
    // Left to right on the page: the last Arabic word, the designation, the first Arabic word.
    expect(pieces.map((p) => p.trim()).filter(Boolean)).toEqual(["جديدة", "ASTM D1234", "الوثيقة"]);
  });

  it("mirrors brackets in right-to-left runs and reverses the neutral runs", async () => {
    const line = texts(visualPieces("نص (مثال) هنا", "rtl", await faces(), 10)).join("|");
    // Left to right: "هنا", " (", "مثال", ") ", "نص" — the opening bracket drawn as ")" on the right.
    expect(line).toBe("هنا| (|مثال|) |نص");
  });

  it("sets Arabic in the Arabic face and Latin in the Latin one", async () => {
    const f = await faces();
    const pieces = visualPieces("Sara سارة", "ltr", f, 10);
    expect(pieces.find((p) => p.text.includes("سارة"))!.font).toBe(f[1].font);
    expect(pieces.find((p) => p.text.includes("Sara"))!.font).toBe(f[0].font);
  });

  it("does not draw bidi controls", async () => {
    expect(texts(visualPieces("a \u2068b\u2069 c\u200f", "ltr", await faces(), 10)).join("")).toBe("a b c");
  });
});

describe("wrapping", () => {
  const width = (s: string) => s.length;
  it("breaks at spaces within the width", () => {
    expect(wrap("aaa bbb ccc dd", 7, width)).toEqual(["aaa bbb", "ccc dd"]);
  });
  it("cuts a word longer than a line", () => {
    expect(wrap("abcdefghij x", 4, width)).toEqual(["abcd", "efgh", "ij x"]);
  });
});
