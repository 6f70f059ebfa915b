// The console's account subscriptions (PUT /api/admin/accounts/{id} with `subscriptions`), the
// products to choose from, and the compass point setting rows (/api/admin/compass-point-settings):
// shapes, tenant scoping (404), reader refusal (403), bad input (400 naming the field), audit.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { raQuery, signInConsoleUsers, tenantIdsByCode } from "./admin-test-fixtures.ts";

const api = useApi();
let reader: string, admin: string, operator: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ reader, admin, operator } = await signInConsoleUsers(api));
  ids = await tenantIdsByCode(api);
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  api.request({ method, url, token, payload });
const q = raQuery;
const lastAudit = (type: string) => api.db.managementAuditEvent.findFirst({ where: { type }, orderBy: { id: "desc" } });

describe("/api/admin/products", () => {
  it("lists the tenant's products only, searchable; refuses readers", async () => {
    const res = await call("GET", "/api/admin/products", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-range"]).toMatch(/^products (\d+-\d+|\*)\/\d+$/);
    const rows = res.json() as { id: number; tenant: string; subscriptionName: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenant))).toEqual(new Set(["astm"]));
    const name = rows[0]!.subscriptionName;
    const found = await call("GET", `/api/admin/products?${q({ filter: { q: name.slice(0, 5) } })}`, admin);
    expect(found.json().map((r: { id: number }) => r.id)).toContain(rows[0]!.id);
    expect((await call("GET", "/api/admin/products", reader)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/products")).statusCode).toBe(401);
    const all = await call("GET", `/api/admin/products?${q({ range: [0, 999] })}`, operator);
    expect(new Set(all.json().map((r: { tenant: string }) => r.tenant)).size).toBeGreaterThan(1);
  });
});

describe("account subscriptions", () => {
  it("become exactly the list sent: added, changed, removed; audited before and after", async () => {
    const account = await api.db.account.findFirstOrThrow({
      where: { tenantId: ids.astm, type: "COMPANY" },
      include: { subscriptions: true },
      orderBy: { id: "asc" },
    });
    const products = await api.db.product.findMany({ where: { tenantId: ids.astm }, orderBy: { id: "asc" } });
    const unused = products.find((p) => !account.subscriptions.some((s) => s.productId === p.id));
    expect(unused).toBeDefined();
    const kept = account.subscriptions[0]!;
    const res = await call("PUT", `/api/admin/accounts/${account.id}`, admin, {
      subscriptions: [
        {
          productId: kept.productId,
          startsAt: "2026-01-01T00:00:00.000Z",
          endsAt: "2027-12-31T00:00:00.000Z",
          active: false,
        },
        { productId: unused!.id, startsAt: "2026-06-01T00:00:00.000Z", endsAt: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    const subs = res.json().subscriptions;
    expect(subs).toHaveLength(2);
    expect(subs).toContainEqual(
      expect.objectContaining({ productId: kept.productId, endsAt: "2027-12-31T00:00:00.000Z", active: false }),
    );
    expect(subs).toContainEqual(
      expect.objectContaining({
        productId: unused!.id,
        startsAt: "2026-06-01T00:00:00.000Z",
        endsAt: null,
        active: true,
      }),
    );
    const rows = await api.db.subscription.findMany({ where: { accountId: account.id } });
    expect(rows.map((r) => r.productId).sort()).toEqual([kept.productId, unused!.id].sort());
    const event = await lastAudit("ADMIN_ACCOUNT_UPDATE");
    expect(event).toMatchObject({ principal: "admin@astm.example" });
    expect(JSON.stringify(event?.data)).toContain(String(unused!.id));
  });

  it("refuses bad lists (400 naming the field) and other tenants' products or accounts (404)", async () => {
    const account = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.astm, type: "COMPANY" } });
    const product = await api.db.product.findFirstOrThrow({ where: { tenantId: ids.astm } });
    const url = `/api/admin/accounts/${account.id}`;
    const before = await api.db.subscription.count({ where: { accountId: account.id } });
    for (const [subscriptions, field] of [
      [[{ productId: product.id, startsAt: "2026-05-01T00:00:00Z", endsAt: "2026-01-01T00:00:00Z" }], "endsAt"],
      [[{ productId: product.id, startsAt: "yesterday" }], "startsAt"],
      [[{ productId: product.id }], "startsAt"],
      [
        [
          { productId: product.id, startsAt: "2026-01-01T00:00:00Z" },
          { productId: product.id, startsAt: "2026-02-01T00:00:00Z" },
        ],
        "productId",
      ],
    ] as const) {
      const res = await call("PUT", url, admin, { subscriptions });
      expect(res.statusCode, JSON.stringify(subscriptions)).toBe(400);
      expect(res.json().fieldErrors[0].field, JSON.stringify(subscriptions)).toContain(field);
    }
    const foreignProduct = await api.db.product.findFirstOrThrow({ where: { tenantId: ids.api } });
    const res = await call("PUT", url, admin, {
      subscriptions: [{ productId: foreignProduct.id, startsAt: "2026-01-01T00:00:00Z" }],
    });
    expect(res.statusCode).toBe(404);
    expect(await api.db.subscription.count({ where: { accountId: account.id } })).toBe(before);
    const foreign = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.api } });
    const other = await call("PUT", `/api/admin/accounts/${foreign.id}`, admin, { subscriptions: [] });
    expect(other.statusCode).toBe(404);
    expect((await call("PUT", url, reader, { subscriptions: [] })).statusCode).toBe(403);
  });
});

