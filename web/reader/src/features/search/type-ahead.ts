// Type-ahead suggestions (spec 1 §3 type-ahead result, §5, §9): grouped per publisher; each
// group shows 4 or 5 designations, then 'show all' when there are more than 5; a publisher
// flagged with more results offers the per-publisher call.
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { TYPE_AHEAD_DEBOUNCE_MS, wantsTypeAhead } from "./search-types.ts";

/** What the search box announces about the suggestions (its live region). */
export type TypeAheadStatus = "idle" | "loading" | "none" | { count: number };

/** The id of the option at `index` of the listbox `listId`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A lookup of suggestions; `publisher` asks for more of one publisher's results. */
export interface TypeAheadRequest {
  keywords: string;
  searchType: SearchTypeCode;
  publisher?: string;
}

/** Looks suggestions up. Undefined: the call failed. */
export type TypeAheadLoader = (request: TypeAheadRequest, signal: AbortSignal) => Promise<TypeAheadGroup[] | undefined>;

export interface TypeAheadConnection {
  id?: number;
  designationNo: string;
  contentCode: string;
}

export interface TypeAheadItem {
  id?: number;
  contentCode: string;
  designationNo: string;
  designation?: string;
  documentTitle: string;
  connections?: TypeAheadConnection[];
}

export interface TypeAheadGroup {
  /** The publisher's key (sent back to ask for more of its results). */
  publisher: string;
  publisherName?: string;
  /** More results exist for this publisher. */
  flag: boolean;
  results: TypeAheadItem[];
}

/** Up to 5 suggestions show at once; a longer list shows 4 and 'show all'. */
export const SUGGESTIONS_SHOWN = 5;
export const SUGGESTIONS_WHEN_FOLDED = 4;

export function visibleSuggestions<T>(items: readonly T[], expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || items.length <= SUGGESTIONS_SHOWN) return { shown: [...items], hidden: 0 };
  return { shown: items.slice(0, SUGGESTIONS_WHEN_FOLDED), hidden: items.length - SUGGESTIONS_WHEN_FOLDED };
}

/** Merges a publisher's further results into its group (by content code, first seen wins). */
export function mergeGroup(group: TypeAheadGroup, more: TypeAheadGroup | undefined): TypeAheadGroup {
  if (!more) return { ...group, flag: false };
  const seen = new Set(group.results.map((r) => r.contentCode));
  return {
    ...group,
    flag: more.flag && more.results.some((r) => !seen.has(r.contentCode)),
    results: [...group.results, ...more.results.filter((r) => !seen.has(r.contentCode))],
  };
}

/**
 * When a term should be looked up: never for a term that is too short (suggestions hide), else
 * after the debounce. Returns null when no lookup should happen.
 */
export function typeAheadDelay(term: string): number | null {
  return wantsTypeAhead(term) ? TYPE_AHEAD_DEBOUNCE_MS : null;
}
