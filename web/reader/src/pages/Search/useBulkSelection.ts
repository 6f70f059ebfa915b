// The bulk selection of the search page (issue 29 §2): ids chosen card by card or a page at a
// time, or "all matching" — the search itself, which the API re-runs (capped at the tenant's
// bulk_selection_limit). A new search (text, refinements, sort, scope) empties the selection.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isAnonymous } from "../../features/auth/session.ts";
import type { BulkSelection } from "../../features/bulk/bulk-api.ts";
import { searchBody } from "../../features/search/search-request.ts";
import { pageQuery, type SearchState } from "../../features/search/search-url.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature, type SearchTypeCode } from "../../features/tenant/tenant-config.ts";
import type { BulkOffer } from "./BulkBar.tsx";

/** The cap when the tenant's configuration does not give one (the API's default). */
const DEFAULT_LIMIT = 500;

export function useBulkSelection(type: SearchTypeCode, state: SearchState, language: string) {
  const { config } = useTenant();
  const { account } = useAuth();
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [all, setAll] = useState(false);
  const limit = (config as { bulk_selection_limit?: number } | null)?.bulk_selection_limit ?? DEFAULT_LIMIT;
  const person = account !== null && !isAnonymous(account);
  const offer: BulkOffer = {
    track: person && hasFeature(config, "show-tracker"),
    favorites: person,
    collection: account?.customCollection === true,
    share: person && hasFeature(config, "content-share") && hasFeature(config, "group-enable"),
  };

  // The search without its page: another page keeps the selection, another search does not.
  const { page: _page, ...order } = pageQuery(state);
  const searchKey = JSON.stringify([type, searchBody(type, state), order, language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey names the search whose results are selected
  useEffect(() => {
    setIds(new Set());
    setAll(false);
  }, [searchKey]);

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

  const toggle = useCallback((id: number, on: boolean) => {
    setAll(false);
    setIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return {
    offered: config !== null,
    offer,
    limit,
    selection,
    count: ids.size,
    isSelected: (id: number) => all || ids.has(id),
    toggle,
    selectPage: (pageIds: number[]) => {
      setAll(false);
      setIds((prev) => new Set([...prev, ...pageIds]));
    },
    selectAll: () => setAll(true),
    clear: () => {
      setAll(false);
      setIds(new Set());
    },
  };
}
