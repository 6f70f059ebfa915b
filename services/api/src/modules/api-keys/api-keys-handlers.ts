// The console's API keys (/api/admin/api-keys, issue 30): HTTP in and out only.
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { parseListQuery } from "../admin/ra-query.ts";
import { API_KEY_SORTS, type ApiKeysAdminService } from "./api-keys-admin-service.ts";

export function apiKeysHandlers(keys: ApiKeysAdminService) {
  return defineHandlers({
    listAdminApiKeys: async (request, reply) => {
      const q = parseListQuery(request.query, API_KEY_SORTS, ["id", "desc"]);
      const { items, range } = await keys.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminApiKey: async (request) => keys.get(administeredTenantScope(request.actor!), request.params.id),
    createAdminApiKey: async (request, reply) => {
      const actor = request.actor!;
      return reply.code(201).send(await keys.create(actor, administeredTenantScope(actor), request.body, request.ip));
    },
    rotateAdminApiKey: async (request) => {
      const actor = request.actor!;
      const grace = request.body?.graceHours ?? 24;
      return keys.rotate(actor, administeredTenantScope(actor), request.params.id, grace, request.ip);
    },
    revokeAdminApiKey: async (request) => {
      const actor = request.actor!;
      return keys.revoke(actor, administeredTenantScope(actor), request.params.id, request.ip);
    },
  });
}
