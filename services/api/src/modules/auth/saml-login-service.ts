// Single sign-on with the tenant's SAML 2.0 identity provider (issue 31), through @node-saml/node-saml.
//   - SP-initiated: POST /api/authenticate/sso/start (when the tenant's first single sign-on
//     provider is a SAML one) answers the IdP's SSO URL with an AuthnRequest (HTTP-Redirect
//     binding) and RelayState, and a flow id the reader keeps; the request (id, RelayState, flow
//     id, where to return) is kept in Redis for 10 minutes and one use;
//   - the IdP posts its Response to the assertion consumer service (POST /saml/{tenant}/acs):
//     node-saml checks the assertion's signature (against the provider's certificates; an
//     unsigned assertion is refused), status, issuer, audience and the Conditions' window (60 s
//     of skew); this service checks the recipient and destination, the subject confirmation's
//     window, the assertion id (kept in saml_assertion_ids until it expires: once), and
//     InResponseTo (a request this API made for the tenant, once, with its RelayState). Without
//     InResponseTo it is an IdP-initiated sign-in;
//   - the user is signed in as every external sign-in is (sign-in-common.ts), with the names and
//     account the attribute mapping reads; the result waits in Redis under a one-use ticket
//     (2 minutes) and the browser goes to the reader's /implicit/callback?saml=<ticket>, which
//     hands it to POST /api/authenticate/saml/complete (with its flow id, for an SP-initiated one);
//   - every refusal is audited (AUTHENTICATION_FAILURE) and answered with a redirect to the
//     reader's callback page and the refusal's message key: never a 5xx.
import { randomBytes } from "node:crypto";
import type { Profile } from "@node-saml/node-saml";
import type { Config } from "../../config.ts";
import { NotFound, Unauthorized } from "../../lib/errors.ts";
import {
  isUsableSamlProvider,
  type SamlProviderSettings,
  samlSpUrls,
  type UsableSamlProvider,
} from "../tenants/saml-settings.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { AuthRepo } from "./auth-repo.ts";
import type { ReaderBaseFor } from "./reader-base.ts";
import {
  attributeMappingOf,
  attributeValue,
  classifySamlError,
  readEnvelope,
  SAML_CLOCK_SKEW_MS,
  type SamlRefusal,
  samlFor,
  signedAssertionFacts,
} from "./saml-providers.ts";
import type { ExternalLoginResult, SignInCommon } from "./sign-in-common.ts";
import { SSO_FLOW_TTL_SECONDS, type SsoFlowStore } from "./sso-flow-store.ts";
import { SSO_CALLBACK_PATH, safeReturnPath } from "./sso-login-service.ts";

/** How long the result of a checked response waits for the reader (one use). */
export const SAML_TICKET_TTL_SECONDS = 120;
/** How long an accepted assertion id is kept when the assertion names no end of validity. */
const DEFAULT_ASSERTION_LIFETIME_MS = 10 * 60_000;

export interface SamlLoginServiceDeps {
  repo: AuthRepo;
  common: SignInCommon;
  store: SsoFlowStore;
  settings: Pick<TenantSettingsReader, "byCode" | "of">;
  config: Config;
  /** The reader's origin a sign-in returns to (reader-base.ts: the tenant's own domain it began on). */
  readerBaseFor: ReaderBaseFor;
}

interface SamlRequestRecord {
  tenantId: number;
  providerId: number;
  relayState: string;
  flowId: string;
  returnTo: string;
  /** The reader's origin the sign-in began on, where its flow id is (absent in older records). */
  readerBase?: string;
}

interface SamlTicket {
  tenantId: number;
  /** The browser's flow id of an SP-initiated sign-in; null for an IdP-initiated one. */
  flowId: string | null;
  returnTo: string;
  result: ExternalLoginResult;
}

const REFUSALS: Record<SamlRefusal, string> = {
  "invalid-token": "The SAML response is not validly signed or not well formed",
  expired: "The SAML assertion is not valid now (expired or not yet valid)",
  replayed: "This SAML assertion or sign-in was already used",
  audience: "The SAML assertion was issued for another service provider (audience)",
  recipient: "The SAML response was sent to another address (recipient or destination)",
  issuer: "The SAML response comes from an identity provider this tenant does not use",
  state: "The SAML response does not answer a sign-in begun here (InResponseTo or RelayState)",
  "flow-expired": "The sign-in took too long or was not begun here; begin again",
  "provider-error": "The identity provider did not sign the user in",
  "not-configured": "SAML single sign-on is not configured for this tenant",
};

