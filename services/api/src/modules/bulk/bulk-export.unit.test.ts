// CSV cells of the bulk export: RFC 4180 quoting, no formula runs when a spreadsheet opens the file,
// and column headers in each of the 14 languages.
import { LOCALES } from "@norma/contracts/locales";
import { describe, expect, it } from "vitest";
import { CSV_HEADER_CATALOGUES, csvCell, csvHeader } from "./bulk-export.ts";

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

describe("CSV column headers", () => {
  it("every locale names every column, none empty and none holding a line break", () => {
    for (const locale of LOCALES) {
      const own = CSV_HEADER_CATALOGUES[locale];
      expect(Object.keys(own).sort(), locale).toEqual(Object.keys(CSV_HEADER_CATALOGUES.en).sort());
      for (const [k, v] of Object.entries(own)) expect(v?.trim() && !/[\r\n]/.test(v), `${locale} ${k}`).toBeTruthy();
    }
  });

  it("each language's header line is its own (Arabic, German), English the default", () => {
    expect(csvHeader("en").split(",")).toHaveLength(12);
    expect(csvHeader("ar").split(",")[0]).toBe("التسمية");
    expect(csvHeader("de").split(",")[0]).toBe("Bezeichnung");
    expect(new Set(LOCALES.map((l) => csvHeader(l))).size).toBeGreaterThan(10);
  });
});
