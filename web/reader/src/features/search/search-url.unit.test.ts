import { describe, expect, it } from "vitest";
import { pageItems } from "../../components/pagination.ts";
import {
  DEFAULT_STATE,
  keywordsOf,
  pageCount,
  pageQuery,
  readSearchState,
  scopeSwitchSearch,
  sortTypeOf,
  updateSearchState,
  writeSearchState,
} from "./search-url.ts";

describe("search state in the URL", () => {
  it("reads every parameter of a link", () => {
    const categories = [{ k: "ASTM", n: "ASTM International", r: "pub" }];
    const q = new URLSearchParams({
      content: "steel pipe",
      stype: "D",
      publisherid: "ASTM",
      sortcounts: "50",
      page: "3",
      sort: "oth_col_1,desc",
      categories: JSON.stringify(categories),
      cites: "77",
    });
    expect(readSearchState(q)).toEqual({
      content: "steel pipe",
      stype: "D",
      publisherid: "ASTM",
      sortcounts: 50,
      page: 3,
      sort: "oth_col_1,desc",
      categories,
      cites: 77,
    });
  });

  it("falls back to the defaults for missing or disallowed values instead of failing", () => {
    expect(readSearchState("")).toEqual(DEFAULT_STATE);
    const state = readSearchState(
      "?stype=X&sortcounts=33&page=-2&sort=price,asc&categories=%7Bnot-json&publisherid=" + "x".repeat(101),
    );
    expect(state).toEqual(DEFAULT_STATE);
    expect(readSearchState("?page=1.5").page).toBe(0);
    expect(readSearchState("?page=abc").page).toBe(0);
  });

  it("accepts the page sizes 25, 50, 75 and 100 only; 25 by default", () => {
    for (const size of [25, 50, 75, 100]) expect(readSearchState(`?sortcounts=${size}`).sortcounts).toBe(size);
    expect(readSearchState("?sortcounts=10").sortcounts).toBe(25);
    expect(readSearchState("?sortcounts=1000").sortcounts).toBe(25);
  });

  it("reads stype case-insensitively (K, D, A)", () => {
    expect(readSearchState("?stype=k").stype).toBe("K");
    expect(readSearchState("?stype=a").stype).toBe("A");
  });

  it("cuts the text at 500 characters", () => {
    expect(readSearchState(`?content=${"a".repeat(700)}`).content).toHaveLength(500);
  });

  it("drops malformed refinement items of the categories list", () => {
    const raw = JSON.stringify([
      { k: "D01", r: "com", pk: ["D"] },
      { k: "", r: "com" },
      { k: "x", r: "nope" },
      "junk",
      { k: "D01", r: "com" },
    ]);
    expect(readSearchState(`?categories=${encodeURIComponent(raw)}`).categories).toEqual([
      { k: "D01", r: "com", pk: ["D"] },
    ]);
  });

  it("writes a state that reads back the same (a link reproduces the view)", () => {
    const state = {
      content: "50% RH & more",
      stype: "K" as const,
      publisherid: "API",
      sortcounts: 75 as const,
      page: 2,
      sort: "oth_col_1,asc" as const,
      categories: [{ k: "23.040", n: "Pipeline components", r: "ics" as const, pk: ["23"] }],
      cites: 1234,
    };
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it("reads cites as a document id, anything else as none", () => {
    expect(readSearchState("content=&cites=42").cites).toBe(42);
    for (const bad of ["0", "-3", "1.5", "abc", "2147483648", ""])
      expect(readSearchState(`cites=${bad}`).cites).toBe(null);
  });

  it("leaves defaults out of the written URL but always writes content and stype", () => {
    expect(writeSearchState({ ...DEFAULT_STATE, content: "pipe" })).toBe("content=pipe&stype=A");
  });

  it("goes back to the first page when what matches changes, not when only the page changes", () => {
    const state = { ...DEFAULT_STATE, content: "pipe", page: 4 };
    expect(updateSearchState(state, { page: 5 }).page).toBe(5);
    expect(updateSearchState(state, { sortcounts: 50 }).page).toBe(0);
    expect(updateSearchState(state, { categories: [{ k: "ASTM", r: "pub" }] }).page).toBe(0);
    expect(updateSearchState(state, { sort: "oth_col_1,asc" }).page).toBe(0);
  });

  it("switching scope keeps the query string but resets the text and the page", () => {
    const q = new URLSearchParams(scopeSwitchSearch("?content=pipe&stype=D&page=3&sortcounts=50"));
    expect(q.get("content")).toBe("");
    expect(q.get("stype")).toBe("D");
    expect(q.get("sortcounts")).toBe("50");
    expect(q.has("page")).toBe(false);
  });
});

describe("search request values", () => {
  it("sends '*' for an empty text, else the decoded, trimmed text cut at 500", () => {
    expect(keywordsOf("")).toBe("*");
    expect(keywordsOf("   ")).toBe("*");
    expect(keywordsOf("  steel%20pipe ")).toBe("steel pipe");
    expect(keywordsOf("50% RH")).toBe("50% RH");
    expect(keywordsOf("b".repeat(600))).toHaveLength(500);
  });

  it("omits the sort for best match and uses OVERRIDE_SORT for A-Z / Z-A", () => {
    const best = { ...DEFAULT_STATE };
    expect(pageQuery(best)).toEqual({ page: 0, size: 25 });
    expect(sortTypeOf(best)).toBe("BEST_MATCH");
    const az = { ...DEFAULT_STATE, sort: "oth_col_1,asc" as const, page: 2, sortcounts: 100 as const };
    expect(pageQuery(az)).toEqual({ page: 2, size: 100, sort: "oth_col_1,asc" });
    expect(sortTypeOf(az)).toBe("OVERRIDE_SORT");
  });
});

describe("pagination", () => {
  it("counts pages of the results", () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });

  it("shows every page when there are few, and '...' for gaps when there are many", () => {
    expect(pageItems(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageItems(0, 40)).toEqual([0, 1, "gap-end", 39]);
    expect(pageItems(20, 40)).toEqual([0, "gap-start", 19, 20, 21, "gap-end", 39]);
    expect(pageItems(39, 40)).toEqual([0, "gap-start", 38, 39]);
    // A gap of one page shows the page instead of '...'.
    expect(pageItems(3, 40)).toEqual([0, 1, 2, 3, 4, "gap-end", 39]);
  });
});
