// SSO (OIDC ID tokens verified against the issuer's JWKS) and partner tokens (JWT / APPLET).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApi } from "../../../../../tests/harness/index.ts";

const api = useApi();
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

let server: Server;
let jwk: JWK;
let privateKey: CryptoKey;
let otherKey: CryptoKey;
const ISSUER = "https://login.test.norma.example";
const OLD_ISSUER = "https://legacy-login.test.norma.example";
const CLIENT_ID = "norma-astm-test";
const PARTNER_SECRET = "partner-shared-secret-for-tests-0123456789";

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey as CryptoKey;
  otherKey = (await generateKeyPair("RS256")).privateKey as CryptoKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  await api.db.tenantIdentityProvider.deleteMany({ where: { tenantId: astm.id } });
  await api.db.tenantIdentityProvider.createMany({
    data: [
      {
        tenantId: astm.id,
        kind: "OIDC",
        issuer: ISSUER,
        clientId: CLIENT_ID,
        jwksUri: `http://127.0.0.1:${port}/jwks`,
        allowedIssuers: [OLD_ISSUER],
        federated: true,
        profileCompletionUrl: "https://profile.test.norma.example/complete",
      },
      { tenantId: astm.id, kind: "JWT", issuer: "partner-portal", sharedSecret: PARTNER_SECRET },
      { tenantId: astm.id, kind: "APPLET", issuer: "desktop-applet", sharedSecret: PARTNER_SECRET },
    ],
  });
});
afterAll(() => new Promise<void>((r) => server?.close(() => r())));

function idToken(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; iss?: string; aud?: string; exp?: string | number } = {},
) {
  return new SignJWT({ email: "individual@astm.example", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject("oidc-subject-1")
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? "5m")
    .sign(opts.key ?? privateKey);
}

const sso = (token: string) =>
  api.request({ method: "POST", url: "/api/authenticate/sso", tenant: "astm", payload: { idToken: token } });

describe("POST /api/authenticate/sso", () => {
  it("signs in the user matched by e-mail with an SSO token", async () => {
    const res = await sso(await idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("SIGNED_IN");
    expect(claimsOf(res.json().id_token)).toMatchObject({ atp: "SSO", email: "individual@astm.example", tid: "astm" });
    const user = await api.db.user.findFirstOrThrow({
      where: { email: "individual@astm.example", tenant: { code: "astm" } },
    });
    expect(user.externalSubject).toBe("oidc-subject-1");
  });

  it("accepts an allow-listed second issuer", async () => {
    expect((await sso(await idToken({}, { iss: OLD_ISSUER }))).json().outcome).toBe("SIGNED_IN");
  });

  const refused: [string, () => Promise<string>][] = [
    ["another audience", () => idToken({}, { aud: "someone-else" })],
    ["an issuer that is not allow-listed", () => idToken({}, { iss: "https://evil.example" })],
    ["a key that is not in the issuer's JWKS", () => idToken({}, { key: otherKey })],
    ["an expired token", () => idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 })],
  ];
  for (const [name, make] of refused) {
    it(`refuses ${name} with 401`, async () => {
      expect((await sso(await make())).statusCode).toBe(401);
    });
  }

  it("sends an unknown federated identity to profile completion", async () => {
    const res = await sso(await idToken({ email: "newcomer@example.org" }));
    expect(res.json()).toEqual({
      outcome: "PROFILE_COMPLETION",
      redirectUrl: "https://profile.test.norma.example/complete",
      message: "error.sso.profile-completion",
    });
  });

  it("signs out a user without entitlements when the identity is not federated", async () => {
    await api.db.tenantIdentityProvider.updateMany({ where: { issuer: ISSUER }, data: { federated: false } });
    try {
      const res = await sso(await idToken({ email: "noaccess@astm.example" }));
      expect(res.json()).toEqual({ outcome: "SIGN_OUT", message: "error.sso.no-entitlement" });
    } finally {
      await api.db.tenantIdentityProvider.updateMany({ where: { issuer: ISSUER }, data: { federated: true } });
    }
  });

  it("an SSO session may not switch accounts", async () => {
    const token = (await sso(await idToken({}))).json().id_token;
    const other = await api.db.accountMembership.findFirstOrThrow({
      where: { user: { email: "individual@astm.example" }, isDefault: false },
    });
    const res = await api.request({
      method: "POST",
      url: "/api/account/switch",
      token,
      payload: { accountId: other.accountId },
    });
    expect(res.statusCode).toBe(403);
  });
});

function partnerToken(issuer: string, secret = PARTNER_SECRET, aud = "astm") {
  return new SignJWT({ email: "individual@astm.example" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(issuer)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime("2m")
    .sign(new TextEncoder().encode(secret));
}
const partner = (token: string) =>
  api.request({ method: "POST", url: "/api/authenticate/jwt", tenant: "astm", payload: { token } });

describe("POST /api/authenticate/jwt", () => {
  it("exchanges a partner token for a JWT session", async () => {
    const res = await partner(await partnerToken("partner-portal"));
    expect(res.json().outcome).toBe("SIGNED_IN");
    expect(claimsOf(res.json().id_token).atp).toBe("JWT");
  });

  it("marks a desktop applet's token as an APPLET session", async () => {
    const res = await partner(await partnerToken("desktop-applet"));
    expect(claimsOf(res.json().id_token).atp).toBe("APPLET");
  });

  it("refuses a wrong key, another audience and an unknown issuer", async () => {
    expect((await partner(await partnerToken("partner-portal", "not-the-secret-not-the-secret-0123"))).statusCode).toBe(
      401,
    );
    expect((await partner(await partnerToken("partner-portal", PARTNER_SECRET, "api"))).statusCode).toBe(401);
    expect((await partner(await partnerToken("stranger"))).statusCode).toBe(401);
  });
});