describe("/api/admin/compass-point-settings", () => {
  it("creates a document's row, lists, changes (audited) and removes it", async () => {
    const doc = await api.db.document.findFirstOrThrow({
      where: { isLatest: true, status: "Active", compassSettings: { none: {} } },
      orderBy: { id: "asc" },
    });
    const made = await call("POST", "/api/admin/compass-point-settings", admin, {
      documentId: doc.id,
      activate: true,
      viewSetting: "Own",
      manageSetting: "None",
      attributes: { description: { show: true, required: true } },
    });
    expect(made.statusCode).toBe(201);
    const row = made.json();
    expect(row).toMatchObject({
      tenant: "astm",
      documentId: doc.id,
      accountId: null,
      designation: doc.designation,
      viewSetting: "Own",
      manageSetting: "None",
      attributes: { description: { show: true, required: true } },
    });
    expect(await lastAudit("ADMIN_COMPASS_SETTING_CREATE")).toMatchObject({ principal: "admin@astm.example" });
    // The same account and document again: 409.
    expect((await call("POST", "/api/admin/compass-point-settings", admin, { documentId: doc.id })).statusCode).toBe(
      409,
    );

    const list = await call("GET", `/api/admin/compass-point-settings?${q({ filter: { documentId: doc.id } })}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-range"]).toBe("compass-point-settings 0-0/1");
    expect(list.json()[0].id).toBe(row.id);
    const byText = await call(
      "GET",
      `/api/admin/compass-point-settings?${q({ filter: { q: doc.designation } })}`,
      admin,
    );
    expect(byText.json().map((r: { id: number }) => r.id)).toContain(row.id);

    const changed = await call("PUT", `/api/admin/compass-point-settings/${row.id}`, admin, {
      activate: false,
      viewSetting: "All",
      manageSetting: "All",
      attributes: { name: { required: false } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      activate: false,
      viewSetting: "All",
      manageSetting: "All",
      attributes: { name: { required: false }, description: { show: true, required: true } },
    });
    const event = await lastAudit("ADMIN_COMPASS_SETTING_UPDATE");
    expect(event).toMatchObject({ principal: "admin@astm.example" });
    const stored = await api.db.compassPointSetting.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored).toMatchObject({ activate: false, viewSetting: "All", manageSetting: "All" });

    const removed = await call("DELETE", `/api/admin/compass-point-settings/${row.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(await api.db.compassPointSetting.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await lastAudit("ADMIN_COMPASS_SETTING_DELETE")).toMatchObject({ principal: "admin@astm.example" });
    expect((await call("GET", `/api/admin/compass-point-settings/${row.id}`, admin)).statusCode).toBe(404);
  });

  it("scopes rows to the tenant (404), refuses readers (403) and bad values (400)", async () => {
    const foreign = await api.db.compassPointSetting.create({ data: { tenantId: ids.api } });
    const url = `/api/admin/compass-point-settings/${foreign.id}`;
    expect((await call("GET", url, admin)).statusCode).toBe(404);
    expect((await call("PUT", url, admin, { activate: false })).statusCode).toBe(404);
    expect((await call("DELETE", url, admin)).statusCode).toBe(404);
    expect((await call("GET", url, operator)).statusCode).toBe(200);
    const list = await call("GET", `/api/admin/compass-point-settings?${q({ range: [0, 999] })}`, admin);
    expect(list.json().every((r: { tenant: string }) => r.tenant === "astm")).toBe(true);
    expect((await call("GET", "/api/admin/compass-point-settings", reader)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/compass-point-settings", reader, {})).statusCode).toBe(403);

    const foreignAccount = await api.db.account.findFirstOrThrow({ where: { tenantId: ids.api } });
    expect(
      (await call("POST", "/api/admin/compass-point-settings", admin, { accountId: foreignAccount.id })).statusCode,
    ).toBe(404);
    const bad = await call("PUT", url.replace(String(foreign.id), String(foreign.id)), operator, {
      viewSetting: "Everyone",
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fieldErrors)).toContain("viewSetting");
    // Unknown attribute keys are dropped, never stored.
    const extra = await call("PUT", url, operator, { attributes: { name: { show: false, colour: "red" } } });
    expect(extra.statusCode).toBe(200);
    const stored = await api.db.compassPointSetting.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(stored.attributes).toEqual({ name: { show: false } });
  });
});
