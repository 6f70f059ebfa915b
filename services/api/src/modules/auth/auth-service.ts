// Sign-in for every authType of spec 3: PWD (e-mail + password, lockout and rate limits), IP
// (anonymous company session by address), SSO (OIDC ID token of the tenant's provider), JWT and
// APPLET (a partner's signed token). Each ends in a Norma token; SSO and partner sign-ins may end
// in the profile-completion or sign-out outcome instead.
//
// Rules besides the signatures:
//   - the per-address limit counts every sign-in kind of every tenant together;
//   - a locked e-mail answers the same whether or not a user has it (unknown ones lock too);
//   - the tenant decides whether password and address sign-in are offered at all;
//   - SSO refuses an ID token whose e-mail is explicitly unverified, and binds a user to the
//     provider's issuer + subject at the first sign-in: later the identity is matched on them,
//     and another subject presenting the same e-mail is refused;
//   - partner tokens carry jti, iat and exp, are at most PARTNER_TOKEN_MAX_AGE_SECONDS old, and
//     each jti is accepted once (kept in Redis while the token could still be accepted).
import { createPublicKey, type KeyObject } from "node:crypto";
import { verifyPassword } from "@norma/db/password";
import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from "jose";
import type { Config } from "../../config.ts";
import { normaliseAuthorities } from "../../lib/access-policy.ts";
import type { Actor, AuthType } from "../../lib/actor.ts";
import { Forbidden, Unauthorized } from "../../lib/errors.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AuthRepo, LoginUser } from "./auth-repo.ts";
import type { AuthStore } from "./auth-store.ts";
import type { SessionIssuer } from "./session-issuer.ts";

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

/** Leeway for clocks of other systems (partner tokens' iat). */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The algorithms a partner's public key can verify, from the key itself (never from the token):
 * RSA → RS256/384/512, RSA-PSS → PS256/384/512, EC by curve → ES256/ES384/ES512, Ed25519 → EdDSA.
 */
