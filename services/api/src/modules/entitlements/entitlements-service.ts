// The one answer to "may this actor open, download or verify this document": the selected
// account's active subscriptions entitle whole publishers or content collections. Every document
// delivery asks here, on the server, every time. The rule itself (which grants count, what a scope
// covers) is @norma/db/entitlement-rules, shared with the workers' revision alerts; this service
// applies it to the actor's selected account and caches the scope.
import { type EntitledThing, type EntitlementScope, scopeCovers, scopeOfGrants } from "@norma/db/entitlement-rules";
import { createTtlCache } from "@norma/db/ttl-cache";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden } from "../../lib/errors.ts";
import type { EntitlementsRepo } from "./entitlements-repo.ts";

const EMPTY: EntitlementScope = { publisherIds: [], collectionIds: [] };
const TTL_MS = 30_000;
/** Accounts whose scope is kept at most (the least recently used goes first). */
export const MAX_CACHED_SCOPES = 10_000;

export function createEntitlementsService(deps: { repo: EntitlementsRepo; clock?: () => Date; ttlMs?: number }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const ttl = deps.ttlMs ?? TTL_MS;
  const cache = createTtlCache<string, EntitlementScope>({
    name: "entitlement-scopes",
    max: MAX_CACHED_SCOPES,
    ttlMs: ttl,
  });

  /**
   * Lists and counts may use a scope up to `ttl` old; opening or downloading a document asks with
   * `fresh`, so a cancelled subscription stops delivery at once on every API instance.
   */
  async function scopeOf(actor: Actor | null, opts: { fresh?: boolean } = {}): Promise<EntitlementScope> {
    if (!actor || actor.accountId === null) return EMPTY;
    const key = `${actor.tenantId}:${actor.accountId}`;
    const { tenantId } = actor;
    const accountId = actor.accountId;
    return cache.getOrLoad(key, () => loadScope(tenantId, accountId), { fresh: opts.fresh === true });
  }

  async function loadScope(tenantId: number, accountId: number): Promise<EntitlementScope> {
    return scopeOfGrants(await repo.grantsOf(tenantId, accountId, clock()));
  }

  return {
    /** Publishers and collections the actor's selected account is entitled to now. */
    scopeOf,

    /** Whether a scope (from scopeOf) covers a document: for marking many documents with one lookup. */
    covers: scopeCovers,

    async isEntitled(actor: Actor | null, thing: EntitledThing, opts: { fresh?: boolean } = {}): Promise<boolean> {
      return scopeCovers(await scopeOf(actor, opts), thing);
    },

    /** Throws the 403 the clients show as the tenant's no-access message. */
    async assertEntitled(actor: Actor | null, thing: EntitledThing, opts: { fresh?: boolean } = {}): Promise<void> {
      if (!scopeCovers(await scopeOf(actor, opts), thing)) {
        throw new Forbidden("User is not entitled for the Document", {
          title: "User is not entitled for the Document",
          messageKey: "content-no-access",
        });
      }
    },

    /** Forget cached scopes (after a subscription changes). */
    invalidate(accountId?: number): void {
      if (accountId === undefined) cache.clear();
      else for (const k of cache.keys()) if (k.endsWith(`:${accountId}`)) cache.delete(k);
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
