// GET /api/account and POST /api/account/switch: the session object and its states (spec 3 §3–§4).

import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi();
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
const session = async (token: string) => api.request({ method: "GET", url: "/api/account", token });

describe("GET /api/account", () => {
  it("describes a signed-in individual completely", async () => {
    const token = await api.login("individual@astm.example");
    const res = await session(token);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      email: "individual@astm.example",
      login: "individual@astm.example",
      userType: "INDIVIDUAL",
      authType: "PWD",
      tenant: "astm",
      sessionState: "READY",
      selectedAccountId: claimsOf(token).acc,
      activated: true,
      authorities: ["COMPASS_USER"],
      compassPointFlag: true,
      semanticSearchFlag: true,
      customCollection: true,
      contentSecurity: { "drm-view": false },
    });
    expect(s.cgEntitlements).toHaveLength(2);
    for (const e of s.cgEntitlements) {
      expect(e).toEqual({
        accountId: expect.any(Number),
        accountNumber: expect.any(String),
        accountName: expect.any(String),
        accountType: expect.stringMatching(/INDIVIDUAL|COMPANY/),
        accountSetting: { acronym: expect.toSatisfy((v: unknown) => v === null || typeof v === "string") },
      });
    }
    expect(s.userAccounts[0]).toMatchObject({
      address1: expect.any(String),
      city: expect.any(String),
      country: expect.any(String),
    });
    expect(s.userMenuList.map((m: { menu: { menuName: string } }) => m.menu.menuName)).toContain("Compass Points");
    expect(s.billboard).toMatchObject({ "publisher-code": "ASTM", PublisherSearchKey: expect.any(String) });
    expect(typeof s.lcaAgreementFlag).toBe("boolean");
    expect(s.subscriptionCount).toBeGreaterThan(0);
  });

  it("shows each menu entry by the tenant's features, the account's flags and the user's authorities", async () => {
    const menus = async (token: string) =>
      Object.fromEntries(
        (await session(token))
          .json()
          .userMenuList.map((m: { menu: { menuName: string }; isShowed: boolean }) => [m.menu.menuName, m.isShowed]),
      );
    // astm: show-tracker, group-enable, an e-learning site and compass points are on.
    expect(await menus(await api.login("individual@astm.example"))).toEqual({
      Tracker: true,
      Favorites: true,
      Notes: true,
      Group: true,
      "Manage Compass Links": false,
      "E-Learning": true,
      "Compass Points": true,
      SpecBuilder: false,
      "Subscription Usage": false,
      "Custom Collection": true,
    });
    // The administrator (ADMIN, COMPASS_POINT_ADMIN, REPORT_VIEW) also gets the usage report and compass links.
    expect(await menus(await api.login("admin@astm.example"))).toMatchObject({
      "Manage Compass Links": true,
      "Subscription Usage": true,
    });
    // aenor: no show-tracker, no e-learning site; groups on.
    expect(await menus(await api.login("individual@aenor.example"))).toMatchObject({
      Tracker: false,
      Group: true,
      "E-Learning": false,
      Favorites: true,
    });
    // cga: neither groups nor compass points.
    expect(await menus(await api.login("individual@cga.example"))).toMatchObject({
      Tracker: false,
      Group: false,
      "Compass Points": false,
      "Manage Compass Links": false,
    });
    // An anonymous company session cannot track, favourite or join groups.
    const company = await api.db.account.findFirstOrThrow({ where: { tenant: { code: "astm" }, type: "COMPANY" } });
    const companyToken = api.app.tokens.issue({
      userId: null,
      accountId: company.id,
      tenantCode: "astm",
      userType: "COMPANY",
      authType: "IP",
      authorities: [],
    }).token;
    expect(await menus(companyToken)).toEqual({
      Tracker: false,
      Favorites: false,
      Notes: false,
      Group: false,
      "Manage Compass Links": false,
      "E-Learning": true,
      "Compass Points": false,
      SpecBuilder: false,
      "Subscription Usage": false,
      "Custom Collection": company.customCollection,
    });
  });

  it("applies the user's menu preferences: they hide entries, never show one the rules refuse", async () => {
    const user = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example", tenant: { code: "astm" } },
    });
    const prefer = (menuName: string, isShowed: boolean) =>
      api.db.userMenuPreference.upsert({
        where: { userId_menuName: { userId: user.id, menuName } },
        create: { userId: user.id, menuName, isShowed },
        update: { isShowed },
      });
    await prefer("Favorites", false);
    await prefer("Subscription Usage", true);
    const s = (await session(await api.login("individual@astm.example"))).json();
    expect(s.userMenuList).toContainEqual({ menu: { menuName: "Favorites" }, isShowed: false });
    expect(s.userMenuList).toContainEqual({ menu: { menuName: "Subscription Usage" }, isShowed: false });
    expect(s.userMenuList).toContainEqual({ menu: { menuName: "Tracker" }, isShowed: true });
  });

  it("gives an anonymous company session the tenant's default language", async () => {
    for (const [code, lang] of [
      ["aenor", "es"],
      ["astm", "en"],
    ]) {
      const company = await api.db.account.findFirstOrThrow({ where: { tenant: { code }, type: "COMPANY" } });
      const token = api.app.tokens.issue({
        userId: null,
        accountId: company.id,
        tenantCode: code,
        userType: "COMPANY",
        authType: "IP",
        authorities: [],
      }).token;
      expect((await session(token)).json().langKey, code).toBe(lang);
    }
    const aenor = await api.db.tenant.findUniqueOrThrow({ where: { code: "aenor" } });
    expect(aenor.defaultLanguage).toBe("es");
  });

  it("answers 500 'account id not exist' once the token's account membership is removed (clients sign out)", async () => {
    // A user of its own: the access check remembers the answer for a few seconds.
    const single = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example" },
      include: { memberships: true },
    });
    const leaver = await api.db.user.create({
      data: {
        tenantId: single.tenantId,
        email: "leaver@astm.example",
        passwordHash: single.passwordHash,
        firstName: "Lee",
        lastName: "Ver",
        userType: "INDIVIDUAL",
        memberships: { create: [{ accountId: single.memberships[0].accountId, isDefault: true }] },
      },
    });
    const token = await api.login("leaver@astm.example");
    await api.db.accountMembership.deleteMany({ where: { userId: leaver.id } });
    const res = await session(token);
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.json()).toMatchObject({ status: 500, detail: "account id not exist", message: "error.account.gone" });
  });

  it("is NO_ENTITLEMENTS for a user who belongs to no account", async () => {
    const s = (await session(await api.login("noaccess@astm.example"))).json();
    expect(s).toMatchObject({ sessionState: "NO_ENTITLEMENTS", cgEntitlements: [], selectedAccountId: null });
  });

  it("selects the only account of a user with one", async () => {
    const token = await api.login("single@astm.example");
    expect(claimsOf(token).acc).not.toBeNull();
    expect((await session(token)).json().sessionState).toBe("READY");
  });

  it("asks to choose when the token's account is not (or no longer) one of the user's", async () => {
    const user = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example", tenant: { code: "astm" } },
    });
    const token = api.app.tokens.issue({
      userId: user.id,
      accountId: null,
      tenantCode: "astm",
      userType: "INDIVIDUAL",
      authType: "PWD",
      authorities: [],
    }).token;
    expect((await session(token)).json()).toMatchObject({ sessionState: "SELECT_ACCOUNT", selectedAccountId: null });
  });

  it("shows drm-view for a DRM tenant", async () => {
    const drm = await api.db.tenant.findFirstOrThrow({ where: { drmView: true } });
    const s = (await session(await api.login(`individual@${drm.code}.example`, { tenant: drm.code }))).json();
    expect(s.contentSecurity["drm-view"]).toBe(true);
  });

  it("is 401 without a token", async () => {
    expect((await api.request({ method: "GET", url: "/api/account" })).statusCode).toBe(401);
  });
});

