// Test fixtures shared by the tracking, favourites, history and publishing tests: seeded users,
// documents the user's account is (or is not) entitled to, and extra entitlements.
import type { Db, Prisma } from "@norma/db";

export async function seededUser(db: Db, email: string) {
  const user = await db.user.findFirstOrThrow({
    where: { email },
    include: { memberships: { orderBy: { isDefault: "desc" } }, tenant: true },
  });
  return { ...user, accountId: user.memberships[0]?.accountId ?? null };
}

/** Publisher and collection ids the account's active subscriptions grant. */
export async function entitledScope(db: Db, accountId: number) {
  const grants = await db.productGrant.findMany({
    where: { product: { subscriptions: { some: { accountId, active: true } } } },
    select: { publisherId: true, collectionId: true },
  });
  return {
    publisherIds: [...new Set(grants.flatMap((g) => (g.publisherId ? [g.publisherId] : [])))],
    collectionIds: [...new Set(grants.flatMap((g) => (g.collectionId ? [g.collectionId] : [])))],
  };
}

export async function entitledPublisherIds(db: Db, accountId: number): Promise<number[]> {
  return (await entitledScope(db, accountId)).publisherIds;
}

/** Entitles the account to a publisher (a product and an active subscription). */
export async function entitle(db: Db, tenantId: number, accountId: number, publisherId: number): Promise<void> {
  const abbr = `T-${accountId}-${publisherId}`;
  const product = await db.product.upsert({
    where: { tenantId_subscriptionAbbrName: { tenantId, subscriptionAbbrName: abbr } },
    create: { tenantId, subscriptionName: abbr, subscriptionAbbrName: abbr, grants: { create: [{ publisherId }] } },
    update: {},
  });
  await db.subscription.upsert({
    where: { accountId_productId: { accountId, productId: product.id } },
    create: { accountId, productId: product.id, startsAt: new Date(Date.now() - 60_000) },
    update: { active: true },
  });
}

/**
 * Latest documents the account may open (by publisher or collection), filtered further by
 * `where`; several, so tests can use distinct ones. Documents of the tenant's main publisher are
 * left out unless `includeMain` (the track rule treats them apart).
 */
export async function entitledDocuments(
  db: Db,
  user: { tenantId: number; accountId: number | null; tenant: { mainPublisherId: number | null } },
  take: number,
  where: Prisma.DocumentWhereInput = {},
  opts: { includeMain?: boolean } = {},
) {
  const scope = await entitledScope(db, user.accountId!);
  const main = opts.includeMain ? null : user.tenant.mainPublisherId;
  return db.document.findMany({
    where: {
      AND: [
        { isLatest: true, allowToTrack: true, allowToFavorite: true, ...where },
        { OR: [{ publisherId: { in: scope.publisherIds } }, { collectionIds: { hasSome: scope.collectionIds } }] },
        ...(main !== null ? [{ publisherId: { not: main } }] : []),
      ],
    },
    orderBy: { id: "asc" },
    take,
    include: { publisher: true },
  });
}

/** A latest document of a publisher the account is not entitled to and the tenant presents. */
export async function unentitledDocument(db: Db, user: { tenantId: number; accountId: number | null }) {
  const scope = await entitledScope(db, user.accountId!);
  return db.document.findFirstOrThrow({
    where: {
      isLatest: true,
      publisherId: { notIn: scope.publisherIds },
      NOT: { collectionIds: { hasSome: scope.collectionIds } },
      publisher: { tenants: { some: { tenantId: user.tenantId } } },
    },
    orderBy: { id: "asc" },
  });
}
