// Users and accounts in the console: list and search, create, deactivate, authorities, the
// accounts a user belongs to, an account's flags and address ranges. Every write is audited.
// Composed of its sub-services, each in its own file:
//   - users-admin-lookups.ts: the users and accounts as the console shows them, found within the
//     admin's scope;
//   - user-list-admin-service.ts: the list of users and a user's page;
//   - user-writes-admin-service.ts: create, invite, update a user;
//   - accounts-admin-service.ts: the list of accounts, an account's page and its update.
import type { Db } from "@norma/db";
import type { InvitationsService } from "../invitations/invitations-service.ts";
import type { AuditService } from "../management/audit-service.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createAccountsAdminService } from "./accounts-admin-service.ts";
import { createUserListAdminService } from "./user-list-admin-service.ts";
import { createUserWritesAdminService } from "./user-writes-admin-service.ts";
import { createUsersAdminLookups } from "./users-admin-lookups.ts";

export { ACCOUNT_SORTS, type AccountWrite } from "./accounts-admin-service.ts";
export { USER_SORTS } from "./user-list-admin-service.ts";
export type { UserWrite } from "./user-writes-admin-service.ts";

export interface UsersAdminServiceDeps {
  db: Db;
  audit: AuditService;
  invitations: InvitationsService;
  /** The tenants users are written to (by code) and their name and language for the invitation e-mail. */
  settings: TenantSettingsReader;
  /** A changed user's sessions checked afresh in every API process (user-writes-common.ts). */
  actorsChanged?: (change: { tenantId: number; userIds: number[] }) => void;
}

export function createUsersAdminService(deps: UsersAdminServiceDeps) {
  const { db, audit } = deps;
  const lookups = createUsersAdminLookups({ db, settings: deps.settings });
  return {
    ...createUserListAdminService({ db, lookups }),
    ...createUserWritesAdminService({
      db,
      audit,
      invitations: deps.invitations,
      settings: deps.settings,
      lookups,
      actorsChanged: deps.actorsChanged,
    }),
    ...createAccountsAdminService({ db, audit, lookups }),
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
