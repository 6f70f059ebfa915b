// The users and accounts of the console as it shows them (users-admin-service.ts), and how they
// are found within the admin's scope: a tenant admin's own tenant, or (scope null) every tenant,
// narrowed by the list's tenant filter. Shared by the users' and the accounts' sub-services.
import type { Db, Prisma } from "@norma/db";
import { isAccountAdministrator } from "../../lib/access-policy.ts";
import { NotFound } from "../../lib/errors.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { textFilter } from "./ra-query.ts";

export const userInclude = {
  tenant: { select: { code: true } },
  memberships: { select: { accountId: true, role: true }, orderBy: { accountId: "asc" } },
} satisfies Prisma.UserInclude;
export type UserRow = Prisma.UserGetPayload<{ include: typeof userInclude }>;

export function toAdminUser(u: UserRow) {
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
    administeredAccountIds: u.memberships.filter((m) => isAccountAdministrator(m.role)).map((m) => m.accountId),
    hasPassword: u.passwordHash !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

export const accountInclude = {
  tenant: { select: { code: true } },
  subscriptions: { include: { product: { select: { subscriptionName: true } } }, orderBy: { id: "asc" } },
  _count: { select: { memberships: true } },
} satisfies Prisma.AccountInclude;
export type AccountRow = Prisma.AccountGetPayload<{ include: typeof accountInclude }>;

export function toAdminAccount(a: AccountRow, ranges: { range: string; label: string | null }[]) {
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

export interface UsersAdminLookupsDeps {
  db: Db;
  settings: TenantSettingsReader;
}

export function createUsersAdminLookups({ db, settings }: UsersAdminLookupsDeps) {
  return {
    async tenantFilter(scope: number | null, filter: Record<string, unknown>) {
      if (scope !== null) return { tenantId: scope };
      const code = textFilter(filter, "tenant");
      if (!code) return {};
      const t = await settings.byCode(code);
      return { tenantId: t?.id ?? -1 };
    },

    async userScoped(scope: number | null, id: number) {
      const u = await db.user.findUnique({ where: { id }, include: userInclude });
      if (!u || (scope !== null && u.tenantId !== scope)) throw new NotFound(`No user ${id}`);
      return u;
    },

    async accountScoped(scope: number | null, id: number) {
      const a = await db.account.findUnique({ where: { id }, include: accountInclude });
      if (!a || (scope !== null && a.tenantId !== scope)) throw new NotFound(`No account ${id}`);
      return a;
    },

    async rangesOf(ids: number[]) {
      if (!ids.length) return new Map<number, { range: string; label: string | null }[]>();
      const rows = await db.$queryRaw<{ account_id: number; range: string; label: string | null }[]>`
        SELECT account_id, range::text AS range, label FROM account_ip_ranges
        WHERE account_id = ANY(${ids}::int[]) ORDER BY id`;
      const out = new Map<number, { range: string; label: string | null }[]>();
      for (const r of rows)
        out.set(r.account_id, [...(out.get(r.account_id) ?? []), { range: r.range, label: r.label }]);
      return out;
    },
  };
}

export type UsersAdminLookups = ReturnType<typeof createUsersAdminLookups>;