describe("POST /api/account/switch", () => {
  it("re-issues the token for another of the user's accounts and revokes the old one", async () => {
    const token = await api.login("individual@astm.example");
    const s = (await session(token)).json();
    const other = s.cgEntitlements.find((e: { accountId: number }) => e.accountId !== s.selectedAccountId);
    const res = await api.request({
      method: "POST",
      url: "/api/account/switch",
      token,
      payload: { accountId: other.accountId, authType: "PWD" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().validationResult).toBe(true);
    const fresh = res.json().id_token;
    expect(claimsOf(fresh).acc).toBe(other.accountId);
    expect((await session(fresh)).json().selectedAccountId).toBe(other.accountId);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("answers validationResult false for an account the user does not belong to, or of another tenant", async () => {
    const token = await api.login("individual@astm.example");
    const foreign = await api.db.account.findFirstOrThrow({ where: { tenant: { code: "api" } } });
    const notMine = await api.db.account.findFirstOrThrow({
      where: { tenant: { code: "astm" }, memberships: { none: { user: { email: "individual@astm.example" } } } },
    });
    for (const accountId of [foreign.id, notMine.id, 987654]) {
      const res = await api.request({ method: "POST", url: "/api/account/switch", token, payload: { accountId } });
      expect(res.json()).toEqual({ validationResult: false, message: "error.account.not-entitled" });
    }
  });

  it("answers validationResult false when the client's auth type is not the session's", async () => {
    const token = await api.login("individual@astm.example");
    const s = (await session(token)).json();
    const res = await api.request({
      method: "POST",
      url: "/api/account/switch",
      token,
      payload: { accountId: s.cgEntitlements[0].accountId, authType: "SSO" },
    });
    expect(res.json().validationResult).toBe(false);
  });

  it("refuses JWT sessions with 403", async () => {
    const user = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example", tenant: { code: "astm" } },
    });
    const token = api.app.tokens.issue({
      userId: user.id,
      accountId: null,
      tenantCode: "astm",
      userType: "INDIVIDUAL",
      authType: "JWT",
      authorities: [],
    }).token;
    const res = await api.request({ method: "POST", url: "/api/account/switch", token, payload: { accountId: 1 } });
    expect(res.statusCode).toBe(403);
  });
});
