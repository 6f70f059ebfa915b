// The search's key is the search the address describes: what the page reads and what the early
// query of the address (api/early-queries.ts) fills are the same entry.
import { describe, expect, it } from "vitest";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { searchResultsQuery } from "./search-queries.ts";
import { readSearchState } from "./search-url.ts";

describe("search results query", () => {
  it("is the same for the same address, whatever the order of its parameters", () => {
    const a = searchResultsQuery("content", readSearchState("?content=tensile&sort=oth_col_1%2Casc"), "en");
    const b = searchResultsQuery("content", readSearchState("?sort=oth_col_1%2Casc&content=tensile"), "en");
    expect(a.queryKey).toEqual(b.queryKey);
  });

  it("differs by scope, search and language (the API stems in the interface language)", () => {
    const state = readSearchState("?content=tensile");
    const key = searchResultsQuery("content", state, "en").queryKey;
    expect(searchResultsQuery("mysubscription", state, "en").queryKey).not.toEqual(key);
    expect(searchResultsQuery("content", readSearchState("?content=tensile&page=1"), "en").queryKey).not.toEqual(key);
    expect(searchResultsQuery("content", state, "fr").queryKey).not.toEqual(key);
  });

  it("stays fresh as long as an early answer is used (the page does not repeat boot's search)", () => {
    expect(searchResultsQuery("content", readSearchState("?content=tensile"), "en").staleTime).toBe(PREFETCH_FRESH_MS);
  });
});
