// Fixed-window counters in Redis, shared by every API instance.
import type { Redis } from "ioredis";
import { TooManyRequests } from "./errors.ts";

export interface RateLimitRule {
  /** What is being limited, e.g. "login-ip". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export function createRateLimiter(deps: { redis: Redis; prefix: string }) {
  const { redis, prefix } = deps;
  return {
    /** Counts one attempt; throws 429 with Retry-After when the window's limit is passed. */
    async hit(rule: RateLimitRule, subject: string): Promise<void> {
      const key = `${prefix}:rl:${rule.name}:${subject.toLowerCase()}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(key, rule.windowSeconds);
      if (count > rule.limit) {
        const retry = ttl > 0 ? ttl : rule.windowSeconds;
        throw new TooManyRequests(`Too many attempts; try again in ${retry} seconds`, retry);
      }
    },
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await redis.del(`${prefix}:rl:${rule.name}:${subject.toLowerCase()}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
