// Types of the search domain (spec 1 §3, §7): requests as the service sees them, and replies.

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

export interface VersionRef {
  id: number;
  contentCode: string;
  designation: string;
  displayDesignation: string;
  status: string;
  publishDate: string | null;
  isLatest: boolean;
}

export interface SearchResultDocument {
  id: number;
  contentCode: string;
  designationNo: string;
  displayDesignation: string;
  documentTitle: string;
  documentType: string;
  publisherName: string;
  publisherCode: string;
  status: string;
  lastUpdateDate: string | null;
  publishDate: string | null;
  publishedOnlineDate: string | null;
  /** The date a card shows ('MMM DD, YYYY'): last update, else publication, else online publication. */
  displayDate: string | null;
  language: string;
  description: string | null;
  downloadable: boolean;
  /** Whether the selected account may open it (set by the content and entitled searches). */
  entitled?: boolean;
  translations: { language: string; contentCode: string }[];
  connections: { designationNo: string; contentCode: string; versions: VersionRef[] }[];
  supplements: { "supplement-display-designation": string; "supplement-content-code": string }[];
}

export interface SearchReply {
  count: number;
  result: SearchResultDocument[];
  nextPageFlag: boolean;
  /** Present when the search is scoped to a publisher with a billboard. */
  billboard?: Billboard;
}

export interface Billboard {
  "tenant-publisher-only": boolean;
  PublisherSearchKey: string;
  PublisherLogoFileName: string | null;
  BillBoardTitle: string | null;
  billboardName: string | null;
  "publisher-code": string;
}
