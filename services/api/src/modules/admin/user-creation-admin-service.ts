// New users from the console (with the e-mail to choose a first password) and new invitations of
// existing ones; both audited in the transaction that writes them (user-writes-admin-service.ts
// composes these).
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Conflict, NotFound } from "../../lib/errors.ts";
import {
  checkAccounts,
  checkAuthorities,
  setMemberships,
  type UserWrite,
  type UserWritesAdminServiceDeps,
} from "./user-writes-common.ts";
import { toAdminUser, userInclude } from "./users-admin-lookups.ts";

export function createUserCreationAdminService(deps: UserWritesAdminServiceDeps) {
  const { db, audit, invitations, settings } = deps;
  const { userScoped } = deps.lookups;
  return {
    async createUser(
      actor: Actor,
      scope: number | null,
      body: UserWrite & { email: string; tenant?: string; invite?: boolean },
      ip: string,
    ) {
      let tenantId = actor.tenantId;
      if (body.tenant) {
        const t = await settings.byCode(body.tenant);
        if (!t || (scope !== null && t.id !== scope)) throw new NotFound(`No tenant '${body.tenant}'`);
        tenantId = t.id;
      }
      checkAuthorities(actor, body.authorities);
      await checkAccounts(db, tenantId, body.accountIds);
      const email = body.email.trim().toLowerCase();
      if (await db.user.findFirst({ where: { tenantId, email: { equals: email, mode: "insensitive" } } }))
        throw new Conflict(`A user with the e-mail ${email} exists in this tenant`, {
          messageKey: "error.emailexists",
        });
      const t = await settings.of(tenantId);
      const tenant = { id: t.id, code: t.code, tenantName: t.name, defaultLanguage: t.defaultLanguage };
      const id = await db.$transaction(async (tx) => {
        const u = await tx.user.create({
          data: {
            tenantId,
            email,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            langKey: body.langKey ?? tenant.defaultLanguage,
            activated: body.activated ?? true,
            userType: "INDIVIDUAL",
            authorities: body.authorities ?? [],
          },
        });
        if (body.accountIds?.length) await setMemberships(tx, tenantId, u.id, body.accountIds);
        // The e-mail to choose a first password, queued in the same transaction.
        if (body.invite !== false) await invitations.issue(tx, u, tenant, actor.userId);
        const after = toAdminUser(await tx.user.findUniqueOrThrow({ where: { id: u.id }, include: userInclude }));
        await audit.record(
          actor,
          tenantId,
          {
            type: "ADMIN_USER_CREATE",
            message: `user ${email} created`,
            resource: "users",
            resourceId: u.id,
            after,
            remoteAddress: ip,
          },
          tx,
        );
        return u.id;
      });
      return toAdminUser(await userScoped(scope, id));
    },

    /** A new invitation e-mail (the user's earlier links stop working). */
    async inviteUser(actor: Actor, scope: number | null, id: number, ip: string) {
      const row = await userScoped(scope, id);
      if (!row.activated)
        throw new BadRequest("A deactivated user cannot be invited; activate the user first", {
          messageKey: "error.invitation.inactive",
        });
      const t = await settings.of(row.tenantId);
      const tenant = { id: t.id, code: t.code, tenantName: t.name };
      return db.$transaction(async (tx) => {
        const sent = await invitations.issue(tx, row, tenant, actor.userId);
        await audit.record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_USER_INVITE",
            message: `invitation sent to ${row.email}`,
            resource: "users",
            resourceId: row.id,
            after: sent,
            remoteAddress: ip,
          },
          tx,
        );
        return sent;
      });
    },
  };
}
