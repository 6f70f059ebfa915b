import { describe, expect, it } from "vitest";
import type { RefinementItem } from "./refinement-selection.ts";
import {
  FOLDED_COUNT,
  foldsPublishers,
  hasDeepCounts,
  indentOf,
  mergeLists,
  type TreeNode,
  type ViewOptions,
  viewOf,
  visibleLevel,
} from "./refinement-tree.ts";

function node(key: string, count: number | null, child: TreeNode[] = [], parentKey: string[] = []): TreeNode {
  return { key, name: key, parentKey, parentName: parentKey, count, isChecked: false, child };
}

const base: ViewOptions = { root: "pub", selection: [], hideZero: false, entitled: false, publisherOnly: false };

describe("refinement trees", () => {
  it("indents 15 px per level", () => {
    expect(indentOf(0)).toBe(0);
    expect(indentOf(1)).toBe(15);
    expect(indentOf(3)).toBe(45);
  });

  it("shows zero-count nodes unless the user hides them; a chosen node is always shown", () => {
    const empty = node("AATCC", 0);
    expect(viewOf(empty, base)).not.toBeNull();
    expect(viewOf(empty, { ...base, hideZero: true })).toBeNull();
    const chosen: RefinementItem[] = [{ k: "AATCC", r: "pub" }];
    expect(viewOf(empty, { ...base, hideZero: true, selection: chosen })).not.toBeNull();
  });

  it("in subscription search a node without documents is disabled unless it is chosen (forced)", () => {
    const empty = node("AATCC", 0);
    expect(viewOf(empty, { ...base, entitled: true })?.disabled).toBe(true);
    expect(viewOf(empty, { ...base, entitled: true, selection: [{ k: "AATCC", r: "pub" }] })?.disabled).toBe(false);
    expect(viewOf(node("ASTM", 12), { ...base, entitled: true })?.disabled).toBe(false);
    expect(viewOf({ ...node("X", 3), disabled: true }, base)?.disabled).toBe(true);
  });

  it("keeps the alternatives of a chosen node usable in subscription search (OR within a root)", () => {
    const chosen: RefinementItem[] = [{ k: "ASTM", r: "pub" }];
    expect(viewOf(node("ISO", 0), { ...base, entitled: true, selection: chosen })?.disabled).toBe(false);
    expect(viewOf(node("D01", 0), { ...base, root: "com", entitled: true, selection: chosen })?.disabled).toBe(true);
  });

  it("publisher-only mode hides publisher and category nodes without documents", () => {
    expect(viewOf(node("AATCC", 0), { ...base, publisherOnly: true })).toBeNull();
    expect(viewOf(node("CAT1", 0), { ...base, root: "cat", publisherOnly: true })).toBeNull();
    expect(viewOf(node("D01", 0), { ...base, root: "com", publisherOnly: true })).not.toBeNull();
  });

  it("marks a node under a chosen parent as checked and inherited", () => {
    const child = node("23.040", 4, [], ["23"]);
    const view = viewOf(child, { ...base, root: "ics", selection: [{ k: "23", r: "ics" }] });
    expect(view).toMatchObject({ checked: true, inherited: true });
  });

  it("folds the main tenant's publisher list after 2 until 'see more'", () => {
    const nodes = ["ASTM", "API", "ISO", "IEC"].map((k) => node(k, 5));
    expect(foldsPublishers("publisherList", true, 0)).toBe(true);
    expect(foldsPublishers("publisherList", false, 0)).toBe(false);
    expect(foldsPublishers("committeeList", true, 0)).toBe(false);
    const folded = visibleLevel(nodes, "publisherList", base, { folded: true, limit: FOLDED_COUNT });
    expect(folded.views.map((v) => v.node.key)).toEqual(["ASTM", "API"]);
    expect(folded.hidden).toBe(2);
    expect(visibleLevel(nodes, "publisherList", base, { folded: false, limit: FOLDED_COUNT }).views).toHaveLength(4);
  });

  it("takes each node's root from the reply: other content lists publishers (pub) and nodes (oc)", () => {
    const mixed = [{ ...node("CFR", 2), root: "pub" }, { ...node("OC-REG", 2), root: "oc" }, node("OC-X", 1)];
    const { views } = visibleLevel(mixed, "otherContentList", base, null);
    expect(views.map((v) => v.root)).toEqual(["pub", "oc", "oc"]);
  });

  it("top-level counts never replace a list that already has its deeper counts", () => {
    const deep = [node("23", 9, [node("23.040", 4, [], ["23"])])];
    const top = [node("23", 9, [node("23.040", null, [], ["23"])])];
    expect(hasDeepCounts(deep)).toBe(true);
    expect(hasDeepCounts(top)).toBe(false);
    expect(mergeLists({ icsCodeList: deep }, { icsCodeList: top }, "top").icsCodeList).toBe(deep);
    expect(mergeLists({ icsCodeList: top }, { icsCodeList: deep }, "full").icsCodeList).toBe(deep);
    expect(mergeLists({}, { categoryList: top }, "top").categoryList).toBe(top);
  });
});
