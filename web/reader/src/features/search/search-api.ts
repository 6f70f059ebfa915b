// The search calls of spec 1 §7 through the typed client: the search of each scope, the
// refinement counts, type-ahead and the search feedback. Request bodies are built by pure
// functions (tested); calls return undefined when they fail (the global handler has said why),
// and a cancelled call (AbortSignal) is never reported.
import { client, ui } from "../../api/client.ts";
import type { Schemas } from "../../api/types.ts";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { SEARCH_PATHS, searchBody, searchRequest } from "./search-request.ts";
import { pageQuery, type SearchState } from "./search-url.ts";
import type { TypeAheadLoader } from "./type-ahead.ts";

export type SearchReply = Schemas["SearchReply"];
export type SearchResultDocument = Schemas["SearchResultDocument"];
export type RefinementCounts = Schemas["RefinementCounts"];
export type ApiRefinementNode = Schemas["RefinementNode"];
export type Billboard = Schemas["Billboard"];

export { searchBody } from "./search-request.ts";

/**
 * One page of results of the scope's search (discovery search: by meaning, page and size only),
 * in the interface language — the same `language` as the refinement counts.
 */
export async function runSearch(
  type: SearchTypeCode,
  state: SearchState,
  language: string,
  signal?: AbortSignal,
): Promise<SearchReply | undefined> {
  // The request of searchRequest() (search-request.ts), the one boot.ts may have started: same
  // query and the very same body, so the early answer is the one used.
  const request = searchRequest(type, state, language);
  const query = pageQuery(state);
  if (type === "semantic") {
    const result = await client
      .POST(SEARCH_PATHS.semantic, {
        params: { query: { page: query.page, size: query.size } },
        body: request.body as { keywords: string },
        signal,
      })
      .catch(() => undefined);
    return result?.data;
  }
  const init = { params: { query }, body: request.body as Schemas["SearchRequest"], signal };
  const result =
    type === "mysubscription"
      ? await client.POST(SEARCH_PATHS.mysubscription, init).catch(() => undefined)
      : await client.POST(SEARCH_PATHS.content, init).catch(() => undefined);
  return result?.data;
}

export type CountSection = "Publisher" | "Category";

/**
 * The refinement counts' calls: the top-level counts of the publisher and of the category section
 * (first paint), the publishers at every level, and every other tree's nodes (a tree opened).
 */
export type CountLoad = "publisherTop" | "categoryTop" | "publisher" | "full";

/** Top-level counts of one section (first paint of the panel). */
export async function topLevelCounts(
  type: SearchTypeCode,
  state: SearchState,
  section: CountSection,
  language: string,
  signal?: AbortSignal,
): Promise<RefinementCounts | undefined> {
  const init = { body: { ...searchBody(type, state), section, language }, signal, ...ui({ quiet: true }) };
  const result =
    type === "mysubscription"
      ? await client.POST("/api/documents/entitled-documents/search/top-level/count", init).catch(() => undefined)
      : await client.POST("/api/documents/search/top-level/count", init).catch(() => undefined);
  return result?.data;
}

/** Counts of every node of every tree but publishers and other content. */
export async function fullCounts(
  type: SearchTypeCode,
  state: SearchState,
  language: string,
  signal?: AbortSignal,
): Promise<RefinementCounts | undefined> {
  // `section` only matters to the top-level counts; the contract's default is written out.
  const init = {
    body: { ...searchBody(type, state), section: "Publisher" as const, language },
    signal,
    ...ui({ quiet: true }),
  };
  const result =
    type === "mysubscription"
      ? await client.POST("/api/documents/entitled-documents/search/count", init).catch(() => undefined)
      : await client.POST("/api/documents/search/count", init).catch(() => undefined);
  return result?.data;
}

/** Publishers and other content with their counts, at every level. */
export async function publisherCounts(
  type: SearchTypeCode,
  state: SearchState,
  signal?: AbortSignal,
): Promise<RefinementCounts | undefined> {
  const init = { body: searchBody(type, state), signal, ...ui({ quiet: true }) };
  const result =
    type === "mysubscription"
      ? await client.POST("/api/refinement/publisher/entitled-documents/count", init).catch(() => undefined)
      : await client.POST("/api/refinement/publisher/count", init).catch(() => undefined);
  return result?.data;
}

/** Type-ahead (spec 1 §7): suggestions per publisher, or more of one publisher's. Quiet, and silent on failure. */
export const loadTypeAhead: TypeAheadLoader = async ({ keywords, searchType, publisher }, signal) => {
  const options = { signal, ...ui({ quiet: true, silent: true }) };
  const result = publisher
    ? await client
        .POST("/api/documents/search/type-ahead/publisher", {
          body: { keywords, "search-type": searchType, publisher },
          ...options,
        })
        .catch(() => undefined)
    : await client
        .POST("/api/documents/search/type-ahead", { body: { keywords, "search-type": searchType }, ...options })
        .catch(() => undefined);
  return result?.data;
};

/** 'Search result not found' feedback; true when stored. */
export async function sendSearchFeedback(body: Schemas["SearchFeedbackRequest"]): Promise<boolean> {
  const result = await client
    // Spec 1 §8: a failed search-feedback submit is only logged, never shown.
    .POST("/api/documents/search/feedback", { body, ...ui({ silent: true }) })
    .catch((error: unknown) => ({ error, data: undefined }));
  if (!result.data) {
    console.error("search feedback was not stored", result.error);
    return false;
  }
  return true;
}
