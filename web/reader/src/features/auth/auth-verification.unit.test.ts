// The auth-verified screen's rules (spec 3 §2): Continue stays on this reader; every sign-in
// method has its words.
import { describe, expect, it } from "vitest";
import { anAccount, entitlement } from "../../api/test-helpers.ts";
import en from "../../i18n/locales/en.json";
import {
  AUTH_VERIFIED_PATH,
  continueTarget,
  METHOD_KEYS,
  validationFailedKeys,
  verifiedAccount,
} from "./auth-verification.ts";

describe("Continue on the auth-verified screen", () => {
  it("leads to the reader's own address it was given, with its query", () => {
    expect(continueTarget("/document/?contentCode=ASTM%7CA36")).toBe("/document/?contentCode=ASTM%7CA36");
    expect(continueTarget("/favorites")).toBe("/favorites");
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "favorites",
    "/a\nb",
    `/${"x".repeat(2001)}`,
  ])("goes home for %j", (value) => {
    expect(continueTarget(value)).toBe("/");
  });

  it("never back to itself", () => {
    expect(continueTarget(AUTH_VERIFIED_PATH)).toBe("/");
    expect(continueTarget(`${AUTH_VERIFIED_PATH}/?returnTo=/x`)).toBe("/");
  });
});

describe("what was verified", () => {
  it("names every sign-in method of the session", () => {
    for (const type of ["PWD", "IP", "SSO", "JWT", "APPLET"] as const)
      expect(METHOD_KEYS[type]).toBe(`authVerified.method.${type}`);
  });

  it("names the selected account, none when none is selected", () => {
    const two = [entitlement(1), entitlement(2)];
    expect(verifiedAccount(anAccount({ cgEntitlements: two, selectedAccountId: 2 }))).toEqual({
      name: two[1].accountName,
      number: two[1].accountNumber,
    });
    expect(verifiedAccount(anAccount({ cgEntitlements: two, selectedAccountId: null }))).toBeNull();
  });
});

describe("the validation-failed dialog (spec 3 §8)", () => {
  it("is titled APPLETIP's way, or the single sign-on variant for a federated-only tenant", () => {
    expect(validationFailedKeys(null)).toEqual({
      title: "auth.validationFailedTitle",
      message: "auth.validationFailed",
    });
    expect(validationFailedKeys({ federated: false }).title).toBe("auth.validationFailedTitle");
    expect(validationFailedKeys({ federated: true })).toEqual({
      title: "auth.validationFailedSsoTitle",
      message: "auth.validationFailedSso",
    });
  });

  it("names the caller's address in both messages", () => {
    expect(en.auth.validationFailed).toContain("{{address}}");
    expect(en.auth.validationFailedSso).toContain("{{address}}");
  });
});
