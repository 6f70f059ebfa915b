// The account menu's entries (spec 1 §2, 3 §2).
import { describe, expect, it } from "vitest";
import { anAccount, aTenant, entitlement } from "../api/test-helpers.ts";
import { accountMenuEntries, CONSOLE_PATH } from "./account-menu-entries.ts";

const ORIGIN = "https://library.example";
const keys = (entries: { key: string }[]) => entries.map((e) => e.key);
const all = () => true;
/** A user of one account (no switch), unless told otherwise. */
const user = (o: Parameters<typeof anAccount>[0] = {}) => anAccount({ cgEntitlements: [entitlement(1)], ...o });

describe("the account menu", () => {
  it("a signed-in user: my account and sign out, nothing the tenant or the user lacks", () => {
    expect(keys(accountMenuEntries(user(), aTenant(), ORIGIN, all))).toEqual(["my-account", "sign-out"]);
    expect(accountMenuEntries(user(), aTenant(), ORIGIN, all)[0]).toEqual({
      key: "my-account",
      href: "/myAccount",
    });
  });

  it("my account is the external profile address when the session or the tenant names one", () => {
    const own = accountMenuEntries(user({ profileManagementUrl: "https://id.example/me" }), aTenant(), ORIGIN, all);
    expect(own[0]).toEqual({ key: "my-account", href: "https://id.example/me", external: true });
    const tenant = accountMenuEntries(
      user(),
      aTenant([], { profileManagementUrl: "https://id.example/profile" }),
      ORIGIN,
      all,
    );
    expect(tenant[0]).toMatchObject({ href: "https://id.example/profile", external: true });
  });

  it("switch account only with more than one account, never for JWT, applet or SSO sessions", () => {
    const two = [entitlement(1), entitlement(2)];
    expect(keys(accountMenuEntries(user({ cgEntitlements: two }), aTenant(), ORIGIN, all))).toContain("switch");
    expect(keys(accountMenuEntries(user({ cgEntitlements: [entitlement(1)] }), aTenant(), ORIGIN, all))).not.toContain(
      "switch",
    );
    for (const authType of ["JWT", "APPLET", "SSO"] as const)
      expect(keys(accountMenuEntries(user({ cgEntitlements: two, authType }), aTenant(), ORIGIN, all))).not.toContain(
        "switch",
      );
  });

  it("user management for ADMIN when the tenant enables it; the console for ADMIN", () => {
    const tenant = aTenant([], { userManagement: { enable: true, url: "https://users.example/" } });
    const admin = accountMenuEntries(user({ authorities: ["ADMIN"] }), tenant, ORIGIN, all);
    expect(admin.find((e) => e.key === "users")).toEqual({
      key: "users",
      href: "https://users.example/",
      external: true,
    });
    expect(admin.find((e) => e.key === "administration")).toEqual({
      key: "administration",
      href: CONSOLE_PATH,
      page: true,
    });
    const off = aTenant([], { userManagement: { enable: false, url: "https://users.example/" } });
    expect(keys(accountMenuEntries(user({ authorities: ["ADMIN"] }), off, ORIGIN, all))).not.toContain("users");
    const plain = keys(accountMenuEntries(user({ authorities: ["REPORT_VIEW"] }), tenant, ORIGIN, all));
    expect(plain).not.toContain("users");
    expect(plain).not.toContain("administration");
  });

  it("the member link; shared with me and the share links with content-share, when the pages exist", () => {
    const tenant = aTenant(["content-share"], { memberLinkUrl: "https://members.example/" });
    expect(keys(accountMenuEntries(user(), tenant, ORIGIN, all))).toEqual([
      "my-account",
      "member",
      "shared",
      "share-links",
      "sign-out",
    ]);
    expect(keys(accountMenuEntries(user(), tenant, ORIGIN, () => false))).toEqual(["my-account", "member", "sign-out"]);
  });

  it("an anonymous company session: sign in, and register on the tenant's login site back to here", () => {
    const anonymous = user({ id: null, userType: "COMPANY", authType: "IP" });
    expect(keys(accountMenuEntries(anonymous, aTenant(), ORIGIN, all))).toEqual(["sign-in"]);
    const entries = accountMenuEntries(anonymous, aTenant([], { clUrl: "https://login.example/" }), ORIGIN, all);
    expect(entries).toEqual([
      { key: "sign-in" },
      {
        key: "register",
        href: "https://login.example/register?redirectUrl=https%3A%2F%2Flibrary.example",
        external: true,
      },
    ]);
  });
});
