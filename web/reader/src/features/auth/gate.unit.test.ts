// What the shell shows for the sign-in state (spec 3 §2, §4, §8).
import { describe, expect, it } from "vitest";
import { anAccount, entitlement } from "../../api/test-helpers.ts";
import { gateAction, gateView } from "./gate.ts";
import { CALLBACK_PATH } from "./sso.ts";

const selecting = (count: number, authType: "PWD" | "JWT" | "SSO" | "APPLET" | "IP" = "PWD") =>
  anAccount({
    sessionState: "SELECT_ACCOUNT",
    selectedAccountId: null,
    authType,
    cgEntitlements: Array.from({ length: count }, (_, i) => entitlement(i + 1)),
  });

describe("the view", () => {
  it("shows the SSO callback page on its path, signed in or not", () => {
    expect(gateView(CALLBACK_PATH, false, null)).toBe("callback");
    expect(gateView(CALLBACK_PATH, true, anAccount())).toBe("callback");
  });

  it("shows the sign-in screen while signed out", () => {
    expect(gateView("/", false, null)).toBe("sign-in");
  });

  it("shows a blank area while the session object loads", () => {
    expect(gateView("/", true, null)).toBe("blank");
  });

  it("shows the app for a ready session", () => {
    expect(gateView("/content-search/", true, anAccount())).toBe("app");
  });

  it("SELECT_ACCOUNT with several accounts: the account switch", () => {
    expect(gateView("/", true, selecting(2))).toBe("switch-account");
  });

  it("SELECT_ACCOUNT with one account: the auth-verification screen while it is validated", () => {
    expect(gateView("/", true, selecting(1))).toBe("verifying");
  });

  it.each(["JWT", "SSO", "APPLET"] as const)(
    "SELECT_ACCOUNT of a %s session: no switch screen, the auth-verification screen behind the dialog",
    (authType) => {
      expect(gateView("/", true, selecting(3, authType))).toBe("verifying");
    },
  );

  it("NO_ENTITLEMENTS: blank behind the message", () => {
    expect(gateView("/", true, anAccount({ sessionState: "NO_ENTITLEMENTS", cgEntitlements: [] }))).toBe("blank");
  });
});

describe("what the shell does once per session object", () => {
  it("selects the only account automatically", () => {
    expect(gateAction(selecting(1))).toEqual({ kind: "select", accountId: 1 });
  });

  it("lets a user with several accounts choose (nothing automatic)", () => {
    expect(gateAction(selecting(2))).toEqual({ kind: "none" });
  });

  it.each(["JWT", "SSO", "APPLET"] as const)(
    "a %s session without a valid account: the validation dialog, then sign out",
    (authType) => {
      expect(gateAction(selecting(2, authType))).toEqual({ kind: "validation-failed" });
    },
  );

  it("a JWT session with a single account is still selected automatically", () => {
    expect(gateAction(selecting(1, "JWT"))).toEqual({ kind: "select", accountId: 1 });
  });

  it("no entitlements: the role message, then sign out", () => {
    expect(gateAction(anAccount({ sessionState: "NO_ENTITLEMENTS", cgEntitlements: [] }))).toEqual({
      kind: "no-entitlements",
    });
  });

  it("a ready session: nothing", () => {
    expect(gateAction(anAccount())).toEqual({ kind: "none" });
  });
});
