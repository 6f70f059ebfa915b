// Entitlement from subscriptions: publishers and collections of active subscriptions only.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/actor.ts";
import { createEntitlementsRepo } from "./entitlements-repo.ts";
import { createEntitlementsService } from "./entitlements-service.ts";

const api = useApi();
let actor: Actor;
let entitledPublisherId: number;
let otherPublisherId: number;

beforeAll(async () => {
  const user = await api.db.user.findFirstOrThrow({
    where: { email: "individual@astm.example" },
    include: { memberships: { where: { isDefault: true } } },
  });
  const accountId = user.memberships[0].accountId;
  actor = {
    userId: user.id,
    email: user.email,
    tenantId: user.tenantId,
    tenantCode: "astm",
    accountId,
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities: [],
    jti: "t",
    exp: 0,
  };
  const grants = await api.db.productGrant.findMany({
    where: { publisherId: { not: null }, product: { subscriptions: { some: { accountId, active: true } } } },
  });
  entitledPublisherId = grants[0].publisherId!;
  const other = await api.db.publisher.findFirstOrThrow({
    where: { id: { notIn: grants.map((g) => g.publisherId!) }, documents: { some: {} } },
  });
  otherPublisherId = other.id;
});

const service = () => createEntitlementsService({ repo: createEntitlementsRepo(api.db), ttlMs: 0 });

describe("entitlements", () => {
  it("a subscription to a publisher entitles its documents, and only those", async () => {
    const s = service();
    expect(await s.isEntitled(actor, { publisherId: entitledPublisherId, collectionIds: [] })).toBe(true);
    expect(await s.isEntitled(actor, { publisherId: otherPublisherId, collectionIds: [] })).toBe(false);
  });

  it("a subscription to a collection entitles the documents in it", async () => {
    const collection = await api.db.contentCollection.findFirstOrThrow();
    const product = await api.db.product.create({
      data: {
        tenantId: actor.tenantId,
        subscriptionName: "Test collection",
        subscriptionAbbrName: `TC${Date.now()}`,
        grants: { create: [{ collectionId: collection.id }] },
      },
    });
    await api.db.subscription.create({
      data: { accountId: actor.accountId!, productId: product.id, startsAt: new Date(Date.now() - 1000) },
    });
    const s = service();
    expect(await s.isEntitled(actor, { publisherId: otherPublisherId, collectionIds: [collection.id] })).toBe(true);
    await api.db.subscription.deleteMany({ where: { productId: product.id } });
  });

  it("an expired, future or deactivated subscription entitles nothing", async () => {
    const product = await api.db.product.create({
      data: {
        tenantId: actor.tenantId,
        subscriptionName: "Lapsed",
        subscriptionAbbrName: `LAP${Date.now()}`,
        grants: { create: [{ publisherId: otherPublisherId }] },
      },
    });
    const day = 86_400_000;
    for (const window of [
      { startsAt: new Date(Date.now() - 10 * day), endsAt: new Date(Date.now() - day), active: true },
      { startsAt: new Date(Date.now() + day), endsAt: null, active: true },
      { startsAt: new Date(Date.now() - day), endsAt: null, active: false },
    ]) {
      await api.db.subscription.upsert({
        where: { accountId_productId: { accountId: actor.accountId!, productId: product.id } },
        create: { accountId: actor.accountId!, productId: product.id, ...window },
        update: window,
      });
      expect(await service().isEntitled(actor, { publisherId: otherPublisherId, collectionIds: [] })).toBe(false);
    }
  });

  it("a cached scope serves lists, but a fresh check sees a cancelled subscription at once", async () => {
    const product = await api.db.product.create({
      data: {
        tenantId: actor.tenantId,
        subscriptionName: "Cancelled soon",
        subscriptionAbbrName: `CAN${Date.now()}`,
        grants: { create: [{ publisherId: otherPublisherId }] },
      },
    });
    await api.db.subscription.create({
      data: { accountId: actor.accountId!, productId: product.id, startsAt: new Date(Date.now() - 1000) },
    });
    const cached = createEntitlementsService({ repo: createEntitlementsRepo(api.db), ttlMs: 3_600_000 });
    const thing = { publisherId: otherPublisherId, collectionIds: [] };
    expect(await cached.isEntitled(actor, thing)).toBe(true);
    await api.db.subscription.updateMany({ where: { productId: product.id }, data: { active: false } });
    expect(await cached.isEntitled(actor, thing)).toBe(true);
    expect(await cached.isEntitled(actor, thing, { fresh: true })).toBe(false);
    await api.db.subscription.deleteMany({ where: { productId: product.id } });
  });

  it("no selected account means no entitlement; a refusal is the 403 the clients expect", async () => {
    const s = service();
    await expect(
      s.assertEntitled({ ...actor, accountId: null }, { publisherId: entitledPublisherId, collectionIds: [] }),
    ).rejects.toMatchObject({
      status: 403,
      title: "User is not entitled for the Document",
    });
    await expect(s.assertEntitled(null, { publisherId: entitledPublisherId, collectionIds: [] })).rejects.toMatchObject(
      { status: 403 },
    );
  });

  it("another tenant's subscriptions do not count", async () => {
    const s = service();
    const api2 = await api.db.tenant.findUniqueOrThrow({ where: { code: "api" } });
    expect(
      await s.isEntitled({ ...actor, tenantId: api2.id }, { publisherId: entitledPublisherId, collectionIds: [] }),
    ).toBe(false);
  });
});
