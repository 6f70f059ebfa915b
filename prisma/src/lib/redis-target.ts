// Where a process's Redis is: one server (REDIS_URL), or a primary that Redis Sentinel watches and
// replaces on failure (REDIS_SENTINELS), so that the API and the workers follow a failover without
// a restart. Read the same way by the API, the workers and their compare children.
//
//   REDIS_URL                redis://[user:password@]host:port[/db]  (with Sentinel: only the
//                            user, password and database number are used, for the primary)
//   REDIS_SENTINELS          host:port,host:port,…  (Sentinel mode when set)
//   REDIS_SENTINEL_NAME      the monitored primary's name (default mymaster)
//   REDIS_SENTINEL_PASSWORD  the Sentinels' own password, when they require one
import { collectEnv, type RedisTarget, redisFields, redisTarget } from "@norma/contracts/env";
import { Redis, type RedisOptions } from "ioredis";

export type { RedisTarget };

type Env = Record<string, string | undefined>;

/**
 * Reads the settings with the environment schema's Redis fields (@norma/contracts/env); each
 * problem is pushed to `problems` (the caller reports them all).
 */
export function readRedisTarget(env: Env, problems: string[], fallbackUrl = "redis://127.0.0.1:6379"): RedisTarget {
  const fields = collectEnv(redisFields, { ...env, REDIS_URL: env.REDIS_URL?.trim() || fallbackUrl }, problems);
  return fields ? redisTarget(fields) : { url: fallbackUrl, sentinelName: "mymaster" };
}

/** A connection to the target: the primary through the Sentinels, or the one server of the URL. */
export function connectRedis(target: RedisTarget | string, options: RedisOptions = {}): Redis {
  if (typeof target === "string") return new Redis(target, options);
  if (!target.sentinels) return new Redis(target.url, options);
  const u = new URL(target.url);
  const db = Number(u.pathname.replace(/^\//, "") || 0);
  return new Redis({
    sentinels: target.sentinels,
    name: target.sentinelName,
    sentinelPassword: target.sentinelPassword,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    // A client still on a demoted primary gets READONLY: reconnect (through the Sentinels, to the
    // new primary) and send the command again.
    reconnectOnError: (err) => (err.message.startsWith("READONLY") ? 2 : false),
    // Ask the Sentinels again when the primary is lost, and follow their +switch-master news.
    failoverDetector: true,
    ...options,
  });
}

/** The variables that give a child process the same Redis. */
export function redisTargetEnv(target: RedisTarget): Record<string, string> {
  const env: Record<string, string> = { REDIS_URL: target.url, REDIS_SENTINEL_NAME: target.sentinelName };
  if (target.sentinels)
    env.REDIS_SENTINELS = target.sentinels
      .map((s) => `${s.host.includes(":") ? `[${s.host}]` : s.host}:${s.port}`)
      .join(",");
  if (target.sentinelPassword) env.REDIS_SENTINEL_PASSWORD = target.sentinelPassword;
  return env;
}

/** What may be shown of the target (logs, console): never a password. */
export function describeRedisTarget(target: RedisTarget): string {
  if (target.sentinels)
    return `sentinel ${target.sentinelName} via ${target.sentinels.map((s) => `${s.host}:${s.port}`).join(",")}`;
  const u = new URL(target.url);
  return `${u.protocol}//${u.host}${u.pathname}`;
}
