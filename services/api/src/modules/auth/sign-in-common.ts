// What every sign-in kind of the auth service shares (auth-service.ts): the per-address limit,
// the tenant's identity providers, the Norma token of a signed-in user, and the end of an SSO or
// partner sign-in (the user found by identity or e-mail, or the profile-completion or sign-out
// outcome).

import type { JWTPayload } from "jose";
import type { Config } from "../../config.ts";
import { normaliseAuthorities } from "../../lib/access-policy.ts";
import type { AuthType } from "../../lib/actor.ts";
import { Unauthorized } from "../../lib/errors.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AuthRepo, LoginUser } from "./auth-repo.ts";

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

/** What an identity provider asserts besides the e-mail (SAML attribute mapping). */
export interface AssertedProfile {
  firstName?: string;
  lastName?: string;
  /** The account to act for: an account id, name or SCIM external id of one of the user's accounts. */
  account?: string;
}

/** The user's active account the asserted value names (id, name whatever its case, SCIM external id). */
function assertedAccount(user: LoginUser, value: string): number | undefined {
  const wanted = value.trim().toLowerCase();
  return user.memberships.find(
    (m) =>
      m.account.active &&
      (String(m.accountId) === wanted ||
        m.account.name.trim().toLowerCase() === wanted ||
        m.account.scimExternalId?.toLowerCase() === wanted),
  )?.accountId;
}

export interface SignInCommonDeps {
  repo: AuthRepo;
  settings: TenantSettingsReader;
  tokens: TokenService;
  limiter: RateLimiter;
  config: Config;
}

export function createSignInCommon({ repo, settings, tokens, limiter, config }: SignInCommonDeps) {
  const ipRule = { name: "login-ip", limit: config.auth.ratePerIp, windowSeconds: 60 };
  /** One budget per client address, whichever tenant or sign-in kind it tries. */
  const hitAddress = (remoteAddress: string) => limiter.hit(ipRule, normaliseAddress(remoteAddress));
  /** The tenant's enabled identity providers of those kinds. */
  const identityProviders = async (tenantId: number, kinds: readonly ("OIDC" | "JWT" | "APPLET" | "SAML")[]) =>
    (await settings.of(tenantId)).identityProviders.filter((p) => kinds.includes(p.kind));

  function issueFor(
    tenant: TenantContext,
    user: LoginUser,
    authType: AuthType,
    rememberMe?: boolean,
    chosenAccountId?: number,
  ) {
    // Token-based and single-sign-on sessions cannot switch accounts, so they get one at once.
    const accountId =
      chosenAccountId ?? selectAccount(user, authType === "SSO" || authType === "JWT" || authType === "APPLET");
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
    asserted: AssertedProfile = {},
  ): Promise<ExternalLoginResult> {
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
    const found = await externalUser(tenant, email, link, remoteAddress);
    if (!found?.activated) return incomplete(provider, "error.sso.no-account");
    const user = await withAssertedNames(found, asserted);
    if (!user.firstName || !user.lastName) return incomplete(provider, "error.sso.profile-incomplete");
    if (!user.memberships.some((m) => m.account.active)) return incomplete(provider, "error.sso.no-entitlement");
    let accountId: number | undefined;
    if (asserted.account) {
      accountId = assertedAccount(user, asserted.account);
      if (accountId === undefined) return incomplete(provider, "error.sso.no-entitlement");
    }
    await repo.recordSuccess(user.id, link ?? undefined);
    await repo.audit(tenant.id, user.email, "AUTHENTICATION_SUCCESS", { message: authType, remoteAddress });
    return { outcome: "SIGNED_IN", id_token: issueFor(tenant, user, authType, undefined, accountId) };
  }

  /** The user with the names the identity provider asserts (stored when they differ). */
  async function withAssertedNames(user: LoginUser, asserted: AssertedProfile): Promise<LoginUser> {
    const names: { firstName?: string; lastName?: string } = {};
    if (asserted.firstName && asserted.firstName !== user.firstName) names.firstName = asserted.firstName;
    if (asserted.lastName && asserted.lastName !== user.lastName) names.lastName = asserted.lastName;
    if (!names.firstName && !names.lastName) return user;
    await repo.updateNames(user.id, names);
    return { ...user, ...names };
  }

  return { hitAddress, identityProviders, issueFor, signInExternal };
}

export type SignInCommon = ReturnType<typeof createSignInCommon>;
