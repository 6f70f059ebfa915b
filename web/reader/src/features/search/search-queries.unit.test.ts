// The search's key is the search the address describes: what the page reads and what the early
// query of the address (api/early-queries.ts) fills are the same entry.
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { clearQueryCache, queryClient } from "../../api/queries.ts";
import { TREE_CALLS } from "./refinement-trees.ts";
import {
  REFINEMENT_TREE_FRESH_MS,
  refinementCountsQuery,
  refinementTreeCallQuery,
  refinementTreesQuery,
  searchResultsQuery,
  typeAheadQuery,
} from "./search-queries.ts";
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

describe("refinement trees", () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  const committee = [{ key: "23", name: "Metals", child: [] }];
  const answering = (data: unknown) =>
    vi.spyOn(client, "GET").mockResolvedValue({ data, response: new Response(null) } as never);

  it("use a tree call's reply again for 720000 ms, then ask again (spec 1 §7)", async () => {
    let now = 1_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const get = answering(committee);
    const read = () => queryClient.fetchQuery(refinementTreeCallQuery("/api/refinement/committee", "en"));
    await expect(read()).resolves.toEqual(committee);
    now += REFINEMENT_TREE_FRESH_MS - 1;
    await read();
    expect(get).toHaveBeenCalledTimes(1);
    now += 1;
    await read();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("keep each language's reply apart, keep no failure, and go with the session", async () => {
    const get = answering(committee);
    await queryClient.fetchQuery(refinementTreeCallQuery("/api/refinement/committee", "en"));
    await queryClient.fetchQuery(refinementTreeCallQuery("/api/refinement/committee", "fr"));
    expect(get).toHaveBeenCalledTimes(2);
    get.mockResolvedValue({ data: undefined, error: {}, response: new Response(null, { status: 500 }) } as never);
    const failing = refinementTreeCallQuery("/api/refinement/ICSCodes", "en");
    await expect(queryClient.fetchQuery(failing)).rejects.toThrow();
    await expect(queryClient.fetchQuery(failing)).rejects.toThrow();
    expect(get).toHaveBeenCalledTimes(4);
    clearQueryCache();
    get.mockResolvedValue({ data: committee, response: new Response(null) } as never);
    await queryClient.fetchQuery(refinementTreeCallQuery("/api/refinement/committee", "en"));
    expect(get).toHaveBeenCalledTimes(5);
  });

  it("build a scope's trees from the tree calls, once each, leaving a failed tree out", async () => {
    const get = vi
      .spyOn(client, "GET")
      .mockImplementation((async (path: string) =>
        path === "/api/refinement/ICSCodes"
          ? { data: undefined, error: {}, response: new Response(null, { status: 500 }) }
          : { data: committee, response: new Response(null) }) as never);
    const trees = await queryClient.fetchQuery(refinementTreesQuery("content", "en"));
    expect(trees.committeeList).toEqual(committee);
    expect(trees.icsCodeList).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(TREE_CALLS.length);
    // Another scope in the same language reads the kept replies (only the failed one is asked again).
    await queryClient.fetchQuery(refinementTreesQuery("semantic", "en"));
    expect(get).toHaveBeenCalledTimes(TREE_CALLS.length + 1);
  });
});

describe("refinement counts and type-ahead", () => {
  const state = readSearchState("?content=tensile");

  it("name each count load by the search's body and language, not its page or sort", () => {
    const key = refinementCountsQuery("publisherTop", "content", state, "en").queryKey;
    expect(
      refinementCountsQuery("publisherTop", "content", readSearchState("?content=tensile&page=2"), "en").queryKey,
    ).toEqual(key);
    expect(refinementCountsQuery("categoryTop", "content", state, "en").queryKey).not.toEqual(key);
    expect(refinementCountsQuery("publisherTop", "content", state, "fr").queryKey).not.toEqual(key);
  });

  it("name suggestions by term, scope and publisher", () => {
    const key = typeAheadQuery({ keywords: "d30", searchType: "content" }).queryKey;
    expect(typeAheadQuery({ keywords: "d30", searchType: "content" }).queryKey).toEqual(key);
    expect(typeAheadQuery({ keywords: "d30", searchType: "content", publisher: "ASTM" }).queryKey).not.toEqual(key);
    expect(typeAheadQuery({ keywords: "d31", searchType: "content" }).queryKey).not.toEqual(key);
  });
});
