// The bulk selection of the search page (issue 29 §2): ids chosen card by card or a page at a
// time, or "all matching" — the search itself, which the API re-runs (capped at the tenant's
// bulk_selection_limit). A new search (text, refinements, sort, scope) empties the selection.
import { useEffect, useMemo, useState } from "react";
import type { BulkSelection } from "../../features/bulk/bulk-api.ts";
import { useBulkOffer, useChosenIds } from "../../features/bulk/useBulkChoice.ts";
import { searchBody } from "../../features/search/search-request.ts";
import { pageQuery, type SearchState } from "../../features/search/search-url.ts";
import type { SearchTypeCode } from "../../features/tenant/tenant-config.ts";

export function useBulkSelection(type: SearchTypeCode, state: SearchState, language: string) {
  const { offered, offer, limit } = useBulkOffer();
  const [all, setAll] = useState(false);

  // The search without its page: another page keeps the selection, another search does not.
  const { page: _page, ...order } = pageQuery(state);
  const searchKey = JSON.stringify([type, searchBody(type, state), order, language]);
  const chosen = useChosenIds(searchKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey names the search whose results are selected
  useEffect(() => setAll(false), [searchKey]);

  const { ids } = chosen;
  const selection = useMemo<BulkSelection | null>(() => {
    if (all && type !== "semantic")
      return {
        allMatching: {
          kind: type === "mysubscription" ? "entitled" : "content",
          search: { ...searchBody(type, state), language },
          ...(order.sort ? { sort: order.sort } : {}),
        },
      };
    return ids.size > 0 ? { contentIds: [...ids].slice(0, limit) } : null;
  }, [all, ids, type, state, language, order.sort, limit]);

  return {
    offered,
    offer,
    limit,
    selection,
    count: ids.size,
    isSelected: (id: number) => all || ids.has(id),
    toggle: (id: number, on: boolean) => {
      setAll(false);
      chosen.toggle(id, on);
    },
    selectPage: (pageIds: number[]) => {
      setAll(false);
      chosen.add(pageIds);
    },
    selectAll: () => setAll(true),
    clear: () => {
      setAll(false);
      chosen.clear();
    },
  };
}
