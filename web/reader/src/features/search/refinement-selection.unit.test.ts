import { describe, expect, it } from "vitest";
import {
  coveringAncestor,
  groupByRoot,
  isCovered,
  MAX_ITEMS,
  type RefinementItem,
  refinementGroups,
  removeItem,
  sanitiseItems,
  toggleNode,
} from "./refinement-selection.ts";

const astm = { key: "ASTM", name: "ASTM International", root: "pub" as const };
const iso = { key: "ISO", name: "ISO", root: "pub" as const };
const ics23 = { key: "23", name: "Fluid systems", root: "ics" as const };
const ics23040 = { key: "23.040", name: "Pipeline components", root: "ics" as const, parentKey: ["23"] };
const ics2304010 = {
  key: "23.040.10",
  name: "Iron and steel pipes",
  root: "ics" as const,
  parentKey: ["23", "23.040"],
};
const standard = { key: "STANDARD", name: "Standard", root: "dt" as const };

describe("refinement selection", () => {
  it("ticks and unticks a node", () => {
    const once = toggleNode([], astm);
    expect(once).toEqual([{ k: "ASTM", n: "ASTM International", r: "pub" }]);
    expect(toggleNode(once, astm)).toEqual([]);
  });

  it("keeps the parent path of a node in its item (pk)", () => {
    expect(toggleNode([], ics2304010)).toEqual([
      { k: "23.040.10", n: "Iron and steel pipes", r: "ics", pk: ["23", "23.040"] },
    ]);
  });

  it("a chosen parent includes its descendants: they show checked and cannot be changed on their own", () => {
    const items = toggleNode([], ics23);
    expect(isCovered(items, ics23040)).toBe(true);
    expect(isCovered(items, ics2304010)).toBe(true);
    expect(coveringAncestor(items, ics2304010)?.k).toBe("23");
    expect(toggleNode(items, ics2304010)).toEqual(items);
  });

  it("ticking a parent replaces the children chosen under it", () => {
    let items = toggleNode([], ics2304010);
    items = toggleNode(items, astm);
    items = toggleNode(items, ics23);
    expect(items.map((i) => i.k)).toEqual(["ASTM", "23"]);
  });

  it("the same key under another root is another choice", () => {
    const items = toggleNode([], { key: "API", root: "pub" });
    expect(isCovered(items, { key: "API", root: "oc" })).toBe(false);
  });

  it("groups choices by root: OR within a root, AND across roots", () => {
    let items: RefinementItem[] = [];
    for (const n of [astm, standard, iso, ics23040]) items = toggleNode(items, n);
    expect(groupByRoot(items)).toEqual([
      ["pub", ["ASTM", "ISO"]],
      ["dt", ["STANDARD"]],
      ["ics", ["23.040"]],
    ]);
    expect(refinementGroups(items)).toEqual({
      publisherRefinement: ["ASTM", "ISO"],
      refinementData: ["STANDARD"],
      icsCodeRefinement: ["23.040"],
    });
  });

  it("a child listed under a chosen parent (e.g. an edited link) adds nothing to the payload", () => {
    const items: RefinementItem[] = [
      { k: "23", r: "ics" },
      { k: "23.040", r: "ics", pk: ["23"] },
    ];
    expect(refinementGroups(items)).toEqual({ icsCodeRefinement: ["23"] });
  });

  it("removes one choice", () => {
    const items = toggleNode(toggleNode([], astm), iso);
    expect(removeItem(items, { k: "ASTM", r: "pub" }).map((i) => i.k)).toEqual(["ISO"]);
  });

  it("never holds more than the limit", () => {
    let items: RefinementItem[] = [];
    for (let i = 0; i < MAX_ITEMS + 5; i++) items = toggleNode(items, { key: `k${i}`, root: "top" });
    expect(items).toHaveLength(MAX_ITEMS);
  });
});

describe("sanitising the categories list of a URL", () => {
  it("keeps well-formed items, lower-cases roots, trims keys and names, reads a string pk as a path of one", () => {
    expect(sanitiseItems([{ k: " D01 ", n: " Committee D01 ", r: "COM", pk: "D" }])).toEqual([
      { k: "D01", n: "Committee D01", r: "com", pk: ["D"] },
    ]);
  });

  it("drops what is not an item and duplicates", () => {
    expect(
      sanitiseItems([
        null,
        3,
        "x",
        { k: 5, r: "pub" },
        { k: "A", r: "zzz" },
        { k: "A", r: "pub" },
        { k: "A", r: "pub" },
      ]),
    ).toEqual([{ k: "A", r: "pub" }]);
    expect(sanitiseItems({ k: "A", r: "pub" })).toEqual([]);
  });

  it("drops over-long keys and cuts long parent paths", () => {
    expect(sanitiseItems([{ k: "x".repeat(201), r: "pub" }])).toEqual([]);
    const pk = Array.from({ length: 30 }, (_, i) => `p${i}`);
    expect(sanitiseItems([{ k: "leaf", r: "ics", pk }])[0].pk).toHaveLength(20);
  });
});
