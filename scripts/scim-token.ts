// Issues a SCIM provisioning token of a tenant (docs/identity.md, "SCIM provisioning"), for a
// trial on one's own machine: the seeded tenant `aenor`, whose users come only through its
// identity provider, is the one to provision. The secret is printed once and stored hashed.
//
//   npx tsx scripts/scim-token.ts [--tenant aenor] [--name "Local trial"]
//
// Run it with the API's environment (DATABASE_URL, and JWT_SECRET or API_KEY_PEPPER as the API
// has them): the token is hashed under the API's pepper, or the API will not know it. A tenant
// has at most 5 live tokens; revoke one in the console (Identity → SCIM tokens) for a sixth.
import { parseArgs } from "node:util";
import { loadConfig } from "@norma/api/src/config.ts";
import { issueScimTokenForTenant } from "@norma/api/src/modules/scim/scim-token-issue.ts";
import { createDb } from "@norma/db";

const { values } = parseArgs({
  options: {
    tenant: { type: "string", default: "aenor" },
    name: { type: "string", default: "Local trial" },
  },
});
const config = loadConfig(process.env);
const db = createDb(config.databaseUrl);
try {
  const token = await issueScimTokenForTenant(db, config, String(values.tenant), String(values.name));
  console.log(`SCIM token of tenant '${values.tenant}' (shown once; stored hashed):\n\n  ${token.secret}\n`);
  console.log(`Try it:\n  curl -H 'Authorization: Bearer ${token.secret}' http://localhost:8080/scim/v2/Users?count=5`);
} finally {
  await db.$disconnect();
}
