// The console's user writes (users-admin-service.ts): create (with the invitation e-mail), invite
// again, update (names, language, activation, authorities, accounts). Every write is audited.
import type { Db, Prisma } from "@norma/db";
import { isTenantAdmin, mayChangeAuthorities } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Conflict, Forbidden, NotFound } from "../../lib/errors.ts";
import type { InvitationsService } from "../invitations/invitations-service.ts";
import type { AuditService } from "../management/audit-service.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { toAdminUser, type UsersAdminLookups, userInclude } from "./users-admin-lookups.ts";

export interface UserWrite {
  firstName?: string | null;
  lastName?: string | null;
  langKey?: string;
  activated?: boolean;
  authorities?: string[];
  accountIds?: number[];
}

function checkAuthorities(actor: Actor, list: string[] | undefined, current: string[] = []) {
  if (!list) return;
  if (!mayChangeAuthorities(actor, list, current))
    throw new Forbidden("Only a platform operator gives or takes the OPERATOR authority");
}

async function checkAccounts(db: Db, tenantId: number, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await db.account.count({ where: { id: { in: ids }, tenantId } });
  if (found !== new Set(ids).size) throw new NotFound("An account of the list is not one of this tenant's");
}

async function setMemberships(tx: Prisma.TransactionClient, tenantId: number, userId: number, ids: number[]) {
  await tx.accountMembership.deleteMany({ where: { userId, accountId: { notIn: ids } } });
  const existing = await tx.accountMembership.findMany({
    where: { userId },
    select: { accountId: true, isDefault: true },
  });
  const have = new Set(existing.map((m) => m.accountId));
  const hasDefault = existing.some((m) => m.isDefault);
  const add = [...new Set(ids)].filter((id) => !have.has(id));
  if (add.length)
    await tx.accountMembership.createMany({
      data: add.map((accountId, i) => ({ tenantId, userId, accountId, isDefault: !hasDefault && i === 0 })),
    });
}

export interface UserWritesAdminServiceDeps {
  db: Db;
  audit: AuditService;
  invitations: InvitationsService;
  /** The tenants users are written to (by code) and their name and language for the invitation e-mail. */
  settings: TenantSettingsReader;
  lookups: UsersAdminLookups;
}

export function createUserWritesAdminService(deps: UserWritesAdminServiceDeps) {
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
      return toAdminUser(await userScoped(scope, id));
    },
  };
}
