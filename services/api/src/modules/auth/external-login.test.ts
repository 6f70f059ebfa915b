// Partner tokens (JWT / APPLET: shared secret or public key, one use per jti, bounded age). Single
// sign-on (OIDC code flow against a real provider) is in sso-code-flow.test.ts.
import { generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { useApi } from "@norma/tests/harness";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerKey } from "./auth-service.ts";

const api = useApi();
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);

const PARTNER_SECRET = "partner-shared-secret-for-tests-0123456789";

// Partners whose tokens are signed with a private key; the tenant holds the public key (PEM).
const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
const ecP256 = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ecP384 = generateKeyPairSync("ec", { namedCurve: "P-384" });
const pem = (k: { publicKey: KeyObject }) => String(k.publicKey.export({ type: "spki", format: "pem" }));

beforeAll(async () => {
  const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  await api.db.tenantIdentityProvider.deleteMany({ where: { tenantId: astm.id } });
  await api.db.tenantIdentityProvider.createMany({
    data: [
      { tenantId: astm.id, kind: "JWT", issuer: "partner-portal", sharedSecret: PARTNER_SECRET },
      { tenantId: astm.id, kind: "APPLET", issuer: "desktop-applet", sharedSecret: PARTNER_SECRET },
      { tenantId: astm.id, kind: "JWT", issuer: "rsa-partner", publicKeyPem: pem(rsa) },
      { tenantId: astm.id, kind: "JWT", issuer: "ec-partner", publicKeyPem: pem(ecP256) },
      { tenantId: astm.id, kind: "APPLET", issuer: "ec384-applet", publicKeyPem: pem(ecP384) },
    ],
  });
  api.app.tenantSettings.invalidate();
});

const userOf = (email: string) => api.db.user.findFirstOrThrow({ where: { email, tenant: { code: "astm" } } });

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
