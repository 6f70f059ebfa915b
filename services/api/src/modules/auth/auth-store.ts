// What sign-in keeps in Redis, shared by every API instance:
//   - the ids (jti) of partner tokens already exchanged, until the token could no longer be
//     accepted anyway, so a captured token cannot be replayed;
//   - failure counts and lockouts of e-mail addresses that belong to no user, so an unknown
//     address is locked out exactly like a known one and the lockout reveals nothing.
// While Redis is unreachable or slow (lib/redis-guard.ts) the same records are kept in this
// process: sign-in keeps working, and replays and lockouts are caught per API instance.
import type { Redis } from "ioredis";
import { createLocalCounters, type LocalCounters } from "../../lib/local-limits.ts";
import type { RedisGuard } from "../../lib/redis-guard.ts";

/** How long consecutive failures of an unknown address are remembered without a new one. */
const FAILURE_MEMORY_SECONDS = 86_400;

export function createAuthStore(deps: { redis: Redis; prefix: string; guard: RedisGuard; local?: LocalCounters }) {
  const { redis, prefix, guard } = deps;
  const local = deps.local ?? createLocalCounters();
  const usedKey = (scope: string, jti: string) => `${prefix}:auth:used-jti:${scope}:${jti}`;
  const failKey = (tenantId: number, email: string) => `${prefix}:auth:fail:${tenantId}:${email}`;
  const lockKey = (tenantId: number, email: string) => `${prefix}:auth:lock:${tenantId}:${email}`;

  return {
    /** Records a token id as used; false when it was used before (a replay). */
    async claimTokenId(scope: string, jti: string, ttlSeconds: number): Promise<boolean> {
      const key = usedKey(scope, jti);
      const ttl = Math.max(1, Math.ceil(ttlSeconds));
      // Kept here too, so a token exchanged while Redis was up is refused by this instance after
      // Redis loses it.
      const freshHere = local.setIfAbsent(key, ttl);
      const freshShared = await guard.run(
        "claim-token-id",
        async () => (await redis.set(key, "1", "EX", ttl, "NX")) === "OK",
        () => true,
      );
      return freshHere && freshShared;
    },

    /** When the lockout of an address without a user ends, if it is locked. */
    async lockedUntil(tenantId: number, email: string): Promise<Date | null> {
      const key = lockKey(tenantId, email);
      const ms = await guard.run(
        "locked-until",
        () => redis.pttl(key),
        () => local.pttl(key),
      );
      return ms > 0 ? new Date(Date.now() + ms) : null;
    },

    /** Counts a failed sign-in of an address without a user; locks it at the threshold. */
    async recordFailure(tenantId: number, email: string, threshold: number, lockMinutes: number): Promise<void> {
      const key = failKey(tenantId, email);
      const lock = lockKey(tenantId, email);
      await guard.run(
        "record-failure",
        async () => {
          const [[, count]] = (await redis.multi().incr(key).expire(key, FAILURE_MEMORY_SECONDS).exec()) as [
            [null, number],
            [null, number],
          ];
          if (count >= threshold) {
            await redis
              .multi()
              .set(lock, "1", "EX", lockMinutes * 60)
              .del(key)
              .exec();
          }
        },
        () => {
          if (local.incr(key, FAILURE_MEMORY_SECONDS).count >= threshold) {
            local.set(lock, lockMinutes * 60);
            local.del(key);
          }
        },
      );
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
