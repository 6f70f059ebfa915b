// Sign-out of applet and SSO sessions asks first (spec 3 §4).
import { describe, expect, it } from "vitest";
import { signOutPlan } from "./sign-out.ts";

const config = { confirm: true, message: "logout.sso.confirm-message", redirectUrl: "https://idp.example/logout" };

describe("signing out", () => {
  it.each(["APPLET", "SSO"])("%s sessions confirm first, with the tenant's message and redirect", (kind) => {
    expect(signOutPlan(kind, config)).toEqual({
      confirm: true,
      messageKey: "logout.sso.confirm-message",
      redirect: "https://idp.example/logout",
    });
  });

  it.each(["PWD", "IP", "JWT", null])("%s sessions sign out at once, without redirect", (kind) => {
    expect(signOutPlan(kind, config)).toEqual({ confirm: false, messageKey: null, redirect: null });
  });

  it("a sign-out the app starts itself (confirm: false) does not ask", () => {
    expect(signOutPlan("SSO", config, { confirm: false })).toMatchObject({ confirm: false, redirect: null });
  });

  it("asks with the default text when the tenant configures none, and goes nowhere", () => {
    expect(signOutPlan("SSO", undefined)).toEqual({ confirm: true, messageKey: null, redirect: null });
  });

  it("follows only http(s) redirect addresses", () => {
    expect(signOutPlan("SSO", { redirectUrl: "javascript:alert(1)" }).redirect).toBeNull();
    expect(signOutPlan("SSO", { redirectUrl: null }).redirect).toBeNull();
  });
});
