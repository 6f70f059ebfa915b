// Route guards (spec 1 §6, 3 §5) and who may switch accounts (spec 1 §2, 3 §2).
import { describe, expect, it } from "vitest";
import { anAccount, aTenant, entitlement } from "../../api/test-helpers.ts";
import { allowed, canSwitchAccount, ROUTE_RULES } from "./route-rules.ts";

const astm = aTenant(["content-share"]);
const other = aTenant([], { tenantCode: "api", isMainTenant: false } as never);
const anonymous = anAccount({ id: null, userType: "COMPANY", authType: "IP" });
const drm = anAccount({ contentSecurity: { "drm-view": true } });

describe("canSwitchAccount", () => {
  it("lets a password session with several accounts switch", () => {
    expect(canSwitchAccount(anAccount())).toBe(true);
  });

  it("refuses a single-account user", () => {
    expect(canSwitchAccount(anAccount({ cgEntitlements: [entitlement(1)] }))).toBe(false);
  });

  it.each(["JWT", "SSO", "APPLET"] as const)("refuses %s sessions, whose account is chosen elsewhere", (authType) => {
    expect(canSwitchAccount(anAccount({ authType }))).toBe(false);
  });

  it("refuses when there is no session", () => {
    expect(canSwitchAccount(null)).toBe(false);
  });
});

describe("allowed()", () => {
  it("needs any one of the rule's authorities", () => {
    const rule = { authorities: ["ADMIN", "REPORT_VIEW"] };
    expect(allowed(rule, anAccount({ authorities: ["REPORT_VIEW"] }), astm)).toBe(true);
    expect(allowed(rule, anAccount({ authorities: ["COMPASS_USER"] }), astm)).toBe(false);
  });

  it("needs every feature of the rule to be on for the tenant", () => {
    expect(allowed({ features: ["content-share"] }, anAccount(), astm)).toBe(true);
    expect(allowed({ features: ["content-share", "group-enable"] }, anAccount(), astm)).toBe(false);
  });

  it("keeps main-tenant pages for the main tenant", () => {
    expect(allowed({ mainTenant: true }, anAccount(), astm)).toBe(true);
    expect(allowed({ mainTenant: true }, anAccount(), other)).toBe(false);
  });

  it("keeps signed-in pages from anonymous company sessions", () => {
    expect(allowed({ signedIn: true }, anAccount(), astm)).toBe(true);
    expect(allowed({ signedIn: true }, anonymous, astm)).toBe(false);
  });

  it("refuses routes without DRM content to DRM sessions (noDrm)", () => {
    expect(allowed({ noDrm: true }, anAccount(), astm)).toBe(true);
    expect(allowed({ noDrm: true }, drm, astm)).toBe(false);
    expect(allowed({}, drm, astm)).toBe(true);
  });

  it("applies the rule's own check", () => {
    const rule = { check: (a: { customCollection: boolean }) => a.customCollection };
    expect(allowed(rule, anAccount({ customCollection: true }), astm)).toBe(true);
    expect(allowed(rule, anAccount(), astm)).toBe(false);
  });
});

describe("the rules of the spec's routes", () => {
  const may = (path: keyof typeof ROUTE_RULES, account = anAccount(), config = astm) =>
    allowed(ROUTE_RULES[path], account, config);

  it("usage-report: ADMIN or REPORT_VIEW, not DRM (3 §2, §5)", () => {
    expect(may("/usage-report", anAccount({ authorities: ["ADMIN"] }))).toBe(true);
    expect(may("/usage-report", anAccount({ authorities: ["REPORT_VIEW"] }))).toBe(true);
    expect(may("/usage-report")).toBe(false);
    expect(may("/usage-report", anAccount({ authorities: ["ADMIN"], contentSecurity: { "drm-view": true } }))).toBe(
      false,
    );
  });

  it("compass-points-report: a Compass Points admin with the flag, not DRM (3 §2)", () => {
    const admin = anAccount({ authorities: ["COMPASS_POINT_ADMIN"], compassPointFlag: true });
    expect(may("/compass-points-report", admin)).toBe(true);
    expect(may("/compass-points-report", { ...admin, authorities: ["CP_ADMIN"] })).toBe(true);
    expect(may("/compass-points-report", { ...admin, authorities: ["COMPASS_USER"] })).toBe(false);
    expect(may("/compass-points-report", { ...admin, contentSecurity: { "drm-view": true } })).toBe(false);
  });

  it("custom-collections: only when the account has one (1 §6)", () => {
    expect(may("/custom-collections", anAccount({ customCollection: true }))).toBe(true);
    expect(may("/custom-collections")).toBe(false);
  });

  it("user-resources: the main tenant only (3 §5)", () => {
    expect(may("/user-resources")).toBe(true);
    expect(may("/user-resources", anAccount(), other)).toBe(false);
  });

  it("sharedWithMe: the content-share feature (1 §6)", () => {
    expect(may("/sharedWithMe")).toBe(true);
    expect(may("/sharedWithMe", anAccount(), aTenant([]))).toBe(false);
  });

  it("switch-account: canSwitchAccount (JWT, SSO, applet and single-account sessions refused)", () => {
    expect(may("/switch-account")).toBe(true);
    expect(may("/switch-account", anAccount({ authType: "SSO" }))).toBe(false);
    expect(may("/switch-account", anAccount({ cgEntitlements: [entitlement(1)] }))).toBe(false);
  });

  it("personal pages refuse anonymous company sessions", () => {
    for (const path of ["/favorites", "/tracked-documents", "/recently-accessed", "/myAccount"] as const)
      expect(may(path, anonymous), path).toBe(false);
  });
});

describe("the groups pages (spec 1 §6, 2 §1, 2 §2)", () => {
  const groups = aTenant(["group-enable"]);
  it.each(["/groups", "/group-detail"] as const)(
    "%s needs group-enable and a person who is not a company user",
    (path) => {
      const rule = ROUTE_RULES[path];
      expect(allowed(rule, anAccount(), groups)).toBe(true);
      expect(allowed(rule, anAccount(), astm)).toBe(false);
      expect(allowed(rule, anonymous, groups)).toBe(false);
      expect(allowed(rule, anAccount({ userType: "COMPANY" }), groups)).toBe(false);
    },
  );
});
