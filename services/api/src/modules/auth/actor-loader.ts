// Checks on each authenticated request that the token's user and account still exist, with a
// short cache so this is not a query per request.
import type { Db } from "@norma/db";
import { createTtlCache } from "@norma/db/ttl-cache";

export type ActorState = "ok" | "user-gone" | "account-gone";

const TTL_MS = 15_000;

export function createActorLoader(deps: { db: Db; ttlMs?: number }) {
  const { db } = deps;
  const ttl = deps.ttlMs ?? TTL_MS;
  const cache = createTtlCache<string, ActorState>({ name: "actors", max: 10_000, ttlMs: ttl });

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
      return cache.getOrLoad(key, () => load(tenantId, userId, accountId));
    },
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ActorLoader = ReturnType<typeof createActorLoader>;
