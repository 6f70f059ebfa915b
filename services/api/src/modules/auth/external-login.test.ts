// SSO (OIDC ID tokens verified against the issuer's JWKS, users linked to issuer + subject) and
// partner tokens (JWT / APPLET: shared secret or public key, one use per jti, bounded age).
import { generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { useApi } from "@norma/tests/harness";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerKey } from "./auth-service.ts";

const api = useApi();
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);

let server: Server;
let jwk: JWK;
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let astmId: number;
const ISSUER = "https://login.test.norma.example";
const OLD_ISSUER = "https://legacy-login.test.norma.example";
const CLIENT_ID = "norma-astm-test";
const PARTNER_SECRET = "partner-shared-secret-for-tests-0123456789";

// Partners whose tokens are signed with a private key; the tenant holds the public key (PEM).
const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
const ecP256 = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ecP384 = generateKeyPairSync("ec", { namedCurve: "P-384" });
const pem = (k: { publicKey: KeyObject }) => String(k.publicKey.export({ type: "spki", format: "pem" }));

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
  astmId = astm.id;
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
      { tenantId: astm.id, kind: "JWT", issuer: "rsa-partner", publicKeyPem: pem(rsa) },
      { tenantId: astm.id, kind: "JWT", issuer: "ec-partner", publicKeyPem: pem(ecP256) },
      { tenantId: astm.id, kind: "APPLET", issuer: "ec384-applet", publicKeyPem: pem(ecP384) },
    ],
  });
  api.app.tenantSettings.invalidate();
});
afterAll(() => new Promise<void>((r) => server?.close(() => r())));

