// PDF selection data both ways: boxes drawn on a page at a scale become quads in PDF user space
// (the form the PDF download and the re-anchoring read), and come back as the same boxes at any
// other scale; a rectangle is read too, and nothing is made of garbage.
import { describe, expect, it } from "vitest";
import { boxesOf, pageOfSelectionData, selectionDataOf } from "./selection-data.ts";

const LETTER = [0, 0, 612, 792] as const;

describe("selection data", () => {
  it("writes one quad per line in PDF user space (y up), the page from 0, the quote escaped", () => {
    const data = selectionDataOf(
      3,
      [{ left: 72, top: 100, width: 200, height: 12 }],
      { view: LETTER, scale: 1 },
      'a < "b"',
    );
    expect(data).toBe('<contents page="2" coords="72,692,272,692,72,680,272,680">a &lt; &quot;b&quot;</contents>');
    expect(pageOfSelectionData(data)).toBe(3);
  });

  it("reads back the same boxes at another zoom, and with a view box not at the origin", () => {
    const boxes = [
      { left: 90, top: 150, width: 300, height: 15 },
      { left: 90, top: 168, width: 120, height: 15 },
    ];
    const drawn = { view: [10, 20, 622, 812], scale: 1.5 };
    const data = selectionDataOf(1, boxes, drawn, "x")!;
    const back = boxesOf(data, drawn)!;
    expect(back.page).toBe(1);
    back.boxes.forEach((b, i) => {
      for (const k of ["left", "top", "width", "height"] as const) expect(b[k]).toBeCloseTo(boxes[i][k], 1);
    });
    const half = boxesOf(data, { view: drawn.view, scale: 0.75 })!;
    expect(half.boxes[0].left).toBeCloseTo(45, 1);
    expect(half.boxes[0].width).toBeCloseTo(150, 1);
  });

  it("reads a rectangle, and nothing from missing or broken data", () => {
    const r = boxesOf('<contents page="0" rect="100,700,300,712"/>', { view: LETTER, scale: 2 })!;
    expect(r.boxes).toEqual([{ left: 200, top: 160, width: 400, height: 24 }]);
    expect(boxesOf(null, { view: LETTER, scale: 1 })).toBeNull();
    expect(boxesOf('<contents coords="1,2,3"/>', { view: LETTER, scale: 1 })).toBeNull();
    expect(selectionDataOf(1, [], { view: LETTER, scale: 1 }, "x")).toBeNull();
    expect(pageOfSelectionData("<contents/>")).toBeNull();
  });
});
