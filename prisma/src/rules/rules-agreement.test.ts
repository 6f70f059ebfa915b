// The entitlement and tracking rules are each written twice in src/rules — the Prisma/TypeScript
// form the API applies to one account or document, and the SQL form the workers' revision alerts
// apply to every recipient in one statement. This file proves on real PostgreSQL that the two forms
// select exactly the same rows, over fixtures built to reach every branch: subscriptions ended,
// ending at the instant, starting at it, not started, switched off, of an inactive account; grants
// of publishers and of collections; tenants whose tracker is on, off, not shown, or has no main
// publisher; documents of the main publisher of every type and classification (with white space the
// two trims once treated differently), of other publishers, presented or not.
//
// Each comparison also checks the rows against the rules as the spec words them (the expected
// names below), so fixtures that stopped reaching a branch would fail rather than agree on nothing.

import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, Prisma } from "../index.ts";
import {
  accountEntitledSql,
  documentsInScopeWhere,
  grantsInForceWhere,
  scopeCovers,
  scopeOfGrants,
} from "./entitlement.ts";
import { alertRecipientSql, receivesAlert, TRACKER_ON_TENANT_WHERE } from "./tracking.ts";

const NOW = new Date("2031-03-14T12:00:00.000Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

let database: TestDatabase;
let db: Db;

/** Fixture names to ids, and back. */
const ids = { tenant: new Map<string, number>(), account: new Map<string, number>(), user: new Map<string, number>() };
const docIds = new Map<string, number>();
const nameOf = (map: Map<string, number>, id: number) => [...map].find(([, v]) => v === id)![0];

const DOCUMENTS = {
  "pm-standard": { publisher: "PM", assetType: "Standard", classification: null },
  "pm-standard-rl": { publisher: "PM", assetType: " standard ", classification: "rl" },
  // String.prototype.trim() removes the tab and the no-break space; btrim(text) alone did not.
  "pm-tab-standard": { publisher: "PM", assetType: "\tStandard\u00a0", classification: null },
  "pm-tab-rl": { publisher: "PM", assetType: "STANDARD", classification: "\nRL" },
  "pm-translated": { publisher: "PM", assetType: "Translated Standard", classification: "RL" },
  "pm-astm": { publisher: "PM", assetType: "ASTM", classification: null },
  "pm-no-track": { publisher: "PM", assetType: "Standard", classification: null, allowToTrack: false },
  "po-related": { publisher: "PO", assetType: "Related Materials", classification: "RL", collection: true },
  "po-no-track": { publisher: "PO", assetType: "ASTM", classification: null, allowToTrack: false },
  "px-in-collection": { publisher: "PX", assetType: "Standard", classification: null, collection: true },
  "px-plain": { publisher: "PX", assetType: "Standard", classification: null },
} satisfies Record<
  string,
  {
    publisher: "PM" | "PO" | "PX";
    assetType: string;
    classification: string | null;
    allowToTrack?: boolean;
    collection?: boolean;
  }
>;

/**
 * Tenants: `on` (tracker on and shown, main publisher PM, presents PM and PO), `off` (tracker
 * switched off), `hidden` (show-tracker disabled), `unshown` (no show-tracker row), `nomain` (on and
 * shown, no main publisher, presents PM and PX).
 */
const TENANTS = {
  on: { trackerAvailable: true, showTracker: true, main: "PM", presents: ["PM", "PO"] },
  off: { trackerAvailable: false, showTracker: true, main: "PM", presents: ["PM", "PO"] },
  hidden: { trackerAvailable: true, showTracker: false, main: "PM", presents: ["PM", "PO"] },
  unshown: { trackerAvailable: true, showTracker: null, main: "PM", presents: ["PM", "PO"] },
  nomain: { trackerAvailable: true, showTracker: true, main: null, presents: ["PM", "PX"] },
} as const;

/** Products per tenant: a whole publisher, several, or the collection. */
const PRODUCTS = { po: ["PO"], all: ["PM", "PO", "PX"], collection: ["C"] } as const;

/** Accounts: tenant, and their one subscription (product, window, active). */
const ACCOUNTS: Record<
  string,
  {
    tenant: keyof typeof TENANTS;
    active?: boolean;
    subscription?: { product: keyof typeof PRODUCTS; startsAt: Date; endsAt: Date | null; active?: boolean };
  }
> = {
  "on-publisher": { tenant: "on", subscription: { product: "po", startsAt: at(-10), endsAt: null } },
  "on-collection": { tenant: "on", subscription: { product: "collection", startsAt: at(-10), endsAt: at(10) } },
  "on-all": { tenant: "on", subscription: { product: "all", startsAt: at(-10), endsAt: at(10) } },
  "on-expired": { tenant: "on", subscription: { product: "all", startsAt: at(-10), endsAt: at(-1) } },
  "on-ends-now": { tenant: "on", subscription: { product: "all", startsAt: at(-10), endsAt: NOW } },
  "on-starts-now": { tenant: "on", subscription: { product: "all", startsAt: NOW, endsAt: null } },
  "on-future": { tenant: "on", subscription: { product: "all", startsAt: at(1), endsAt: null } },
  "on-switched-off": { tenant: "on", subscription: { product: "all", startsAt: at(-10), endsAt: null, active: false } },
  "on-inactive-account": {
    tenant: "on",
    active: false,
    subscription: { product: "all", startsAt: at(-10), endsAt: null },
  },
  "on-none": { tenant: "on" },
  "off-all": { tenant: "off", subscription: { product: "all", startsAt: at(-10), endsAt: null } },
  "hidden-all": { tenant: "hidden", subscription: { product: "all", startsAt: at(-10), endsAt: null } },
  "unshown-all": { tenant: "unshown", subscription: { product: "all", startsAt: at(-10), endsAt: null } },
  "nomain-all": { tenant: "nomain", subscription: { product: "all", startsAt: at(-10), endsAt: null } },
};

/** Users: tenant, activated, and the accounts they are members of. */
const USERS: Record<string, { tenant: keyof typeof TENANTS; activated?: boolean; accounts: string[] }> = {
  "on-all": { tenant: "on", accounts: ["on-all"] },
  "on-collection": { tenant: "on", accounts: ["on-collection"] },
  "on-second-account": { tenant: "on", accounts: ["on-none", "on-publisher"] },
  "on-expired": { tenant: "on", accounts: ["on-expired", "on-future", "on-switched-off"] },
  "on-inactive-account": { tenant: "on", accounts: ["on-inactive-account"] },
  "on-not-activated": { tenant: "on", activated: false, accounts: ["on-all"] },
  "on-no-account": { tenant: "on", accounts: [] },
  "off-all": { tenant: "off", accounts: ["off-all"] },
  "hidden-all": { tenant: "hidden", accounts: ["hidden-all"] },
  "unshown-all": { tenant: "unshown", accounts: ["unshown-all"] },
  "nomain-all": { tenant: "nomain", accounts: ["nomain-all"] },
};

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { max: 2 });
  const stamp = `agree${process.pid}`;
  const publishers = new Map<string, number>();
  for (const key of ["PM", "PO", "PX"]) {
    const p = await db.publisher.create({ data: { key: `${stamp}-${key}`, name: key, searchKey: key } });
    publishers.set(key, p.id);
  }
  const collection = await db.contentCollection.create({ data: { key: `${stamp}-C`, name: "Collection" } });
  for (const [name, d] of Object.entries(DOCUMENTS)) {
    const doc = await db.document.create({
      data: {
        contentCode: `${stamp}|${name}`,
        publisherId: publishers.get(d.publisher)!,
        family: name,
        designation: name,
        designationNo: name,
        displayDesignation: name,
        designationKey: name,
        title: name,
        documentType: "Standard",
        assetType: d.assetType,
        contentType: "Standard",
        classification: d.classification,
        status: "Active",
        allowToTrack: "allowToTrack" in d ? d.allowToTrack : true,
        collectionIds: "collection" in d ? [collection.id] : [],
      },
    });
    docIds.set(name, doc.id);
  }
  const products = new Map<string, number>();
  for (const [name, t] of Object.entries(TENANTS)) {
    const tenant = await db.tenant.create({
      data: {
        code: `${stamp}-${name}`,
        tenantName: name,
        title: name,
        supportEmail: `support@${name}.example`,
        trackerAvailable: t.trackerAvailable,
        mainPublisherId: t.main === null ? null : publishers.get(t.main)!,
        publishers: { create: t.presents.map((p) => ({ publisherId: publishers.get(p)! })) },
        ...(t.showTracker === null ? {} : { features: { create: [{ code: "show-tracker", enabled: t.showTracker }] } }),
      },
    });
    ids.tenant.set(name, tenant.id);
    for (const [product, grants] of Object.entries(PRODUCTS)) {
      const p = await db.product.create({
        data: {
          tenantId: tenant.id,
          subscriptionName: product,
          subscriptionAbbrName: product,
          grants: {
            create: grants.map((g) =>
              g === "C" ? { collectionId: collection.id } : { publisherId: publishers.get(g)! },
            ),
          },
        },
      });
      products.set(`${name}:${product}`, p.id);
    }
  }
  for (const [name, a] of Object.entries(ACCOUNTS)) {
    const tenantId = ids.tenant.get(a.tenant)!;
    const account = await db.account.create({
      data: { tenantId, accountNumber: name, name, type: "COMPANY", active: a.active ?? true },
    });
    ids.account.set(name, account.id);
    const s = a.subscription;
    if (s) {
      await db.subscription.create({
        data: {
          tenantId,
          accountId: account.id,
          productId: products.get(`${a.tenant}:${s.product}`)!,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          active: s.active ?? true,
        },
      });
    }
  }
  for (const [name, u] of Object.entries(USERS)) {
    const tenantId = ids.tenant.get(u.tenant)!;
    const user = await db.user.create({
      data: {
        tenantId,
        email: `${name}@rules.example`,
        userType: "INDIVIDUAL",
        activated: u.activated ?? true,
        memberships: { create: u.accounts.map((a) => ({ accountId: ids.account.get(a)! })) },
      },
    });
    ids.user.set(name, user.id);
  }
}, 120_000);

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const fixtureDocuments = () =>
  db.document.findMany({
    where: { id: { in: [...docIds.values()] } },
    select: {
      id: true,
      publisherId: true,
      collectionIds: true,
      allowToTrack: true,
      assetType: true,
      classification: true,
    },
  });

