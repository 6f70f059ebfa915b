// The console's user writes (users-admin-service.ts): create (with the invitation e-mail), invite
// again, update (names, language, activation, authorities, accounts). Every write is audited.
import { createUserCreationAdminService } from "./user-creation-admin-service.ts";
import { createUserUpdateAdminService } from "./user-update-admin-service.ts";
import type { UserWritesAdminServiceDeps } from "./user-writes-common.ts";

export type { UserWrite, UserWritesAdminServiceDeps } from "./user-writes-common.ts";

export function createUserWritesAdminService(deps: UserWritesAdminServiceDeps) {
  return {
    ...createUserCreationAdminService(deps),
    ...createUserUpdateAdminService(deps),
  };
}
