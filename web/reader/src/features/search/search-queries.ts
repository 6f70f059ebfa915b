// The results of a search in the query cache. The key is the search the address describes (its
// scope, its state written as in the address, and the interface language the API stems in), so
// the search boot.ts started for the address (api/early-queries.ts) is the entry the search page
// reads. A newer search cancels the one running: the query function hands TanStack Query's signal
// to the call, and a query nobody watches any more is cancelled.
import { queryOptions } from "@tanstack/react-query";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { orFail } from "../../api/queries.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { getTree, loadTrees } from "./refinement-trees.ts";
import {
  type CountLoad,
  fullCounts,
  loadTypeAhead,
  publisherCounts,
  runSearch,
  searchBody,
  topLevelCounts,
} from "./search-api.ts";
import { type SearchState, writeSearchState } from "./search-url.ts";
import type { TypeAheadRequest } from "./type-ahead.ts";

/**
 * How long a search's results are reused without asking again: the time within which an early
 * answer is still used (api/prefetch.ts), so the page does not repeat the search boot.ts started.
 */
export const SEARCH_RESULTS_FRESH_MS = PREFETCH_FRESH_MS;

export const searchKeys = {
  all: ["search"] as const,
  results: (type: SearchTypeCode, state: SearchState, language: string) =>
    ["search", "results", type, writeSearchState(state), language] as const,
  trees: (type: SearchTypeCode, language: string) => ["search", "refinement-trees", type, language] as const,
  treeCall: (path: string, language: string) => ["search", "refinement-tree-call", path, language] as const,
  counts: (load: CountLoad, type: SearchTypeCode, state: SearchState, language: string) =>
    ["search", "refinement-counts", load, countsKey(type, state, language)] as const,
  typeAhead: (request: TypeAheadRequest) => ["search", "type-ahead", request] as const,
};

/**
 * The suggestions for a term (or more of one publisher's, with `publisher`). A term looked up a
 * moment ago is shown again without asking (reopening the suggestions, typing it back); a newer
 * term cancels the lookup nobody waits for any more.
 */
export const typeAheadQuery = (request: TypeAheadRequest) =>
  queryOptions({
    queryKey: searchKeys.typeAhead(request),
    staleTime: 60_000,
    queryFn: async ({ signal }) => orFail(await loadTypeAhead(request, signal)),
  });

/**
 * Everything that changes the counts: the body of the search (not its page or sort) and the
 * language — the trees' names come in the interface language, so a locale change reloads them
 * (spec 1 §2).
 */
export function countsKey(type: SearchTypeCode, state: SearchState, language: string): string {
  return JSON.stringify([type, searchBody(type, { ...state, page: 0, sort: "BEST_MATCH" }), language]);
}

/**
 * One load of the refinement counts of a search: the top-level counts of the publisher or the
 * category section (the panel's first paint), the publishers at every level, or every other
 * tree's nodes. Not kept once no panel shows them (a search done again counts again, as before);
 * a newer search cancels the calls of the one no panel shows any more.
 */
export const refinementCountsQuery = (load: CountLoad, type: SearchTypeCode, state: SearchState, language: string) =>
  queryOptions({
    queryKey: searchKeys.counts(load, type, state, language),
    gcTime: 0,
    queryFn: async ({ signal }) =>
      orFail(
        await (load === "publisherTop"
          ? topLevelCounts(type, state, "Publisher", language, signal)
          : load === "categoryTop"
            ? topLevelCounts(type, state, "Category", language, signal)
            : load === "publisher"
              ? publisherCounts(type, state, signal)
              : fullCounts(type, state, language, signal)),
      ),
  });

/** Spec 1 §7: a refinement tree call's reply is used again for this long. */
export const REFINEMENT_TREE_FRESH_MS = 720_000;

/**
 * One refinement tree call in a language (TREE_CALLS), kept REFINEMENT_TREE_FRESH_MS: every
 * search page and scope asks the cache, which calls once in that time (concurrent reads share one
 * call). A failed call is not kept: the next read asks again.
 */
export const refinementTreeCallQuery = (path: string, language: string) =>
  queryOptions({
    queryKey: searchKeys.treeCall(path, language),
    staleTime: REFINEMENT_TREE_FRESH_MS,
    gcTime: REFINEMENT_TREE_FRESH_MS,
    queryFn: async () => orFail(await getTree(path, language)),
  });

/**
 * The refinement trees of a scope in the interface language (the refinement panel; the counts fill
 * them): the tree calls through refinementTreeCallQuery, or the subscription's refinement nodes
 * (whose signal a scope or language nobody shows any more cancels).
 */
export const refinementTreesQuery = (type: SearchTypeCode, language: string) =>
  queryOptions({
    queryKey: searchKeys.trees(type, language),
    // Not kept once no panel shows them: a panel that opens starts empty, as before.
    gcTime: 0,
    queryFn: ({ client, signal }) =>
      loadTrees(type, language, (path) => client.fetchQuery(refinementTreeCallQuery(path, language)), signal),
  });

export const searchResultsQuery = (type: SearchTypeCode, state: SearchState, language: string) =>
  queryOptions({
    queryKey: searchKeys.results(type, state, language),
    staleTime: SEARCH_RESULTS_FRESH_MS,
    queryFn: async ({ signal }) => orFail(await runSearch(type, state, language, signal)),
  });
