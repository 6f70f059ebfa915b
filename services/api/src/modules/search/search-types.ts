// Types of the search domain (spec 1 §3, §7): requests as the service sees them, and replies.
import type { components } from "@norma/contracts/api-types";

/** One item of the URL's categories list: k key, n name, r root abbreviation, pk parent key path. */
export interface RefinementItem {
  k: string;
  n?: string;
  r: string;
  pk?: string | string[];
}

/** Refinements as they arrive: the categories list and/or the payload groups of spec 1 §3. */
export interface RefinementPayload {
  refinements?: RefinementItem[];
  /** Document types. */
  refinementData?: string[];
  icsCodeRefinement?: string[];
  sectorRefinement?: string[];
  categoryRefinement?: string[];
  committeeRefinement?: string[];
  publisherRefinement?: string[];
  topicRefinement?: string[];
  otherContentRefinement?: string[];
}

export const SEARCH_FIELDS = ["keyword", "designation", "all"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface SearchInput extends RefinementPayload {
  keywords?: string;
  /** keyword, designation or all (K, D, A as the URL's stype writes them). */
  searchField?: SearchField | "K" | "D" | "A";
  sortType?: "BEST_MATCH" | "OVERRIDE_SORT";
  /** Publisher id or key: scopes the search to one publisher (and shows its billboard). */
  publisherId?: string | number;
  /** The reader's interface language: query words are also stemmed in it. */
  language?: string;
  /** Only the documents that cite this document's family (its "cited by" list; issue 27). */
  citesContentId?: number;
}

export interface PageInput {
  page?: number;
  size?: number;
  /** 'oth_col_1,asc' and the like; only used with sortType OVERRIDE_SORT. */
  sort?: string;
}

/** Columns an override sort may name. oth_col_1 is the designation (A-Z / Z-A). */
export const SORT_COLUMNS = {
  oth_col_1: "designation",
  designation: "designation",
  documentTitle: "title",
  publishDate: "publishDate",
  lastUpdateDate: "lastUpdateDate",
} as const;
export type SortColumn = (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];
export interface SortOrder {
  column: SortColumn;
  direction: "asc" | "desc";
}

export const PAGE_SIZES = [25, 50, 75, 100] as const;

export type VersionRef = components["schemas"]["SearchVersion"];

/** The contract's search card, with the fields the service always fills in. */
export type SearchResultDocument = components["schemas"]["SearchResultDocument"] &
  Required<
    Pick<
      components["schemas"]["SearchResultDocument"],
      "lastUpdateDate" | "publishDate" | "publishedOnlineDate" | "displayDate" | "description" | "downloadable"
    >
  >;

export interface SearchReply {
  count: number;
  result: SearchResultDocument[];
  nextPageFlag: boolean;
  /** Present when the search is scoped to a publisher with a billboard. */
  billboard?: Billboard;
}

/** The contract's billboard, every field filled in. */
export type Billboard = Required<components["schemas"]["Billboard"]>;
