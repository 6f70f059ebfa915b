// The one answer to "may this actor open, download or verify this document": the selected
// account's active subscriptions entitle whole publishers or content collections. Every document
// delivery asks here, on the server, every time.
import { createTtlCache } from "@norma/db/ttl-cache";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden } from "../../lib/errors.ts";
import type { EntitlementsRepo } from "./entitlements-repo.ts";

export interface EntitlementScope {
  publisherIds: number[];
  collectionIds: number[];
}

/** What entitlement is decided on: a document's publisher and collections. */
export interface EntitledThing {
  publisherId: number;
  collectionIds: number[];
}

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
    const grants = await repo.grantsOf(tenantId, accountId, clock());
    return {
      publisherIds: [...new Set(grants.flatMap((g) => (g.publisherId !== null ? [g.publisherId] : [])))].sort(
        (a, b) => a - b,
      ),
      collectionIds: [...new Set(grants.flatMap((g) => (g.collectionId !== null ? [g.collectionId] : [])))].sort(
        (a, b) => a - b,
      ),
    };
  }

  function covers(scope: EntitlementScope, thing: EntitledThing): boolean {
    return (
      scope.publisherIds.includes(thing.publisherId) || thing.collectionIds.some((c) => scope.collectionIds.includes(c))
    );
  }

  return {
    /** Publishers and collections the actor's selected account is entitled to now. */
    scopeOf,

    /** Whether a scope (from scopeOf) covers a document: for marking many documents with one lookup. */
    covers,

    async isEntitled(actor: Actor | null, thing: EntitledThing, opts: { fresh?: boolean } = {}): Promise<boolean> {
      return covers(await scopeOf(actor, opts), thing);
    },

    /** Throws the 403 the clients show as the tenant's no-access message. */
    async assertEntitled(actor: Actor | null, thing: EntitledThing, opts: { fresh?: boolean } = {}): Promise<void> {
      if (!covers(await scopeOf(actor, opts), thing)) {
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
