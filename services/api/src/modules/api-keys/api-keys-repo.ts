// The rows of API keys and their secrets (migration 20261129120000_api_keys).
import type { Db, Prisma } from "@norma/db";

export const API_KEY_SELECT = {
  id: true,
  tenantId: true,
  accountId: true,
  name: true,
  scopes: true,
  prefix: true,
  rateLimitPerMinute: true,
  expiresAt: true,
  createdAt: true,
  revokedAt: true,
  lastUsedAt: true,
  lastUsedIp: true,
  callCount: true,
  // Rotated-out secrets still in their grace period: the newest end is shown.
  secrets: {
    where: { expiresAt: { not: null } },
    select: { expiresAt: true },
    orderBy: { expiresAt: "desc" },
    take: 1,
  },
} satisfies Prisma.ApiKeySelect;

export type ApiKeyRow = Prisma.ApiKeyGetPayload<{ select: typeof API_KEY_SELECT }>;

/** What the access hook needs of the key a secret belongs to. */
export interface PresentedKey {
  id: number;
  tenantId: number;
  accountId: number | null;
  scopes: string[];
  rateLimitPerMinute: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  secretExpiresAt: Date | null;
}

export function createApiKeysRepo(db: Db) {
  return {
    async list(
      where: Prisma.ApiKeyWhereInput,
      orderBy: Prisma.ApiKeyOrderByWithRelationInput,
      skip: number,
      take: number,
    ) {
      const [rows, total] = await Promise.all([
        db.apiKey.findMany({ where, orderBy: [orderBy, { id: "asc" }], skip, take, select: API_KEY_SELECT }),
        db.apiKey.count({ where }),
      ]);
      return { rows, total };
    },

    /** The key, when it is within the scope (null: every tenant). */
    get(scope: number | null, id: number): Promise<ApiKeyRow | null> {
      return db.apiKey.findFirst({
        where: { id, ...(scope === null ? {} : { tenantId: scope }) },
        select: API_KEY_SELECT,
      });
    },

    /** The account's tenant, when the account exists in the scope. */
    async accountTenant(scope: number | null, accountId: number): Promise<number | null> {
      const a = await db.account.findFirst({
        where: { id: accountId, ...(scope === null ? {} : { tenantId: scope }) },
        select: { tenantId: true },
      });
      return a?.tenantId ?? null;
    },

    create(tx: Prisma.TransactionClient, data: Prisma.ApiKeyUncheckedCreateInput, secretHash: string) {
      return tx.apiKey.create({ data: { ...data, secrets: { create: { secretHash } } }, select: API_KEY_SELECT });
    },

    /** A new current secret; the current ones end at `graceUntil`. */
    async rotate(tx: Prisma.TransactionClient, id: number, secretHash: string, graceUntil: Date) {
      await tx.apiKeySecret.updateMany({
        where: { apiKeyId: id, OR: [{ expiresAt: null }, { expiresAt: { gt: graceUntil } }] },
        data: { expiresAt: graceUntil },
      });
      await tx.apiKeySecret.create({ data: { apiKeyId: id, secretHash } });
      return tx.apiKey.findUniqueOrThrow({ where: { id }, select: API_KEY_SELECT });
    },

    revoke(tx: Prisma.TransactionClient, id: number, at: Date) {
      return tx.apiKey.update({ where: { id }, data: { revokedAt: at }, select: API_KEY_SELECT });
    },

    /** The key a secret's hash belongs to, whatever its state (the caller judges it). */
    async bySecretHash(hash: string): Promise<PresentedKey | null> {
      const s = await db.apiKeySecret.findUnique({
        where: { secretHash: hash },
        select: {
          expiresAt: true,
          apiKey: {
            select: {
              id: true,
              tenantId: true,
              accountId: true,
              scopes: true,
              rateLimitPerMinute: true,
              expiresAt: true,
              revokedAt: true,
            },
          },
        },
      });
      return s ? { ...s.apiKey, secretExpiresAt: s.expiresAt } : null;
    },

    /** One call made with the key: counted, with when and from where. */
    async markUsed(id: number, at: Date, ip: string): Promise<void> {
      await db.apiKey.update({
        where: { id },
        data: { lastUsedAt: at, lastUsedIp: ip.slice(0, 64), callCount: { increment: 1 } },
        select: { id: true },
      });
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