export function partnerKey(pem: string): { key: KeyObject; algorithms: string[] } {
  const key = createPublicKey(pem);
  switch (key.asymmetricKeyType) {
    case "rsa":
      return { key, algorithms: ["RS256", "RS384", "RS512"] };
    case "rsa-pss":
      return { key, algorithms: ["PS256", "PS384", "PS512"] };
    case "ec": {
      const curve = key.asymmetricKeyDetails?.namedCurve;
      const alg = { prime256v1: "ES256", secp384r1: "ES384", secp521r1: "ES512" }[curve ?? ""];
      if (!alg) throw new Error(`the partner's EC key uses an unsupported curve (${curve})`);
      return { key, algorithms: [alg] };
    }
    case "ed25519":
      return { key, algorithms: ["EdDSA"] };
    default:
      throw new Error(`the partner's key type is not supported (${key.asymmetricKeyType})`);
  }
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
  /** The tenant's sign-in settings (methods offered, identity providers) come from the read model. */
  settings: TenantSettingsReader;
  tokens: TokenService;
  limiter: RateLimiter;
  store: AuthStore;
  sessions: SessionIssuer;
  config: Config;
}) {
  const { repo, settings, tokens, limiter, store, sessions, config } = deps;
  /** The tenant's enabled identity providers of those kinds. */
  const identityProviders = async (tenantId: number, kinds: readonly ("OIDC" | "JWT" | "APPLET")[]) =>
    (await settings.of(tenantId)).identityProviders.filter((p) => kinds.includes(p.kind));
  const ipRule = { name: "login-ip", limit: config.auth.ratePerIp, windowSeconds: 60 };
  const accountRule = { name: "login-account", limit: config.auth.ratePerAccount, windowSeconds: 60 };
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const partnerKeys = new Map<string, ReturnType<typeof partnerKey>>();

  /** One budget per client address, whichever tenant or sign-in kind it tries. */
  const hitAddress = (remoteAddress: string) => limiter.hit(ipRule, normaliseAddress(remoteAddress));

  function keyOf(pem: string) {
    let k = partnerKeys.get(pem);
    if (!k) {
      k = partnerKey(pem);
      partnerKeys.set(pem, k);
    }
    return k;
  }

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

  /**
   * The user an external sign-in is for. SSO identities (`link`) are matched on the provider's
   * issuer + subject once linked; before that by e-mail, unless that user is linked to another
   * identity. Partner tokens are matched by e-mail.
   */
  async function externalUser(
    tenant: TenantContext,
    email: string,
    link: { issuer: string; subject: string } | null,
    remoteAddress: string,
  ): Promise<LoginUser | null> {
    if (link) {
      const linked = await repo.findUserByExternalId(tenant.id, link.issuer, link.subject);
      if (linked) return linked;
    }
    if (!email) throw new Unauthorized("The token carries no e-mail address", "error.sso.no-email");
    const user = await repo.findUserByEmail(tenant.id, email);
    if (link && user?.externalSubject) {
      // Linked to another identity (another subject, or another provider of the tenant).
      await repo.audit(tenant.id, email, "AUTHENTICATION_FAILURE", {
        message: `SSO: the user is linked to another identity (presented ${link.issuer} ${link.subject})`,
        remoteAddress,
      });
      throw new Unauthorized("This account is linked to another identity", "error.sso.identity-mismatch");
    }
    return user;
  }

  async function signInExternal(
    tenant: TenantContext,
    provider: { federated: boolean; profileCompletionUrl: string | null },
    claims: JWTPayload,
    authType: AuthType,
    remoteAddress: string,
    link: { issuer: string; subject: string } | null,
  ): Promise<ExternalLoginResult> {
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
    const user = await externalUser(tenant, email, link, remoteAddress);
    if (!user?.activated) return incomplete(provider, "error.sso.no-account");
    if (!user.firstName || !user.lastName) return incomplete(provider, "error.sso.profile-incomplete");
    if (!user.memberships.some((m) => m.account.active)) return incomplete(provider, "error.sso.no-entitlement");
    await repo.recordSuccess(user.id, link ?? undefined);
    await repo.audit(tenant.id, user.email, "AUTHENTICATION_SUCCESS", { message: authType, remoteAddress });
    return { outcome: "SIGNED_IN", id_token: issueFor(tenant, user, authType) };
  }

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
      if (!(await settings.of(tenant.id)).passwordLoginEnabled) {
        throw new Forbidden("This library does not offer sign-in with a password", {
          messageKey: "error.login.method-disabled",
        });
      }
      const user = await repo.findUserByEmail(tenant.id, email);
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

    async authenticateByIp(tenant: TenantContext, remoteAddress: string) {
      const address = normaliseAddress(remoteAddress);
      await hitAddress(address);
      if (!(await settings.of(tenant.id)).ipLoginEnabled) {
        throw new Forbidden("This library does not offer sign-in by network address", {
          messageKey: "error.login.method-disabled",
        });
      }
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
      await hitAddress(meta.remoteAddress);
      const providers = (await identityProviders(tenant.id, ["OIDC"])).filter((p) => p.jwksUri && p.clientId);
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
      // OIDC says e-mail_verified false means the provider has not verified the address: it
      // cannot identify anyone (some providers send the boolean as a string).
      if (claims.email_verified === false || claims.email_verified === "false") {
        await repo.audit(tenant.id, String(claims.email ?? claims.sub), "AUTHENTICATION_FAILURE", {
          message: "SSO: e-mail not verified by the identity provider",
          remoteAddress: meta.remoteAddress,
        });
        throw new Unauthorized(
          "The identity provider has not verified the e-mail address",
          "error.sso.email-unverified",
        );
      }
      // Aliases in allowedIssuers name the same provider: the link is to its canonical issuer.
      const link = { issuer: provider.issuer, subject: String(claims.sub) };
      return signInExternal(tenant, provider, claims, "SSO", meta.remoteAddress, link);
    },

    async authenticateWithPartnerToken(
      tenant: TenantContext,
      token: string,
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult> {
      await hitAddress(meta.remoteAddress);
      let issuer: string | undefined;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        throw new Unauthorized("The token is not valid", "error.partner.invalid-token");
      }
      const provider = (await identityProviders(tenant.id, ["JWT", "APPLET"])).find((p) => p.issuer === issuer);
      if (!provider)
        throw new Unauthorized("The token's issuer is not a partner of this tenant", "error.partner.issuer");
      const maxAge = config.auth.partnerTokenMaxAgeSeconds;
      const refuse = async (reason: string, messageKey = "error.partner.invalid-token") => {
        await repo.audit(tenant.id, String(issuer), "AUTHENTICATION_FAILURE", {
          message: `${provider.kind}: ${reason}`,
          remoteAddress: meta.remoteAddress,
        });
        return new Unauthorized(
          messageKey === "error.partner.replayed" ? "The token has been used already" : "The token is not valid",
          messageKey,
        );
      };
      let claims: JWTPayload;
      try {
        const options = {
          issuer: provider.issuer,
          audience: provider.clientId ?? tenant.code,
          requiredClaims: ["exp", "iat", "jti"],
          maxTokenAge: maxAge,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        };
        if (provider.sharedSecret) {
          ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(provider.sharedSecret), {
            ...options,
            algorithms: ["HS256"],
          }));
        } else if (provider.publicKeyPem) {
          const { key, algorithms } = keyOf(provider.publicKeyPem);
          ({ payload: claims } = await jwtVerify(token, key, { ...options, algorithms }));
        } else {
          throw new Error("the partner has no key configured");
        }
      } catch (err) {
        throw await refuse((err as Error).message);
      }
      const jti = claims.jti;
      if (typeof jti !== "string" || !jti || jti.length > 200) throw await refuse("jti must be 1 to 200 characters");
      // Kept until the token is too old to be accepted anyway (iat + max age, with the leeway).
      const keepSeconds = claims.iat! + maxAge + CLOCK_TOLERANCE_SECONDS - Math.floor(Date.now() / 1000);
      if (!(await store.claimTokenId(`${tenant.id}:${provider.id}`, jti, keepSeconds))) {
        throw await refuse(`replayed token (jti ${jti})`, "error.partner.replayed");
      }
      return signInExternal(
        tenant,
        provider,
        claims,
        provider.kind === "APPLET" ? "APPLET" : "JWT",
        meta.remoteAddress,
        null,
      );
    },

    /**
     * A new token for the same session; the presented one is revoked. The user is read again
     * (refused when deactivated or no longer a member of the account); the session keeps its
     * start and remember-me lifetime and ends at SESSION_MAX_AGE_SECONDS.
     */
    async renew(actor: Actor) {
      const issued = await sessions.reissue(actor);
      return { id_token: issued.token };
    },

    async authenticationData(
      tenant: TenantContext,
      actor: Actor | null,
      meta: { requestId: string; remoteAddress: string },
    ) {
      const address = normaliseAddress(meta.remoteAddress);
      // A tenant that does not offer sign-in by address names no account to sign in as.
      const ipOffered = (await settings.of(tenant.id)).ipLoginEnabled;
      const account = ipOffered ? await repo.findCompanyAccountByAddress(tenant.id, address) : null;
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
