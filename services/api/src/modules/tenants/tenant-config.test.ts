// POST /api/tenant/get-tenant-config-for-ui and the other tenant calls.

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

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
        reference_alerts: true,
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

  it("reports the sign-in methods each tenant really offers", async () => {
    const seen: Record<string, unknown> = {};
    for (const code of TENANTS) {
      const t = await api.db.tenant.findUniqueOrThrow({ where: { code }, include: { identityProviders: true } });
      const ranges = await api.db.accountIpRange.count({
        where: { account: { tenantId: t.id, active: true, type: "COMPANY" } },
      });
      const kinds = new Set(t.identityProviders.filter((p) => p.enabled).map((p) => p.kind));
      const c = (await config(code)).json();
      expect(c["authentication-methods"], code).toMatchObject({
        pwd: t.passwordLoginEnabled,
        ip: t.ipLoginEnabled && ranges > 0,
        jwt: kinds.has("JWT"),
        applet: kinds.has("APPLET"),
        sso: { enabled: kinds.has("OIDC") },
      });
      expect(c.defaultLanguage, code).toBe(t.defaultLanguage);
      seen[code] = c["authentication-methods"];
    }
    // The seeded tenants differ: cga (applet) and aenor (federated SSO) offer no address sign-in.
    expect(seen.cga).toMatchObject({ pwd: true, ip: false, applet: true, jwt: false, sso: { enabled: false } });
    // aenor's users come only through its federated provider: no password, no address.
    expect(seen.aenor).toMatchObject({ pwd: false, ip: false, sso: { enabled: true } });
    expect(seen.api).toMatchObject({ ip: true, jwt: true, applet: false });
    expect(seen.astm).toMatchObject({ pwd: true, ip: true, sso: { enabled: true } });
    expect((await config("aenor")).json().defaultLanguage).toBe("es");
  });

  it("offers no address sign-in when no company account of the tenant has a range", async () => {
    const demowl = await api.db.tenant.findUniqueOrThrow({ where: { code: "demowl" } });
    expect((await config("demowl")).json()["authentication-methods"].ip).toBe(true);
    await api.db.accountIpRange.deleteMany({ where: { account: { tenantId: demowl.id } } });
    expect((await config("demowl")).json()["authentication-methods"].ip).toBe(false);
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
    // Written past the console (whose change the tenant-change bus announces): the cache is dropped by hand.
    api.app.tenantSettings.invalidate();
    expect((await config("astm")).json().banner).toMatchObject({ text: "Maintenance tonight" });
    await api.db.tenant.update({ where: { id: astm.id }, data: { bannerEndDate: new Date(Date.now() - 1000) } });
    api.app.tenantSettings.invalidate();
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
    const groupEnable = async (token: string) =>
      (await api.request({ method: "GET", url: "/api/group/getGroupEnable", token })).json();
    expect(await groupEnable(await api.login(`individual@${withGroups.code}.example`))).toEqual({ groupEnable: true });
    expect(await groupEnable(await api.login(`individual@${withoutGroups.code}.example`))).toEqual({
      groupEnable: false,
    });
    // A company session of the very tenant that has groups on.
    const companyAccount = await api.db.account.findFirstOrThrow({
      where: { tenantId: withGroups.id, type: "COMPANY", active: true },
    });
    const company = api.app.tokens.issue({
      userId: null,
      accountId: companyAccount.id,
      tenantCode: withGroups.code,
      userType: "COMPANY",
      authType: "IP",
      authorities: [],
    }).token;
    expect(await groupEnable(company)).toEqual({ groupEnable: false });
    // And a company session signed in by address (astm has groups on and a loopback range).
    const astmGroups = await api.db.tenantFeature.findFirstOrThrow({
      where: { tenant: { code: "astm" }, code: "group-enable" },
    });
    expect(astmGroups.enabled).toBe(true);
    const byAddress = await api.app.inject({
      method: "POST",
      url: "/api/authenticate/ip",
      remoteAddress: "127.0.0.1",
      headers: { "x-tenant": "astm" },
    });
    expect(byAddress.statusCode).toBe(200);
    expect(await groupEnable(byAddress.json().id_token)).toEqual({ groupEnable: false });
  });
});
