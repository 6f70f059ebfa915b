// The deny-list of signed-out tokens (tokens.ts composes it into the token service).
//
// The deny-list lives in PostgreSQL (revoked_tokens); Redis caches it so a request's check is one
// Redis round trip. The cache says "not revoked" only when it holds the whole list: a marker key
// set after a full load from PostgreSQL. When Redis has lost its data (restarted empty, flushed)
// the marker is gone too: the check asks PostgreSQL and the list is loaded again in the
// background. While Redis is unreachable or slow (redis-guard.ts) every check asks PostgreSQL —
// a primary-key lookup — so a revoked token stays revoked whatever happens to Redis.
// A revocation that reached PostgreSQL but not Redis leaves the cache incomplete: the instance
// that made it deletes the marker as soon as Redis answers again (every check then asks
// PostgreSQL until the list is loaded again), and the marker lasts CACHE_COMPLETE_SECONDS at most,
// so even an instance that died first cannot leave the cache wrong for longer.
import { randomUUID } from "node:crypto";
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";
import type { RedisGuard } from "./redis-guard.ts";

/** Revocations copied to Redis per round trip when the cache is loaded again. */
const RELOAD_BATCH = 2_000;
/** How long a full load of the cache is trusted before it is loaded again. */
const CACHE_COMPLETE_SECONDS = 300;

// Marks the cache complete only if the load's own sentinel is still there: had Redis restarted
// (lost its data) during the load, the sentinel is gone and the marker is not set.
const COMPLETE_LOAD = `if redis.call('exists', KEYS[1]) == 1 then
  redis.call('set', KEYS[2], '1', 'EX', ARGV[1]); redis.call('del', KEYS[1]); return 1
end
return 0`;

/**
 * The loading of the cache: every live revocation copied from PostgreSQL to Redis, then the
 * marker that says the cache is complete. One load at a time per instance.
 */
function createDenyListLoader(deps: {
  redis: Redis;
  db: Db;
  prefix: string;
  log: { warn(o: object, msg: string): void };
}) {
  const { redis, db } = deps;
  const revokedKey = (jti: string) => `${deps.prefix}:jwt:revoked:${jti}`;
  const loadedKey = `${deps.prefix}:jwt:revoked-loaded`;
  let reloading: Promise<void> | null = null;

  /**
   * Copies every live revocation from PostgreSQL to Redis, then marks the cache complete. A load
   * that Redis lost half-way (restarted empty) is started again, a few times at most: the requests
   * that came meanwhile found this load running and did not start their own.
   */
  async function reloadCache(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) if (await loadOnce()) return;
  }

  /** One full load; false when Redis lost the load's sentinel (the marker was not set). */
  async function loadOnce(): Promise<boolean> {
    const sentinel = `${deps.prefix}:jwt:revoked-loading:${randomUUID()}`;
    await redis.set(sentinel, "1", "EX", 600);
    let after = "";
    for (;;) {
      const rows = await db.$queryRaw<{ jti: string; ttl: number }[]>`
        SELECT jti, ceil(extract(epoch FROM expires_at - now()))::int AS ttl
          FROM revoked_tokens
         WHERE expires_at > now() AND jti > ${after}
         ORDER BY jti LIMIT ${RELOAD_BATCH}`;
      if (rows.length === 0) break;
      const pipe = redis.pipeline();
      for (const r of rows) pipe.set(revokedKey(r.jti), "1", "EX", Math.max(1, r.ttl));
      await pipe.exec();
      after = rows[rows.length - 1].jti;
    }
    return (await redis.eval(COMPLETE_LOAD, 2, sentinel, loadedKey, CACHE_COMPLETE_SECONDS)) === 1;
  }

  function reloadInBackground(): void {
    // Not through the guard: a long load must not count as Redis being slow; each of its
    // commands is bounded by the client's command timeout.
    reloading ??= reloadCache()
      .catch((err: Error) => deps.log.warn({ err: err.message }, "could not reload the deny-list cache"))
      .finally(() => {
        reloading = null;
      });
  }

  return {
    revokedKey,
    loadedKey,
    reloadInBackground,
    async settled(): Promise<void> {
      await reloading;
    },
  };
}

/** The deny-list: revoking a token, and the check of every request. */
export function createDenyList(deps: {
  redis: Redis;
  db: Db;
  guard: RedisGuard;
  /** The Redis key prefix of the deployment. */
  prefix: string;
  log: { warn(o: object, msg: string): void };
}) {
  const { redis, db, guard } = deps;
  const { revokedKey, loadedKey, reloadInBackground, settled } = createDenyListLoader(deps);
  // A revocation this instance could not copy to Redis: the cache's marker must go.
  let cacheIncomplete = false;
  const repair = setInterval(() => {
    if (cacheIncomplete && !guard.degraded) void markIncomplete();
  }, 1_000);
  repair.unref();

  async function markIncomplete(): Promise<void> {
    await guard.run(
      "deny-list-repair",
      async () => {
        await redis.del(loadedKey);
        cacheIncomplete = false;
      },
      () => undefined,
    );
  }

  async function revokedInDatabase(jti: string): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM revoked_tokens WHERE jti = ${jti} AND expires_at > now()`;
    return rows.length > 0;
  }

  return {
    /** Denies the token until its expiry: in PostgreSQL first (the truth), then in the cache. */
    async revoke(jti: string, exp: number): Promise<void> {
      const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
      await db.$executeRaw`
        INSERT INTO revoked_tokens (jti, expires_at) VALUES (${jti}, to_timestamp(${exp}))
        ON CONFLICT (jti) DO NOTHING`;
      await guard.run(
        "deny-list",
        async () => {
          await redis.set(revokedKey(jti), "1", "EX", ttl);
        },
        () => {
          cacheIncomplete = true;
        },
      );
    },

    async isRevoked(jti: string): Promise<boolean> {
      const cached = await guard.run<boolean | null>(
        "deny-list",
        async () => {
          if (cacheIncomplete) {
            await redis.del(loadedKey);
            cacheIncomplete = false;
          }
          const [[, complete], [, hit]] = (await redis.multi().exists(loadedKey).exists(revokedKey(jti)).exec()) as [
            [null, number],
            [null, number],
          ];
          if (hit === 1) return true;
          if (complete === 1) return false;
          reloadInBackground();
          return null;
        },
        () => null,
      );
      return cached ?? revokedInDatabase(jti);
    },

    /** Waits for a running reload of the cache (tests). */
    settled,

    close(): void {
      clearInterval(repair);
    },
  };
}

export type DenyList = ReturnType<typeof createDenyList>;
