// The review's CSV cells: RFC 4180 quoting (commas, quotes, line breaks) and formula injection
// guarded — a cell a spreadsheet would read as a formula (= + - @, a tab or a carriage return
// first) is written as text with a leading apostrophe; Arabic and empty cells as they are.
import { describe, expect, it } from "vitest";
import { csvCell } from "./reviews-csv.ts";

describe("a CSV cell", () => {
  it("is written as it is when nothing needs quoting", () => {
    expect(csvCell("No impact")).toBe("No impact");
    expect(csvCell("يلزم إجراء")).toBe("يلزم إجراء");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("is quoted when it holds a comma, a quote or a line break, quotes doubled", () => {
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "no"')).toBe('"say ""no"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  for (const [raw, written] of [
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["=a,b", `"'=a,b"`],
  ])
    it(`writes ${JSON.stringify(raw)} as text`, () => {
      expect(csvCell(raw)).toBe(written);
    });

  it("leaves a sign inside the text alone", () => {
    expect(csvCell("a-b = c")).toBe("a-b = c");
  });
});
