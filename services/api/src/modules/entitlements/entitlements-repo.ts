// What an account's subscriptions grant right now: whole publishers and content collections.
import type { Db } from "@norma/db";

export function createEntitlementsRepo(db: Db) {
  return {
    async grantsOf(tenantId: number, accountId: number, now: Date) {
      const grants = await db.productGrant.findMany({
        where: {
          product: {
            tenantId,
            subscriptions: {
              some: {
                accountId,
                active: true,
                startsAt: { lte: now },
                OR: [{ endsAt: null }, { endsAt: { gt: now } }],
                account: { tenantId, active: true },
              },
            },
          },
        },
        select: { publisherId: true, collectionId: true },
      });
      return grants;
    },
  };
}

export type EntitlementsRepo = ReturnType<typeof createEntitlementsRepo>;
