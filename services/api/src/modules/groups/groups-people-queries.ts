// The people of groups: the tenant for the e-mails, users, account members and the search of
// them (groups-repo.ts composes these).
import type { Db } from "@norma/db";
import { MAIL_USER_SELECT } from "../sharing/share-mail.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

export function createGroupPeopleQueries(db: Db, settings: TenantSettingsReader) {
  return {
    async tenant(tenantId: number) {
      const t = await settings.of(tenantId);
      return { id: t.id, code: t.code, tenantName: t.name, defaultLanguage: t.defaultLanguage };
    },

    user(tenantId: number, userId: number) {
      return db.user.findFirstOrThrow({ where: { id: userId, tenantId }, select: MAIL_USER_SELECT });
    },

    /** Whether the user belongs to the account (of the tenant). */
    async isAccountMember(tenantId: number, accountId: number, userId: number): Promise<boolean> {
      const row = await db.accountMembership.findFirst({
        where: { tenantId, accountId, userId, account: { active: true } },
        select: { userId: true },
      });
      return row !== null;
    },

    /** Of the ids, the activated users that belong to the account. */
    accountUsers(tenantId: number, accountId: number, userIds: number[]) {
      return db.user.findMany({
        where: { id: { in: userIds }, tenantId, activated: true, memberships: { some: { accountId, tenantId } } },
        select: MAIL_USER_SELECT,
      });
    },

    /** Users of the account whose first+last (or last+first) name contains the text, spaces ignored. */
    async searchAccountUsers(tenantId: number, accountId: number, text: string, page: { skip: number; take: number }) {
      const needle = `%${text
        .replace(/\s+/g, "")
        .toLowerCase()
        .replace(/[\\%_]/g, "\\$&")}%`;
      const where = `u.tenant_id = $1 AND u.activated
          AND EXISTS (SELECT 1 FROM account_memberships m WHERE m.user_id = u.id AND m.account_id = $2 AND m.tenant_id = $1)
          AND (replace(lower(coalesce(u.first_name, '') || coalesce(u.last_name, '')), ' ', '') LIKE $3
            OR replace(lower(coalesce(u.last_name, '') || coalesce(u.first_name, '')), ' ', '') LIKE $3)`;
      const [count] = await db.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM users u WHERE ${where}`,
        tenantId,
        accountId,
        needle,
      );
      const rows = await db.$queryRawUnsafe<
        { id: number; email: string; first_name: string | null; last_name: string | null }[]
      >(
        `SELECT u.id, u.email, u.first_name, u.last_name FROM users u WHERE ${where}
          ORDER BY lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id
          LIMIT $4 OFFSET $5`,
        tenantId,
        accountId,
        needle,
        page.take,
        page.skip,
      );
      return { total: Number(count.n), rows };
    },
  };
}
