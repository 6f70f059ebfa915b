// Snippets as plain text and highlight ranges (issue 29): markers become ranges, neighbouring
// highlighted words one range, markup in a document stays text, stray markers are harmless.
import { describe, expect, it } from "vitest";
import { STOP_MARK as E, highlightedTerms, parseMarked, START_MARK as S } from "./snippets.ts";

describe("parseMarked", () => {
  it("turns the markers into ranges of the plain text", () => {
    const out = parseMarked(`The ${S}specimen${E} shall be ${S}tested${E}.`);
    expect(out.text).toBe("The specimen shall be tested.");
    expect(out.highlights.map((h) => out.text.slice(h.start, h.end))).toEqual(["specimen", "tested"]);
  });

  it("joins the words of a phrase into one range", () => {
    const out = parseMarked(`the ${S}tensile${E} ${S}strength${E} is`);
    expect(out.highlights.map((h) => out.text.slice(h.start, h.end))).toEqual(["tensile strength"]);
  });

  it("keeps a document's markup as text, and survives unbalanced markers", () => {
    const out = parseMarked(`<b>${S}x${E}</b> ${E}${S}${S}tail`);
    expect(out.text).toBe("<b>x</b> tail");
    expect(out.highlights.map((h) => out.text.slice(h.start, h.end))).toEqual(["x", "tail"]);
  });

  it("counts in UTF-16 code units, as the reader slices", () => {
    const out = parseMarked(`😀 ${S}Prüfkörper${E}`);
    expect(out.text.slice(out.highlights[0].start, out.highlights[0].end)).toBe("Prüfkörper");
  });
});

describe("highlightedTerms", () => {
  it("lists each highlighted word once, in lower case, without punctuation", () => {
    const a = parseMarked(`${S}Tested${E}, ${S}flanges.${E}`);
    const b = parseMarked(`${S}tested${E}`);
    expect(highlightedTerms([a, b])).toEqual(["tested", "flanges"]);
  });
});