/** A refusal of the assertion consumer service: audited, then answered with a redirect. */
class SamlRefused extends Error {
  constructor(
    readonly reason: SamlRefusal,
    readonly principal: string,
    readonly why?: string,
  ) {
    super(REFUSALS[reason]);
  }
}

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");
const within = (notOnOrAfter: string | null, now: number) =>
  !notOnOrAfter || Number.isNaN(Date.parse(notOnOrAfter)) || now - SAML_CLOCK_SKEW_MS < Date.parse(notOnOrAfter);

function samlProviders(all: readonly SamlProviderSettings[] & readonly { kind: string }[]) {
  return (all as readonly (SamlProviderSettings & { kind: string })[]).filter(
    (p): p is UsableSamlProvider & { kind: string } => p.kind === "SAML" && isUsableSamlProvider(p),
  );
}

/** The checks of a posted Response, up to the user it names. */
function createSamlChecks(deps: SamlLoginServiceDeps) {
  const { repo, store } = deps;

  /** node-saml's checks: signature, status, issuer, audience, the Conditions' window. */
  async function validated(provider: UsableSamlProvider, sp: ReturnType<typeof samlSpUrls>, samlResponse: string) {
    try {
      const { profile } = await samlFor(provider, sp).validatePostResponseAsync({ SAMLResponse: samlResponse });
      if (!profile) throw new SamlRefused("provider-error", provider.issuer, "no assertion (NoPassive)");
      return profile;
    } catch (err) {
      if (err instanceof SamlRefused) throw err;
      throw new SamlRefused(classifySamlError(err), provider.issuer, err instanceof Error ? err.message : undefined);
    }
  }

  /** What node-saml leaves to us: issuer, recipient, destination, subject window, the id once. */
  async function checkAssertion(
    tenant: TenantContext,
    provider: UsableSamlProvider,
    acsUrl: string,
    profile: Profile,
    destination: string | null,
  ) {
    const facts = signedAssertionFacts(profile);
    const who = provider.issuer;
    if (facts.issuer !== provider.issuer) throw new SamlRefused("issuer", who, `assertion issuer ${facts.issuer}`);
    if (destination !== null && destination !== acsUrl)
      throw new SamlRefused("recipient", who, `destination ${destination}`);
    if (facts.recipient !== acsUrl) throw new SamlRefused("recipient", who, `recipient ${facts.recipient}`);
    const now = Date.now();
    if (!within(facts.subjectNotOnOrAfter, now) || !within(facts.conditionsNotOnOrAfter, now))
      throw new SamlRefused("expired", who);
    if (!facts.id) throw new SamlRefused("invalid-token", who, "assertion without ID");
    const ends = [facts.subjectNotOnOrAfter, facts.conditionsNotOnOrAfter]
      .map((t) => (t ? Date.parse(t) : Number.NaN))
      .filter((t) => !Number.isNaN(t));
    const expiresAt = new Date(
      (ends.length ? Math.max(...ends) : now + DEFAULT_ASSERTION_LIFETIME_MS) + SAML_CLOCK_SKEW_MS,
    );
    if (!(await repo.claimSamlAssertion(tenant.id, facts.id.slice(0, 256), expiresAt)))
      throw new SamlRefused("replayed", who, `assertion ${facts.id}`);
    return facts;
  }

  /** The request an answer names (InResponseTo), once, of this tenant and provider, with its RelayState. */
  async function answeredRequest(
    tenant: TenantContext,
    provider: UsableSamlProvider,
    inResponseTo: string,
    relayState: string | undefined,
  ): Promise<SamlRequestRecord> {
    const taken = await store.takeOnce<SamlRequestRecord>("saml-request", inResponseTo);
    if (!taken.ok) throw new SamlRefused(taken.reason === "replayed" ? "replayed" : "flow-expired", provider.issuer);
    const request = taken.value;
    if (request.tenantId !== tenant.id || request.providerId !== provider.id)
      throw new SamlRefused("flow-expired", provider.issuer, "request of another tenant or provider");
    if (request.relayState !== relayState) throw new SamlRefused("state", provider.issuer, "RelayState");
    return request;
  }

  return { validated, checkAssertion, answeredRequest };
}

