// Single sign-on with the tenant's OIDC provider (spec 3 §1, §4): the authorization code flow with
// PKCE, state and nonce (RFC 9700: no implicit flow), through openid-client.
//   - start: the provider discovered, a PKCE verifier, state and nonce kept server-side under a
//     flow id the browser holds (sso-flow-store.ts); the browser goes to the provider;
//   - callback: the provider sends the browser to the spec's /implicit/callback with code and
//     state; the reader hands the query and its flow id over; the flow is taken once, the state
//     compared, the code exchanged with the verifier, the ID token verified by openid-client
//     (signature against the provider's JWKS, issuer, audience, nonce, expiry with clock
//     tolerance); then the user is found and signed in as every external sign-in is
//     (sign-in-common.ts): an e-mail the provider says is unverified refused, the user bound to
//     the provider's issuer + subject;
//   - logout: the Norma token revoked, and the provider's end-session URL (RP-initiated logout)
//     with the ID token of the sign-in as the hint, when the provider has the endpoint.
// Every refusal is a 401 problem with a message key of its own and an audit entry.
import { decodeJwt, type JWTPayload } from "jose";
import * as oidc from "openid-client";
import type { Config } from "../../config.ts";
import type { Actor } from "../../lib/actor.ts";
import { Unauthorized } from "../../lib/errors.ts";
import type { TokenService } from "../../lib/tokens.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { AuthRepo } from "./auth-repo.ts";
import { classifyOidcError, type OidcProviders, type SsoRefusal } from "./oidc-providers.ts";
import type { ReaderBaseFor } from "./reader-base.ts";
import type { ExternalLoginResult, SignInCommon } from "./sign-in-common.ts";
import type { SsoFlow, SsoFlowStore } from "./sso-flow-store.ts";

/** The spec's callback route (spec 3 §2), kept from the days of the implicit flow. */
export const SSO_CALLBACK_PATH = "/implicit/callback";

export interface SsoLoginServiceDeps {
  repo: AuthRepo;
  common: SignInCommon;
  store: SsoFlowStore;
  providers: OidcProviders;
  tokens: TokenService;
  config: Config;
  /** The reader's origin a sign-in returns to (reader-base.ts: the tenant's own domain it began on). */
  readerBaseFor: ReaderBaseFor;
}

type Provider = Awaited<ReturnType<SignInCommon["identityProviders"]>>[number] & { clientId: string };

/** Only a path of the reader: anything else (another site, "//host") returns to the home page. */
export const safeReturnPath = (value: string | undefined) => (value && /^\/(?![/\\])/.test(value) ? value : "/");

const REFUSALS: Record<SsoRefusal | "state" | "replayed" | "flow-expired", string> = {
  nonce: "The ID token was not issued for this sign-in (nonce)",
  audience: "The ID token was issued for another client (audience)",
  issuer: "The ID token comes from another issuer",
  expired: "The ID token has expired",
  "invalid-token": "The ID token is not valid",
  "unknown-key": "The ID token is signed with a key the provider does not publish",
  "code-refused": "The identity provider refused the authorization code",
  "provider-error": "The identity provider did not sign the user in",
  "provider-unreachable": "The identity provider cannot be reached",
  state: "The answer does not belong to the sign-in begun in this browser (state)",
  replayed: "This sign-in was already completed",
  "flow-expired": "The sign-in took too long or was not begun here; begin again",
};

