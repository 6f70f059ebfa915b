// The search call of each scope (spec 1 §7) as data — path, paging query and body — built by pure
// functions without the client, so that boot.ts can start the search of the address before the
// app has loaded (api/early-requests.ts) and the page then finds its answer (search-api.ts sends
// the very same request).
import type { Schemas } from "../../api/types.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { refinementGroups } from "./refinement-selection.ts";
import { keywordsOf, pageQuery, SEARCH_FIELDS, type SearchState, sortTypeOf } from "./search-url.ts";

type SearchRequest = Schemas["SearchRequest"];

/**
 * The body of a search (spec 1 §7): keywords ('*' when empty), searchField from stype, sortType,
 * and the refinements — the categories list for content search, the payload groups for the
 * subscription search; publisherId when the search is scoped to one publisher.
 */
export function searchBody(type: SearchTypeCode, state: SearchState): SearchRequest {
  const body: SearchRequest = {
    keywords: keywordsOf(state.content),
    searchField: SEARCH_FIELDS[state.stype],
    sortType: sortTypeOf(state),
  };
  if (state.publisherid) body.publisherId = state.publisherid;
  if (state.cites !== null) body.citesContentId = state.cites;
  if (state.categories.length) {
    if (type === "mysubscription") Object.assign(body, refinementGroups(state.categories));
    else body.refinements = state.categories;
  }
  return body;
}

export const SEARCH_PATHS = {
  content: "/api/documents/search",
  mysubscription: "/api/documents/entitled-documents/search",
  semantic: "/api/semantic-search/v1/query",
} as const satisfies Record<SearchTypeCode, string>;

/**
 * The search call of a scope, with the interface language (the API stems the query in it, as it
 * names the refinement counts' nodes): discovery search sends the keywords, page and size only.
 * search-api.ts sends this very body, so an early request of the same address is reused.
 */
export function searchRequest(
  type: SearchTypeCode,
  state: SearchState,
  language: string,
): { path: string; query: Record<string, string | number>; body: object } {
  const query = pageQuery(state);
  if (type === "semantic")
    return {
      path: SEARCH_PATHS.semantic,
      query: { page: query.page, size: query.size },
      body: { keywords: keywordsOf(state.content) },
    };
  return { path: SEARCH_PATHS[type], query, body: { ...searchBody(type, state), language } };
}