/** The sign-in of a checked assertion (sign-in-common.ts), its result kept under a one-use ticket. */
function createSamlTicketing(deps: SamlLoginServiceDeps) {
  const { store } = deps;

  /** The sign-in of a checked assertion, kept under a ticket for the reader. */
  async function signIn(
    tenant: TenantContext,
    provider: UsableSamlProvider,
    profile: Profile,
    request: SamlRequestRecord | null,
    relayState: string | undefined,
    ip: string,
  ): Promise<string> {
    const mapping = attributeMappingOf(provider.attributeMapping);
    const nameId = typeof profile.nameID === "string" ? profile.nameID : "";
    const email =
      attributeValue(profile, mapping.email) ??
      (typeof profile.email === "string" ? profile.email : undefined) ??
      (nameId.includes("@") ? nameId : "");
    if (!nameId) throw new SamlRefused("invalid-token", provider.issuer, "assertion without NameID");
    const result = await deps.common.signInExternal(
      tenant,
      provider,
      { email },
      "SSO",
      ip,
      { issuer: provider.issuer, subject: nameId },
      {
        firstName: attributeValue(profile, mapping.firstName),
        lastName: attributeValue(profile, mapping.lastName),
        account: attributeValue(profile, mapping.account),
      },
    );
    const ticket: SamlTicket = {
      tenantId: tenant.id,
      flowId: request?.flowId ?? null,
      // IdP-initiated: a RelayState that is a reader path is where to go (else the home page).
      returnTo: request ? request.returnTo : safeReturnPath(relayState),
      result,
    };
    const id = randomId(24);
    await store.keepOnce("saml-ticket", id, ticket, SAML_TICKET_TTL_SECONDS);
    return id;
  }

  return { signIn };
}

/** The assertion consumer service's work: the provider, the checks, the ticket; refusals thrown. */
function createSamlConsumer(deps: SamlLoginServiceDeps) {
  const { repo, settings, config } = deps;
  const checks = createSamlChecks(deps);
  const { signIn } = createSamlTicketing(deps);

  async function providersOf(tenantId: number) {
    return samlProviders((await settings.of(tenantId)).identityProviders);
  }

  async function audit(tenantId: number | null, principal: string, reason: string, ip: string, why?: string) {
    await repo.audit(tenantId, principal, "AUTHENTICATION_FAILURE", {
      message: `SAML ${reason}${why ? `: ${why}` : ""}`.slice(0, 500),
      remoteAddress: ip,
    });
  }

  /** Checks a posted Response and signs its user in; the ticket for the reader. Throws SamlRefused. */
  async function consume(tenant: TenantContext, body: { SAMLResponse?: string; RelayState?: string }, ip: string) {
    const providers = await providersOf(tenant.id);
    if (providers.length === 0) throw new SamlRefused("not-configured", "anonymous");
    let xml = "";
    try {
      xml = Buffer.from(body.SAMLResponse ?? "", "base64").toString("utf8");
    } catch {
      // Not base64: the envelope below is null.
    }
    const envelope = readEnvelope(xml);
    if (!envelope) throw new SamlRefused("invalid-token", "anonymous", "no SAML Response");
    const provider = providers.find((p) => p.issuer === envelope.issuer);
    if (!provider) throw new SamlRefused("issuer", envelope.issuer ?? "anonymous", `issuer ${envelope.issuer}`);
    const sp = samlSpUrls(config.publicBaseUrl, tenant.code);
    const profile = await checks.validated(provider, sp, body.SAMLResponse ?? "");
    const facts = await checks.checkAssertion(tenant, provider, sp.acsUrl, profile, envelope.destination);
    if (envelope.inResponseTo && facts.inResponseTo && envelope.inResponseTo !== facts.inResponseTo)
      throw new SamlRefused("state", provider.issuer, "InResponseTo of the Response and the assertion differ");
    const inResponseTo = facts.inResponseTo ?? envelope.inResponseTo;
    const request = inResponseTo ? await checks.answeredRequest(tenant, provider, inResponseTo, body.RelayState) : null;
    const ticket = await signIn(tenant, provider, profile, request, body.RelayState, ip);
    // An SP-initiated sign-in returns to the origin it began on; an IdP-initiated one to PUBLIC_BASE_URL.
    return { ticket, readerBase: request?.readerBase };
  }

  return { providersOf, audit, consume };
}

/** What the SP tells about itself: whether sign-in starts with SAML, and its metadata. */
function createSamlServiceProvider(
  deps: SamlLoginServiceDeps,
  providersOf: (tenantId: number) => Promise<UsableSamlProvider[]>,
) {
  const { settings, config } = deps;
  return {
    /** The SSO provider a sign-in starts with: the tenant's first OIDC (with a client id) or SAML one. */
    async firstSsoProviderIsSaml(tenantId: number): Promise<boolean> {
      const first = (await settings.of(tenantId)).identityProviders.find(
        (p) => (p.kind === "OIDC" && p.clientId) || (p.kind === "SAML" && isUsableSamlProvider(p)),
      );
      return first?.kind === "SAML";
    },

    /** GET /saml/{tenant}/metadata: the SP's metadata (404 without a SAML provider). */
    async metadata(tenantCode: string): Promise<string> {
      const tenant = await settings.byCode(tenantCode);
      const provider = tenant ? (await providersOf(tenant.id))[0] : undefined;
      if (!tenant || !provider)
        throw new NotFound("No SAML single sign-on for this tenant", "error.sso.not-configured");
      return samlFor(provider, samlSpUrls(config.publicBaseUrl, tenant.code)).generateServiceProviderMetadata(null);
    },
  };
}

