// Norma tokens: signed with @fastify/jwt (algorithm pinned, iss/aud/exp checked on every
// request); logout puts the jti on a deny-list until the token would have expired.
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
// A session starts at sign-in (auth_time); renewing or switching accounts re-issues the token but
// never past auth_time + SESSION_MAX_AGE_SECONDS, and keeps the remember-me lifetime (rem).
import { randomUUID } from "node:crypto";
import type { Db } from "@norma/db";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { AuthType, UserTypeCode } from "./actor.ts";
import { Unauthorized } from "./errors.ts";
import type { RedisGuard } from "./redis-guard.ts";

/** Claims of a Norma token (besides iss, aud, iat, exp). */
export interface NormaClaims {
  /** User id, or "account:<id>" for an anonymous company session. */
  sub: string;
  /** Tenant code. */
  tid: string;
  /** Selected account id (null until chosen). */
  acc: number | null;
  utp: UserTypeCode;
  atp: AuthType;
  auth: string[];
  jti: string;
  email?: string;
  /** When the session began (sign-in), seconds since the epoch. */
  auth_time?: number;
  /** The user asked to be remembered: renewals keep the longer lifetime. */
  rem?: boolean;
}

export interface IssueInput {
  userId: number | null;
  accountId: number | null;
  tenantCode: string;
  userType: UserTypeCode;
  authType: AuthType;
  authorities: string[];
  email?: string | null;
  rememberMe?: boolean;
  /** Start of the session being continued (renew, account switch); now for a new sign-in. */
  authTime?: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: number;
}

/**
 * Whether a verified token's session has passed SESSION_MAX_AGE_SECONDS, checked on every request
 * (plugins/access.ts), not only at renewal: a token issued under a longer maximum age (the setting
 * lowered since), or one whose lifetime outlasts its session, stops working at the session's end.
 * Tokens issued before auth_time existed: their session began no later than their iat.
 */
export function sessionExpired(
  claims: { auth_time?: number; iat: number },
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  return (claims.auth_time ?? claims.iat) + maxAgeSeconds <= nowSeconds;
}

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

export function createTokenService(deps: {
  app: FastifyInstance;
  config: Config;
  redis: Redis;
  db: Db;
  guard: RedisGuard;
}) {
  const { app, config, redis, db, guard } = deps;
  const revokedKey = (jti: string) => `${config.redisPrefix}:jwt:revoked:${jti}`;
  const loadedKey = `${config.redisPrefix}:jwt:revoked-loaded`;
  let reloading: Promise<void> | null = null;
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
    const sentinel = `${config.redisPrefix}:jwt:revoked-loading:${randomUUID()}`;
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
      .catch((err: Error) => app.log.warn({ err: err.message }, "could not reload the deny-list cache"))
      .finally(() => {
        reloading = null;
      });
  }

  async function revokedInDatabase(jti: string): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM revoked_tokens WHERE jti = ${jti} AND expires_at > now()`;
    return rows.length > 0;
  }

  return {
    /**
     * Signs a token for the session. A continued session (authTime given) that has reached
     * SESSION_MAX_AGE_SECONDS is refused with 401 error.session.expired; otherwise the token
     * expires at the normal lifetime or at the session's end, whichever is first.
     */
    issue(input: IssueInput): IssuedToken {
      const now = Math.floor(Date.now() / 1000);
      const authTime = input.authTime ?? now;
      const sessionLeft = authTime + config.jwt.sessionMaxAgeSeconds - now;
      if (sessionLeft <= 0) {
        throw new Unauthorized("The session has reached its maximum age; sign in again", "error.session.expired");
      }
      const ttl = Math.min(input.rememberMe ? config.jwt.rememberMeTtlSeconds : config.jwt.ttlSeconds, sessionLeft);
      const jti = randomUUID();
      const claims: NormaClaims = {
        sub: input.userId !== null ? String(input.userId) : `account:${input.accountId}`,
        tid: input.tenantCode,
        acc: input.accountId,
        utp: input.userType,
        atp: input.authType,
        auth: input.authorities,
        jti,
        ...(input.email ? { email: input.email } : {}),
        auth_time: authTime,
        ...(input.rememberMe ? { rem: true } : {}),
      };
      const token = app.jwt.sign(claims, { expiresIn: ttl });
      return { token, jti, expiresAt: now + ttl };
    },

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
    async settled(): Promise<void> {
      await reloading;
    },

    close(): void {
      clearInterval(repair);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
