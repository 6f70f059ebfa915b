// The trees come from the tree calls and the count replies fill them (spec 1 §7, issue 12).
import { describe, expect, it } from "vitest";
import type { TreeNode } from "./refinement-tree.ts";
import { fillLists, fillTree, listsOfReply, TREE_CALLS } from "./refinement-trees.ts";

const node = (key: string, child: TreeNode[] = [], count: number | null = null, root = "dt"): TreeNode => ({
  key,
  name: `Name ${key}`,
  parentKey: [],
  parentName: [],
  count,
  isChecked: false,
  root,
  child,
});

describe("fillTree", () => {
  const tree = [node("std", [node("std-test"), node("std-spec")]), node("guide")];

  it("shows the tree uncounted until its counts arrive", () => {
    const shown = fillTree(tree, undefined);
    expect(shown.map((n) => n.key)).toEqual(["std", "guide"]);
    expect(shown[0].count).toBeNull();
    expect(shown[0].child.map((c) => c.count)).toEqual([null, null]);
  });

  it("takes counts, checked and disabled state from the count reply by key, names from the tree", () => {
    const counts = [
      { ...node("std", [node("std-test", [], 3), node("std-spec", [], 0)], 3), name: "other name", isChecked: true },
      { ...node("guide", [], 0), disabled: true },
    ];
    const shown = fillTree(tree, counts);
    expect(shown[0]).toMatchObject({ key: "std", name: "Name std", count: 3, isChecked: true });
    expect(shown[0].child.map((c) => [c.key, c.count])).toEqual([
      ["std-test", 3],
      ["std-spec", 0],
    ]);
    expect(shown[1]).toMatchObject({ count: 0, disabled: true });
  });

  it("leaves out the nodes the count reply leaves out (its hiding rules)", () => {
    const shown = fillTree(tree, [node("guide", [], 4)]);
    expect(shown.map((n) => n.key)).toEqual(["guide"]);
  });
});

describe("fillLists", () => {
  it("fills every tree and keeps the lists only the counts have (publishers)", () => {
    const lists = fillLists(
      { documentTypeList: [node("std")] },
      { documentTypeList: [node("std", [], 7)], publisherList: [node("ASTM", [], 9, "pub")] },
    );
    expect(lists.documentTypeList?.[0].count).toBe(7);
    expect(lists.publisherList?.[0]).toMatchObject({ key: "ASTM", count: 9 });
  });
});

describe("tree calls", () => {
  it("are the spec's refinement calls, each for its lists", () => {
    expect(TREE_CALLS.map((c) => c.path)).toEqual([
      "/api/refinement/document-types",
      "/api/refinement/ICSCodes",
      "/api/refinement/committee",
      "/api/refinement/sectors-and-themes",
      "/api/refinement/other-content",
      "/api/refinement/taxonomy/CATEGORY",
    ]);
    expect(listsOfReply(["industryList", "topicList"], { industryList: [node("a")], topicList: [] })).toEqual({
      industryList: [node("a")],
      topicList: [],
    });
    expect(listsOfReply(["committeeList"], [node("c")])).toEqual({ committeeList: [node("c")] });
  });
});
