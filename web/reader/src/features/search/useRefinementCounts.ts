// Refinement counts of the current search (spec 1 §4): states loading then loaded; the top-level
// counts (publisher and category sections) load first, the full counts when a tree is opened.
// A new search, scope or language starts over; replies of an older search are dropped. The trees
// themselves come from the spec's tree calls (refinement-trees.ts, cached 720 s) and the counts
// fill them.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SearchTypeCode } from "../tenant/tenant-config.ts";
import { type Lists, mergeLists } from "./refinement-tree.ts";
import { fillLists } from "./refinement-trees.ts";
import { fullCounts, publisherCounts, searchBody, topLevelCounts } from "./search-api.ts";
import { refinementTreesQuery } from "./search-queries.ts";
import type { SearchState } from "./search-url.ts";

const NO_TREES: Lists = {};

export type CountLoad = "publisherTop" | "categoryTop" | "publisher" | "full";

export interface RefinementCountsState {
  /** The lists of this search; until they arrive, those of the previous one (shown with spinners). */
  lists: Lists;
  loading: Set<CountLoad>;
  loaded: Set<CountLoad>;
  failed: Set<CountLoad>;
  /** Loads the deeper counts of the publisher section or of the other trees (once per search). */
  ensure(load: "publisher" | "full"): void;
}

/**
 * Everything that changes the counts: the body of the search (not its page or sort) and the
 * language — the trees' names come in the interface language, so a locale change reloads them
 * (spec 1 §2). Null when the counts are not wanted.
 */
export function countsKey(type: SearchTypeCode, state: SearchState, language: string, enabled: boolean): string | null {
  return enabled ? JSON.stringify([type, searchBody(type, { ...state, page: 0, sort: "BEST_MATCH" }), language]) : null;
}

export function useRefinementCounts(
  type: SearchTypeCode,
  state: SearchState,
  language: string,
  enabled: boolean,
): RefinementCountsState {
  const key = countsKey(type, state, language, enabled);
  const [lists, setLists] = useState<{ current: Lists; previous: Lists }>({ current: {}, previous: {} });
  const [loading, setLoading] = useState<Set<CountLoad>>(new Set());
  const [loaded, setLoaded] = useState<Set<CountLoad>>(new Set());
  const [failed, setFailed] = useState<Set<CountLoad>>(new Set());
  const round = useRef<{ key: string | null; controller: AbortController | null; started: Set<CountLoad> }>({
    key: null,
    controller: null,
    started: new Set(),
  });
  const wantedRef = useRef(new Set<"publisher" | "full">());
  const argsRef = useRef({ type, state, language });
  argsRef.current = { type, state, language };

  const run = useCallback((load: CountLoad) => {
    const current = round.current;
    if (!current.controller || current.started.has(load)) return;
    current.started.add(load);
    const { signal } = current.controller;
    const { type: t, state: s, language: l } = argsRef.current;
    const job =
      load === "publisherTop"
        ? topLevelCounts(t, s, "Publisher", l, signal)
        : load === "categoryTop"
          ? topLevelCounts(t, s, "Category", l, signal)
          : load === "publisher"
            ? publisherCounts(t, s, signal)
            : fullCounts(t, s, l, signal);
    setLoading((x) => new Set(x).add(load));
    void job.then((reply) => {
      if (signal.aborted) return;
      setLoading((x) => {
        const next = new Set(x);
        next.delete(load);
        return next;
      });
      if (!reply) {
        current.started.delete(load);
        setFailed((x) => new Set(x).add(load));
        return;
      }
      setLists((old) => ({ ...old, current: mergeLists(old.current, reply, load.endsWith("Top") ? "top" : "full") }));
      setLoaded((x) => new Set(x).add(load));
    });
  }, []);

  useEffect(() => {
    round.current.controller?.abort();
    round.current = { key, controller: key ? new AbortController() : null, started: new Set() };
    // The previous search's lists stay on screen (with spinners) until this one's arrive.
    setLists((old) => ({ current: {}, previous: { ...old.previous, ...old.current } }));
    setLoading(new Set());
    setLoaded(new Set());
    setFailed(new Set());
    if (!key) return;
    run("publisherTop");
    run("categoryTop");
    // Trees the user has open get their deeper counts again.
    for (const load of wantedRef.current) run(load);
    return () => round.current.controller?.abort();
  }, [key, run]);

  const ensure = useCallback(
    (load: "publisher" | "full") => {
      setFailed((x) => {
        if (!x.has(load)) return x;
        const next = new Set(x);
        next.delete(load);
        return next;
      });
      wantedRef.current.add(load);
      run(load);
    },
    [run],
  );

  // The trees of the scope in the interface language (once per scope and language; the client
  // answers repeated tree calls from its 720 s cache). The previous scope's stay shown until the
  // new ones arrive.
  const trees =
    useQuery({ ...refinementTreesQuery(type, language), enabled, placeholderData: keepPreviousData }).data ?? NO_TREES;

  const shown = useMemo(() => fillLists(trees, { ...lists.previous, ...lists.current }), [lists, trees]);
  return { lists: shown, loading, loaded, failed, ensure };
}
