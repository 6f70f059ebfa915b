// The sidebar's entries and their conditions (spec 1 §2, 3 §2).
import { describe, expect, it } from "vitest";
import { anAccount, aTenant } from "../api/test-helpers.ts";
import type { AccountSession, TenantConfig } from "../api/types.ts";
import { type SidebarInput, sidebarEntries } from "./sidebar-entries.ts";

const everything = () => true;
const keys = (input: Partial<SidebarInput> & { account?: AccountSession; config?: TenantConfig }) =>
  sidebarEntries({
    account: anAccount(),
    config: aTenant(),
    subscriptions: 1,
    groupEnable: false,
    built: everything,
    ...input,
  }).map((e) => e.key);

const menu = (name: string, isShowed: boolean) => ({ menu: { menuName: name }, isShowed });

describe("sidebar entries", () => {
  it("always has Home, and Favorites for a signed-in user", () => {
    expect(keys({})).toEqual(["home", "favorites"]);
  });

  it("shows Subscriptions only with more than one subscription", () => {
    expect(keys({ subscriptions: 2 })).toContain("subscriptions");
    expect(keys({ subscriptions: 1 })).not.toContain("subscriptions");
  });

  it("shows the Tracker with the show-tracker feature and a tracker address", () => {
    const tracker = aTenant(["show-tracker"], { "tracker-url": "https://tracker.example" } as never);
    expect(keys({ config: tracker })).toContain("tracker");
    expect(keys({ config: aTenant(["show-tracker"]) })).not.toContain("tracker");
    expect(keys({ config: aTenant([], { "tracker-url": "https://tracker.example" } as never) })).not.toContain(
      "tracker",
    );
  });

  it("leaves Favorites out for anonymous company sessions", () => {
    expect(keys({ account: anAccount({ id: null, userType: "COMPANY", authType: "IP" }) })).toEqual(["home"]);
  });

  it("places Compass Points fourth for individual users with the flag", () => {
    const config = aTenant(["show-tracker"], { "tracker-url": "https://tracker.example" } as never);
    const account = anAccount({ compassPointFlag: true });
    expect(keys({ account, config, subscriptions: 3 })).toEqual([
      "home",
      "subscriptions",
      "tracker",
      "compass-points",
      "favorites",
    ]);
    expect(keys({ account: anAccount({ compassPointFlag: true, userType: "COMPANY" }) })).not.toContain(
      "compass-points",
    );
  });

  it("shows Reviews with the tenant's revision-reviews feature, to signed-in people only (issue 28)", () => {
    const config = aTenant(["revision-reviews"]);
    expect(keys({ config })).toEqual(["home", "favorites", "reviews"]);
    expect(keys({ config: aTenant() })).not.toContain("reviews");
    expect(keys({ config, account: anAccount({ id: null, userType: "COMPANY", authType: "IP" }) })).not.toContain(
      "reviews",
    );
    // Not before the page is built.
    expect(keys({ config, built: (path) => path !== "/reviews" })).not.toContain("reviews");
  });

  it("shows Groups with the group-enable flag", () => {
    const config = aTenant(["group-enable"]);
    expect(keys({ config, groupEnable: true })).toContain("groups");
    expect(keys({ config, groupEnable: false })).not.toContain("groups");
  });

  it("shows E-learning for the main tenant with an e-learning site", () => {
    expect(keys({ config: aTenant([], { elearning: "https://learn.example" } as never) })).toContain("elearning");
    expect(
      keys({
        config: aTenant([], { elearning: "https://learn.example", isMainTenant: false, tenantCode: "api" } as never),
      }),
    ).not.toContain("elearning");
  });

  it("shows the usage report to ADMIN or REPORT_VIEW, not in DRM sessions", () => {
    expect(keys({ account: anAccount({ authorities: ["REPORT_VIEW"] }) })).toContain("usage");
    expect(keys({})).not.toContain("usage");
    expect(
      keys({ account: anAccount({ authorities: ["ADMIN"], contentSecurity: { "drm-view": true } }) }),
    ).not.toContain("usage");
  });

  it("shows the custom collection when the account has one", () => {
    expect(keys({ account: anAccount({ customCollection: true }) })).toContain("custom");
  });

  it("shows Compass Points admin and report to a Compass Points admin with the flag", () => {
    const admin = anAccount({ authorities: ["COMPASS_POINT_ADMIN"], compassPointFlag: true });
    expect(keys({ account: admin })).toEqual(expect.arrayContaining(["cp-admin", "cp-report"]));
    expect(keys({ account: { ...admin, compassPointFlag: false } })).not.toContain("cp-admin");
  });

  it("hides an entry the user's menu list marks as not shown", () => {
    const account = anAccount({
      authorities: ["ADMIN"],
      userMenuList: [menu("Favorites", false), menu("Subscription Usage", false)],
    } as never);
    expect(keys({ account })).toEqual(["home"]);
  });

  it("offers no page the reader does not have yet (built-routes.ts)", () => {
    const account = anAccount({
      authorities: ["ADMIN", "COMPASS_POINT_ADMIN"],
      compassPointFlag: true,
      customCollection: true,
    });
    // With the real list: the compass point lists (issue 14), the usage report and the compass
    // points report (issue 17), custom collections and groups (issue 15) are all built.
    const real = sidebarEntries({ account, config: aTenant(["group-enable"]), subscriptions: 1, groupEnable: true });
    expect(real.map((e) => e.key)).toEqual([
      "home",
      "favorites",
      "compass-points",
      "groups",
      "usage",
      "custom",
      "cp-admin",
      "cp-report",
    ]);
  });
});
