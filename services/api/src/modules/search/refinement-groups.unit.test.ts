// The payload's refinement groups each file their keys under their own root (issue 11 item 16:
// five of the eight groups could be filed under an empty root without a test failing).
import { describe, expect, it } from "vitest";
import { refinementFilter } from "./search-query.ts";

const GROUPS = {
  refinementData: "dt",
  icsCodeRefinement: "ics",
  sectorRefinement: "sec",
  categoryRefinement: "cat",
  committeeRefinement: "com",
  publisherRefinement: "pub",
  topicRefinement: "top",
  otherContentRefinement: "oc",
} as const;

describe("refinement payload groups", () => {
  it.each(Object.entries(GROUPS))("%s is filed under %s", (group, root) => {
    const filter = refinementFilter({ [group]: [" key-a ", "key-b", "key-a", ""] });
    expect([...filter.keys()]).toEqual([root]);
    expect([...(filter.get(root as never) ?? [])]).toEqual(["key-a", "key-b"]);
  });

  it("all groups and the URL's list together: one set per root, roots apart", () => {
    const payload = Object.fromEntries(Object.keys(GROUPS).map((g) => [g, [`${g}-key`]]));
    const filter = refinementFilter({ ...payload, refinements: [{ r: "DT", k: "from-url" }] });
    expect(filter.size).toBe(8);
    for (const [group, root] of Object.entries(GROUPS))
      expect(filter.get(root as never)?.has(`${group}-key`)).toBe(true);
    expect([...(filter.get("dt" as never) ?? [])]).toEqual(["from-url", "refinementData-key"]);
  });
});
