// The home page's lists (spec 3 §2, §4, §7): recently accessed documents of the signed-in user
// (newest first) and recently updated documents of the account's subscriptions (the company
// users' tab).
import { type Actor, requireUser } from "../../lib/actor.ts";
import { listedDocument, type PageRequest } from "../../lib/listed-document.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { HistoryRepo } from "./history-repo.ts";

/** How far back "recently updated" looks unless the caller says otherwise. */
export const DEFAULT_UPDATED_DAYS = 90;
const DAY_MS = 86_400_000;

export function createHistoryService(deps: {
  repo: HistoryRepo;
  entitlements: EntitlementsService;
  clock?: () => Date;
}) {
  const { repo, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async accessed(actor: Actor, req: PageRequest) {
      const userId = requireUser(actor, "see recently accessed documents");
      const [count, rows] = await Promise.all([
        repo.countAccessed(actor.tenantId, userId),
        repo.listAccessed(actor.tenantId, userId, req.page * req.size, req.size),
      ]);
      return {
        count,
        result: rows.map((r) => ({
          id: r.id,
          lastAccessedDate: r.lastAccessedAt.toISOString(),
          accessCount: r.accessCount,
          document: listedDocument(r.document),
        })),
      };
    },

    /** Anyone with a selected account, anonymous company sessions included. */
    async updated(actor: Actor, req: PageRequest & { days?: number }) {
      const scope = await entitlements.scopeOf(actor);
      if (scope.publisherIds.length === 0 && scope.collectionIds.length === 0) return { count: 0, result: [] };
      const today = new Date(clock().toISOString().slice(0, 10));
      const since = new Date(today.getTime() - (req.days ?? DEFAULT_UPDATED_DAYS) * DAY_MS);
      const { count, rows } = await repo.updated(scope, since, req.page * req.size, req.size);
      return { count, result: rows.map(listedDocument) };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
