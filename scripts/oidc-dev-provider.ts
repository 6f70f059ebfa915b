// A local OpenID provider for a trial of single sign-on on one's own machine (docs/identity.md):
// the tests' provider (tests/harness/oidc-provider.ts, panva's oidc-provider) on 127.0.0.1, with a
// client for the tenant, and the tenant's OIDC configuration pointed at it.
//
//   npx tsx scripts/oidc-dev-provider.ts [--tenant aenor] [--port 9400] [--as individual]
//
// It signs in, without a password page, the seeded user named by --as (individual, admin, single,
// noaccess) of the tenant: a trial of the flow, not an identity provider to use for anything else.
// The tenant's row is changed in the database (issuer and client id); the API sees it within
// 30 seconds (its settings cache). Stop with Ctrl+C; `npm run db:seed` puts the seeded row back.
import { parseArgs } from "node:util";
import { createDb } from "@norma/db";
import { startOidcProvider } from "../tests/harness/oidc-provider.ts";

const { values } = parseArgs({
  options: {
    tenant: { type: "string", default: "aenor" },
    port: { type: "string", default: "9400" },
    as: { type: "string", default: "individual" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set (the trial's database)");
const base = (process.env.PUBLIC_BASE_URL ?? "http://localhost:5173").replace(/\/+$/, "");
const code = String(values.tenant);
const clientId = `norma-reader-${code}`;

const db = createDb(databaseUrl);
const tenant = await db.tenant.findUniqueOrThrow({ where: { code } });
const user = await db.user.findFirstOrThrow({ where: { tenantId: tenant.id, email: `${values.as}@${code}.example` } });

const idp = await startOidcProvider({
  port: Number(values.port),
  clients: [
    {
      client_id: clientId,
      redirect_uris: [`${base}/implicit/callback`],
      post_logout_redirect_uris: [`${base}/`],
    },
  ],
});
// Every login at this provider is the chosen user (there is no password page).
const account = {
  sub: `dev-${user.id}`,
  email: user.email,
  email_verified: true,
  given_name: user.firstName ?? undefined,
  family_name: user.lastName ?? undefined,
};
idp.signInAs(account);

const existing = await db.tenantIdentityProvider.findFirst({ where: { tenantId: tenant.id, kind: "OIDC" } });
const fields = { issuer: idp.issuer, clientId, jwksUri: null, allowedIssuers: [], sharedSecret: null, enabled: true };
if (existing) await db.tenantIdentityProvider.update({ where: { id: existing.id }, data: fields });
else await db.tenantIdentityProvider.create({ data: { tenantId: tenant.id, kind: "OIDC", ...fields } });
// A user linked to another identity (an earlier trial) would be refused: unlink the trial's user.
await db.user.update({ where: { id: user.id }, data: { externalIssuer: null, externalSubject: null } });

console.log(`OpenID provider ${idp.issuer} for tenant ${code} (client ${clientId}); signs in ${user.email}.`);
console.log(`Open ${base}/?tenant=${code} and sign in with the organisation's single sign-on.`);

const stop = async () => {
  await idp.close();
  await db.$disconnect();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
