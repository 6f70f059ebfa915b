// Headers that depend on who calls and on how the deployment is served, on every reply of the API
// (operations, the queue dashboard, 404s and errors alike: an onSend hook runs for all of them).
//
// - Cache-Control: no-store on every reply to a request that carries credentials (a bearer token:
//   users, company sessions, scripts), so no browser or shared cache keeps what a signed-in caller
//   was shown. A route that sets its own policy keeps it: today only content that is the same for
//   everyone who may see it does (publishers' logos: public; refinement trees: private, per tenant;
//   documents' files and compare results set no-store themselves). A route that returns personal
//   data must leave Cache-Control alone, or set no-store.
// - Strict-Transport-Security when HSTS_MAX_AGE is set (the deployment serves TLS in front of the
//   API); off by default, since a plain-http development set-up must not pin browsers to https.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

export interface SecurityHeadersOptions {
  hsts: Config["hsts"];
}

/** The Strict-Transport-Security value for the settings, or null when HSTS is off. */
export function hstsHeader(hsts: Config["hsts"]): string | null {
  if (hsts.maxAgeSeconds <= 0) return null;
  return `max-age=${hsts.maxAgeSeconds}${hsts.includeSubDomains ? "; includeSubDomains" : ""}`;
}

async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const hsts = hstsHeader(opts.hsts);
  app.addHook("onSend", async (request, reply, payload) => {
    if (hsts) reply.header("strict-transport-security", hsts);
    if (request.headers.authorization && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}

export default fp(securityHeaders, { name: "security-headers" });