/** The scope of an account as the API loads it (the Prisma form). */
async function scopeOf(tenantId: number, accountId: number) {
  return scopeOfGrants(
    await db.productGrant.findMany({
      where: grantsInForceWhere(tenantId, accountId, NOW),
      select: { publisherId: true, collectionId: true },
    }),
  );
}

describe("the entitlement rule", () => {
  it("selects the same (tenant, account, document) rows in its Prisma/TypeScript and SQL forms", async () => {
    const documents = await fixtureDocuments();
    const byPrisma: string[] = [];
    for (const [tenant, tenantId] of ids.tenant) {
      for (const [account, accountId] of ids.account) {
        const scope = await scopeOf(tenantId, accountId);
        for (const d of documents) {
          if (scopeCovers(scope, d)) byPrisma.push(`${tenant} ${account} ${nameOf(docIds, d.id)}`);
        }
      }
    }
    const rows = await db.$queryRaw<{ tenant_id: number; account_id: number; document_id: number }[]>`
      SELECT t.id AS tenant_id, a.id AS account_id, d.id AS document_id
        FROM tenants t CROSS JOIN accounts a CROSS JOIN documents d
       WHERE t.id = ANY (${[...ids.tenant.values()]}::int[])
         AND a.id = ANY (${[...ids.account.values()]}::int[])
         AND d.id = ANY (${[...docIds.values()]}::int[])
         AND ${accountEntitledSql({ accountId: Prisma.sql`a.id`, tenantId: Prisma.sql`t.id`, document: Prisma.sql`d`, now: NOW })}`;
    const bySql = rows.map(
      (r) => `${nameOf(ids.tenant, r.tenant_id)} ${nameOf(ids.account, r.account_id)} ${nameOf(docIds, r.document_id)}`,
    );
    expect(bySql.sort()).toEqual(byPrisma.sort());

    // Only an account of the tenant asked about counts; an active one, with a subscription in
    // force (started at or before now, ending after it), to a grant of the publisher or a collection.
    const pm = [
      "pm-standard",
      "pm-standard-rl",
      "pm-tab-standard",
      "pm-tab-rl",
      "pm-translated",
      "pm-astm",
      "pm-no-track",
    ];
    const po = ["po-related", "po-no-track"];
    const px = ["px-in-collection", "px-plain"];
    const expected = Object.entries({
      "on on-publisher": po,
      "on on-collection": ["po-related", "px-in-collection"],
      "on on-all": [...pm, ...po, ...px],
      "on on-starts-now": [...pm, ...po, ...px],
      "off off-all": [...pm, ...po, ...px],
      "hidden hidden-all": [...pm, ...po, ...px],
      "unshown unshown-all": [...pm, ...po, ...px],
      "nomain nomain-all": [...pm, ...po, ...px],
    }).flatMap(([pair, docs]) => docs.map((d) => `${pair} ${d}`));
    expect(byPrisma.sort()).toEqual(expected.sort());
  });
});

