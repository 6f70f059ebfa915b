// A local SAML 2.0 identity provider for a trial of SAML single sign-on on one's own machine
// (docs/identity.md): the tests' IdP (tests/harness/saml-idp.ts: its own key and self-signed
// certificate, assertions signed with xml-crypto) behind a small HTTP server on 127.0.0.1, and the
// tenant's SAML configuration pointed at it.
//
//   npx tsx scripts/saml-dev-idp.ts [--tenant demowl] [--port 9401] [--as individual]
//
// It signs in, without a password page, the seeded user named by --as (individual, admin, single,
// noaccess) of the tenant: a trial of the flow, not an identity provider to use for anything else.
//   - http://127.0.0.1:<port>/sso answers the SP's AuthnRequest (SP-initiated, from the reader's
//     "Sign in with your organization");
//   - http://127.0.0.1:<port>/login posts an unsolicited Response (IdP-initiated).
// The tenant's rows are changed in the database: its SAML row is made or updated, its OIDC rows are
// switched off (single sign-on starts with the first provider); the API sees it within 30 seconds
// (its settings cache). Stop with Ctrl+C; `npm run db:seed` puts the seeded rows back.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { createDb } from "@norma/db";
import { startSamlIdp } from "../tests/harness/saml-idp.ts";

const { values } = parseArgs({
  options: {
    tenant: { type: "string", default: "demowl" },
    port: { type: "string", default: "9401" },
    as: { type: "string", default: "individual" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set (the trial's database)");
const base = (process.env.PUBLIC_BASE_URL ?? "http://localhost:5173").replace(/\/+$/, "");
const code = String(values.tenant);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const sp = { entityId: `${base}/saml/${code}/metadata`, acsUrl: `${base}/saml/${code}/acs` };

const db = createDb(databaseUrl);
const tenant = await db.tenant.findUniqueOrThrow({ where: { code } });
const user = await db.user.findFirstOrThrow({ where: { tenantId: tenant.id, email: `${values.as}@${code}.example` } });
const idp = await startSamlIdp({ entityId: `${origin}/saml`, ssoUrl: `${origin}/sso` });

const attributes = { mail: user.email, givenName: user.firstName ?? "", sn: user.lastName ?? "" };
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The HTTP-POST binding: a form the browser posts to the SP's ACS at once. */
function postForm(samlResponse: string, relayState: string | null): string {
  const relay = relayState ? `<input type="hidden" name="RelayState" value="${esc(relayState)}">` : "";
  return `<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${esc(sp.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${esc(samlResponse)}">${relay}
<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", origin);
  const answer = (status: number, type: string, body: string) => {
    res.writeHead(status, { "content-type": type });
    res.end(body);
  };
  const response = (inResponseTo?: string) =>
    idp.response({ acsUrl: sp.acsUrl, audience: sp.entityId, nameId: `dev-${user.id}`, attributes, inResponseTo });
  try {
    if (url.pathname === "/sso") {
      const request = idp.readRequest(url.href);
      if (request.acsUrl !== sp.acsUrl) return answer(400, "text/plain", `Unexpected ACS ${request.acsUrl}`);
      return answer(200, "text/html", postForm(response(request.id), request.relayState));
    }
    if (url.pathname === "/login") return answer(200, "text/html", postForm(response(), "/"));
    return answer(404, "text/plain", "Not found");
  } catch (err) {
    return answer(400, "text/plain", err instanceof Error ? err.message : String(err));
  }
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

const fields = {
  issuer: idp.entityId,
  ssoUrl: idp.ssoUrl,
  signingCertificates: [idp.keys.cert],
  attributeMapping: { email: "mail", firstName: "givenName", lastName: "sn" },
  enabled: true,
};
const existing = await db.tenantIdentityProvider.findFirst({ where: { tenantId: tenant.id, kind: "SAML" } });
if (existing) await db.tenantIdentityProvider.update({ where: { id: existing.id }, data: fields });
else await db.tenantIdentityProvider.create({ data: { tenantId: tenant.id, kind: "SAML", ...fields } });
await db.tenantIdentityProvider.updateMany({ where: { tenantId: tenant.id, kind: "OIDC" }, data: { enabled: false } });
// A user linked to another identity (an earlier trial) would be refused: unlink the trial's user.
await db.user.update({ where: { id: user.id }, data: { externalIssuer: null, externalSubject: null } });

console.log(`SAML identity provider ${idp.entityId} for tenant ${code}; signs in ${user.email}.`);
console.log(`SP-initiated: open ${base}/?tenant=${code} and sign in with the organisation's single sign-on.`);
console.log(`IdP-initiated: open ${origin}/login`);
console.log(`The SP's metadata: ${sp.entityId}`);

const stop = async () => {
  server.close();
  await db.$disconnect();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
