// Sign-in for every authType of spec 3: PWD (e-mail + password, lockout and rate limits), IP
// (anonymous company session by address), SSO (OIDC ID token of the tenant's provider), JWT and
// APPLET (a partner's signed token). Each ends in a Norma token; SSO and partner sign-ins may end
// in the profile-completion or sign-out outcome instead.
import { verifyPassword } from "@norma/db/password";
import { createRemoteJWKSet, decodeJwt, importSPKI, type JWTPayload, jwtVerify } from "jose";
import type { Config } from "../../config.ts";
import { type Actor, type AuthType, normaliseAuthorities } from "../../lib/actor.ts";
import { Unauthorized } from "../../lib/errors.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { AuthRepo, LoginUser } from "./auth-repo.ts";

export interface PasswordLogin {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface ExternalLoginResult {
  outcome: "SIGNED_IN" | "PROFILE_COMPLETION" | "SIGN_OUT";
  id_token?: string;
  redirectUrl?: string | null;
  message?: string;
}

/** IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) are compared as the IPv4 address they carry. */
export function normaliseAddress(address: string): string {
  const m = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  return m ? m[1] : address;
}

/** The default account, else the only one; null when the user must choose (or has none). */
function selectAccount(user: LoginUser, allowAnyWhenSeveral: boolean): number | null {
  const usable = user.memberships.filter((m) => m.account.active);
  const chosen =
    usable.find((m) => m.isDefault) ??
    (usable.length === 1 || (allowAnyWhenSeveral && usable.length) ? usable[0] : undefined);
  return chosen?.accountId ?? null;
}

export function createAuthService(deps: {
  repo: AuthRepo;
  tokens: TokenService;
  limiter: RateLimiter;
  config: Config;
}) {
  const { repo, tokens, limiter, config } = deps;
  const ipRule = { name: "login-ip", limit: config.auth.ratePerIp, windowSeconds: 60 };
  const accountRule = { name: "login-account", limit: config.auth.ratePerAccount, windowSeconds: 60 };
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  function issueFor(tenant: TenantContext, user: LoginUser, authType: AuthType, rememberMe?: boolean) {
    // Token-based and single-sign-on sessions cannot switch accounts, so they get one at once.
    const accountId = selectAccount(user, authType === "SSO" || authType === "JWT" || authType === "APPLET");
    return tokens.issue({
      userId: user.id,
      accountId,
      tenantCode: tenant.code,
      userType: user.userType,
      authType,
      authorities: normaliseAuthorities(user.authorities),
      email: user.email,
      rememberMe,
    }).token;
  }

  /** What SSO and partner sign-ins end in when the user cannot simply be signed in (spec 3 §8). */
  function incomplete(
    provider: { federated: boolean; profileCompletionUrl: string | null },
    reason: string,
  ): ExternalLoginResult {
    if (provider.federated && provider.profileCompletionUrl) {
      return {
        outcome: "PROFILE_COMPLETION",
        redirectUrl: provider.profileCompletionUrl,
        message: "error.sso.profile-completion",
      };
    }
    return { outcome: "SIGN_OUT", message: reason };
  }

  async function signInExternal(
    tenant: TenantContext,
    provider: { federated: boolean; profileCompletionUrl: string | null },
    claims: JWTPayload,
    authType: AuthType,
    remoteAddress: string,
  ): Promise<ExternalLoginResult> {
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
    if (!email) throw new Unauthorized("The token carries no e-mail address", "error.sso.no-email");
    const user = await repo.findUserByEmail(tenant.id, email);
    if (!user?.activated) return incomplete(provider, "error.sso.no-account");
    if (!user.firstName || !user.lastName) return incomplete(provider, "error.sso.profile-incomplete");
    if (!user.memberships.some((m) => m.account.active)) return incomplete(provider, "error.sso.no-entitlement");
    await repo.recordSuccess(user.id, typeof claims.sub === "string" ? claims.sub : undefined);
    await repo.audit(tenant.id, email, "AUTHENTICATION_SUCCESS", { message: authType, remoteAddress });
    return { outcome: "SIGNED_IN", id_token: issueFor(tenant, user, authType) };
  }

  return {
    async authenticateWithPassword(tenant: TenantContext, input: PasswordLogin, meta: { remoteAddress: string }) {
      const email = input.email.trim().toLowerCase();
      await limiter.hit(ipRule, `${tenant.code}:${meta.remoteAddress}`);
      await limiter.hit(accountRule, `${tenant.code}:${email}`);
      const user = await repo.findUserByEmail(tenant.id, email);
      if (user?.lockedUntil && user.lockedUntil > new Date()) {
        const minutes = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000);
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
        if (user && !passwordOk)
          await repo.recordFailure(user.id, config.auth.lockoutThreshold, config.auth.lockoutMinutes);
        await repo.audit(tenant.id, email, "AUTHENTICATION_FAILURE", {
          message: !user ? "unknown user" : !user.activated ? "user not activated" : "bad credentials",
          remoteAddress: meta.remoteAddress,
        });
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

    async authenticateByIp(tenant: TenantContext, remoteAddress: string) {
      const address = normaliseAddress(remoteAddress);
      await limiter.hit(ipRule, `${tenant.code}:${address}`);
      const account = await repo.findCompanyAccountByAddress(tenant.id, address);
      if (!account) {
        await repo.audit(tenant.id, address, "AUTHENTICATION_FAILURE", {
          message: "IP not registered",
          remoteAddress: address,
        });
        throw new Unauthorized(`No subscription is registered for the address ${address}`, "error.login.ip", address);
      }
      await repo.audit(tenant.id, account.acronym ?? account.name, "AUTHENTICATION_SUCCESS", {
        message: "IP",
        remoteAddress: address,
      });
      return {
        id_token: tokens.issue({
          userId: null,
          accountId: account.id,
          tenantCode: tenant.code,
          userType: "COMPANY",
          authType: "IP",
          authorities: [],
        }).token,
      };
    },

    async authenticateWithSso(
      tenant: TenantContext,
      idToken: string,
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult> {
      await limiter.hit(ipRule, `${tenant.code}:${meta.remoteAddress}`);
      const providers = (await repo.identityProviders(tenant.id, ["OIDC"])).filter((p) => p.jwksUri && p.clientId);
      if (providers.length === 0)
        throw new Unauthorized("Single sign-on is not configured for this tenant", "error.sso.not-configured");
      let unverifiedIssuer: string | undefined;
      try {
        unverifiedIssuer = decodeJwt(idToken).iss;
      } catch {
        throw new Unauthorized("The ID token is not valid", "error.sso.invalid-token");
      }
      const provider = providers.find(
        (p) => p.issuer === unverifiedIssuer || p.allowedIssuers.includes(unverifiedIssuer ?? ""),
      );
      if (!provider) throw new Unauthorized("The ID token's issuer is not allowed for this tenant", "error.sso.issuer");
      let keys = jwks.get(provider.jwksUri!);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(provider.jwksUri!), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
        jwks.set(provider.jwksUri!, keys);
      }
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keys, {
          issuer: [provider.issuer, ...provider.allowedIssuers],
          audience: provider.clientId!,
          algorithms: ["RS256", "RS384", "RS512", "ES256", "ES384", "PS256"],
          requiredClaims: ["exp", "iat", "sub"],
        }));
      } catch (err) {
        await repo.audit(tenant.id, String(unverifiedIssuer), "AUTHENTICATION_FAILURE", {
          message: `SSO: ${(err as Error).message}`,
          remoteAddress: meta.remoteAddress,
        });
        throw new Unauthorized("The ID token is not valid", "error.sso.invalid-token");
      }
      return signInExternal(tenant, provider, claims, "SSO", meta.remoteAddress);
    },

