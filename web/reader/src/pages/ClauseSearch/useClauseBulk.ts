// Bulk actions on the clause search's documents (issue 29 §2): documents chosen one by one or a
// page at a time, across pages, for the same actions as the search page. Only chosen ids: "all
// matching" re-runs the document search on the server, which is not this search. Another search
// (words, requirement filter, language) empties the choice; another page keeps it.
import { useMemo, useRef } from "react";
import type { BulkSelection } from "../../features/bulk/bulk-api.ts";
import { useBulkOffer, useChosenIds } from "../../features/bulk/useBulkChoice.ts";
import type { ClauseSearchGroup, ClauseSearchState } from "../../features/clause-search/clause-search-queries.ts";

export function useClauseBulk(state: ClauseSearchState, language: string) {
  const { offered, offer, limit } = useBulkOffer();
  const chosen = useChosenIds(JSON.stringify([state.q.trim(), state.requirementsOnly, language]));
  // The designations shown, for the refused list of an id the API does not name.
  const shown = useRef(new Map<number, string>());
  const { ids } = chosen;
  const selection = useMemo<BulkSelection | null>(
    () => (ids.size > 0 ? { contentIds: [...ids].slice(0, limit) } : null),
    [ids, limit],
  );
  return {
    offered,
    offer,
    limit,
    selection,
    count: ids.size,
    isSelected: (id: number) => ids.has(id),
    toggle: chosen.toggle,
    clear: chosen.clear,
    selectPage: (groups: ClauseSearchGroup[]) => chosen.add(groups.map((g) => g.contentId)),
    remember: (groups: ClauseSearchGroup[]) => {
      for (const g of groups) shown.current.set(g.contentId, g.displayDesignation);
    },
    designationOf: (id: number) => shown.current.get(id),
  };
}
