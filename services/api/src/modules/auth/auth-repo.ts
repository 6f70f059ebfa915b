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
  externalIssuer: true,
  externalSubject: true,
  memberships: {
    select: {
      accountId: true,
      isDefault: true,
      account: { select: { active: true, name: true, scimExternalId: true } },
    },
  },
} satisfies Prisma.UserSelect;

export type LoginUser = Prisma.UserGetPayload<{ select: typeof USER_FOR_LOGIN }>;

/** What a continued session (renew, account switch) is re-issued from: the user as they are now. */
const USER_FOR_SESSION = {
  id: true,
  email: true,
  activated: true,
  userType: true,
  authorities: true,
  memberships: { select: { accountId: true, account: { select: { active: true } } } },
} satisfies Prisma.UserSelect;

export type SessionUser = Prisma.UserGetPayload<{ select: typeof USER_FOR_SESSION }>;

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

    /** The user an SSO identity (provider issuer + subject) is linked to. */
    findUserByExternalId(tenantId: number, issuer: string, subject: string): Promise<LoginUser | null> {
      return db.user.findFirst({
        where: { tenantId, externalIssuer: issuer, externalSubject: subject },
        select: USER_FOR_LOGIN,
      });
    },

    sessionUser(tenantId: number, userId: number): Promise<SessionUser | null> {
      return db.user.findFirst({ where: { id: userId, tenantId }, select: USER_FOR_SESSION });
    },

    /** An active company account of the tenant (the whole of an anonymous company session). */
    async companyAccountExists(tenantId: number, accountId: number): Promise<boolean> {
      const n = await db.account.count({ where: { id: accountId, tenantId, active: true, type: "COMPANY" } });
      return n > 0;
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

    /** A successful sign-in; an SSO sign-in links the user to the identity (issuer + subject). */
    recordSuccess(userId: number, link?: { issuer: string; subject: string }) {
      return db.user.update({
        where: { id: userId },
        data: {
          lastLoginAt: new Date(),
          failedLoginCount: 0,
          lockedUntil: null,
          ...(link ? { externalIssuer: link.issuer, externalSubject: link.subject } : {}),
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

    /** The names an identity provider asserts for the user (SAML attribute mapping). */
    updateNames(userId: number, names: { firstName?: string; lastName?: string }) {
      return db.user.update({ where: { id: userId }, data: names, select: { id: true } });
    },

    /**
     * Records an accepted SAML assertion id until it expires; false when the tenant accepted it
     * before (a replay). Expired ids are dropped on the way.
     */
    async claimSamlAssertion(tenantId: number, assertionId: string, expiresAt: Date): Promise<boolean> {
      await db.samlAssertionId.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      const inserted = await db.$executeRaw`
        INSERT INTO saml_assertion_ids (tenant_id, assertion_id, expires_at)
        VALUES (${tenantId}, ${assertionId}, ${expiresAt})
        ON CONFLICT (tenant_id, assertion_id) DO NOTHING`;
      return inserted === 1;
    },

    /** A tenant-less audit entry (tenantId null): a SAML response posted for an unknown tenant. */
    audit(tenantId: number | null, principal: string, type: string, data: Prisma.InputJsonObject) {
      return db.managementAuditEvent.create({ data: { tenantId, principal, type, data } });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
