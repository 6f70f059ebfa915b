import { defineHandlers } from "../../lib/handlers.ts";
import type { TenantConfigService } from "./tenant-config-service.ts";

export function tenantHandlers(tenants: TenantConfigService) {
  return defineHandlers({
    getTenantConfigForUi: async (request) => tenants.configFor(request.tenant, request.actor, request.body?.tenantName),
    getExternalUrls: async (request) => tenants.externalUrls(request.tenant),
    getProgressiveProfilingUrl: async (request) => tenants.progressiveProfilingUrl(request.tenant),
    getGroupEnable: async (request) => tenants.groupEnable(request.tenant, request.actor!),
  });
}
