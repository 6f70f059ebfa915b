// What sign-in keeps in Redis, shared by every API instance:
//   - the ids (jti) of partner tokens already exchanged, until the token could no longer be
//     accepted anyway, so a captured token cannot be replayed;
//   - failure counts and lockouts of e-mail addresses that belong to no user, so an unknown
//     address is locked out exactly like a known one and the lockout reveals nothing.
import type { Redis } from "ioredis";

/** How long consecutive failures of an unknown address are remembered without a new one. */
const FAILURE_MEMORY_SECONDS = 86_400;

export function createAuthStore(deps: { redis: Redis; prefix: string }) {
  const { redis, prefix } = deps;
  const usedKey = (scope: string, jti: string) => `${prefix}:auth:used-jti:${scope}:${jti}`;
  const failKey = (tenantId: number, email: string) => `${prefix}:auth:fail:${tenantId}:${email}`;
  const lockKey = (tenantId: number, email: string) => `${prefix}:auth:lock:${tenantId}:${email}`;

  return {
    /** Records a token id as used; false when it was used before (a replay). */
    async claimTokenId(scope: string, jti: string, ttlSeconds: number): Promise<boolean> {
      const ok = await redis.set(usedKey(scope, jti), "1", "EX", Math.max(1, Math.ceil(ttlSeconds)), "NX");
      return ok === "OK";
    },

    /** When the lockout of an address without a user ends, if it is locked. */
    async lockedUntil(tenantId: number, email: string): Promise<Date | null> {
      const ms = await redis.pttl(lockKey(tenantId, email));
      return ms > 0 ? new Date(Date.now() + ms) : null;
    },

    /** Counts a failed sign-in of an address without a user; locks it at the threshold. */
    async recordFailure(tenantId: number, email: string, threshold: number, lockMinutes: number): Promise<void> {
      const key = failKey(tenantId, email);
      const [[, count]] = (await redis.multi().incr(key).expire(key, FAILURE_MEMORY_SECONDS).exec()) as [
        [null, number],
        [null, number],
      ];
      if (count >= threshold) {
        await redis
          .multi()
          .set(lockKey(tenantId, email), "1", "EX", lockMinutes * 60)
          .del(key)
          .exec();
      }
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
