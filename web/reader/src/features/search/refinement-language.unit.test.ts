// A locale change reloads the translated refinement trees (spec 1 §2): the counts' key includes
// the language (the count calls send it), so the trees come back with names in the new one.
import { describe, expect, it } from "vitest";
import { DEFAULT_STATE } from "./search-url.ts";
import { countsKey } from "./useRefinementCounts.ts";

const state = { ...DEFAULT_STATE, content: "tensile" };

describe("refinement counts per language", () => {
  it("have another key in another language, so the panel loads them again", () => {
    const en = countsKey("content", state, "en", true);
    const fr = countsKey("content", state, "fr", true);
    expect(en).not.toBeNull();
    expect(fr).not.toBe(en);
  });

  it("keep their key over page and sort changes (the counts do not depend on them)", () => {
    expect(countsKey("content", { ...state, page: 3, sort: "oth_col_1,asc" }, "en", true)).toBe(
      countsKey("content", state, "en", true),
    );
  });

  it("are not loaded when not wanted", () => {
    expect(countsKey("content", state, "en", false)).toBeNull();
  });
});
