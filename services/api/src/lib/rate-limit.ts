// Fixed-window counters in Redis, shared by every API instance. While Redis is unreachable or
// slow (see redis-guard.ts) the same windows are counted in this process instead: a limit then
// holds per instance, and a request never fails or waits because Redis is away.
import type { Redis } from "ioredis";
import { TooManyRequests } from "./errors.ts";
import { createLocalCounters, type LocalCounters } from "./local-limits.ts";
import type { RedisGuard } from "./redis-guard.ts";

export interface RateLimitRule {
  /** What is being limited, e.g. "login-ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export function createRateLimiter(deps: { redis: Redis; prefix: string; guard: RedisGuard; local?: LocalCounters }) {
  const { redis, prefix, guard } = deps;
  const local = deps.local ?? createLocalCounters();
  const keyOf = (rule: RateLimitRule, subject: string) => `${prefix}:rl:${rule.name}:${subject.toLowerCase()}`;
  return {
    /** Counts one attempt; throws 429 with Retry-After when the window's limit is passed. */
    async hit(rule: RateLimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      const { count, ttl } = await guard.run(
        "rate-limit",
        async () => {
          const [[, n], [, t]] = (await redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
          if (t < 0) await redis.expire(key, rule.windowSeconds);
          return { count: n, ttl: t };
        },
        () => local.incr(key, rule.windowSeconds),
      );
      if (count > rule.limit) {
        const retry = ttl > 0 ? ttl : rule.windowSeconds;
        throw new TooManyRequests(`Too many attempts; try again in ${retry} seconds`, retry);
      }
    },
    /**
     * Throws 429 while the window's limit is used up, without counting an attempt: for limits on
     * failures only (guess-throttle.ts), checked before the attempt so that a right guess past
     * the limit is refused like a wrong one.
     */
    async check(rule: RateLimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      const { count, ttl } = await guard.run(
        "rate-limit-check",
        async () => {
          const [[, n], [, t]] = (await redis.multi().get(key).ttl(key).exec()) as [
            [null, string | null],
            [null, number],
          ];
          return { count: Number(n ?? 0), ttl: t };
        },
        () => local.peek(key),
      );
      if (count >= rule.limit) {
        const retry = ttl > 0 ? ttl : rule.windowSeconds;
        throw new TooManyRequests(`Too many attempts; try again in ${retry} seconds`, retry);
      }
    },
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      local.del(key);
      await guard.run(
        "rate-limit-reset",
        async () => {
          await redis.del(key);
        },
        () => undefined,
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
