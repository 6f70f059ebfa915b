// The search inside the documents (issue 29): its address (/clause-search?q=…&req=1&page=N) and
// its one call, POST /api/documents/search/clauses.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";

export type ClauseSearchReply = Schemas["ClauseSearchReply"];
export type ClauseSearchGroup = Schemas["ClauseSearchGroup"];
export type ClauseMatch = Schemas["ClauseMatch"];

export const CLAUSE_SEARCH_PATH = "/clause-search";
/** Documents per page. */
export const CLAUSE_PAGE_SIZE = 10;
/** The contract's last page (10,000 documents reachable). */
export const CLAUSE_LAST_PAGE = 399;
/** The contract's longest query. */
export const CLAUSE_QUERY_LIMIT = 500;

export interface ClauseSearchState {
  q: string;
  requirementsOnly: boolean;
  page: number;
}

/** The state of an address's query string (anything odd read as its default). */
export function parseClauseSearch(params: URLSearchParams): ClauseSearchState {
  const page = Number.parseInt(params.get("page") ?? "0", 10);
  return {
    q: (params.get("q") ?? "").slice(0, CLAUSE_QUERY_LIMIT),
    requirementsOnly: params.get("req") === "1",
    page: Number.isInteger(page) && page > 0 ? Math.min(page, CLAUSE_LAST_PAGE) : 0,
  };
}

/** The query string of a state (defaults left out). */
export function clauseSearchParams(state: ClauseSearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.q) p.set("q", state.q);
  if (state.requirementsOnly) p.set("req", "1");
  if (state.page > 0) p.set("page", String(state.page));
  return p;
}

/** Whether a query has a word the server can search for (letters or digits). */
export const searchable = (q: string) => /[\p{L}\p{N}]/u.test(q);

export const clauseSearchQuery = (state: ClauseSearchState, language: string) =>
  queryOptions({
    queryKey: ["clause-search", state, language] as const,
    queryFn: ({ signal }) =>
      dataOf(
        client.POST("/api/documents/search/clauses", {
          body: {
            query: state.q.trim(),
            requirementsOnly: state.requirementsOnly,
            page: state.page,
            size: CLAUSE_PAGE_SIZE,
            clausesPerDocument: 3,
            language,
          },
          signal,
        }),
      ),
    enabled: searchable(state.q),
    placeholderData: keepPreviousData,
  });

/** The document page's HTML tab at a clause, with the words to highlight (SearchHighlights reads them). */
export function clauseUrl(group: ClauseSearchGroup, clause: ClauseMatch | null): string {
  const params = new URLSearchParams({ contentCode: group.contentCode });
  if (group.hasHtml) {
    params.set("tab", "HTML");
    if (clause) params.set("clause", clause.quote);
    if (group.terms.length) params.set("hl", group.terms.join(" "));
  }
  return `/document/?${params.toString()}`;
}
