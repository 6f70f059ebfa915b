// Which documents an account is entitled to read now: the account is active, and one of its
// subscriptions is in force (active, started, not yet ended) on a product of the account's tenant
// that grants the document's publisher or one of the document's content collections.
//
// The rule lives here, in @norma/db, because both services apply it: the API (modules/entitlements)
// asks it of one account with the Prisma form and decides per document in TypeScript; the workers'
// revision alerts (jobs/tracking-alerts) ask it of every recipient at once inside one SQL
// statement. Both forms are written side by side so that a change to one is made to the other,
// and rules-agreement.test.ts proves on real PostgreSQL that they select the same rows.
import { Prisma } from "../index.ts";

/** What an account's subscriptions in force grant: whole publishers and content collections. */
export interface EntitlementScope {
  publisherIds: number[];
  collectionIds: number[];
}

/** What entitlement is decided on: a document's publisher and collections. */
export interface EntitledThing {
  publisherId: number;
  collectionIds: number[];
}

/** One product grant: a whole publisher, or a content collection. */
export interface EntitlementGrant {
  publisherId: number | null;
  collectionId: number | null;
}

/** Prisma form: a subscription in force at `now` (active, started, not ended). */
export function subscriptionInForceWhere(now: Date): Prisma.SubscriptionWhereInput {
  return { active: true, startsAt: { lte: now }, OR: [{ endsAt: null }, { endsAt: { gt: now } }] };
}

/**
 * Prisma form: the product grants of the tenant's products that the account — active, of that
 * tenant — holds a subscription in force to at `now`.
 */
export function grantsInForceWhere(tenantId: number, accountId: number, now: Date): Prisma.ProductGrantWhereInput {
  return {
    product: {
      tenantId,
      subscriptions: {
        some: { accountId, ...subscriptionInForceWhere(now), account: { tenantId, active: true } },
      },
    },
  };
}

/** The scope the grants give, each id once, in ascending order. */
export function scopeOfGrants(grants: EntitlementGrant[]): EntitlementScope {
  const ascending = (ids: (number | null)[]) =>
    [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return {
    publisherIds: ascending(grants.map((g) => g.publisherId)),
    collectionIds: ascending(grants.map((g) => g.collectionId)),
  };
}

/** Whether a scope covers a document: its publisher is granted, or one of its collections. */
export function scopeCovers(scope: EntitlementScope, thing: EntitledThing): boolean {
  return (
    scope.publisherIds.includes(thing.publisherId) || thing.collectionIds.some((c) => scope.collectionIds.includes(c))
  );
}

/**
 * Prisma form of scopeCovers: the documents a scope covers — of a granted publisher, or in a
 * granted collection. (An empty list grants nothing; the collection clause is left out then.)
 */
export function documentsInScopeWhere(scope: EntitlementScope): Prisma.DocumentWhereInput {
  return {
    OR: [
      { publisherId: { in: scope.publisherIds } },
      ...(scope.collectionIds.length ? [{ collectionIds: { hasSome: scope.collectionIds } }] : []),
    ],
  };
}

/**
 * SQL form: a boolean condition, true when the account is entitled to the document at `now`.
 * `accountId` and `tenantId` are SQL expressions of the outer query (`Prisma.sql\`am.account_id\``),
 * `document` the alias of a row with the documents table's `publisher_id` and `collection_ids`;
 * they are written into the statement as they are, so they must be literals of the caller's code,
 * never input. `now` is sent as a parameter.
 */
export function accountEntitledSql(refs: {
  accountId: Prisma.Sql;
  tenantId: Prisma.Sql;
  document: Prisma.Sql;
  now: Date;
}): Prisma.Sql {
  const { accountId, tenantId, document, now } = refs;
  return Prisma.sql`EXISTS (
    SELECT 1
      FROM accounts entitled_a
      JOIN subscriptions entitled_s ON entitled_s.account_id = entitled_a.id AND entitled_s.active
                                   AND entitled_s.starts_at <= ${now}
                                   AND (entitled_s.ends_at IS NULL OR entitled_s.ends_at > ${now})
      JOIN products entitled_p ON entitled_p.id = entitled_s.product_id AND entitled_p.tenant_id = entitled_a.tenant_id
      JOIN product_grants entitled_g ON entitled_g.product_id = entitled_p.id
     WHERE entitled_a.id = ${accountId} AND entitled_a.tenant_id = ${tenantId} AND entitled_a.active
       AND (entitled_g.publisher_id = ${document}.publisher_id
            OR entitled_g.collection_id = ANY (${document}.collection_ids)))`;
}
