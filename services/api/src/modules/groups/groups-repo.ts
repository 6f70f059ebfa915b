// Groups, their rosters and documents. Every query names the tenant; a group is reached only
// through its tenant (and, for lists, its account and the caller's part in it).
import type { Db } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createGroupDocumentQueries } from "./groups-document-queries.ts";
import { createGroupQueries } from "./groups-group-queries.ts";
import { createGroupPeopleQueries } from "./groups-people-queries.ts";

export type { GroupDetailRow, GroupRow } from "./groups-scope.ts";

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createGroupsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,
    ...createGroupPeopleQueries(db, settings),
    ...createGroupQueries(db),
    ...createGroupDocumentQueries(db),
  };
}

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
