// Single sign-on with the tenant's OIDC provider (spec 3 §1, §4): the implicit flow. The browser
// goes to the provider's authorization endpoint and comes back to /implicit/callback with an ID
// token in the fragment, which POST /api/authenticate/sso exchanges for a Norma token.

import { decodeClaims } from "@norma/web-shared/jwt";
import { newRequestId } from "../../api/client.ts";

export const CALLBACK_PATH = "/implicit/callback";
const FLOW_KEY = "norma.sso";

interface Flow {
  state: string;
  nonce: string;
  returnTo: string;
}

/** The provider's authorization endpoint, from its discovery document. */
export async function authorizationEndpoint(issuer: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const base = issuer.replace(/\/$/, "");
  const response = await fetchImpl(`${base}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`discovery: ${response.status}`);
  const doc = (await response.json()) as { authorization_endpoint?: unknown };
  if (typeof doc.authorization_endpoint !== "string" || !/^https:\/\//.test(doc.authorization_endpoint))
    throw new Error("discovery: no authorization_endpoint");
  return doc.authorization_endpoint;
}

export function authorizeUrl(endpoint: string, clientId: string, origin: string, flow: Flow): string {
  const url = new URL(endpoint);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("response_type", "id_token");
  url.searchParams.set("response_mode", "fragment");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("redirect_uri", `${origin}${CALLBACK_PATH}`);
  url.searchParams.set("state", flow.state);
  url.searchParams.set("nonce", flow.nonce);
  return url.toString();
}

export async function startSso(provider: { issuer: string; clientId: string }, returnTo: string): Promise<void> {
  const flow: Flow = { state: newRequestId(), nonce: newRequestId(), returnTo };
  const endpoint = await authorizationEndpoint(provider.issuer);
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  window.location.assign(authorizeUrl(endpoint, provider.clientId, window.location.origin, flow));
}

export type CallbackParse =
  | { ok: true; idToken: string; returnTo: string }
  | { ok: false; error: "state" | "nonce" | "missing" | "provider"; detail?: string };

/** Checks the callback's fragment against the flow started here (state and nonce). */
export function parseCallback(hash: string, stored: string | null): CallbackParse {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const providerError = params.get("error");
  if (providerError) return { ok: false, error: "provider", detail: params.get("error_description") ?? providerError };
  const idToken = params.get("id_token");
  if (!idToken) return { ok: false, error: "missing" };
  let flow: Flow | null = null;
  try {
    flow = stored ? (JSON.parse(stored) as Flow) : null;
  } catch {
    flow = null;
  }
  if (!flow || params.get("state") !== flow.state) return { ok: false, error: "state" };
  const claims = decodeClaims(idToken) as { nonce?: string } | null;
  if (!claims || claims.nonce !== flow.nonce) return { ok: false, error: "nonce" };
  const returnTo = flow.returnTo.startsWith("/") && !flow.returnTo.startsWith("//") ? flow.returnTo : "/";
  return { ok: true, idToken, returnTo };
}

export function takeFlow(): string | null {
  const stored = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  return stored;
}
