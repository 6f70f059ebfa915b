// Users and accounts in the console: list and search, create, deactivate, authorities, the
// accounts a user belongs to, an account's flags and address ranges. Every write is audited.
import type { Db, Prisma } from "@norma/db";
import { isAddressOrCidr } from "../../config.ts";
import { isTenantAdmin, mayChangeAuthorities } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Conflict, Forbidden, NotFound } from "../../lib/errors.ts";
import type { InvitationsService } from "../invitations/invitations-service.ts";
import type { AuditService } from "../management/audit-service.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { replaceSubscriptions, type SubscriptionWrite } from "./account-subscriptions.ts";
import { boolFilter, contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";

export const USER_SORTS = ["id", "email", "firstName", "lastName", "activated", "createdAt", "lastLoginAt"] as const;
const NULLABLE_USER_SORTS = new Set(["firstName", "lastName", "lastLoginAt"]);
export const ACCOUNT_SORTS = ["id", "accountNumber", "name", "type", "active", "createdAt"] as const;

const userInclude = {
  tenant: { select: { code: true } },
  memberships: { select: { accountId: true }, orderBy: { accountId: "asc" } },
} satisfies Prisma.UserInclude;
type UserRow = Prisma.UserGetPayload<{ include: typeof userInclude }>;

function toAdminUser(u: UserRow) {
  return {
    id: u.id,
    tenant: u.tenant.code,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    langKey: u.langKey,
    activated: u.activated,
    userType: u.userType,
    authorities: u.authorities,
    accountIds: u.memberships.map((m) => m.accountId),
    hasPassword: u.passwordHash !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

const accountInclude = {
  tenant: { select: { code: true } },
  subscriptions: { include: { product: { select: { subscriptionName: true } } }, orderBy: { id: "asc" } },
  _count: { select: { memberships: true } },
} satisfies Prisma.AccountInclude;
type AccountRow = Prisma.AccountGetPayload<{ include: typeof accountInclude }>;

function toAdminAccount(a: AccountRow, ranges: { range: string; label: string | null }[]) {
  return {
    id: a.id,
    tenant: a.tenant.code,
    accountNumber: a.accountNumber,
    name: a.name,
    acronym: a.acronym,
    type: a.type,
    active: a.active,
    customCollection: a.customCollection,
    compassPointFlag: a.compassPointFlag,
    semanticSearchFlag: a.semanticSearchFlag,
    ipRanges: ranges,
    subscriptions: a.subscriptions.map((s) => ({
      productId: s.productId,
      product: s.product.subscriptionName,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt?.toISOString() ?? null,
      active: s.active,
    })),
    members: a._count.memberships,
  };
}

export interface UserWrite {
  firstName?: string | null;
  lastName?: string | null;
  langKey?: string;
  activated?: boolean;
  authorities?: string[];
  accountIds?: number[];
}

export interface AccountWrite {
  name?: string;
  acronym?: string | null;
  active?: boolean;
  customCollection?: boolean;
  compassPointFlag?: boolean;
  semanticSearchFlag?: boolean;
  ipRanges?: { range: string; label?: string | null }[];
  subscriptions?: SubscriptionWrite[];
}

export function createUsersAdminService(deps: {
  db: Db;
  audit: AuditService;
  invitations: InvitationsService;
  /** The tenants users are written to (by code) and their name and language for the invitation e-mail. */
  settings: TenantSettingsReader;
}) {
  const { db, audit, invitations, settings } = deps;

  async function tenantFilter(scope: number | null, filter: Record<string, unknown>) {
    if (scope !== null) return { tenantId: scope };
    const code = textFilter(filter, "tenant");
    if (!code) return {};
    const t = await settings.byCode(code);
    return { tenantId: t?.id ?? -1 };
  }

  async function userScoped(scope: number | null, id: number) {
    const u = await db.user.findUnique({ where: { id }, include: userInclude });
    if (!u || (scope !== null && u.tenantId !== scope)) throw new NotFound(`No user ${id}`);
    return u;
  }

  async function accountScoped(scope: number | null, id: number) {
    const a = await db.account.findUnique({ where: { id }, include: accountInclude });
    if (!a || (scope !== null && a.tenantId !== scope)) throw new NotFound(`No account ${id}`);
    return a;
  }

  async function rangesOf(ids: number[]) {
    if (!ids.length) return new Map<number, { range: string; label: string | null }[]>();
    const rows = await db.$queryRaw<{ account_id: number; range: string; label: string | null }[]>`
      SELECT account_id, range::text AS range, label FROM account_ip_ranges
      WHERE account_id = ANY(${ids}::int[]) ORDER BY id`;
    const out = new Map<number, { range: string; label: string | null }[]>();
    for (const r of rows) out.set(r.account_id, [...(out.get(r.account_id) ?? []), { range: r.range, label: r.label }]);
    return out;
  }

  function checkAuthorities(actor: Actor, list: string[] | undefined, current: string[] = []) {
    if (!list) return;
    if (!mayChangeAuthorities(actor, list, current))
      throw new Forbidden("Only a platform operator gives or takes the OPERATOR authority");
  }

  async function checkAccounts(tenantId: number, ids: number[] | undefined) {
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

  return {
    async listUsers(scope: number | null, q: ListQuery) {
      const text = textFilter(q.filter, "q");
      const authority = textFilter(q.filter, "authority");
      const activated = boolFilter(q.filter, "activated");
      const ids = idsFilter(q.filter);
      const accountId = idsFilter(q.filter, "accountId");
      const where: Prisma.UserWhereInput = {
        ...(await tenantFilter(scope, q.filter)),
        ...(ids ? { id: { in: ids } } : {}),
        ...(activated !== undefined ? { activated } : {}),
        ...(authority ? { authorities: { has: authority } } : {}),
        ...(accountId ? { memberships: { some: { accountId: { in: accountId } } } } : {}),
        ...(text
          ? {
              OR: [
                { email: { contains: text, mode: "insensitive" } },
                { firstName: { contains: text, mode: "insensitive" } },
                { lastName: { contains: text, mode: "insensitive" } },
              ],
            }
          : {}),
      };
      const [total, rows] = await Promise.all([
        db.user.count({ where }),
        db.user.findMany({
          where,
          include: userInclude,
          // Nullable columns put their empty values last either way.
          orderBy: [
            NULLABLE_USER_SORTS.has(q.sortField)
              ? { [q.sortField]: { sort: q.sortOrder, nulls: "last" } }
              : { [q.sortField]: q.sortOrder },
            { id: "asc" },
          ],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return { items: rows.map(toAdminUser), range: contentRange("users", q.skip, rows.length, total) };
    },

    async getUser(scope: number | null, id: number) {
      return toAdminUser(await userScoped(scope, id));
    },

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
      await checkAccounts(tenantId, body.accountIds);
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
      await checkAccounts(row.tenantId, body.accountIds);
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

    async listAccounts(scope: number | null, q: ListQuery) {
      const text = textFilter(q.filter, "q");
      const type = textFilter(q.filter, "type");
      const active = boolFilter(q.filter, "active");
      const ids = idsFilter(q.filter);
      if (type && type !== "COMPANY" && type !== "INDIVIDUAL")
        throw BadRequest.field("query", "filter.type", "Enum", "type is COMPANY or INDIVIDUAL");
      const where: Prisma.AccountWhereInput = {
        ...(await tenantFilter(scope, q.filter)),
        ...(ids ? { id: { in: ids } } : {}),
        ...(type ? { type: type as "COMPANY" | "INDIVIDUAL" } : {}),
        ...(active !== undefined ? { active } : {}),
        ...(text
          ? {
              OR: [
                { accountNumber: { contains: text, mode: "insensitive" } },
                { name: { contains: text, mode: "insensitive" } },
                { acronym: { contains: text, mode: "insensitive" } },
              ],
            }
          : {}),
      };
      const [total, rows] = await Promise.all([
        db.account.count({ where }),
        db.account.findMany({
          where,
          include: accountInclude,
          orderBy: [{ [q.sortField]: q.sortOrder }, { id: "asc" }],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      const ranges = await rangesOf(rows.map((r) => r.id));
      return {
        items: rows.map((a) => toAdminAccount(a, ranges.get(a.id) ?? [])),
        range: contentRange("accounts", q.skip, rows.length, total),
      };
    },

    async getAccount(scope: number | null, id: number) {
      const a = await accountScoped(scope, id);
      return toAdminAccount(a, (await rangesOf([id])).get(id) ?? []);
    },

    async updateAccount(actor: Actor, scope: number | null, id: number, body: AccountWrite, ip: string) {
      const row = await accountScoped(scope, id);
      const bad = (body.ipRanges ?? []).findIndex((r) => !isAddressOrCidr(r.range));
      if (bad >= 0)
        throw BadRequest.field("account", `ipRanges[${bad}].range`, "Pattern", "not an IPv4 or IPv6 address or CIDR");
      const rangesIn = (tx: Prisma.TransactionClient) => tx.$queryRaw<{ range: string; label: string | null }[]>`
          SELECT range::text AS range, label FROM account_ip_ranges WHERE account_id = ${id} ORDER BY id`;
      await db.$transaction(async (tx) => {
        // The account's row locked first: two saves at once run one after the other, so the
        // subscriptions (and address ranges) are the list of one of them, never a mix of both
        // (each deleting only what its own list lacks, then both inserting), and "before" in the
        // audit is what this save replaced, read under the lock.
        await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${id} FOR UPDATE`;
        const before = toAdminAccount(
          await tx.account.findUniqueOrThrow({ where: { id }, include: accountInclude }),
          await rangesIn(tx),
        );
        await tx.account.update({
          where: { id },
          data: {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.acronym !== undefined ? { acronym: body.acronym } : {}),
            ...(body.active !== undefined ? { active: body.active } : {}),
            ...(body.customCollection !== undefined ? { customCollection: body.customCollection } : {}),
            ...(body.compassPointFlag !== undefined ? { compassPointFlag: body.compassPointFlag } : {}),
            ...(body.semanticSearchFlag !== undefined ? { semanticSearchFlag: body.semanticSearchFlag } : {}),
          },
        });
        if (body.ipRanges) {
          await tx.$executeRaw`DELETE FROM account_ip_ranges WHERE account_id = ${id}`;
          for (const [i, r] of body.ipRanges.entries()) {
            try {
              await tx.$executeRaw`INSERT INTO account_ip_ranges (account_id, range, label) VALUES (${id}, ${r.range}::cidr, ${r.label ?? null})`;
            } catch {
              // e.g. 10.0.0.1/24: PostgreSQL's cidr refuses bits set right of the mask.
              throw BadRequest.field(
                "account",
                `ipRanges[${i}].range`,
                "Pattern",
                "a network with host bits set (use the network's first address)",
              );
            }
          }
        }
        if (body.subscriptions) await replaceSubscriptions(tx, row.tenantId, id, body.subscriptions);
        const after = toAdminAccount(
          await tx.account.findUniqueOrThrow({ where: { id }, include: accountInclude }),
          await rangesIn(tx),
        );
        await audit.record(
          actor,
          row.tenantId,
          {
            type: "ADMIN_ACCOUNT_UPDATE",
            message: `account ${row.accountNumber} changed`,
            resource: "accounts",
            resourceId: id,
            before,
            after,
            remoteAddress: ip,
          },
          tx,
        );
      });
      return this.getAccount(scope, id);
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
