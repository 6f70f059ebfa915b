// The tenant of a request (by code or by host name): what the access hook needs of the tenant
// settings read model (tenant-settings.ts), which owns the cache and its invalidation.
import type { FeatureMap, TenantSettingsReader } from "./tenant-settings.ts";

/** The part of a tenant's settings every request carries (request.tenant). */
export interface TenantContext {
  id: number;
  code: string;
  name: string;
  isMain: boolean;
  mainPublisherId: number | null;
  features: FeatureMap;
}

export type TenantResolver = Pick<TenantSettingsReader, "byCode" | "byId" | "codeForHost" | "invalidate">;
