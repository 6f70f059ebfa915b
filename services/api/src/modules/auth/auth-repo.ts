// Queries behind sign-in. Every query is scoped by tenant.
import type { Db, Prisma } from "@norma/db";

const USER_FOR_LOGIN = {
  id: true,
  email: true,
  passwordHash: true,
  activated: true,
  userType: true,
  authorities: true,
  firstName: true,
  lastName: true,
  failedLoginCount: true,
  lockedUntil: true,
  memberships: { select: { accountId: true, isDefault: true, account: { select: { active: true } } } },
} satisfies Prisma.UserSelect;

export type LoginUser = Prisma.UserGetPayload<{ select: typeof USER_FOR_LOGIN }>;

export interface IpAccount {
  id: number;
  name: string;
  acronym: string | null;
}

export function createAuthRepo(db: Db) {
  return {
    findUserByEmail(tenantId: number, email: string): Promise<LoginUser | null> {
      return db.user.findUnique({ where: { tenantId_email: { tenantId, email } }, select: USER_FOR_LOGIN });
    },

    /** The company account whose ranges contain the address (the most specific range wins). */
    async findCompanyAccountByAddress(tenantId: number, address: string): Promise<IpAccount | null> {
      const rows = await db.$queryRaw<IpAccount[]>`
        SELECT a.id, a.name, a.acronym
          FROM account_ip_ranges r
          JOIN accounts a ON a.id = r.account_id
         WHERE a.tenant_id = ${tenantId} AND a.active AND a.type = 'COMPANY'
           AND r.range >>= ${address}::inet
         ORDER BY masklen(r.range) DESC, a.id
         LIMIT 1`;
      return rows[0] ?? null;
    },

    recordSuccess(userId: number, externalSubject?: string) {
      return db.user.update({
        where: { id: userId },
        data: {
          lastLoginAt: new Date(),
          failedLoginCount: 0,
          lockedUntil: null,
          ...(externalSubject ? { externalSubject } : {}),
        },
      });
    },

    /** Counts a failure; locks the user when the threshold is reached. Returns the new count. */
    async recordFailure(userId: number, threshold: number, lockMinutes: number): Promise<number> {
      const user = await db.user.update({
        where: { id: userId },
        data: { failedLoginCount: { increment: 1 } },
        select: { failedLoginCount: true },
      });
      if (user.failedLoginCount >= threshold) {
        await db.user.update({
          where: { id: userId },
          data: { lockedUntil: new Date(Date.now() + lockMinutes * 60_000), failedLoginCount: 0 },
        });
      }
      return user.failedLoginCount;
    },

    identityProviders(tenantId: number, kinds: ("OIDC" | "JWT" | "APPLET")[]) {
      return db.tenantIdentityProvider.findMany({ where: { tenantId, kind: { in: kinds }, enabled: true } });
    },

    audit(tenantId: number, principal: string, type: string, data: Prisma.InputJsonObject) {
      return db.managementAuditEvent.create({ data: { tenantId, principal, type, data } });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
