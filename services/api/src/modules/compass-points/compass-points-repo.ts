// Compass points, their settings and audits. Every query names the tenant; the service decides
// which account and creator filters apply (spec 2 §6).
import type { Db } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createCompassPointContextQueries } from "./compass-points-context-queries.ts";
import { createCompassPointQueries } from "./compass-points-point-queries.ts";

export {
  CP_DOCUMENT_SELECT,
  type CpDocument,
  POINT_INCLUDE,
  type PointRow,
  type SettingRow,
} from "./compass-points-shapes.ts";

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createCompassPointsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,
    ...createCompassPointContextQueries(db, settings),
    ...createCompassPointQueries(db),
  };
}

export type CompassPointsRepo = ReturnType<typeof createCompassPointsRepo>;
