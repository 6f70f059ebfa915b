// The tenants' OIDC providers as openid-client configurations: discovered from the issuer's
// /.well-known/openid-configuration and kept for a while per provider row. ID token signatures are
// checked against the provider's JWKS (non-repudiation checks on). openid-client keeps each
// configuration's JWKS: fetched on the first ID token, fetched again every 5 minutes and when a
// token names a key it does not have (a rotation) once the keys it has are a minute old.
//
// Provider requests must be HTTPS; plain HTTP is allowed only to a loopback address (the provider
// the tests and a local trial run on 127.0.0.1). Timeouts are short: a sign-in waits on them.
import { createHash } from "node:crypto";
import * as oidc from "openid-client";

/** How long a discovered configuration (endpoints, and with it the JWKS cache) is reused. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** Seconds of clock difference with the provider tolerated on iat, exp, nbf and auth_time. */
export const SSO_CLOCK_TOLERANCE_SECONDS = 60;
/** Seconds a request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 5;

export interface OidcProviderSettings {
  id: number;
  issuer: string;
  clientId: string | null;
  /** For OIDC rows: the client secret of a confidential client; none: a public client (PKCE only). */
  sharedSecret: string | null;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
export const isLoopbackHttp = (url: URL) => url.protocol === "http:" && LOOPBACK.has(url.hostname);

export function createOidcProviders() {
  const cache = new Map<string, { config: Promise<oidc.Configuration>; until: number }>();
  // The secret is part of the key (a changed secret is a new client) but never kept as text.
  const keyOf = (p: OidcProviderSettings) =>
    createHash("sha256")
      .update(JSON.stringify([p.id, p.issuer, p.clientId, p.sharedSecret]))
      .digest("hex");

  async function discover(p: OidcProviderSettings & { clientId: string }) {
    const server = new URL(p.issuer);
    const auth = p.sharedSecret ? oidc.ClientSecretBasic(p.sharedSecret) : oidc.None();
    const config = await oidc.discovery(
      server,
      p.clientId,
      { [oidc.clockTolerance]: SSO_CLOCK_TOLERANCE_SECONDS },
      auth,
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: isLoopbackHttp(server) ? [oidc.allowInsecureRequests] : [],
      },
    );
    // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core 3.1.3.7
    // allows it); Norma checks its signature against the provider's JWKS too: a provider on plain
    // HTTP (loopback), a TLS-inspecting proxy or a misissued certificate must not be enough.
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  return {
    /** The provider's configuration (discovered now, or recently). Rejects when it cannot be discovered. */
    configuration(p: OidcProviderSettings & { clientId: string }): Promise<oidc.Configuration> {
      const key = keyOf(p);
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.config;
      const config = discover(p);
      cache.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
      // A failed discovery is not kept: the next sign-in tries again.
      config.catch(() => cache.delete(key));
      return config;
    },

    /** Drops a provider's configuration (and so its JWKS): after a key it did not know. */
    forget(p: OidcProviderSettings) {
      cache.delete(keyOf(p));
    },
  };
}

export type OidcProviders = ReturnType<typeof createOidcProviders>;

export type SsoRefusal =
  | "nonce"
  | "audience"
  | "issuer"
  | "expired"
  | "invalid-token"
  | "unknown-key"
  | "code-refused"
  | "provider-error"
  | "provider-unreachable";

/** The errors and causes openid-client chains, outermost first. */
function chain(err: unknown): { code?: unknown; claim?: unknown; name?: unknown; cause?: unknown }[] {
  const out = [];
  let e: unknown = err;
  for (let i = 0; i < 6 && e && typeof e === "object"; i++) {
    out.push(e as { code?: unknown; claim?: unknown; name?: unknown; cause?: unknown });
    e = (e as { cause?: unknown }).cause;
  }
  return out;
}

/** Why openid-client refused an authorization response, token response or ID token. */
export function classifyOidcError(err: unknown): SsoRefusal {
  if (err instanceof oidc.AuthorizationResponseError) return "provider-error";
  if (err instanceof oidc.ResponseBodyError) return "code-refused";
  const links = chain(err);
  const codes = new Set(links.map((l) => l.code));
  const claim = links.find((l) => typeof l.claim === "string")?.claim;
  if (codes.has("OAUTH_JWT_CLAIM_COMPARISON_FAILED")) {
    if (claim === "nonce") return "nonce";
    if (claim === "aud" || claim === "azp") return "audience";
    if (claim === "iss") return "issuer";
    return "invalid-token";
  }
  if (codes.has("OAUTH_JWT_TIMESTAMP_CHECK_FAILED")) return claim === "exp" ? "expired" : "invalid-token";
  if (codes.has("OAUTH_KEY_SELECTION_FAILED")) return "unknown-key";
  // No answer at all: refused connection, DNS, timeout (fetch's TypeError, an AbortSignal's error).
  if (
    links.some(
      (l) => l.name === "TimeoutError" || l.name === "AbortError" || (l instanceof TypeError && !("code" in l)),
    ) ||
    links.some(
      (l) => typeof l.code === "string" && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|UND_ERR)/.test(l.code),
    )
  )
    return "provider-unreachable";
  if (codes.has("OAUTH_RESPONSE_IS_NOT_CONFORM") || codes.has("OAUTH_RESPONSE_IS_NOT_JSON"))
    return "provider-unreachable";
  return "invalid-token";
}
