// The console's tenants and their texts, in the administered tenants' scope (admin-handlers.ts
// composes these).
import { administeredTenantScope } from "../../lib/access-policy.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import { parseListQuery } from "./ra-query.ts";
import { TENANT_TEXT_ENTRY_SORTS, type TenantTextsAdminService } from "./tenant-texts-admin-service.ts";
import { TENANT_SORTS, type TenantsAdminService, type TenantUpdate } from "./tenants-admin-service.ts";

export function tenantAdminHandlers(deps: { tenants: TenantsAdminService; tenantTexts: TenantTextsAdminService }) {
  const { tenants, tenantTexts } = deps;
  return defineHandlers({
    listAdminTenants: async (request, reply) => {
      const q = parseListQuery(request.query, TENANT_SORTS, ["id", "asc"]);
      const { items, range } = await tenants.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminTenant: async (request) => tenants.get(administeredTenantScope(request.actor!), request.params.id),
    updateAdminTenant: async (request) =>
      tenants.update(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        request.body as TenantUpdate,
        request.ip,
      ),
    listAdminTenantTextEntries: async (request, reply) => {
      const q = parseListQuery(request.query, TENANT_TEXT_ENTRY_SORTS, ["language", "asc"]);
      const { items, range } = await tenantTexts.list(administeredTenantScope(request.actor!), q);
      reply.header("Content-Range", range);
      return items;
    },
    getAdminTenantTexts: async (request) => tenantTexts.get(administeredTenantScope(request.actor!), request.params.id),
    updateAdminTenantTexts: async (request) =>
      tenantTexts.update(
        request.actor!,
        administeredTenantScope(request.actor!),
        request.params.id,
        { texts: request.body.texts },
        request.ip,
      ),
  });
}
