// Anchoring in the text on screen: the selectors of a selection, and finding a quote again with
// its context — whitespace differences ignored, a repeated passage placed by its context (then
// nearest the position), nothing placed when the quote is not there.
import { describe, expect, it } from "vitest";
import { CONTEXT_CHARS, findQuote, quoteOf, selectorsOf, squeeze } from "./anchoring.ts";

const TEXT = [
  "4.1 Apparatus. The instrument shall be calibrated before each shift.",
  "NOTE 1 - Keep the calibration record with the inspection report.",
  "5.3 Procedure. Scan the weld from both sides.",
  "NOTE 2 - Keep the calibration record with the inspection report.",
  "7. Report.",
].join("\n");

describe("anchoring", () => {
  it("squeezes whitespace out and maps back to the original offsets", () => {
    const { s, map } = squeeze("a b\n c");
    expect(s).toBe("abc");
    expect(map).toEqual([0, 2, 5, 6]);
  });

  it("a selection's selectors: the quote with up to 32 characters of context each side, the position, the page", () => {
    const start = TEXT.indexOf("Scan the weld");
    const end = start + "Scan the weld".length;
    const [quote, position, page] = selectorsOf(TEXT, start, end, 3);
    expect(quote).toMatchObject({ type: "TextQuoteSelector", exact: "Scan the weld" });
    expect(quote.prefix!.length).toBeLessThanOrEqual(CONTEXT_CHARS);
    expect(quote.prefix!.endsWith("5.3 Procedure. ")).toBe(true);
    expect(quote.suffix!.startsWith(" from both sides.")).toBe(true);
    expect(position).toEqual({ type: "TextPositionSelector", start, end });
    expect(page).toEqual({ type: "PageSelector", page: 3 });
    expect(selectorsOf(TEXT, start, end)).toHaveLength(2);
  });

  it("finds a quote although the text breaks its lines elsewhere (a PDF text layer)", () => {
    const layer = "5.3 Procedure.Scan the\nweld from\nboth sides.";
    const hit = findQuote(layer, { exact: "Scan the weld from both" });
    expect(hit).not.toBeNull();
    expect(layer.slice(hit!.start, hit!.end)).toBe("Scan the\nweld from\nboth");
  });

  it("places a repeated passage where its context agrees, whatever the position hint says", () => {
    const exact = "Keep the calibration record";
    const second = TEXT.lastIndexOf(exact);
    const [quote] = selectorsOf(TEXT, second, second + exact.length);
    const hit = findQuote(TEXT, { exact, prefix: quote.prefix, suffix: quote.suffix }, 0);
    expect(hit).toEqual({ start: second, end: second + exact.length });
    // Without context the position decides.
    expect(findQuote(TEXT, { exact }, second - 3)?.start).toBe(second);
    expect(findQuote(TEXT, { exact }, 0)?.start).toBe(TEXT.indexOf(exact));
  });

  it("falls back to a case-insensitive match, and places nothing when the quote is absent", () => {
    expect(findQuote(TEXT, { exact: "scan THE weld" })?.start).toBe(TEXT.indexOf("Scan the weld"));
    expect(findQuote(TEXT, { exact: "ultrasonic examination" })).toBeNull();
    expect(findQuote(TEXT, { exact: "  \n" })).toBeNull();
  });

  it("reads the quote from the selectors, else from the selected text", () => {
    expect(quoteOf([{ type: "TextQuoteSelector", exact: "a", prefix: "p", suffix: "s" }], "b")).toEqual({
      exact: "a",
      prefix: "p",
      suffix: "s",
    });
    expect(quoteOf([{ type: "PageSelector", page: 2 }], "b")).toEqual({ exact: "b" });
    expect(quoteOf(undefined, " ")).toBeNull();
  });
});
