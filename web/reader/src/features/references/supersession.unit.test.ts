// The supersession line: what the line replaces, its editions oldest first, what replaces it; the
// page's document marked; nothing to draw for a lone edition.
import { describe, expect, it } from "vitest";
import { supersessionLine } from "./supersession.ts";

const version = (code: string, year: number, isLatest = false) => ({
  id: year,
  designationNo: "D1",
  designation: `D1-${year}`,
  displayDesignation: `ASTM D1-${year}`,
  contentCode: code,
  publisherCode: "ASTM",
  status: isLatest ? "Active" : "Historical",
  isLatest,
  editionYear: year,
});
const doc = (code: string, status: string) => ({
  contentCode: code,
  displayDesignation: code,
  title: "T",
  status,
  editionYear: 2020,
});

describe("the supersession line", () => {
  it("runs from what the line replaces, through its editions oldest first, to what replaces it", () => {
    const line = supersessionLine({
      contentCode: "d1-14",
      displayDesignation: "ASTM D1-14",
      status: "Historical",
      // Newest first, as the metadata lists them.
      versions: [version("d1-20", 2020, true), version("d1-14", 2014), version("d1-09", 2009)],
      supersession: { replaces: [doc("old-a", "Withdrawn Replaced")], replacedBy: [doc("new-b", "Active")] },
    });
    expect(line.map((n) => [n.kind, n.contentCode, n.current])).toEqual([
      ["replaced", "old-a", false],
      ["edition", "d1-09", false],
      ["edition", "d1-14", true],
      ["edition", "d1-20", false],
      ["replacement", "new-b", false],
    ]);
  });

  it("is no line for a lone edition that replaces nothing", () => {
    const lone = {
      contentCode: "d1-20",
      displayDesignation: "ASTM D1-20",
      status: "Active",
      versions: [version("d1-20", 2020, true)],
      supersession: { replaces: [], replacedBy: [] },
    };
    expect(supersessionLine(lone)).toEqual([]);
    // One replacement makes it a line.
    expect(
      supersessionLine({ ...lone, supersession: { replaces: [], replacedBy: [doc("x", "Active")] } }),
    ).toHaveLength(2);
  });
});
