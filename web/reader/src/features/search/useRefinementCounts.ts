// Refinement counts of the current search (spec 1 §4): states loading then loaded; the top-level
// counts (publisher and category sections) load first, the full counts when a tree is opened.
// Each load is a query of its own (refinementCountsQuery), keyed by the search's body and the
// language: a new search, scope or language asks again and cancels the older search's calls. The
// trees themselves come from the spec's tree calls (refinement-trees.ts, cached 720 s) and the
// counts fill them.
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { type Lists, mergeLists } from "./refinement-tree.ts";
import { fillLists } from "./refinement-trees.ts";
import type { CountLoad } from "./search-api.ts";
import { countsKey as bodyKey, refinementCountsQuery, refinementTreesQuery } from "./search-queries.ts";
import type { SearchState } from "./search-url.ts";

export type { CountLoad } from "./search-api.ts";

const NO_TREES: Lists = {};

/** Top-level loads first: a deeper load's lists are never replaced by a top-level one (mergeLists). */
const LOADS: readonly CountLoad[] = ["publisherTop", "categoryTop", "publisher", "full"];

export interface RefinementCountsState {
  /** The lists of this search; until they arrive, those of the previous one (shown with spinners). */
  lists: Lists;
  loading: Set<CountLoad>;
  loaded: Set<CountLoad>;
  failed: Set<CountLoad>;
  /** Loads the deeper counts of the publisher section or of the other trees (again after a failure). */
  ensure(load: "publisher" | "full"): void;
}

/**
 * What the counts of a search depend on (its body without page and sort, and the language); null
 * when the counts are not wanted.
 */
export function countsKey(type: SearchTypeCode, state: SearchState, language: string, enabled: boolean): string | null {
  return enabled ? bodyKey(type, state, language) : null;
}

export function useRefinementCounts(
  type: SearchTypeCode,
  state: SearchState,
  language: string,
  enabled: boolean,
): RefinementCountsState {
  // The deeper loads a tree the user opened asked for: every later search loads them too.
  const [wanted, setWanted] = useState<ReadonlySet<CountLoad>>(() => new Set());
  const results = useQueries({
    queries: LOADS.map((load) => ({
      ...refinementCountsQuery(load, type, state, language),
      enabled: enabled && (load.endsWith("Top") || wanted.has(load)),
      // The previous search's lists stay on screen (with spinners) until this one's arrive.
      placeholderData: keepPreviousData,
    })),
  });

  const loading = new Set<CountLoad>();
  const loaded = new Set<CountLoad>();
  const failed = new Set<CountLoad>();
  LOADS.forEach((load, i) => {
    const r = results[i];
    if (r.isFetching) loading.add(load);
    else if (r.isError) failed.add(load);
    if (r.data && !r.isPlaceholderData) loaded.add(load);
  });

  const refetchers = results.map((r) => (r.isError ? r.refetch : null));
  const publisherRetry = refetchers[LOADS.indexOf("publisher")];
  const fullRetry = refetchers[LOADS.indexOf("full")];
  const ensure = useCallback(
    (load: "publisher" | "full") => {
      setWanted((w) => (w.has(load) ? w : new Set(w).add(load)));
      // A load that failed is asked again.
      const retry = load === "publisher" ? publisherRetry : fullRetry;
      if (retry) void retry();
    },
    [publisherRetry, fullRetry],
  );

  // The trees of the scope in the interface language (once per scope and language; the client
  // answers repeated tree calls from its 720 s cache). The previous scope's stay shown until the
  // new ones arrive.
  const trees =
    useQuery({ ...refinementTreesQuery(type, language), enabled, placeholderData: keepPreviousData }).data ?? NO_TREES;

  const [pubTop, catTop, pub, full] = results;
  const shown = useMemo(() => {
    // This search's lists over the previous one's (placeholders), each merged in LOADS' order.
    let current: Lists = {};
    let previous: Lists = {};
    const replies = [
      { reply: pubTop.data, placeholder: pubTop.isPlaceholderData, kind: "top" },
      { reply: catTop.data, placeholder: catTop.isPlaceholderData, kind: "top" },
      { reply: pub.data, placeholder: pub.isPlaceholderData, kind: "full" },
      { reply: full.data, placeholder: full.isPlaceholderData, kind: "full" },
    ] as const;
    for (const { reply, placeholder, kind } of replies) {
      if (!reply) continue;
      if (placeholder) previous = mergeLists(previous, reply, kind);
      else current = mergeLists(current, reply, kind);
    }
    return fillLists(trees, { ...previous, ...current });
  }, [
    trees,
    pubTop.data,
    pubTop.isPlaceholderData,
    catTop.data,
    catTop.isPlaceholderData,
    pub.data,
    pub.isPlaceholderData,
    full.data,
    full.isPlaceholderData,
  ]);
  return { lists: shown, loading, loaded, failed, ensure };
}
