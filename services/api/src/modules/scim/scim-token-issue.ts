// A SCIM token issued from the command line (scripts/scim-token.ts), for a trial on one's own
// machine or a tenant whose administrator has no console session yet (aenor's users come only
// through its identity provider). The same rules as the console's call
// (scim-tokens-admin-service.ts): the secret made and hashed under the API's pepper — so the
// script must run with the API's JWT_SECRET / API_KEY_PEPPER — at most MAX_LIVE_SCIM_TOKENS live
// tokens a tenant, and an audit entry, whose principal is the command line.
import type { Db } from "@norma/db";
import type { Config } from "../../config.ts";
import { apiKeyPepper } from "../api-keys/api-key-secrets.ts";
import { createScimTokenSecrets } from "./scim-token-secrets.ts";
import { MAX_LIVE_SCIM_TOKENS } from "./scim-tokens-admin-service.ts";
import { createScimTokensRepo } from "./scim-tokens-repo.ts";

export async function issueScimTokenForTenant(
  db: Db,
  config: Pick<Config, "jwt" | "apiKeyPepper">,
  tenantCode: string,
  name: string,
): Promise<{ id: number; tenantId: number; prefix: string; secret: string }> {
  const tenant = await db.tenant.findUnique({ where: { code: tenantCode }, select: { id: true } });
  if (!tenant) throw new Error(`No tenant '${tenantCode}'`);
  const repo = createScimTokensRepo(db);
  const made = createScimTokenSecrets(apiKeyPepper(config)).generate();
  const row = await db.$transaction(async (tx) => {
    await repo.lockTenant(tx, tenant.id);
    if ((await repo.live(tx, tenant.id)) >= MAX_LIVE_SCIM_TOKENS)
      throw new Error(
        `Tenant '${tenantCode}' has ${MAX_LIVE_SCIM_TOKENS} live SCIM tokens: revoke one in the console first`,
      );
    const created = await repo.create(tx, { tenantId: tenant.id, name, prefix: made.prefix, secretHash: made.hash });
    await tx.managementAuditEvent.create({
      data: {
        tenantId: tenant.id,
        principal: "command-line",
        type: "ADMIN_SCIM_TOKEN_CREATE",
        data: {
          message: `SCIM token ${created.prefix} issued from the command line`,
          resource: "scim-tokens",
          resourceId: String(created.id),
          after: { name, prefix: created.prefix },
        },
      },
    });
    return created;
  });
  return { id: row.id, tenantId: row.tenantId, prefix: row.prefix, secret: made.secret };
}
