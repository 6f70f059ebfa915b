// The words of a clause search found in a document's text for its highlights (issue 29).
import { describe, expect, it } from "vitest";
import { firstFrom, termSpans } from "./term-spans.ts";

const words = (text: string, terms: string[]) => termSpans(text, terms).map((s) => text.slice(s.start, s.end));

describe("termSpans", () => {
  it("finds whole words in any case, longest first, in text order", () => {
    expect(words("Tested flanges; the flange was tested. Untested.", ["tested", "flange", "flanges"])).toEqual([
      "Tested",
      "flanges",
      "flange",
      "tested",
    ]);
  });

  it("reads terms as text, not as patterns", () => {
    expect(words("a (b) a.b axb", ["a.b", "(b)"])).toEqual(["(b)", "a.b"]);
  });

  it("finds words of unspaced scripts and Arabic inside words", () => {
    expect(words("ويجب أن يجب", ["يجب"])).toEqual(["يجب", "يجب"]);
    expect(words("试样应在标准环境中调节", ["标准"])).toEqual(["标准"]);
  });

  it("stops at the maximum and ignores empty terms", () => {
    expect(termSpans("a a a a", ["a"], 2)).toHaveLength(2);
    expect(termSpans("a", ["", " "])).toEqual([]);
  });

  it("starts the matches at the clause jumped to", () => {
    const spans = termSpans("x y x y x", ["x"]);
    expect(firstFrom(spans, 3)).toBe(1);
    expect(firstFrom(spans, 100)).toBe(0);
  });
});
