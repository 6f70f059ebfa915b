import { describe, expect, it } from "vitest";
import { searchBody } from "./search-api.ts";
import { DEFAULT_STATE } from "./search-url.ts";

describe("search request bodies", () => {
  it("sends '*' and the search field of stype for an empty subscription search", () => {
    expect(searchBody("mysubscription", DEFAULT_STATE)).toEqual({
      keywords: "*",
      searchField: "all",
      sortType: "BEST_MATCH",
    });
  });

  it("content search sends the categories list; the subscription search sends the payload groups", () => {
    const state = {
      ...DEFAULT_STATE,
      content: "pipe",
      stype: "D" as const,
      sort: "oth_col_1,desc" as const,
      publisherid: "ASTM",
      categories: [
        { k: "ASTM", r: "pub" as const },
        { k: "23", r: "ics" as const },
      ],
    };
    expect(searchBody("content", state)).toEqual({
      keywords: "pipe",
      searchField: "designation",
      sortType: "OVERRIDE_SORT",
      publisherId: "ASTM",
      refinements: state.categories,
    });
    expect(searchBody("mysubscription", state)).toEqual({
      keywords: "pipe",
      searchField: "designation",
      sortType: "OVERRIDE_SORT",
      publisherId: "ASTM",
      publisherRefinement: ["ASTM"],
      icsCodeRefinement: ["23"],
    });
  });
});
