import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi();

describe("subscriptions", () => {
  it("lists the selected account's active subscriptions with their info", async () => {
    const token = await api.login("individual@astm.example");
    const list = (await api.request({ method: "GET", url: "/api/user-subscriptions/current-user", token })).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      startDate: expect.any(String),
      subscriptionInfo: { subscriptionName: expect.any(String), subscriptionAbbrName: expect.any(String) },
    });
  });

  it("splits the tenant's products into yours and the marketplace", async () => {
    const token = await api.login("individual@astm.example");
    const o = (
      await api.request({ method: "GET", url: "/api/user-subscriptions/current-user/subscriptions", token })
    ).json();
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" }, include: { products: true } });
    expect(o.yourSubscriptions.length + o.subscriptionsMarketplace.length).toBe(astm.products.length);
    const mine = new Set(o.yourSubscriptions.map((s: { subscriptionAbbrName: string }) => s.subscriptionAbbrName));
    for (const s of o.subscriptionsMarketplace) expect(mine.has(s.subscriptionAbbrName)).toBe(false);
  });

  it("a user without an account has no subscriptions", async () => {
    const token = await api.login("noaccess@astm.example");
    expect((await api.request({ method: "GET", url: "/api/user-subscriptions/current-user", token })).json()).toEqual(
      [],
    );
  });

  it("e-learning: status true for accounts entitled to the main publisher, code '300' otherwise", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const entitled = await api.request({
      method: "GET",
      url: "/api/entitlement/getElpEntitlementStatus",
      token: await api.login("individual@astm.example"),
    });
    expect(entitled.json()).toEqual({ status: true, url: astm.elearningUrl });
    const none = await api.request({
      method: "GET",
      url: "/api/entitlement/getElpEntitlementStatus",
      token: await api.login("noaccess@astm.example"),
    });
    expect(none.json()).toEqual({ status: false, code: "300", url: null });
  });
});
