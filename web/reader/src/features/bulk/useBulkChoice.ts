// What a result list needs for bulk actions (issue 29 §2), on the search page and in the clause
// search alike: what the account may do in bulk and the tenant's cap (useBulkOffer), and the
// documents chosen one by one or a page at a time (useChosenIds), emptied when the list is another.
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../auth/AuthContext.tsx";
import { isAnonymous } from "../auth/session.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import { hasFeature } from "../tenant/tenant-config.ts";

/** The cap when the tenant's configuration does not give one (the API's default). */
const DEFAULT_LIMIT = 500;

export interface BulkOffer {
  track: boolean;
  favorites: boolean;
  collection: boolean;
  share: boolean;
}

export function useBulkOffer() {
  const { config } = useTenant();
  const { account } = useAuth();
  const person = account !== null && !isAnonymous(account);
  const offer: BulkOffer = {
    track: person && hasFeature(config, "show-tracker"),
    favorites: person,
    collection: account?.customCollection === true,
    share: person && hasFeature(config, "content-share") && hasFeature(config, "group-enable"),
  };
  const limit = (config as { bulk_selection_limit?: number } | null)?.bulk_selection_limit ?? DEFAULT_LIMIT;
  return { offered: config !== null, offer, limit };
}

/** Ids chosen in the order they were chosen; `listKey` names the list they were chosen from. */
export function useChosenIds(listKey: string) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey names the list whose results are chosen
  useEffect(() => setIds(new Set()), [listKey]);

  const toggle = useCallback((id: number, on: boolean) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const add = useCallback((more: number[]) => setIds((prev) => new Set([...prev, ...more])), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return { ids, toggle, add, clear };
}
