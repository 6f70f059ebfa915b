// Norma tokens: signed with @fastify/jwt (algorithm pinned, iss/aud/exp checked on every
// request); logout puts the jti on a deny-list until the token would have expired
// (token-deny-list.ts: PostgreSQL, cached in Redis).
//
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
import { createDenyList } from "./token-deny-list.ts";

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

export function createTokenService(deps: {
  app: FastifyInstance;
  config: Config;
  redis: Redis;
  db: Db;
  guard: RedisGuard;
}) {
  const { app, config, redis, db, guard } = deps;
  const denyList = createDenyList({ redis, db, guard, prefix: config.redisPrefix, log: app.log });
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

    ...denyList,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
