// CSV cells of the bulk export: RFC 4180 quoting, and no formula runs when a spreadsheet opens the file.
import { describe, expect, it } from "vitest";
import { csvCell } from "./bulk-export.ts";

describe("csvCell", () => {
  it("quotes a cell with a comma, quote or line break, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Steel, carbon")).toBe('"Steel, carbon"');
    expect(csvCell('He said "no"')).toBe('"He said ""no"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });

  it("puts an apostrophe before a cell a spreadsheet would read as a formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("A-1")).toBe("A-1");
  });
});
