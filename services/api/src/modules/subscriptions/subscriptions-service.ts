// The selected account's subscriptions, the tenant's other offers, and e-learning entitlement.
import type { Db } from "@norma/db";
import { subscriptionInForceWhere } from "@norma/db/entitlement-rules";
import type { Actor } from "../../lib/actor.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

const info = (p: {
  publisherSearchKey: string | null;
  subscriptionAbbrName: string;
  subscriptionName: string;
  subscriptionImagePath: string | null;
}) => ({
  publisherSearchKey: p.publisherSearchKey,
  subscriptionAbbrName: p.subscriptionAbbrName,
  subscriptionName: p.subscriptionName,
  subscriptionImagePath: p.subscriptionImagePath,
});

export function createSubscriptionsService(deps: {
  db: Db;
  /** The tenant's e-learning site and own publisher come from the read model. */
  settings: TenantSettingsReader;
  entitlements: EntitlementsService;
  clock?: () => Date;
}) {
  const { db, settings, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function active(actor: Actor) {
    if (actor.accountId === null) return [];
    const now = clock();
    return db.subscription.findMany({
      where: {
        accountId: actor.accountId,
        account: { tenantId: actor.tenantId },
        ...subscriptionInForceWhere(now),
      },
      include: { product: true },
      orderBy: { product: { subscriptionName: "asc" } },
    });
  }

  return {
    async current(actor: Actor) {
      return (await active(actor)).map((s) => ({
        id: s.id,
        subscriptionInfo: info(s.product),
        startDate: s.startsAt.toISOString(),
        endDate: s.endsAt?.toISOString() ?? null,
      }));
    },

    async overview(actor: Actor) {
      const mine = await active(actor);
      const owned = new Set(mine.map((s) => s.productId));
      const offers = await db.product.findMany({
        where: { tenantId: actor.tenantId, id: { notIn: [...owned] } },
        orderBy: [{ position: "asc" }, { subscriptionName: "asc" }],
      });
      return { yourSubscriptions: mine.map((s) => info(s.product)), subscriptionsMarketplace: offers.map(info) };
    },

    /**
     * E-learning is open to accounts entitled to the tenant's own publisher, on tenants that have an
     * e-learning site; everyone else gets code '300' (spec 1 §8).
     */
    async elpStatus(actor: Actor) {
      const tenant = await settings.of(actor.tenantId);
      const entitled =
        tenant.elearningUrl !== null &&
        tenant.mainPublisherId !== null &&
        (await entitlements.isEntitled(actor, { publisherId: tenant.mainPublisherId, collectionIds: [] }));
      return entitled ? { status: true, url: tenant.elearningUrl } : { status: false, code: "300", url: null };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
