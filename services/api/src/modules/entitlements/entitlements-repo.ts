// What an account's subscriptions grant right now: whole publishers and content collections.
// Which grants count is the entitlement rule of @norma/db/entitlement-rules (its Prisma form).
import type { Db } from "@norma/db";
import { grantsInForceWhere } from "@norma/db/entitlement-rules";

export function createEntitlementsRepo(db: Db) {
  return {
    async grantsOf(tenantId: number, accountId: number, now: Date) {
      return db.productGrant.findMany({
        where: grantsInForceWhere(tenantId, accountId, now),
        select: { publisherId: true, collectionId: true },
      });
    },
  };
}

export type EntitlementsRepo = ReturnType<typeof createEntitlementsRepo>;
