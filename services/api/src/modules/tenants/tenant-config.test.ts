// POST /api/tenant/get-tenant-config-for-ui and the other tenant calls.
import { describe, expect, it } from "vitest";
import { useApi } from "../../../../../tests/harness/index.ts";

const api = useApi();
const TENANTS = ["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"];
const config = (tenant: string, payload?: unknown) =>
  api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant, payload: payload as object });

describe("tenant configuration for the clients", () => {
  it("answers every tenant with its complete configuration", async () => {
    for (const code of TENANTS) {
      const res = await config(code);
      expect(res.statusCode, code).toBe(200);
      const c = res.json();
      expect(c).toMatchObject({
        tenantCode: code,
        tenantName: expect.any(String),
        title: expect.any(String),
        "has-favicon": expect.any(Boolean),
        supportEmail: expect.stringContaining("@"),
        "iam-server-version": expect.any(String),
        enable_compass_points: expect.any(Boolean),
        userManagement: { enable: expect.any(Boolean) },
      });
      expect(c.features.length, code).toBeGreaterThanOrEqual(10);
      expect(c["search-types-configuration"].map((s: { code: string }) => s.code).length, code).toBeGreaterThan(0);
      expect(Object.keys(c["content-access-messages"]), code).toEqual(
        expect.arrayContaining(["content-no-access-i18n-key"]),
      );
      expect(c.footer, code).toHaveProperty("show-tenant-footer-logo");
    }
  });

  it("differs between tenants (features, branding, help menu)", async () => {
    const all = await Promise.all(TENANTS.map(async (t) => (await config(t)).json()));
    const fingerprints = new Set(all.map((c) => JSON.stringify([c.features, c.branding, c.helpMenu, c.title])));
    expect(fingerprints.size).toBe(TENANTS.length);
    expect(all.filter((c) => c.isMainTenant).map((c) => c.tenantCode)).toEqual(["astm"]);
    expect(all.filter((c) => c.userManagement.enable)).toHaveLength(2);
  });

  it("never contains a secret", async () => {
    const providers = await api.db.tenantIdentityProvider.findMany({ where: { sharedSecret: { not: null } } });
    expect(providers.length).toBeGreaterThan(0);
    for (const code of TENANTS) {
      const body = (await config(code)).body;
      for (const p of providers) expect(body).not.toContain(p.sharedSecret);
      expect(body).not.toMatch(/sharedSecret|publicKeyPem|passwordHash/);
    }
  });

  it("shows the banner only between its dates", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const day = 86_400_000;
    await api.db.tenant.update({
      where: { id: astm.id },
      data: {
        bannerText: "Maintenance tonight",
        bannerStartDate: new Date(Date.now() - day),
        bannerEndDate: new Date(Date.now() + day),
      },
    });
    expect((await config("astm")).json().banner).toMatchObject({ text: "Maintenance tonight" });
    await api.db.tenant.update({ where: { id: astm.id }, data: { bannerEndDate: new Date(Date.now() - 1000) } });
    expect((await config("astm")).json().banner).toBeNull();
  });

  it("can name the tenant in the body, and answers an unknown one with the tenant error", async () => {
    expect((await config("astm", { tenantName: "ies" })).json().tenantCode).toBe("ies");
    const res = await config("astm", { tenantName: "nosuch" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("error.tenant.invalid");
  });

  it("refuses a signed-in user asking for another tenant's configuration", async () => {
    const token = await api.login("individual@astm.example");
    const res = await api.request({
      method: "POST",
      url: "/api/tenant/get-tenant-config-for-ui",
      token,
      payload: { tenantName: "api" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("other tenant calls", () => {
  it("lists external URLs by position", async () => {
    const urls = (await api.request({ method: "GET", url: "/api/tenant/getExternalUrls", tenant: "astm" })).json();
    expect(urls.length).toBeGreaterThan(0);
    const positions = urls.map((u: { position: number }) => u.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("gives the progressive profiling URL", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const res = await api.request({ method: "GET", url: "/api/tenant/getProgressiveProfilingUrl", tenant: "astm" });
    expect(res.json()).toEqual({ progressiveProfilingUrl: astm.progressiveProfilingUrl });
  });

  it("enables groups by the tenant feature, never for company users", async () => {
    const withGroups = await api.db.tenant.findFirstOrThrow({
      where: { features: { some: { code: "group-enable", enabled: true } } },
    });
    const withoutGroups = await api.db.tenant.findFirstOrThrow({
      where: { features: { some: { code: "group-enable", enabled: false } } },
    });
    const on = await api.request({
      method: "GET",
      url: "/api/group/getGroupEnable",
      token: await api.login(`individual@${withGroups.code}.example`),
    });
    expect(on.json()).toEqual({ groupEnable: true });
    const off = await api.request({
      method: "GET",
      url: "/api/group/getGroupEnable",
      token: await api.login(`individual@${withoutGroups.code}.example`),
    });
    expect(off.json()).toEqual({ groupEnable: false });
    if (withGroups.code === "astm") {
      const company = (
        await api.app.inject({
          method: "POST",
          url: "/api/authenticate/ip",
          remoteAddress: "127.0.0.1",
          headers: { "x-tenant": "astm" },
        })
      ).json().id_token;
      expect((await api.request({ method: "GET", url: "/api/group/getGroupEnable", token: company })).json()).toEqual({
        groupEnable: false,
      });
    }
  });
});
