// The results of a search (spec 1 §2, §4, §7, §9): POST /api/documents/search and its
// entitled-documents twin. Page sizes 25/50/75/100, best match or an override sort; a content
// search marks what the actor is not entitled to; a new result set is a COUNTER search.

import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { RefinementsService, TenantLike } from "../refinements/refinements-service.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import { formatHits, type HitRow } from "./search-format.ts";
import { assertSubmittable } from "./search-query.ts";
import type { SearchRepo } from "./search-repo.ts";
import { parseSort, type SearchKind, type SearchResolver } from "./search-resolver.ts";
import { type Billboard, PAGE_SIZES, type PageInput, type SearchInput, type SearchReply } from "./search-types.ts";

export interface SearchResultsServiceDeps {
  repo: SearchRepo;
  entitlements: EntitlementsService;
  resolver: SearchResolver;
  usage: UsageRecorder;
}

export function createSearchResultsService(deps: SearchResultsServiceDeps) {
  const { repo, entitlements, resolver } = deps;
  const { resolve, matchesOf } = resolver;

  return {
    /**
     * The first `cap` documents a search finds, in its order (best match or the override sort),
     * and how many it finds: a bulk action's "all matching" (issue 29 §2) re-runs the user's
     * search here rather than trusting a list the client sends. Not a COUNTER search.
     */
    async matchingIds(
      actor: Actor,
      tenant: TenantLike,
      kind: SearchKind,
      input: SearchInput,
      order: { sort?: string },
      cap: number,
    ): Promise<{ matched: number; ids: number[] }> {
      const sort = parseSort({ sort: order.sort, sortType: input.sortType });
      const r = await resolve(actor, tenant, kind, input);
      assertSubmittable(r.keywords, kind);
      const { ix, m } = await matchesOf(r.docFilter);
      return { matched: m.length, ids: ix.page(m, sort, 0, cap).map((p) => ix.idOf(p.slot)) };
    },

    /** POST /api/documents/search and its entitled-documents twin. */
    async search(
      actor: Actor,
      tenant: TenantLike,
      kind: SearchKind,
      input: SearchInput,
      page: PageInput,
    ): Promise<SearchReply> {
      const size = page.size ?? 25;
      if (!(PAGE_SIZES as readonly number[]).includes(size)) {
        throw BadRequest.field("searchRequest", "size", "Enum", "the page size is 25, 50, 75 or 100");
      }
      const pageNo = page.page ?? 0;
      const sort = parseSort({ ...page, sortType: input.sortType });
      const r = await resolve(actor, tenant, kind, input);
      assertSubmittable(r.keywords, kind);
      const { ix, m } = await matchesOf(r.docFilter);
      const count = m.length;
      const hits = ix.page(m, sort, pageNo * size, size).map((p) => ({ id: ix.idOf(p.slot), score: p.score }));
      const byId = new Map((await repo.hits(hits.map((h) => h.id))).map((h) => [h.id, h]));
      const rows = hits.flatMap((h) => byId.get(h.id) ?? []);
      const [related, scope] = await Promise.all([
        repo.related(rows),
        // Entitled search finds only what the account may open; a content search marks the rest
        // (the scope is the cached one the entitled search and counts use: no query per hit).
        kind === "entitled" ? null : entitlements.scopeOf(actor),
      ]);
      const entitledTo = (h: HitRow) =>
        scope === null ||
        entitlements.covers(scope, { publisherId: h.publisher_id, collectionIds: h.collection_ids ?? [] });
      const scores =
        sort || !m.ranked
          ? undefined
          : new Map(hits.flatMap((h): [number, number][] => (h.score === null ? [] : [[h.id, h.score]])));
      // A new result set is a COUNTER search (a facet applied runs one too); another page of the
      // same results is not.
      if (pageNo === 0) {
        await deps.usage.recordQuietly(actor, {
          kind: "SEARCH",
          action: "search",
          search: { text: r.matchAll ? "*" : r.keywords, resultCount: count },
          details: {
            searchKind: kind,
            keywords: r.keywords.slice(0, 500),
            resultCount: count,
            refinements: r.filter.size,
          },
        });
      }
      const billboard = billboardOf(r.scoped, r.view.publisherOnly);
      return {
        count,
        result: formatHits(rows, related, scores, entitledTo),
        nextPageFlag: (pageNo + 1) * size < count,
        ...(billboard ? { billboard } : {}),
      };
    },
  };
}

function billboardOf(
  scoped: Awaited<ReturnType<RefinementsService["publisher"]>> | null,
  publisherOnly: boolean,
): Billboard | null {
  if (!scoped?.showBillboard) return null;
  return {
    "tenant-publisher-only": publisherOnly,
    PublisherSearchKey: scoped.searchKey,
    PublisherLogoFileName: scoped.billboardLogo ?? scoped.logoFileName,
    BillBoardTitle: scoped.billboardTitle ?? scoped.billboardName,
    billboardName: scoped.billboardName ?? scoped.name,
    "publisher-code": scoped.key,
  };
}