    async authenticateWithPartnerToken(
      tenant: TenantContext,
      token: string,
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult> {
      await limiter.hit(ipRule, `${tenant.code}:${meta.remoteAddress}`);
      let issuer: string | undefined;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        throw new Unauthorized("The token is not valid", "error.partner.invalid-token");
      }
      const provider = (await repo.identityProviders(tenant.id, ["JWT", "APPLET"])).find((p) => p.issuer === issuer);
      if (!provider)
        throw new Unauthorized("The token's issuer is not a partner of this tenant", "error.partner.issuer");
      let claims: JWTPayload;
      try {
        const options = {
          issuer: provider.issuer,
          audience: provider.clientId ?? tenant.code,
          requiredClaims: ["exp"],
        };
        if (provider.sharedSecret) {
          ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(provider.sharedSecret), {
            ...options,
            algorithms: ["HS256"],
          }));
        } else if (provider.publicKeyPem) {
          const alg = provider.publicKeyPem.includes("EC") ? "ES256" : "RS256";
          const key = await importSPKI(provider.publicKeyPem, alg);
          ({ payload: claims } = await jwtVerify(token, key, { ...options, algorithms: [alg] }));
        } else {
          throw new Error("the partner has no key configured");
        }
      } catch (err) {
        await repo.audit(tenant.id, String(issuer), "AUTHENTICATION_FAILURE", {
          message: `${provider.kind}: ${(err as Error).message}`,
          remoteAddress: meta.remoteAddress,
        });
        throw new Unauthorized("The token is not valid", "error.partner.invalid-token");
      }
      return signInExternal(
        tenant,
        provider,
        claims,
        provider.kind === "APPLET" ? "APPLET" : "JWT",
        meta.remoteAddress,
      );
    },

    /** A new token with the same session claims; the presented one is revoked. */
    async renew(actor: Actor) {
      const issued = tokens.issue({
        userId: actor.userId,
        accountId: actor.accountId,
        tenantCode: actor.tenantCode,
        userType: actor.userType,
        authType: actor.authType,
        authorities: actor.authorities,
        email: actor.email,
      });
      await tokens.revoke(actor.jti, actor.exp);
      return { id_token: issued.token };
    },

    async authenticationData(
      tenant: TenantContext,
      actor: Actor | null,
      meta: { requestId: string; remoteAddress: string },
    ) {
      const address = normaliseAddress(meta.remoteAddress);
      const account = await repo.findCompanyAccountByAddress(tenant.id, address);
      return {
        authType: actor?.authType ?? (account ? ("IP" as const) : null),
        requestId: meta.requestId,
        originatedIpAddress: address,
        originatedWhiteListedAccount: account ? account.name : null,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