describe("the documents in an entitlement scope", () => {
  it("are the same in the Prisma where (documentsInScopeWhere) as in scopeCovers, empty scopes included", async () => {
    const documents = await fixtureDocuments();
    const tenantId = ids.tenant.get("on")!;
    const seen = new Set<string>();
    for (const [account, accountId] of ids.account) {
      const scope = await scopeOf(tenantId, accountId);
      const byWhere = await db.document.findMany({
        where: { id: { in: [...docIds.values()] }, ...documentsInScopeWhere(scope) },
        select: { id: true },
      });
      const byCovers = documents.filter((d) => scopeCovers(scope, d)).map((d) => nameOf(docIds, d.id));
      expect(byWhere.map((d) => nameOf(docIds, d.id)).sort(), account).toEqual(byCovers.sort());
      seen.add(`${scope.publisherIds.length > 0}/${scope.collectionIds.length > 0}`);
    }
    // The fixtures reach a scope of publishers only, of a collection only, and an empty one.
    expect([...seen].sort()).toEqual(["false/false", "false/true", "true/false"]);
  });
});

describe("the alert recipient rule", () => {
  it("selects the same (user, document) rows in its Prisma/TypeScript and SQL forms", async () => {
    const documents = await fixtureDocuments();
    const byPrisma: string[] = [];
    for (const [name, userId] of ids.user) {
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: {
          activated: true,
          tenantId: true,
          tenant: { select: { mainPublisherId: true, publishers: { select: { publisherId: true } } } },
          memberships: { select: { accountId: true } },
        },
      });
      const trackerOn = (await db.tenant.count({ where: { id: user.tenantId, ...TRACKER_ON_TENANT_WHERE } })) > 0;
      const scopes = await Promise.all(user.memberships.map((m) => scopeOf(user.tenantId, m.accountId)));
      for (const d of documents) {
        const alerted = receivesAlert({
          userActivated: user.activated,
          trackerOn,
          publisherPresented: user.tenant.publishers.some((p) => p.publisherId === d.publisherId),
          mainPublisherId: user.tenant.mainPublisherId,
          document: d,
          entitled: scopes.some((s) => scopeCovers(s, d)),
        });
        if (alerted) byPrisma.push(`${name} ${nameOf(docIds, d.id)}`);
      }
    }
    const rows = await db.$queryRaw<{ user_id: number; document_id: number }[]>`
      SELECT u.id AS user_id, d.id AS document_id
        FROM users u JOIN tenants t ON t.id = u.tenant_id CROSS JOIN documents d
       WHERE u.id = ANY (${[...ids.user.values()]}::int[])
         AND d.id = ANY (${[...docIds.values()]}::int[])
         AND ${alertRecipientSql({ user: Prisma.sql`u`, tenant: Prisma.sql`t`, document: Prisma.sql`d`, now: NOW })}`;
    const bySql = rows.map((r) => `${nameOf(ids.user, r.user_id)} ${nameOf(docIds, r.document_id)}`);
    expect(bySql.sort()).toEqual(byPrisma.sort());

    // On `on` (main publisher PM) the main publisher's standards (not RL, white space aside) and
    // translated standards, and the other presented publisher's trackable documents; on `nomain`
    // every trackable document of the presented publishers; nothing where the tracker is off or not
    // shown, for a user not activated, or without an account entitled now.
    const expected = Object.entries({
      "on-all": ["pm-standard", "pm-tab-standard", "pm-translated", "po-related"],
      "on-collection": ["po-related"],
      "on-second-account": ["po-related"],
      "nomain-all": [
        "pm-standard",
        "pm-standard-rl",
        "pm-tab-standard",
        "pm-tab-rl",
        "pm-translated",
        "pm-astm",
        "px-in-collection",
        "px-plain",
      ],
    }).flatMap(([user, docs]) => docs.map((d) => `${user} ${d}`));
    expect(byPrisma.sort()).toEqual(expected.sort());
  });
});
