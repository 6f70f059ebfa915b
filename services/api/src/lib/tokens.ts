// Norma tokens: signed with @fastify/jwt (algorithm pinned, iss/aud/exp checked on every
// request); logout puts the jti on a Redis deny-list until the token would have expired.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { AuthType, UserTypeCode } from "./actor.ts";

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
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: number;
}

export function createTokenService(deps: { app: FastifyInstance; config: Config; redis: Redis }) {
  const { app, config, redis } = deps;
  const revokedKey = (jti: string) => `${config.redisPrefix}:jwt:revoked:${jti}`;

  return {
    issue(input: IssueInput): IssuedToken {
      const ttl = input.rememberMe ? config.jwt.rememberMeTtlSeconds : config.jwt.ttlSeconds;
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
      };
      const token = app.jwt.sign(claims, { expiresIn: ttl });
      return { token, jti, expiresAt: Math.floor(Date.now() / 1000) + ttl };
    },

    /** Denies the token until its expiry. */
    async revoke(jti: string, exp: number): Promise<void> {
      const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
      await redis.set(revokedKey(jti), "1", "EX", ttl);
    },

    async isRevoked(jti: string): Promise<boolean> {
      return (await redis.exists(revokedKey(jti))) === 1;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
