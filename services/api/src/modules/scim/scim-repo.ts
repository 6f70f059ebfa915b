// The rows SCIM provisioning reads and writes (issue 31): a tenant's users and company accounts,
// their memberships, and the audit entries of every call. Every query names the tenant.
import type { Db, Prisma } from "@norma/db";
import { SCIM_GROUP_SELECT, SCIM_USER_SELECT, type ScimGroupRow, type ScimUserRow } from "./scim-resources.ts";
import type { ScimCaller } from "./scim-token-auth.ts";

type Tx = Prisma.TransactionClient;

/** The company accounts SCIM sees as Groups: active ones (a deleted group is a deactivated account). */
export const groupScope = (tenantId: number) => ({ tenantId, type: "COMPANY" as const, active: true });

/** The users' queries. */
function userQueries(db: Db) {
  return {
    /** The tenant's row locked for the rest of the transaction: SCIM writes of a tenant queue, so uniqueness holds. */
    async lockTenant(tx: Tx, tenantId: number): Promise<void> {
      await tx.$queryRaw`SELECT id FROM tenants WHERE id = ${tenantId} FOR UPDATE`;
    },

    user(tenantId: number, id: number, tx: Tx | Db = db): Promise<ScimUserRow | null> {
      return tx.user.findFirst({ where: { id, tenantId }, select: SCIM_USER_SELECT });
    },

    async users(tenantId: number, where: Prisma.UserWhereInput, skip: number, take: number) {
      const scoped = { AND: [{ tenantId }, where] };
      const [total, rows] = await Promise.all([
        db.user.count({ where: scoped }),
        take > 0
          ? db.user.findMany({ where: scoped, orderBy: { id: "asc" }, skip, take, select: SCIM_USER_SELECT })
          : [],
      ]);
      return { total, rows };
    },

    /** Another user of the tenant whose userName (its own, else its e-mail) is this one, any case. */
    async userNameTaken(tx: Tx, tenantId: number, userName: string, exceptId: number | null): Promise<boolean> {
      const eq = { equals: userName, mode: "insensitive" as const };
      const found = await tx.user.findFirst({
        where: {
          tenantId,
          ...(exceptId !== null ? { id: { not: exceptId } } : {}),
          OR: [{ scimUserName: eq }, { scimUserName: null, email: eq }],
        },
        select: { id: true },
      });
      return found !== null;
    },

    async emailTaken(tx: Tx, tenantId: number, email: string, exceptId: number | null): Promise<boolean> {
      const found = await tx.user.findFirst({
        where: {
          tenantId,
          ...(exceptId !== null ? { id: { not: exceptId } } : {}),
          email: { equals: email, mode: "insensitive" },
        },
        select: { id: true },
      });
      return found !== null;
    },
  };
}

/** The company accounts' (groups') queries, their memberships, and the audit entries. */
function groupQueries(db: Db) {
  return {
    group(tenantId: number, id: number, tx: Tx | Db = db): Promise<ScimGroupRow | null> {
      return tx.account.findFirst({ where: { id, ...groupScope(tenantId) }, select: SCIM_GROUP_SELECT });
    },

    async groups(tenantId: number, where: Prisma.AccountWhereInput, skip: number, take: number) {
      const scoped = { AND: [groupScope(tenantId), where] };
      const [total, rows] = await Promise.all([
        db.account.count({ where: scoped }),
        take > 0
          ? db.account.findMany({ where: scoped, orderBy: { id: "asc" }, skip, take, select: SCIM_GROUP_SELECT })
          : [],
      ]);
      return { total, rows };
    },

    /** The ids among `ids` that are users of the tenant. */
    async tenantUserIds(tx: Tx, tenantId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx.user.findMany({ where: { tenantId, id: { in: ids } }, select: { id: true } });
      return new Set(rows.map((r) => r.id));
    },

    /** Members join an account; one without a default account gets this one as its default. */
    async addMembers(tx: Tx, tenantId: number, accountId: number, userIds: number[]): Promise<void> {
      for (const userId of userIds) {
        const hasDefault = await tx.accountMembership.findFirst({
          where: { userId, isDefault: true },
          select: { userId: true },
        });
        await tx.accountMembership.upsert({
          where: { userId_accountId: { userId, accountId } },
          create: { tenantId, userId, accountId, isDefault: !hasDefault },
          update: {},
        });
      }
    },

    /** Members leave an account; a member whose default it was gets its oldest other account as default. */
    async removeMembers(tx: Tx, accountId: number, userIds: number[]): Promise<void> {
      for (const userId of userIds) {
        const gone = await tx.accountMembership.deleteMany({ where: { userId, accountId } });
        if (gone.count === 0) continue;
        const hasDefault = await tx.accountMembership.findFirst({
          where: { userId, isDefault: true },
          select: { userId: true },
        });
        if (hasDefault) continue;
        const next = await tx.accountMembership.findFirst({ where: { userId }, orderBy: { createdAt: "asc" } });
        if (next)
          await tx.accountMembership.update({
            where: { userId_accountId: { userId, accountId: next.accountId } },
            data: { isDefault: true },
          });
      }
    },

    /** One audit entry, named by the token's prefix (no user acts in SCIM). */
    async audit(
      caller: ScimCaller,
      entry: {
        type: string;
        message: string;
        resource: string;
        resourceId?: string;
        before?: unknown;
        after?: unknown;
        remoteAddress: string;
      },
      tx: Tx | Db = db,
    ): Promise<void> {
      const plain = (v: unknown) =>
        v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue);
      await tx.managementAuditEvent.create({
        data: {
          tenantId: caller.tenantId,
          principal: `scim-token:${caller.prefix}`,
          type: entry.type,
          data: {
            message: entry.message,
            remoteAddress: entry.remoteAddress,
            resource: entry.resource,
            ...(entry.resourceId !== undefined ? { resourceId: entry.resourceId } : {}),
            ...(entry.before !== undefined ? { before: plain(entry.before) } : {}),
            ...(entry.after !== undefined ? { after: plain(entry.after) } : {}),
          },
        },
      });
    },
  };
}

export function createScimRepo(db: Db) {
  return { db, ...userQueries(db), ...groupQueries(db) };
}

export type ScimRepo = ReturnType<typeof createScimRepo>;