/** The steps of a sign-in: the provider, refusals (audited), discovery, the code exchange, the logout hint. */
function createSsoSteps(deps: SsoLoginServiceDeps) {
  const { repo, common, store, providers, config } = deps;
  const { identityProviders } = common;

  async function providerOf(tenantId: number, id?: number): Promise<Provider> {
    const all = (await identityProviders(tenantId, ["OIDC"])).filter((p): p is Provider => !!p.clientId);
    const found = id === undefined ? all[0] : all.find((p) => p.id === id);
    if (!found) throw new Unauthorized("Single sign-on is not configured for this tenant", "error.sso.not-configured");
    return found;
  }

  /** Audits the refusal (never the code, tokens or secrets) and answers it. */
  async function refuse(
    tenantId: number,
    principal: string,
    reason: keyof typeof REFUSALS,
    remoteAddress: string,
    cause?: unknown,
  ): Promise<never> {
    const why = cause instanceof Error ? `: ${cause.message}` : "";
    await repo.audit(tenantId, principal, "AUTHENTICATION_FAILURE", {
      message: `SSO ${reason}${why}`.slice(0, 500),
      remoteAddress,
    });
    throw new Unauthorized(REFUSALS[reason], `error.sso.${reason}`);
  }

  async function configurationOf(tenantId: number, provider: Provider, remoteAddress: string) {
    try {
      return await providers.configuration(provider);
    } catch (err) {
      return refuse(tenantId, provider.issuer, "provider-unreachable", remoteAddress, err);
    }
  }

  /** The provider's answer to the code exchange, verified; refusals classified and audited. */
  async function exchange(tenantId: number, provider: Provider, flow: SsoFlow, query: URLSearchParams, ip: string) {
    const cfg = await configurationOf(tenantId, provider, ip);
    const currentUrl = new URL(flow.redirectUri);
    currentUrl.search = query.toString();
    try {
      const answer = await oidc.authorizationCodeGrant(cfg, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = answer.claims();
      if (!claims || !answer.id_token) return refuse(tenantId, provider.issuer, "invalid-token", ip);
      return { claims: claims as JWTPayload, idToken: answer.id_token };
    } catch (err) {
      const reason = classifyOidcError(err);
      // A key it did not know: the next sign-in starts with the provider's keys fetched afresh.
      if (reason === "unknown-key" || reason === "provider-unreachable") providers.forget(provider);
      return refuse(tenantId, provider.issuer, reason, ip, err);
    }
  }

  /** Keeps the provider's ID token for this session: the hint of RP-initiated logout. */
  async function keepSessionHint(tenantId: number, providerId: number, normaToken: string, idToken: string) {
    const { sub, auth_time: authTime } = decodeJwt(normaToken);
    const userId = Number(sub);
    if (!Number.isInteger(userId) || typeof authTime !== "number") return;
    await store.keepSession(tenantId, userId, authTime, { providerId, idToken }, config.jwt.sessionMaxAgeSeconds);
  }

  return { providerOf, refuse, configurationOf, exchange, keepSessionHint };
}

export function createSsoLoginService(deps: SsoLoginServiceDeps) {
  const { repo, common, store, providers, tokens, readerBaseFor } = deps;
  const { hitAddress, signInExternal } = common;
  const { providerOf, refuse, configurationOf, exchange, keepSessionHint } = createSsoSteps(deps);

  return {
    /** Begins a sign-in at the tenant's provider: where to send the browser, and the flow id. */
    async startSso(
      tenant: TenantContext,
      input: { redirectUrl?: string; force?: boolean },
      meta: { remoteAddress: string; host?: string },
    ): Promise<{ authorizationUrl: string; flowId: string }> {
      await hitAddress(meta.remoteAddress);
      const provider = await providerOf(tenant.id);
      const cfg = await configurationOf(tenant.id, provider, meta.remoteAddress);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const flow: SsoFlow = {
        tenantId: tenant.id,
        providerId: provider.id,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        redirectUri: `${await readerBaseFor(tenant.code, meta.host)}${SSO_CALLBACK_PATH}`,
        returnTo: safeReturnPath(input.redirectUrl),
      };
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: flow.redirectUri,
        response_type: "code",
        scope: "openid email profile",
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        ...(input.force ? { prompt: "login" } : {}),
      });
      const flowId = await store.begin(flow);
      return { authorizationUrl: url.href, flowId };
    },

    /** Finishes a sign-in: the provider's callback query of the flow the browser began. */
    async authenticateWithSso(
      tenant: TenantContext,
      input: { flowId: string; callbackQuery: string },
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult & { returnTo: string }> {
      const ip = meta.remoteAddress;
      await hitAddress(ip);
      const taken = await store.take(input.flowId);
      if (!taken.ok)
        return refuse(tenant.id, "anonymous", taken.reason === "replayed" ? "replayed" : "flow-expired", ip);
      const { flow } = taken;
      // A flow begun on another tenant is not this tenant's to finish.
      if (flow.tenantId !== tenant.id) return refuse(tenant.id, "anonymous", "flow-expired", ip);
      const provider = await providerOf(tenant.id, flow.providerId);
      const query = new URLSearchParams(input.callbackQuery.replace(/^\?/, ""));
      if (query.get("state") !== flow.state) return refuse(tenant.id, provider.issuer, "state", ip);
      const { claims, idToken } = await exchange(tenant.id, provider, flow, query, ip);
      // OIDC says email_verified false means the provider has not verified the address: it
      // cannot identify anyone (some providers send the boolean as a string).
      if (claims.email_verified === false || claims.email_verified === "false") {
        await repo.audit(tenant.id, String(claims.email ?? claims.sub), "AUTHENTICATION_FAILURE", {
          message: "SSO: e-mail not verified by the identity provider",
          remoteAddress: ip,
        });
        throw new Unauthorized(
          "The identity provider has not verified the e-mail address",
          "error.sso.email-unverified",
        );
      }
      const link = { issuer: provider.issuer, subject: String(claims.sub) };
      const result = await signInExternal(tenant, provider, claims, "SSO", ip, link);
      if (result.outcome === "SIGNED_IN" && result.id_token)
        await keepSessionHint(tenant.id, provider.id, result.id_token, idToken);
      return { ...result, returnTo: flow.returnTo };
    },

    /** Signs out; for an SSO session, where to end the provider's session too (if it can). */
    async logoutSso(
      actor: Actor,
      meta: { tenantCode: string; host?: string },
    ): Promise<{ endSessionUrl: string | null }> {
      await tokens.revoke(actor.jti, actor.exp);
      if (actor.authType !== "SSO" || actor.userId === null || actor.authTime === undefined)
        return { endSessionUrl: null };
      const hint = await store.takeSession(actor.tenantId, actor.userId, actor.authTime);
      if (!hint) return { endSessionUrl: null };
      const provider = await providerOf(actor.tenantId, hint.providerId).catch(() => null);
      const cfg = provider ? await providers.configuration(provider).catch(() => null) : null;
      if (!cfg?.serverMetadata().end_session_endpoint) return { endSessionUrl: null };
      const url = oidc.buildEndSessionUrl(cfg, {
        id_token_hint: hint.idToken,
        post_logout_redirect_uri: `${await readerBaseFor(meta.tenantCode, meta.host)}/`,
      });
      return { endSessionUrl: url.href };
    },
  };
}
