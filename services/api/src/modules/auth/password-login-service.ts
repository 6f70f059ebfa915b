// Sign-in with e-mail and password (auth-service.ts): the per-address and per-account limits,
// the lockout (a locked e-mail answers the same whether or not a user has it), and whether the
// tenant offers password sign-in at all.
import { verifyPassword } from "@norma/db/password";
import type { Config } from "../../config.ts";
import { isPlatformOperator } from "../../lib/access-policy.ts";
import { Forbidden, Unauthorized } from "../../lib/errors.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AuthRepo, LoginUser } from "./auth-repo.ts";
import type { AuthStore } from "./auth-store.ts";
import type { SignInCommon } from "./sign-in-common.ts";

export interface PasswordLogin {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface PasswordLoginServiceDeps {
  repo: AuthRepo;
  settings: TenantSettingsReader;
  limiter: RateLimiter;
  store: AuthStore;
  config: Config;
  common: SignInCommon;
}

export function createPasswordLoginService({
  repo,
  settings,
  limiter,
  store,
  config,
  common,
}: PasswordLoginServiceDeps) {
  const { hitAddress, issueFor } = common;
  const accountRule = { name: "login-account", limit: config.auth.ratePerAccount, windowSeconds: 60 };

  /** The lockout in force for an e-mail: the user's, or the address's when no user has it. */
  async function lockedUntil(tenant: TenantContext, email: string, user: LoginUser | null): Promise<Date | null> {
    if (user) return user.lockedUntil && user.lockedUntil > new Date() ? user.lockedUntil : null;
    return store.lockedUntil(tenant.id, email);
  }

  return {
    async authenticateWithPassword(tenant: TenantContext, input: PasswordLogin, meta: { remoteAddress: string }) {
      const email = input.email.trim().toLowerCase();
      await hitAddress(meta.remoteAddress);
      await limiter.hit(accountRule, `${tenant.code}:${email}`);
      const user = await repo.findUserByEmail(tenant.id, email);
      // A tenant that signs in by its identity provider only: the password form stays for the
      // platform operator (the console), who must reach every tenant whatever its provider does.
      if (!(await settings.of(tenant.id)).passwordLoginEnabled && !(user && isPlatformOperator(user))) {
        throw new Forbidden("This library does not offer sign-in with a password", {
          messageKey: "error.login.method-disabled",
        });
      }
      const locked = await lockedUntil(tenant, email, user);
      if (locked) {
        const minutes = Math.ceil((locked.getTime() - Date.now()) / 60_000);
        await repo.audit(tenant.id, email, "AUTHENTICATION_FAILURE", {
          message: "locked",
          remoteAddress: meta.remoteAddress,
        });
        throw new Unauthorized(
          `Too many failed sign-ins; the account is locked for ${minutes} more minute(s)`,
          "error.login.locked",
        );
      }
      // verifyPassword runs scrypt even without a user, so timing does not reveal accounts.
      const passwordOk = await verifyPassword(input.password, user?.passwordHash);
      if (!user || !passwordOk || !user.activated) {
        // Every failure counts towards the lockout, known address or not, so a lockout (or its
        // absence) says nothing about whether an account exists.
        const { lockoutThreshold, lockoutMinutes } = config.auth;
        if (user) await repo.recordFailure(user.id, lockoutThreshold, lockoutMinutes);
        else await store.recordFailure(tenant.id, email, lockoutThreshold, lockoutMinutes);
        await repo.audit(tenant.id, email, "AUTHENTICATION_FAILURE", {
          message: !user ? "unknown user" : !user.activated ? "user not activated" : "bad credentials",
          remoteAddress: meta.remoteAddress,
        });
        // The right password of a deactivated user: saying so reveals nothing the caller does not
        // know already, and "wrong password" would send them looking for the wrong fix (issue 12).
        if (user && passwordOk && !user.activated)
          throw new Unauthorized("Your user has been deactivated", "error.user.inactive");
        throw new Unauthorized("Bad credentials", "error.login.bad-credentials");
      }
      await repo.recordSuccess(user.id);
      await limiter.reset(accountRule, `${tenant.code}:${email}`);
      await repo.audit(tenant.id, email, "AUTHENTICATION_SUCCESS", {
        message: "PWD",
        remoteAddress: meta.remoteAddress,
      });
      return { id_token: issueFor(tenant, user, "PWD", input.rememberMe) };
    },
  };
}
