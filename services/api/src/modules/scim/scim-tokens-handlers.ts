// The console's SCIM tokens (/api/admin/scim-tokens, issue 31): HTTP in and out only.
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import type { ScimTokensAdminService } from "./scim-tokens-admin-service.ts";

export function scimTokensHandlers(tokens: ScimTokensAdminService) {
  return defineHandlers({
    listAdminScimTokens: async (request) => tokens.list(administeredTenantScope(request.actor!)),
    createAdminScimToken: async (request, reply) =>
      reply.code(201).send(await tokens.create(request.actor!, request.body, request.ip)),
    revokeAdminScimToken: async (request) => {
      const actor = request.actor!;
      return tokens.revoke(actor, administeredTenantScope(actor), request.params.id, request.ip);
    },
  });
}
