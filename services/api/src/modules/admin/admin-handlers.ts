// The console's operations (react-admin's resources), each in the administered tenants' scope;
// by resource in the files beside this one.

import { settingsAdminHandlers } from "./admin-settings-handlers.ts";
import { tenantAdminHandlers } from "./admin-tenant-handlers.ts";
import { userAdminHandlers } from "./admin-user-handlers.ts";
import type { CompassPointSettingsAdminService } from "./compass-point-settings-admin-service.ts";
import type { FeedbackAdminService } from "./feedback-admin-service.ts";
import type { ProductsAdminService } from "./products-admin-service.ts";
import type { TenantTextsAdminService } from "./tenant-texts-admin-service.ts";
import type { TenantsAdminService } from "./tenants-admin-service.ts";
import type { UsersAdminService } from "./users-admin-service.ts";

export function adminHandlers(deps: {
  tenants: TenantsAdminService;
  tenantTexts: TenantTextsAdminService;
  users: UsersAdminService;
  feedback: FeedbackAdminService;
  compassSettings: CompassPointSettingsAdminService;
  products: ProductsAdminService;
}) {
  return {
    ...tenantAdminHandlers(deps),
    ...userAdminHandlers(deps),
    ...settingsAdminHandlers(deps),
  };
}
