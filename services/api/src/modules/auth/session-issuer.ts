// Continues a session with a new token (POST /api/authenticate/renew, POST /api/account/switch).
// Nothing is copied from the old token but who and since when: the user is read again, so a
// deactivated user or a removed membership ends the session, and authorities or user type
// changed since sign-in take effect. The session keeps its start (auth_time, capped by
// SESSION_MAX_AGE_SECONDS in the token service) and its remember-me lifetime.

import { normaliseAuthorities } from "../../lib/access-policy.ts";
import { type Actor, sessionAuthType } from "../../lib/actor.ts";
import { InternalError, Unauthorized } from "../../lib/errors.ts";
import type { IssuedToken, TokenService } from "../../lib/tokens.ts";
import type { AuthRepo } from "./auth-repo.ts";

/** The detail the clients sign the user out on (spec 3 §8), as the access guard answers it. */
const ACCOUNT_GONE = "account id not exist";

export function createSessionIssuer(deps: { repo: AuthRepo; tokens: TokenService }) {
  const { repo, tokens } = deps;

  return {
    /**
     * A token for the actor's session acting for `accountId` (default: the current account).
     * The old token is revoked once the new one is issued.
     */
    async reissue(actor: Actor, accountId: number | null = actor.accountId): Promise<IssuedToken> {
      let issued: IssuedToken;
      const session = { authTime: actor.authTime, rememberMe: actor.rememberMe };
      if (actor.userId === null) {
        // An anonymous company session is its account: it lasts as long as the account does.
        if (accountId === null || !(await repo.companyAccountExists(actor.tenantId, accountId))) {
          throw new InternalError(ACCOUNT_GONE, { messageKey: "error.account.gone" });
        }
        issued = tokens.issue({
          userId: null,
          accountId,
          tenantCode: actor.tenantCode,
          userType: "COMPANY",
          authType: sessionAuthType(actor),
          authorities: [],
          ...session,
        });
      } else {
        const user = await repo.sessionUser(actor.tenantId, actor.userId);
        if (!user?.activated) {
          throw new Unauthorized("The user no longer exists or is not activated", "error.user.inactive");
        }
        if (accountId !== null && !user.memberships.some((m) => m.accountId === accountId && m.account.active)) {
          throw new InternalError(ACCOUNT_GONE, { messageKey: "error.account.gone" });
        }
        issued = tokens.issue({
          userId: user.id,
          accountId,
          tenantCode: actor.tenantCode,
          userType: user.userType,
          authType: sessionAuthType(actor),
          authorities: normaliseAuthorities(user.authorities),
          email: user.email,
          ...session,
        });
      }
      await tokens.revoke(actor.jti, actor.exp);
      return issued;
    },
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
