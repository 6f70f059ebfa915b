// The rows of SCIM provisioning tokens (migration 20261130140000_scim_tokens).
import type { Db, Prisma } from "@norma/db";

export const SCIM_TOKEN_SELECT = {
  id: true,
  tenantId: true,
  name: true,
  prefix: true,
  createdAt: true,
  revokedAt: true,
} satisfies Prisma.ScimTokenSelect;

export type ScimTokenRow = Prisma.ScimTokenGetPayload<{ select: typeof SCIM_TOKEN_SELECT }>;

/** scope: the administered tenant, null for every tenant. */
const within = (scope: number | null) => (scope === null ? {} : { tenantId: scope });

export function createScimTokensRepo(db: Db) {
  return {
    list(scope: number | null, take: number): Promise<ScimTokenRow[]> {
      return db.scimToken.findMany({
        where: within(scope),
        orderBy: { id: "desc" },
        take,
        select: SCIM_TOKEN_SELECT,
      });
    },

    get(scope: number | null, id: number): Promise<ScimTokenRow | null> {
      return db.scimToken.findFirst({ where: { id, ...within(scope) }, select: SCIM_TOKEN_SELECT });
    },

    /**
     * The tenant's row locked for the rest of the transaction: two issues at once are counted one
     * after the other, so the cap on live tokens holds.
     */
    async lockTenant(tx: Prisma.TransactionClient, tenantId: number): Promise<void> {
      await tx.$queryRaw`SELECT id FROM tenants WHERE id = ${tenantId} FOR UPDATE`;
    },

    live(tx: Prisma.TransactionClient, tenantId: number): Promise<number> {
      return tx.scimToken.count({ where: { tenantId, revokedAt: null } });
    },

    create(tx: Prisma.TransactionClient, data: Prisma.ScimTokenUncheckedCreateInput): Promise<ScimTokenRow> {
      return tx.scimToken.create({ data, select: SCIM_TOKEN_SELECT });
    },

    /** Revoked unless it already was (a second revoke keeps the first time); null: it already was. */
    async revoke(tx: Prisma.TransactionClient, id: number, at: Date): Promise<ScimTokenRow | null> {
      const { count } = await tx.scimToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
      return count ? tx.scimToken.findUniqueOrThrow({ where: { id }, select: SCIM_TOKEN_SELECT }) : null;
    },
  };
}

export type ScimTokensRepo = ReturnType<typeof createScimTokensRepo>;
