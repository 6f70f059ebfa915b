// What a bulk selection names (issue 29 §2): the ids the reader chose (one by one or a page at a
// time), or every document a search finds — that search re-run here with the same query,
// refinements and sort, so no list from the client is trusted for "all matching". Either is
// capped at the tenant's bulkSelectionLimit: a longer list is refused (400 naming the field),
// "all matching" takes the first `limit` in the search's order and says it was capped.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { TenantLike } from "../refinements/refinements-service.ts";
import type { SearchService } from "../search/search-service.ts";
import type { SearchInput } from "../search/search-types.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

export type BulkSelectionInput = components["schemas"]["BulkSelection"];

export interface ResolvedSelection {
  /** Distinct ids in the selection's order. */
  ids: number[];
  limit: number;
  capped: boolean;
  /** How many documents the search found (allMatching only). */
  matched?: number;
}

export function createBulkSelection(deps: { search: SearchService; settings: TenantSettingsReader }) {
  const { search, settings } = deps;

  return async function resolveSelection(
    actor: Actor,
    tenant: TenantLike & { id: number },
    selection: BulkSelectionInput,
  ): Promise<ResolvedSelection> {
    const limit = (await settings.of(tenant.id)).bulkSelectionLimit;
    const { contentIds, allMatching } = selection;
    if ((contentIds === undefined) === (allMatching === undefined)) {
      throw BadRequest.field(
        "bulkSelection",
        "selection.contentIds",
        "NotNull",
        "give contentIds or allMatching, one of them",
      );
    }
    if (contentIds !== undefined) {
      const ids = [...new Set(contentIds)];
      if (ids.length > limit) {
        throw BadRequest.field(
          "bulkSelection",
          "selection.contentIds",
          "Size",
          `at most ${limit} documents at once (the tenant's bulk selection limit)`,
        );
      }
      return { ids, limit, capped: false };
    }
    const { kind, search: input, sort } = allMatching!;
    const found = await search.matchingIds(actor, tenant, kind, (input ?? {}) as SearchInput, { sort }, limit);
    return { ids: found.ids, limit, capped: found.matched > found.ids.length, matched: found.matched };
  };
}

export type ResolveSelection = ReturnType<typeof createBulkSelection>;
