// The search screen's state lives in the URL (spec 1 §2), so a link reproduces the view:
//   content      the search text
//   stype        K keyword, D designation, A all
//   publisherid  one publisher (its billboard is shown)
//   sortcounts   page size: 25 (default), 50, 75, 100
//   page         0-based page index (default 0)
//   sort         BEST_MATCH, or a column with a direction ('oth_col_1,asc' A-Z, 'oth_col_1,desc' Z-A)
//   categories   JSON list of chosen refinements {k key, n name, r root abbreviation, pk parent keys}
//   cites        contentId of a document: only the documents that cite it (issue 27)
// Reading is forgiving: a value that is not allowed falls back to its default, never throws.
import { type RefinementItem, sanitiseItems } from "./refinement-selection.ts";
import { cleanTerm, SEARCH_TEXT_LIMIT } from "./search-types.ts";

export const PAGE_SIZES = [25, 50, 75, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export type SearchFieldCode = "K" | "D" | "A";
export const SEARCH_FIELD_CODES: readonly SearchFieldCode[] = ["A", "K", "D"];
/** What the API's searchField calls each stype. */
export const SEARCH_FIELDS: Record<SearchFieldCode, "keyword" | "designation" | "all"> = {
  K: "keyword",
  D: "designation",
  A: "all",
};

/** Sort choices, labelled best match, A-Z and Z-A (spec 1 §2, §9). */
export const SORTS = ["BEST_MATCH", "oth_col_1,asc", "oth_col_1,desc"] as const;
export type SortCode = (typeof SORTS)[number];

export interface SearchState {
  content: string;
  stype: SearchFieldCode;
  publisherid: string | null;
  sortcounts: PageSize;
  page: number;
  sort: SortCode;
  categories: RefinementItem[];
  /** Only the documents citing this document (its contentId), or null. */
  cites: number | null;
}

export const DEFAULT_STATE: SearchState = {
  content: "",
  stype: "A",
  publisherid: null,
  sortcounts: DEFAULT_PAGE_SIZE,
  page: 0,
  sort: "BEST_MATCH",
  categories: [],
  cites: null,
};

/** Largest page index accepted from a URL (a page beyond the results shows none). */
const MAX_PAGE = 100_000;

function parseCategories(raw: string | null): RefinementItem[] {
  if (!raw) return [];
  try {
    return sanitiseItems(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** The state a query string describes. */
export function readSearchState(search: string | URLSearchParams): SearchState {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const stype = (q.get("stype") ?? "").toUpperCase();
  const size = Number(q.get("sortcounts"));
  const page = Number(q.get("page"));
  const sort = q.get("sort") ?? "";
  const publisher = (q.get("publisherid") ?? "").trim();
  const cites = Number(q.get("cites") ?? "");
  return {
    content: (q.get("content") ?? "").slice(0, SEARCH_TEXT_LIMIT),
    stype: (SEARCH_FIELD_CODES as readonly string[]).includes(stype) ? (stype as SearchFieldCode) : "A",
    publisherid: publisher && publisher.length <= 100 ? publisher : null,
    sortcounts: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as SortCode) : "BEST_MATCH",
    categories: parseCategories(q.get("categories")),
    cites: Number.isInteger(cites) && cites > 0 && cites <= 2_147_483_647 ? cites : null,
  };
}

/** The query string of a state; defaults are left out so links stay short (content and stype always written). */
export function writeSearchState(state: SearchState): string {
  const q = new URLSearchParams();
  q.set("content", state.content);
  q.set("stype", state.stype);
  if (state.publisherid) q.set("publisherid", state.publisherid);
  if (state.sortcounts !== DEFAULT_PAGE_SIZE) q.set("sortcounts", String(state.sortcounts));
  if (state.page > 0) q.set("page", String(state.page));
  if (state.sort !== "BEST_MATCH") q.set("sort", state.sort);
  if (state.categories.length) q.set("categories", JSON.stringify(state.categories));
  if (state.cites !== null) q.set("cites", String(state.cites));
  return q.toString();
}

/**
 * A change of the state. Anything that changes which documents match (text, field, publisher,
 * refinements) or how many a page holds goes back to the first page; the page change alone keeps it.
 */
export function updateSearchState(state: SearchState, change: Partial<SearchState>): SearchState {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 0;
  return next;
}

/** The number of pages of `count` results at `size` per page. */
export function pageCount(count: number, size: number): number {
  if (!Number.isFinite(count) || count <= 0 || size <= 0) return 0;
  return Math.ceil(count / size);
}

/** The text sent as keywords: decoded, trimmed, cut at 500; empty means '*' (everything). */
export function keywordsOf(content: string): string {
  const term = cleanTerm(content);
  return term === "" ? "*" : term;
}

/** The paging and sorting query of the search calls: page and size; sort only for an override sort. */
export function pageQuery(state: SearchState): { page: number; size: PageSize; sort?: string } {
  return {
    page: state.page,
    size: state.sortcounts,
    ...(state.sort === "BEST_MATCH" ? {} : { sort: state.sort }),
  };
}

export function sortTypeOf(state: SearchState): "BEST_MATCH" | "OVERRIDE_SORT" {
  return state.sort === "BEST_MATCH" ? "BEST_MATCH" : "OVERRIDE_SORT";
}

/**
 * The address of the other scope (spec 1 §2): the scope radios switch between content and
 * subscription search keeping the query string, but the text is reset and paging starts over.
 */
export function scopeSwitchSearch(search: string): string {
  const q = new URLSearchParams(search);
  q.set("content", "");
  q.delete("page");
  return q.toString();
}
