// Queries behind the session, account switching, licence agreement and contact details.
import type { Db, Prisma } from "@norma/db";
import { subscriptionInForceWhere } from "@norma/db/entitlement-rules";

export function createAccountRepo(db: Db) {
  return {
    findUser(tenantId: number, userId: number) {
      return db.user.findFirst({
        where: { id: userId, tenantId },
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          langKey: true,
          activated: true,
          userType: true,
          menuPreferences: { select: { menuName: true, isShowed: true } },
          userAccounts: { orderBy: { id: "asc" } },
          memberships: {
            where: { account: { active: true } },
            orderBy: { accountId: "asc" },
            select: {
              isDefault: true,
              account: { select: { id: true, accountNumber: true, name: true, acronym: true, type: true } },
            },
          },
        },
      });
    },

    findAccount(tenantId: number, accountId: number) {
      return db.account.findFirst({ where: { id: accountId, tenantId, active: true } });
    },

    activeSubscriptionCount(accountId: number, now: Date) {
      return db.subscription.count({
        where: { accountId, ...subscriptionInForceWhere(now) },
      });
    },

    isMember(userId: number, accountId: number, tenantId: number) {
      return db.accountMembership
        .count({ where: { userId, accountId, account: { tenantId, active: true } } })
        .then((n) => n > 0);
    },

    currentAgreement(tenantId: number) {
      return db.licenseAgreement.findFirst({ where: { tenantId }, orderBy: { version: "desc" } });
    },

    acceptance(userId: number, agreementId: number) {
      return db.licenseAcceptance.findUnique({ where: { userId_agreementId: { userId, agreementId } } });
    },

    accept(tenantId: number, userId: number, agreementId: number) {
      return db.licenseAcceptance.upsert({
        where: { userId_agreementId: { userId, agreementId } },
        create: { tenantId, userId, agreementId },
        update: {},
      });
    },

    metaDataCodes(type: "COUNTRY" | "STATE") {
      return db.metaData
        .findMany({ where: { type }, select: { code: true } })
        .then((rows) => new Set(rows.map((r) => r.code)));
    },

    upsertUserAccount(
      tenantId: number,
      userId: number,
      accountId: number,
      data: Prisma.UserAccountUncheckedUpdateInput,
    ) {
      return db.userAccount.upsert({
        where: { userId_accountId: { userId, accountId } },
        create: { ...(data as Prisma.UserAccountUncheckedCreateInput), tenantId, userId, accountId },
        update: data,
      });
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
