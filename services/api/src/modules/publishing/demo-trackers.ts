// The demo's trackers (demo-publish.ts): the seeded demo users of the tenants whose tracker is on
// and shown, what their accounts grant now, and their trackings of the demo documents.
import type { Db } from "@norma/db";
import {
  type EntitlementGrant,
  scopeCovers,
  scopeOfGrants,
  subscriptionInForceWhere,
} from "@norma/db/entitlement-rules";
import { TRACKER_ON_TENANT_WHERE } from "@norma/db/tracking-rules";

/** The demo users who track the demo documents, per tenant: <name>@<tenant code>.example. */
export const DEMO_USERS = ["individual", "single"];

/** The tenants whose tracker is on, their demo users, and what each user's accounts grant now. */
export async function loadDemoTrackers(db: Db, now: Date) {
  // Who tracks: the demo users of tenants whose tracker is on and shown, with what their accounts grant now.
  // (A question across tenants, asked of the tables: the tenant settings read model answers per tenant.)
  const tenants = await db.tenant.findMany({
    // Alerts reach users of tenants whose tracker runs and is shown (feature show-tracker).
    where: TRACKER_ON_TENANT_WHERE,
    select: {
      id: true,
      code: true,
      isMain: true,
      mainPublisherId: true,
      publishers: { select: { publisherId: true } },
    },
    orderBy: [{ isMain: "desc" }, { id: "asc" }],
  });
  const emails = tenants.flatMap((t) => DEMO_USERS.map((u) => `${u}@${t.code}.example`));
  const users = await db.user.findMany({
    where: { email: { in: emails }, activated: true, tenantId: { in: tenants.map((t) => t.id) } },
    select: {
      id: true,
      email: true,
      tenantId: true,
      memberships: {
        orderBy: { isDefault: "desc" },
        select: {
          account: {
            select: {
              id: true,
              tenantId: true,
              active: true,
              subscriptions: {
                where: subscriptionInForceWhere(now),
                select: { product: { select: { tenantId: true, grants: true } } },
              },
            },
          },
        },
      },
    },
    orderBy: { id: "asc" },
  });
  const scopeOf = (u: (typeof users)[number]) => {
    const grants: EntitlementGrant[] = [];
    let accountId: number | null = null;
    for (const { account } of u.memberships) {
      if (!account.active || account.tenantId !== u.tenantId) continue;
      for (const s of account.subscriptions) {
        if (s.product.tenantId !== u.tenantId) continue;
        for (const g of s.product.grants) {
          grants.push(g);
          accountId ??= account.id;
        }
      }
    }
    return { scope: scopeOfGrants(grants), accountId };
  };
  return { tenants, users, scopeOf };
}

export type DemoTrackers = Awaited<ReturnType<typeof loadDemoTrackers>>;

/**
 * Each demo user tracks the documents of a publisher their tenant presents that they are entitled
 * to (again, when they had stopped); answers who tracks.
 */
export async function trackDemoDocuments(
  db: Db,
  now: Date,
  { tenants, users, scopeOf }: DemoTrackers,
  documents: { id: number; publisherId: number; collectionIds: number[] }[],
): Promise<string[]> {
  // The trackings (again, when a demo user had stopped them).
  const trackers: string[] = [];
  for (const u of users) {
    const tenant = tenants.find((t) => t.id === u.tenantId)!;
    const { scope, accountId } = scopeOf(u);
    if (accountId === null) continue;
    for (const d of documents) {
      const presented = tenant.publishers.some((p) => p.publisherId === d.publisherId);
      const entitled = scopeCovers(scope, d);
      // A tenant's own publisher is tracked only for some types: its documents are left out here.
      const ownPublisher = tenant.mainPublisherId === d.publisherId;
      if (!presented || !entitled || ownPublisher) continue;
      await db.trackedDocument.upsert({
        where: { userId_documentId: { userId: u.id, documentId: d.id } },
        create: { tenantId: u.tenantId, userId: u.id, accountId, documentId: d.id },
        update: { trackingFlag: true, trackingSince: now },
      });
      if (!trackers.includes(u.email)) trackers.push(u.email);
    }
  }

  return trackers;
}
