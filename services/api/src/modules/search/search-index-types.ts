// The in-memory search index's shapes (search-index.ts): the rows it reads, the filters and
// queries it answers, and the matches it hands back to search-service.ts.
import type { DesignationQuery } from "./search-query.ts";

/** A document as the index reads it (search-repo.ts `indexRows`). */
export interface IndexRow {
  id: number;
  publisher_id: number;
  refinement_node_ids: number[];
  collection_ids: number[];
  translated: boolean;
  designation: string;
  designation_no: string;
  designation_key: string;
  display_designation: string;
  title_key: string;
  last_update_date: Date | null;
  published_date: Date | null;
  is_latest: boolean;
  updated_at: Date;
  /** Language code ('es-ES'). */
  language_code: string;
  /** search_vector as text ('lexeme':1A,2 …), null when the document has none. */
  tsv: string | null;
}

/** What narrows the set, resolved to ids (as search-repo's DocumentFilter, without the text). */
export interface IndexFilter {
  publisherIds: number[];
  entitled: { publisherIds: number[]; collectionIds: number[] } | null;
  nodeGroups: number[][];
  /** Only these documents (the ones citing a document, for a "cites" search), or every one. */
  documentIds?: ReadonlySet<number> | null;
}

export interface IndexQuery extends IndexFilter {
  /** Whether the query has text (a designation search whose text names no designation matches nothing). */
  hasText: boolean;
  /**
   * The full-text query: for each word (AND'ed), its alternative lexemes (OR'ed); no word left
   * means nothing matches; null when not searched by text.
   */
  lexemes: string[][] | null;
  /** Lexemes of neighbouring words joined by a hyphen ('safety-rel'): a document carrying one ranks higher. */
  compounds?: string[];
  designation: DesignationQuery | null;
  field: "keyword" | "designation" | "all";
  /** The publisher the text names first ('ASTM D3039'): its designations rank first. */
  namedPublisherId?: number | null;
  /** Primary language of the reader's interface ('es'): its translations are not ranked below originals. */
  language?: string | null;
  /** The tenant's own publisher: its documents come first among equal designation matches. */
  ownPublisherId?: number | null;
  /** Committee or ICS nodes the text names by code ('ISO/TC 17', 'ICS 25.160'): their documents match. */
  codeNodeIds?: number[] | null;
}

/** Matched documents: slots and their scores (NaN when the query does not rank). */
export interface Matches {
  slots: Int32Array;
  scores: Float64Array;
  length: number;
  ranked: boolean;
}
