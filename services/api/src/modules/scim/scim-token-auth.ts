// Who calls the SCIM service (/scim/v2, issue 31): the tenant of the provisioning token a call
// presents. The access hook (plugins/access.ts) asks this for every operation whose security is
// scimBearer; the token's tenant is the only tenant the call may read or change. A token is
// refused (401) when malformed, unknown or revoked; unknown tokens count as guesses of the
// caller's address (lib/guess-throttle.ts), and every admitted call counts against the token's
// rate limit (per minute, shared by every API process through Redis: 429 with Retry-After).
import type { Db } from "@norma/db";
import { Unauthorized } from "../../lib/errors.ts";
import type { GuessThrottle } from "../../lib/guess-throttle.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { SCIM_CALLS_PER_MINUTE } from "./scim-limits.ts";
import { SCIM_SECRET_PATTERN, type ScimTokenSecrets } from "./scim-token-secrets.ts";

export interface ScimCaller {
  tokenId: number;
  tenantId: number;
  /** The token's public beginning: who the audit log names. */
  prefix: string;
}

const invalid = () => new Unauthorized("The SCIM token is not valid", "error.scim.token-invalid");

export function createScimTokenAuth(deps: {
  db: Db;
  secrets: ScimTokenSecrets;
  limiter: RateLimiter;
  guesses: GuessThrottle;
  callsPerMinute?: number;
}) {
  const { db, secrets, limiter, guesses } = deps;

  async function lookUp(presented: string) {
    if (!SCIM_SECRET_PATTERN.test(presented)) throw invalid();
    const row = await db.scimToken.findUnique({
      where: { secretHash: secrets.hash(presented) },
      select: { id: true, tenantId: true, prefix: true, revokedAt: true },
    });
    if (!row) throw invalid();
    return row;
  }

  return {
    /** The token of `Authorization: Bearer <token>`, counted as one call from `ip`. */
    async authenticate(authorization: string | undefined, ip: string): Promise<ScimCaller> {
      const m = authorization?.match(/^Bearer (\S+)$/i);
      if (!m)
        throw new Unauthorized(
          "A SCIM token is required: 'Authorization: Bearer <token>'",
          "error.scim.token-required",
        );
      const row = await guesses.guard(
        "scim-token",
        ip,
        () => lookUp(m[1]),
        (err) => err instanceof Unauthorized,
      );
      if (row.revokedAt) throw new Unauthorized("The SCIM token has been revoked", "error.scim.token-revoked");
      await limiter.hit(
        { name: "scim-token", limit: deps.callsPerMinute ?? SCIM_CALLS_PER_MINUTE, windowSeconds: 60 },
        String(row.id),
      );
      return { tokenId: row.id, tenantId: row.tenantId, prefix: row.prefix };
    },
  };
}

export type ScimTokenAuth = ReturnType<typeof createScimTokenAuth>;