function idToken(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; iss?: string; aud?: string; exp?: string | number; sub?: string } = {},
) {
  return new SignJWT({ email: "individual@astm.example", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject(opts.sub ?? "oidc-subject-1")
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? "5m")
    .sign(opts.key ?? privateKey);
}

const sso = (token: string, tenant = "astm") =>
  api.request({ method: "POST", url: "/api/authenticate/sso", tenant, payload: { idToken: token } });

const userOf = (email: string) => api.db.user.findFirstOrThrow({ where: { email, tenant: { code: "astm" } } });

describe("POST /api/authenticate/sso", () => {
  it("signs in the user matched by e-mail and links them to the provider's issuer and the subject", async () => {
    const res = await sso(await idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("SIGNED_IN");
    expect(claimsOf(res.json().id_token)).toMatchObject({ atp: "SSO", email: "individual@astm.example", tid: "astm" });
    const user = await userOf("individual@astm.example");
    expect(user).toMatchObject({ externalIssuer: ISSUER, externalSubject: "oidc-subject-1" });
  });

  it("accepts an allow-listed second issuer as the same provider (same link)", async () => {
    expect((await sso(await idToken({}, { iss: OLD_ISSUER }))).json().outcome).toBe("SIGNED_IN");
    expect(await userOf("individual@astm.example")).toMatchObject({ externalIssuer: ISSUER });
  });

  it("refuses another subject presenting the e-mail of a linked user", async () => {
    const res = await sso(await idToken({}, { sub: "someone-else-at-the-idp" }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.sso.identity-mismatch");
    const audit = await api.db.managementAuditEvent.findFirst({
      where: { type: "AUTHENTICATION_FAILURE", principal: "individual@astm.example" },
      orderBy: { id: "desc" },
    });
    expect(JSON.stringify(audit?.data)).toContain("linked to another identity");
  });

  it("matches a linked identity on its subject, whatever e-mail the token carries now", async () => {
    const res = await sso(await idToken({ email: "renamed@astm.example" }));
    expect(res.json().outcome).toBe("SIGNED_IN");
    expect(claimsOf(res.json().id_token).email).toBe("individual@astm.example");
  });

  it("refuses an ID token whose e-mail the provider has not verified, and accepts a verified one", async () => {
    for (const unverified of [false, "false"]) {
      const res = await sso(
        await idToken({ email: "single@astm.example", email_verified: unverified }, { sub: "s-2" }),
      );
      expect(res.statusCode, String(unverified)).toBe(401);
      expect(res.json().message).toBe("error.sso.email-unverified");
    }
    expect((await userOf("single@astm.example")).externalSubject).toBeNull();
    const ok = await sso(await idToken({ email: "single@astm.example", email_verified: true }, { sub: "s-2" }));
    expect(ok.json().outcome).toBe("SIGNED_IN");
    expect((await userOf("single@astm.example")).externalSubject).toBe("s-2");
  });

  const refused: [string, () => Promise<string>][] = [
    ["another audience", () => idToken({}, { aud: "someone-else" })],
    // demowl's own client id: a token for another tenant's reader
    ["another tenant's clientId as audience", () => idToken({}, { aud: "norma-reader-demowl" })],
    ["an issuer that is not allow-listed", () => idToken({}, { iss: "https://evil.example" })],
    ["a key that is not in the issuer's JWKS", () => idToken({}, { key: otherKey })],
    ["an expired token", () => idToken({}, { exp: now() - 60 })],
    [
      "an unsigned token (alg none)",
      async () =>
        `${b64({ alg: "none", kid: "k1" })}.${b64({
          iss: ISSUER,
          aud: CLIENT_ID,
          sub: "oidc-subject-1",
          email: "individual@astm.example",
          iat: now(),
          exp: now() + 300,
        })}.`,
    ],
    [
      "an HS256 token (signed with the provider's public key as the secret)",
      () =>
        new SignJWT({ email: "individual@astm.example" })
          .setProtectedHeader({ alg: "HS256", kid: "k1" })
          .setIssuer(ISSUER)
          .setAudience(CLIENT_ID)
          .setSubject("oidc-subject-1")
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(new TextEncoder().encode(JSON.stringify(jwk))),
    ],
  ];
  for (const [name, make] of refused) {
    it(`refuses ${name} with 401`, async () => {
      const res = await sso(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/^error\.sso\./);
    });
  }

  it("refuses this tenant's ID token on another tenant", async () => {
    const res = await sso(await idToken({}), "demowl");
    expect(res.statusCode).toBe(401);
  });

  it("sends an unknown federated identity to profile completion", async () => {
    const res = await sso(await idToken({ email: "newcomer@example.org" }, { sub: "newcomer" }));
    expect(res.json()).toEqual({
      outcome: "PROFILE_COMPLETION",
      redirectUrl: "https://profile.test.norma.example/complete",
      message: "error.sso.profile-completion",
    });
  });

  it("a user lacking a name completes the profile (federated) or is signed out with the reason", async () => {
    const single = await userOf("single@astm.example");
    const companyAccount = await api.db.account.findFirstOrThrow({ where: { tenantId: astmId, type: "COMPANY" } });
    const nameless = await api.db.user.create({
      data: {
        tenantId: astmId,
        email: "nameless@astm.example",
        passwordHash: single.passwordHash,
        userType: "INDIVIDUAL",
        firstName: null,
        lastName: "Only",
        memberships: { create: [{ accountId: companyAccount.id, isDefault: true }] },
      },
    });
    const token = await idToken({ email: nameless.email }, { sub: "nameless-sub" });
    expect((await sso(token)).json()).toMatchObject({ outcome: "PROFILE_COMPLETION" });
    await api.db.tenantIdentityProvider.updateMany({ where: { issuer: ISSUER }, data: { federated: false } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await sso(await idToken({ email: nameless.email }, { sub: "nameless-sub" }));
      expect(res.json()).toEqual({ outcome: "SIGN_OUT", message: "error.sso.profile-incomplete" });
    } finally {
      await api.db.tenantIdentityProvider.updateMany({ where: { issuer: ISSUER }, data: { federated: true } });
      api.app.tenantSettings.invalidate();
    }
    expect((await api.db.user.findUniqueOrThrow({ where: { id: nameless.id } })).externalSubject).toBeNull();
  });

  it("signs out a user without entitlements when the identity is not federated", async () => {
    await api.db.tenantIdentityProvider.updateMany({ where: { issuer: ISSUER }, data: { federated: false } });
    api.app.tenantSettings.invalidate();
    try {
      const res = await sso(await idToken({ email: "noaccess@astm.example" }, { sub: "noaccess-sub" }));
      expect(res.json()).toEqual({ outcome: "SIGN_OUT", message: "error.sso.no-entitlement" });
    } finally {
      await api.db.tenantIdentityProvider.updateMany({ where: { issuer: ISSUER }, data: { federated: true } });
      api.app.tenantSettings.invalidate();
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

interface PartnerOptions {
  issuer?: string;
  secret?: string;
  aud?: string;
  jti?: string | null;
  iat?: number | null;
  exp?: number | null;
  email?: string;
}

/** A partner token: HS256 with the shared secret unless a private key and algorithm are given. */
function partnerToken(o: PartnerOptions = {}, signer?: { key: Parameters<SignJWT["sign"]>[0]; alg: string }) {
  const t = now();
  const payload: Record<string, unknown> = {
    email: o.email ?? "individual@astm.example",
    iss: o.issuer ?? "partner-portal",
    aud: o.aud ?? "astm",
    sub: "partner-user-7",
  };
  if (o.jti !== null) payload.jti = o.jti ?? randomUUID();
  if (o.iat !== null) payload.iat = o.iat ?? t;
  if (o.exp !== null) payload.exp = o.exp ?? t + 120;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: signer?.alg ?? "HS256" })
    .sign(signer?.key ?? new TextEncoder().encode(o.secret ?? PARTNER_SECRET));
}
const partner = (token: string) =>
  api.request({ method: "POST", url: "/api/authenticate/jwt", tenant: "astm", payload: { token } });

describe("POST /api/authenticate/jwt", () => {
  it("exchanges a partner token for a JWT session, without linking the user to the partner's subject", async () => {
    const res = await partner(await partnerToken({ email: "admin@astm.example" }));
    expect(res.json().outcome).toBe("SIGNED_IN");
    expect(claimsOf(res.json().id_token)).toMatchObject({ atp: "JWT", email: "admin@astm.example" });
    expect(await userOf("admin@astm.example")).toMatchObject({ externalIssuer: null, externalSubject: null });
  });

  it("marks a desktop applet's token as an APPLET session", async () => {
    const res = await partner(await partnerToken({ issuer: "desktop-applet" }));
    expect(claimsOf(res.json().id_token).atp).toBe("APPLET");
  });

  it("refuses a wrong key, another audience and an unknown issuer", async () => {
    expect((await partner(await partnerToken({ secret: "not-the-secret-not-the-secret-0123" }))).statusCode).toBe(401);
    expect((await partner(await partnerToken({ aud: "api" }))).statusCode).toBe(401);
    expect((await partner(await partnerToken({ issuer: "stranger" }))).statusCode).toBe(401);
  });

  it("accepts each token once: a replay is refused while the token could still be accepted", async () => {
    const token = await partnerToken();
    expect((await partner(token)).json().outcome).toBe("SIGNED_IN");
    const replay = await partner(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      message: "error.partner.replayed",
      detail: "The token has been used already",
    });
    const jti = claimsOf(token).jti;
    const keys = await api.redis.keys(`${api.config.redisPrefix}:auth:used-jti:*:${jti}`);
    expect(keys).toHaveLength(1);
    const ttl = await api.redis.ttl(keys[0]);
    expect(ttl).toBeGreaterThan(api.config.auth.partnerTokenMaxAgeSeconds - 5);
    expect(ttl).toBeLessThanOrEqual(api.config.auth.partnerTokenMaxAgeSeconds + 30);
    // The same jti from another partner is another token.
    expect((await partner(await partnerToken({ issuer: "desktop-applet", jti }))).json().outcome).toBe("SIGNED_IN");
  });

  const bad: [string, PartnerOptions][] = [
    ["without a jti", { jti: null }],
    ["with an empty jti", { jti: "" }],
    ["without an iat", { iat: null }],
    ["without an exp", { exp: null }],
    ["issued longer ago than the maximum age (still unexpired)", { iat: now() - 600, exp: now() + 3_600 }],
    ["issued in the future", { iat: now() + 600, exp: now() + 900 }],
    ["expired", { iat: now() - 200, exp: now() - 100 }],
  ];
  for (const [name, o] of bad) {
    it(`refuses a token ${name} with 401`, async () => {
      const res = await partner(await partnerToken(o));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("error.partner.invalid-token");
    });
  }

  it("verifies an RSA partner key's tokens (RS256, RS512)", async () => {
    for (const alg of ["RS256", "RS512"]) {
      const res = await partner(await partnerToken({ issuer: "rsa-partner" }, { key: rsa.privateKey, alg }));
      expect(res.json().outcome, alg).toBe("SIGNED_IN");
    }
  });

  it("verifies EC partner keys by their curve (P-256 → ES256, P-384 → ES384)", async () => {
    const p256 = await partner(await partnerToken({ issuer: "ec-partner" }, { key: ecP256.privateKey, alg: "ES256" }));
    expect(p256.json().outcome).toBe("SIGNED_IN");
    const p384 = await partner(
      await partnerToken({ issuer: "ec384-applet" }, { key: ecP384.privateKey, alg: "ES384" }),
    );
    expect(claimsOf(p384.json().id_token).atp).toBe("APPLET");
  });

  it("refuses tokens signed with another key or an algorithm the partner's key does not have", async () => {
    const otherRsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const cases: [string, Promise<string>][] = [
      ["another RSA key", partnerToken({ issuer: "rsa-partner" }, { key: otherRsa, alg: "RS256" })],
      [
        "an EC key for the RSA partner",
        partnerToken({ issuer: "rsa-partner" }, { key: ecP256.privateKey, alg: "ES256" }),
      ],
      ["an RSA key for the EC partner", partnerToken({ issuer: "ec-partner" }, { key: rsa.privateKey, alg: "RS256" })],
      ["ES256 for the P-384 key", partnerToken({ issuer: "ec384-applet" }, { key: ecP256.privateKey, alg: "ES256" })],
      ["HS256 with the public key as the secret", partnerToken({ issuer: "rsa-partner", secret: pem(rsa) })],
      [
        "alg none",
        Promise.resolve(
          `${b64({ alg: "none" })}.${b64({ iss: "rsa-partner", aud: "astm", email: "individual@astm.example", jti: randomUUID(), iat: now(), exp: now() + 60 })}.`,
        ),
      ],
    ];
    for (const [name, token] of cases) expect((await partner(await token)).statusCode, name).toBe(401);
  });

  it("derives the algorithms from the key type, never from the token", () => {
    expect(partnerKey(pem(rsa)).algorithms).toEqual(["RS256", "RS384", "RS512"]);
    expect(partnerKey(pem(ecP256)).algorithms).toEqual(["ES256"]);
    expect(partnerKey(pem(ecP384)).algorithms).toEqual(["ES384"]);
    expect(partnerKey(pem(generateKeyPairSync("ec", { namedCurve: "P-521" }))).algorithms).toEqual(["ES512"]);
    expect(partnerKey(pem(generateKeyPairSync("ed25519"))).algorithms).toEqual(["EdDSA"]);
    expect(() => partnerKey(pem(generateKeyPairSync("ec", { namedCurve: "secp256k1" })))).toThrow(/unsupported curve/);
    expect(() => partnerKey("not a key")).toThrow();
  });
});
