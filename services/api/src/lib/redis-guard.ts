// Redis is a cache and a coordination aid for the API, never something a request waits on for
// long. Every Redis call of the API goes through guard.run(): the client fails fast while Redis is
// unreachable (no offline queue) and a frozen server is cut off by the command timeout; a circuit
// breaker (opossum) then stops trying for REDIS_RETRY_AFTER_MS, so during an outage requests pay
// nothing for Redis and take their fallback at once (the deny-list asks PostgreSQL, rate limits
// count in this process — see tokens.ts and local-limits.ts). A trial call after the pause closes
// the circuit again when Redis answers.
import { connectRedis, type RedisTarget } from "@norma/db/redis-target";
import type { Redis } from "ioredis";
import CircuitBreaker from "opossum";

export interface RedisGuardOptions {
  /** Longest a Redis call may take before it counts as failed. */
  commandTimeoutMs: number;
  /** How long the API leaves Redis alone after a failure before trying again. */
  retryAfterMs: number;
  log?: { warn(o: object, msg: string): void; info(o: object, msg: string): void };
}

/** The API's Redis client: bounded in every way a request could wait on it. */
export function createApiRedis(
  target: RedisTarget | string,
  options: Pick<RedisGuardOptions, "commandTimeoutMs">,
): Redis {
  return connectRedis(target, {
    // A command sent while disconnected fails at once instead of waiting for a reconnection.
    enableOfflineQueue: false,
    // A frozen server (accepting, never answering) is cut off after this long.
    commandTimeout: options.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Keep reconnecting in the background, at most every 2 s.
    retryStrategy: (times) => Math.min(200 * times, 2_000),
  });
}

/** How long Redis may stay unusable after an error before the error is logged. */
export const REDIS_ERROR_GRACE_MS = 3_000;

/**
 * Logs a Redis client's errors once Redis has stayed unusable for `graceMs` after one, not at
 * once, and each kind of error once until the client is ready again (ioredis reports every failed
 * reconnection). Why the grace: the API's start blocks the event loop for seconds (the contract's
 * schemas compiled, the search index loaded), so a connection's 2 s timer could fire after the
 * connection had in fact succeeded, and a healthy Redis was logged as "connect ETIMEDOUT".
 */
export function logRedisErrors(
  client: Redis,
  log: { warn(o: object, msg: string): void },
  message: string,
  graceMs = REDIS_ERROR_GRACE_MS,
): void {
  let lastLogged = "";
  let held: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  client.on("error", (err: Error) => {
    held = err.message;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (held === null || client.status === "ready") return;
      if (held !== lastLogged) log.warn({ err: held }, message);
      lastLogged = held;
    }, graceMs);
    timer.unref();
  });
  client.on("ready", () => {
    lastLogged = "";
    held = null;
    if (timer) clearTimeout(timer);
    timer = null;
  });
}

export interface RedisGuard {
  /** Runs fn against Redis; on any failure, timeout or open circuit, returns fallback() instead. */
  run<T>(what: string, fn: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** True while the circuit is open (Redis is being left alone). */
  readonly degraded: boolean;
  shutdown(): void;
}

export function createRedisGuard(options: RedisGuardOptions): RedisGuard {
  const breaker = new CircuitBreaker(<T>(fn: () => Promise<T>) => fn(), {
    timeout: options.commandTimeoutMs + 100,
    resetTimeout: options.retryAfterMs,
    // One failure opens the circuit: a request must not be the one that finds Redis gone twice.
    volumeThreshold: 1,
    errorThresholdPercentage: 1,
    rollingCountTimeout: 10_000,
  });
  breaker.on("open", () =>
    options.log?.warn(
      { retryAfterMs: options.retryAfterMs },
      "redis unavailable: rate limits and the deny-list run degraded",
    ),
  );
  breaker.on("close", () => options.log?.info({}, "redis available again"));
  return {
    async run<T>(what: string, fn: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
      try {
        return (await breaker.fire(() => {
          // The breaker's own time limit can end the wait first; the command's late rejection
          // ("Command timed out") must not then be an unhandled rejection.
          const pending = fn();
          pending.catch(() => {});
          return pending;
        })) as T;
      } catch (err) {
        if (!breaker.opened) options.log?.warn({ err: (err as Error).message, what }, "redis call failed");
        return fallback();
      }
    },
    get degraded() {
      return breaker.opened;
    },
    shutdown() {
      breaker.shutdown();
    },
  };
}
