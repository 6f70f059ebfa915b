// Checks on each authenticated request that the token's user and account still exist, with a
// short cache so this is not a query per request. A change to a user (deactivated, deleted, an
// account membership gone) drops that user's cached checks in every process through the
// actor-change bus (actor-change-bus.ts), so their tokens are refused on their next call.
import type { Db } from "@norma/db";
import { createTtlCache } from "@norma/db/ttl-cache";

export type ActorState = "ok" | "user-gone" | "account-gone";

const TTL_MS = 15_000;

export function createActorLoader(deps: { db: Db; ttlMs?: number }) {
  const { db } = deps;
  const ttl = deps.ttlMs ?? TTL_MS;
  const cache = createTtlCache<string, ActorState>({ name: "actors", max: 10_000, ttlMs: ttl });
  // Bumped by every invalidation: a load that began before one read what may have changed since,
  // so it answers its own caller but is not kept (a load under way is not among the cache's keys).
  let generation = 0;

  async function load(tenantId: number, userId: number | null, accountId: number | null): Promise<ActorState> {
    if (userId !== null) {
      const user = await db.user.findFirst({ where: { id: userId, tenantId }, select: { activated: true } });
      if (!user?.activated) return "user-gone";
    }
    if (accountId !== null) {
      const account = await db.account.findFirst({
        where: {
          id: accountId,
          tenantId,
          active: true,
          ...(userId !== null ? { memberships: { some: { userId } } } : {}),
        },
        select: { id: true },
      });
      if (!account) return "account-gone";
    }
    return "ok";
  }

  return {
    async check(tenantId: number, userId: number | null, accountId: number | null): Promise<ActorState> {
      const key = `${tenantId}:${userId}:${accountId}`;
      const began = generation;
      let loaded: ActorState | undefined;
      const state = await cache.getOrLoad<ActorState | undefined>(key, async () => {
        loaded = await load(tenantId, userId, accountId);
        return generation === began ? loaded : undefined;
      });
      return state ?? loaded ?? load(tenantId, userId, accountId);
    },
    /** Drops the cached checks of these users of the tenant (every account they were checked with). */
    invalidateUsers(tenantId: number, userIds: number[]): void {
      generation++;
      const prefixes = userIds.map((id) => `${tenantId}:${id}:`);
      for (const key of cache.keys()) if (prefixes.some((p) => key.startsWith(p))) cache.delete(key);
    },
    invalidate(): void {
      generation++;
      cache.clear();
    },
  };
}

export type ActorLoader = ReturnType<typeof createActorLoader>;
