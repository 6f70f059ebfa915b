// SQL of the search: what the in-memory index (search-index.ts) reads and follows, the rows a
// result card or a suggestion needs, and search feedback. Matching, ranking and counting happen
// in the index; the lexemes of a query are made in process (stemming/query-lexemes.ts). Every statement is parameterised.
import type { Db } from "@norma/db";
import { createSearchIndexQueries, type RawQuery } from "./search-index-queries.ts";
import type { DesignationQuery } from "./search-query.ts";
import { createSearchResultQueries } from "./search-result-queries.ts";

export { parseIndexLine } from "./search-index-queries.ts";
export type { QueryLexemes } from "./stemming/query-lexemes.ts";

/** Everything that narrows the set of documents, resolved to ids. */
export interface DocumentFilter {
  /** Publishers the search may show (the tenant's, narrowed by scope and publisher refinements). */
  publisherIds: number[];
  /** Entitled search: only documents of these publishers or collections. */
  entitled: { publisherIds: number[]; collectionIds: number[] } | null;
  /** Refinement node groups: a document must carry a node of every group (OR inside a group). */
  nodeGroups: number[][];
  /** Full-text query words (already reduced to letters and digits), or null. */
  text: string | null;
  /** Designation query, or null. */
  designation: DesignationQuery | null;
  /** How text and designation combine: keyword (text only), designation only, or all (either). */
  field: "keyword" | "designation" | "all";
  /** The tenant's own publisher (first among equal designation matches), if it has one. */
  ownPublisherId?: number | null;
  /** Committee or ICS nodes the text names by code: their documents match (designation and all searches). */
  codeNodeIds?: number[];
  /** The publisher the text names first (its designations rank first). */
  namedPublisherId?: number | null;
  /** Interface language the query words are also stemmed in (null: English only). */
  language?: string | null;
  /** Only these documents (those citing a document: a "cites" search), or null. */
  documentIds?: ReadonlySet<number> | null;
}

/**
 * `db` is the primary; `read` serves the catalogue reads that tolerate lag (the index, its
 * catch-up, result rows): a streaming replica when one is configured, else the primary itself.
 */
export function createSearchRepo(db: Db, read: Db = db) {
  const query: RawQuery = <T>(text: string, args: unknown[]) => read.$queryRawUnsafe<T[]>(text, ...args);

  return {
    ...createSearchIndexQueries(read, query),
    ...createSearchResultQueries(db, query),
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