export function createSamlLoginService(deps: SamlLoginServiceDeps) {
  const { common, store, settings, config } = deps;
  const base = config.publicBaseUrl.replace(/\/+$/, "");
  const callback = (code: string, params: Record<string, string>, readerBase = base) =>
    `${readerBase}${SSO_CALLBACK_PATH}?${new URLSearchParams({ ...params, tenant: code })}`;

  const { providersOf, audit, consume } = createSamlConsumer(deps);

  return {
    ...createSamlServiceProvider(deps, providersOf),

    /** SP-initiated: the IdP's SSO URL with an AuthnRequest and RelayState, and the browser's flow id. */
    async startSaml(
      tenant: TenantContext,
      input: { redirectUrl?: string; force?: boolean },
      meta: { remoteAddress: string; host?: string },
    ): Promise<{ authorizationUrl: string; flowId: string }> {
      await common.hitAddress(meta.remoteAddress);
      const provider = (await providersOf(tenant.id))[0];
      if (!provider) throw new Unauthorized(REFUSALS["not-configured"], "error.sso.not-configured");
      let requestId = "";
      const saml = samlFor(provider, samlSpUrls(config.publicBaseUrl, tenant.code), {
        forceAuthn: input.force === true,
        onRequestId: (id) => {
          requestId = id;
        },
      });
      const record: SamlRequestRecord = {
        tenantId: tenant.id,
        providerId: provider.id,
        relayState: randomId(16),
        flowId: randomId(24),
        returnTo: safeReturnPath(input.redirectUrl),
        readerBase: await deps.readerBaseFor(tenant.code, meta.host),
      };
      const authorizationUrl = await saml.getAuthorizeUrlAsync(record.relayState, undefined, {});
      await store.keepOnce("saml-request", requestId, record, SSO_FLOW_TTL_SECONDS);
      return { authorizationUrl, flowId: record.flowId };
    },

    /** POST /saml/{tenant}/acs: where to send the browser (a ticket, or the refusal's key). */
    async consumeSamlResponse(
      tenantCode: string,
      body: { SAMLResponse?: string; RelayState?: string },
      meta: { remoteAddress: string },
    ): Promise<string> {
      const ip = meta.remoteAddress;
      await common.hitAddress(ip);
      const tenant = await settings.byCode(tenantCode);
      if (!tenant) {
        await audit(null, "anonymous", "unknown tenant", ip, tenantCode);
        return callback(tenantCode, { error_key: "error.tenant.invalid" });
      }
      try {
        const { ticket, readerBase } = await consume(tenant, body, ip);
        return callback(tenant.code, { saml: ticket }, readerBase);
      } catch (err) {
        if (!(err instanceof SamlRefused)) {
          // A refusal of the user (identity mismatch, no e-mail): audited where it was made.
          if (err instanceof Unauthorized && err.messageKey)
            return callback(tenant.code, { error_key: err.messageKey });
          throw err;
        }
        await audit(tenant.id, err.principal, err.reason, ip, err.why);
        return callback(tenant.code, { error_key: `error.sso.${err.reason}` });
      }
    },

    /** POST /api/authenticate/saml/complete: the result of a ticket, once. */
    async completeSamlSignIn(
      tenant: TenantContext,
      input: { ticket: string; flowId?: string },
      meta: { remoteAddress: string },
    ): Promise<ExternalLoginResult & { returnTo: string }> {
      const ip = meta.remoteAddress;
      await common.hitAddress(ip);
      const refuse = async (reason: "replayed" | "flow-expired" | "state"): Promise<never> => {
        await audit(tenant.id, "anonymous", `ticket ${reason}`, ip);
        throw new Unauthorized(REFUSALS[reason], `error.sso.${reason}`);
      };
      const taken = await store.takeOnce<SamlTicket>("saml-ticket", input.ticket);
      if (!taken.ok) return refuse(taken.reason === "replayed" ? "replayed" : "flow-expired");
      const ticket = taken.value;
      if (ticket.tenantId !== tenant.id) return refuse("flow-expired");
      // An SP-initiated sign-in ends only in the browser that began it (login CSRF).
      if (ticket.flowId !== null && ticket.flowId !== input.flowId) return refuse("state");
      return { ...ticket.result, returnTo: ticket.returnTo };
    },
  };
}

export type SamlLoginService = ReturnType<typeof createSamlLoginService>;
