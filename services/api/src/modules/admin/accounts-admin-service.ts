// The console's accounts (users-admin-service.ts): list, page, and update (flags, address ranges,
// subscriptions). Every write is audited.
import type { components } from "@norma/contracts/api-types";
import type { Db, Prisma } from "@norma/db";
import { isAddressOrCidr } from "../../config.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { AuditService } from "../management/audit-service.ts";
import { ipRangesIn, replaceIpRanges } from "./account-ip-ranges.ts";
import { replaceSubscriptions } from "./account-subscriptions.ts";
import { boolFilter, contentRange, idsFilter, type ListQuery, textFilter } from "./ra-query.ts";
import { accountInclude, toAdminAccount, type UsersAdminLookups } from "./users-admin-lookups.ts";

export const ACCOUNT_SORTS = ["id", "accountNumber", "name", "type", "active", "createdAt"] as const;

/** The body of the console's account update, as the contract has it. */
export type AccountWrite = components["schemas"]["AdminAccountUpdate"];

export interface AccountsAdminServiceDeps {
  db: Db;
  audit: AuditService;
  lookups: UsersAdminLookups;
}

/** The list's filters but the tenant's: ids, type, active, and the text in number, name or acronym. */
function accountFilters(filter: Record<string, unknown>): Prisma.AccountWhereInput {
  const text = textFilter(filter, "q");
  const type = textFilter(filter, "type");
  const active = boolFilter(filter, "active");
  const ids = idsFilter(filter);
  if (type && type !== "COMPANY" && type !== "INDIVIDUAL")
    throw BadRequest.field("query", "filter.type", "Enum", "type is COMPANY or INDIVIDUAL");
  return {
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
}

export function createAccountsAdminService({ db, audit, lookups }: AccountsAdminServiceDeps) {
  const { tenantFilter, accountScoped, rangesOf } = lookups;

  async function getAccount(scope: number | null, id: number) {
    const a = await accountScoped(scope, id);
    return toAdminAccount(a, (await rangesOf([id])).get(id) ?? []);
  }

  return {
    async listAccounts(scope: number | null, q: ListQuery) {
      // The filters are checked first (a bad type is a 400 before the tenant is looked at).
      const filters = accountFilters(q.filter);
      const where: Prisma.AccountWhereInput = { ...(await tenantFilter(scope, q.filter)), ...filters };
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

    getAccount,

    async updateAccount(actor: Actor, scope: number | null, id: number, body: AccountWrite, ip: string) {
      const row = await accountScoped(scope, id);
      const bad = (body.ipRanges ?? []).findIndex((r) => !isAddressOrCidr(r.range));
      if (bad >= 0)
        throw BadRequest.field("account", `ipRanges[${bad}].range`, "Pattern", "not an IPv4 or IPv6 address or CIDR");
      await db.$transaction(async (tx) => {
        // The account's row locked first: two saves at once run one after the other, so the
        // subscriptions (and address ranges) are the list of one of them, never a mix of both
        // (each deleting only what its own list lacks, then both inserting), and "before" in the
        // audit is what this save replaced, read under the lock.
        await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${id} FOR UPDATE`;
        const before = toAdminAccount(
          await tx.account.findUniqueOrThrow({ where: { id }, include: accountInclude }),
          await ipRangesIn(tx, id),
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
        if (body.ipRanges) await replaceIpRanges(tx, id, body.ipRanges);
        if (body.subscriptions) await replaceSubscriptions(tx, row.tenantId, id, body.subscriptions);
        const after = toAdminAccount(
          await tx.account.findUniqueOrThrow({ where: { id }, include: accountInclude }),
          await ipRangesIn(tx, id),
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
      return getAccount(scope, id);
    },
  };
}
