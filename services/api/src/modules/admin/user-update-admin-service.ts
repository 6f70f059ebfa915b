// Changes to a user from the console (names, language, activation, authorities, accounts), made
// under the user's row lock and audited with what they replaced (user-writes-admin-service.ts
// composes this).
import { isTenantAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import {
  checkAccounts,
  checkAuthorities,
  setAdministeredAccounts,
  setMemberships,
  type UserWrite,
  type UserWritesAdminServiceDeps,
} from "./user-writes-common.ts";
import { toAdminUser, userInclude } from "./users-admin-lookups.ts";

export function createUserUpdateAdminService(deps: UserWritesAdminServiceDeps) {
  const { db, audit } = deps;
  const { userScoped } = deps.lookups;
  return {
    async updateUser(actor: Actor, scope: number | null, id: number, body: UserWrite, ip: string) {
      const row = await userScoped(scope, id);
      checkAuthorities(actor, body.authorities, row.authorities);
      if (
        id === actor.userId &&
        (body.activated === false || (body.authorities && !isTenantAdmin({ authorities: body.authorities })))
      )
        throw new BadRequest("You cannot deactivate yourself or take away your own ADMIN authority", {
          fieldErrors: [
            {
              objectName: "user",
              field: body.activated === false ? "activated" : "authorities",
              message: "Self",
              detail: "not on yourself",
            },
          ],
        });
      await checkAccounts(db, row.tenantId, body.accountIds);
      await db.$transaction(async (tx) => {
        // The user's row locked first: two saves at once run one after the other, so the
        // memberships are one save's list (not both inserting the same account: a unique-key
        // failure), and "before" in the audit is what this save replaced, read under the lock.
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${id} FOR UPDATE`;
        const locked = await tx.user.findUniqueOrThrow({ where: { id }, include: userInclude });
        // Again on the row as it is now: another save may have given or taken OPERATOR meanwhile.
        checkAuthorities(actor, body.authorities, locked.authorities);
        const before = toAdminUser(locked);
        await tx.user.update({
          where: { id },
          data: {
            ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
            ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
            ...(body.langKey !== undefined ? { langKey: body.langKey } : {}),
            ...(body.activated !== undefined ? { activated: body.activated } : {}),
            ...(body.authorities !== undefined ? { authorities: [...new Set(body.authorities)].sort() } : {}),
          },
        });
        if (body.accountIds) await setMemberships(tx, row.tenantId, id, body.accountIds);
        if (body.administeredAccountIds) await setAdministeredAccounts(tx, id, body.administeredAccountIds);
        const after = toAdminUser(await tx.user.findUniqueOrThrow({ where: { id }, include: userInclude }));
        const what =
          before.activated && !after.activated
            ? "deactivated"
            : !before.activated && after.activated
              ? "activated"
              : "changed";
        await audit.record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_USER_UPDATE",
            message: `user ${row.email} ${what}`,
            resource: "users",
            resourceId: id,
            before,
            after,
            remoteAddress: ip,
          },
          tx,
        );
      });
      deps.actorsChanged?.({ tenantId: row.tenantId, userIds: [id] });
      return toAdminUser(await userScoped(scope, id));
    },
  };
}
