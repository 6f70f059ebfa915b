import { describe, expect, it } from "vitest";
import { signInMethods } from "./SignInMethodsField.tsx";
import { formatCertificates, parseCertificates } from "./saml-certificates.ts";
import { trySignInUrl } from "./TrySignInButton.tsx";

describe("a tenant's sign-in methods in the console's tenant list", () => {
  it("lists password, address and each enabled provider's kind once, in a fixed order", () => {
    expect(
      signInMethods({
        passwordLoginEnabled: true,
        ipLoginEnabled: true,
        identityProviders: [
          { kind: "JWT", enabled: true },
          { kind: "OIDC", enabled: true },
          { kind: "OIDC", enabled: true },
        ],
      }),
    ).toEqual(["PASSWORD", "IP", "OIDC", "JWT"]);
  });

  it("leaves out what is switched off, and a disabled provider", () => {
    expect(
      signInMethods({
        passwordLoginEnabled: false,
        ipLoginEnabled: false,
        identityProviders: [{ kind: "OIDC", enabled: false }],
      }),
    ).toEqual([]);
    expect(signInMethods({ passwordLoginEnabled: true })).toEqual(["PASSWORD"]);
  });
});

describe("the console's 'Try sign-in' address", () => {
  it("is the reader's address with the tenant chosen by ?tenant=", () => {
    expect(trySignInUrl("https://library.example.org", "astm")).toBe("https://library.example.org/?tenant=astm");
    expect(trySignInUrl("http://localhost:5173/", "aenor")).toBe("http://localhost:5173/?tenant=aenor");
  });

  it("is none without a reader address, a tenant, or with an address that is not http(s)", () => {
    expect(trySignInUrl(undefined, "astm")).toBeNull();
    expect(trySignInUrl("https://library.example.org", undefined)).toBeNull();
    expect(trySignInUrl("javascript:alert(1)", "astm")).toBeNull();
  });
});

describe("a SAML provider's certificates in the tenant form", () => {
  const pem = (body: string) => `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`;

  it("are the PEM blocks of the text, each trimmed, whatever surrounds them", () => {
    expect(parseCertificates(`  ${pem("AAA")}\n\nnote\n${pem("BBB")}\n`)).toEqual([pem("AAA"), pem("BBB")]);
    expect(parseCertificates("no certificate here")).toEqual([]);
  });

  it("are shown one after the other, and read back the same", () => {
    const list = [pem("AAA"), pem("BBB")];
    expect(parseCertificates(formatCertificates(list))).toEqual(list);
    expect(formatCertificates(undefined)).toBe("");
  });

  it("list SAML among the sign-in methods, after OIDC", () => {
    expect(
      signInMethods({
        passwordLoginEnabled: false,
        identityProviders: [
          { kind: "JWT", enabled: true },
          { kind: "SAML", enabled: true },
          { kind: "OIDC", enabled: true },
        ],
      }),
    ).toEqual(["OIDC", "SAML", "JWT"]);
  });
});
