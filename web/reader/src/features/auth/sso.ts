// Single sign-on with the tenant's OIDC provider (spec 3 §1, §4): the authorization code flow with
// PKCE, run by the API. The API begins the flow (verifier, state and nonce stay on the server) and
// answers where to send the browser and a flow id; the flow id is kept in session storage (the
// spec's storage), so only this tab can finish the sign-in. The provider sends the browser back to
// the spec's /implicit/callback with code and state, which CallbackPage hands to the API.

import { client, ui } from "../../api/client.ts";
import { clearSignedOut, FLOW_KEY } from "./sso-flow.ts";

export { safeReturnTo, takeFlow } from "./sso-flow.ts";

export const CALLBACK_PATH = "/implicit/callback";

/**
 * Begins the sign-in (the spec's redirect: redirectUrl is where to come back to, force asks the
 * provider to authenticate again). Rejects when the API refuses (the problem is the rejection).
 */
export async function startSso(redirectUrl: string, options: { force?: boolean } = {}): Promise<void> {
  const { data, error } = await client.POST("/api/authenticate/sso/start", {
    body: { redirectUrl, ...(options.force ? { force: true } : {}) },
    ...ui({ silent: true }),
  });
  if (!data) throw error ?? new Error("sso start");
  sessionStorage.setItem(FLOW_KEY, data.flowId);
  clearSignedOut();
  window.location.assign(data.authorizationUrl);
}
