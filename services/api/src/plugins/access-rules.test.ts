// The access hook's rules one by one, without a database: the tenant resolver, the actor loader
// and the deny-list are in-memory fakes, the routes carry hand-made operations. access.test.ts
// runs the same hook through the real contract, loader and Redis; this file is what mutation
// testing runs (`npm run mutation -- access`), seconds per mutant instead of a database per run.

import { createHmac, generateKeyPairSync } from "node:crypto";
import { createDecoder, createSigner } from "fast-jwt";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Config } from "../config.ts";
import type { ActorState } from "../modules/auth/actor-loader.ts";
import type { TenantContext } from "../modules/tenants/tenant-resolver.ts";
import accessPlugin, { IAT_CLOCK_SKEW_SECONDS } from "./access.ts";
import errorsPlugin from "./errors.ts";
import type { OperationSpec, Security } from "./openapi.ts";

const SECRET = "access-rules-test-secret-of-enough-length";
const ISSUER = "norma-test";
const AUDIENCE = "norma-test-web";

const TENANTS: Record<string, TenantContext> = {
  astm: { id: 1, code: "astm", name: "ASTM", isMain: true, mainPublisherId: 1, features: { tracking: true } },
  aenor: { id: 2, code: "aenor", name: "AENOR", isMain: false, mainPublisherId: 2, features: {} },
};
const HOSTS: Record<string, string> = { "aenor.example": "aenor" };

/** What the fakes were asked, and what they answer. */
const calls = { byCode: [] as string[], check: [] as [number, number | null, number | null][] };
const revoked = new Set<string>();
let actorState: ActorState = "ok";

function operation(operationId: string, over: Partial<OperationSpec> = {}): OperationSpec {
  return {
    operationId,
    method: "GET",
    path: `/${operationId}`,
    url: `/${operationId}`,
    security: "optional" as Security,
    authorities: [],
    userTypes: [],
    features: [],
    signedIn: false,
    formBody: false,
    schema: {},
    ...over,
  } as OperationSpec;
}

const OPERATIONS = [
  operation("optionalOp"),
  operation("requiredOp", { security: "required" }),
  operation("noneOp", { security: "none" }),
  operation("getHealth", { security: "none" }),
  operation("getPrometheusMetrics", { security: "none" }),
  operation("getPublisherLogo", { security: "none" }),
  operation("signedInOp", { security: "required", signedIn: true }),
  operation("individualOp", { security: "required", userTypes: ["INDIVIDUAL"] }),
  operation("adminOp", { security: "optional", authorities: ["ADMIN", "REPORT_VIEW"] }),
  operation("cpAdminOp", { security: "required", authorities: ["COMPASS_POINT_ADMIN"] }),
  operation("trackingOp", { features: ["tracking"] }),
  operation("twoFeaturesOp", { features: ["tracking", "compare"] }),
];

type JwtSettings =
  | { algorithm: "HS256"; secret: string }
  | { algorithm: "RS256"; privateKey: string; publicKey: string };

/** The hook on the fakes, with these token keys, and a route per operation answering what it saw. */
async function appWith(jwt: JwtSettings): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  await instance.register(errorsPlugin);
  await instance.register(accessPlugin, {
    config: {
      jwt: { ...jwt, issuer: ISSUER, audience: AUDIENCE },
      defaultTenant: "astm",
    } as unknown as Config,
    tenants: {
      async byCode(code: string) {
        calls.byCode.push(code);
        return TENANTS[code] ?? null;
      },
      async codeForHost(host: string) {
        return HOSTS[host] ?? null;
      },
    } as never,
    actors: {
      async check(tenantId: number, userId: number | null, accountId: number | null) {
        calls.check.push([tenantId, userId, accountId]);
        return actorState;
      },
    } as never,
    tokens: () => ({ isRevoked: async (jti: string) => revoked.has(jti) }) as never,
    // The public API's keys are tested with the real app (modules/public-api/public-api.test.ts).
    apiKeys: {
      async authenticate() {
        throw new Error("no API-key operation here");
      },
    },
    scimTokens: {
      async authenticate() {
        throw new Error("no SCIM operation here");
      },
    },
  });
  for (const op of OPERATIONS) {
    instance.get(op.url, { config: { operation: op } }, async (request) => ({
      tenant: request.tenant?.code ?? null,
      actor: request.actor,
    }));
  }
  // A route of no operation (as Fastify's own 404s): the hook leaves it alone.
  instance.get("/plain", async (request) => ({ tenant: request.tenant?.code ?? null }));
  await instance.ready();
  return instance;
}

let app: FastifyInstance;
// A fresh app for every test rather than one in beforeAll: a registration that throws then fails
// the test, where a failing beforeAll only skips them, and every test runs the registration —
// mutation testing runs only the tests that ran a mutated line, and reads skipped ones as passed.
beforeEach(async () => {
  app = await appWith({ algorithm: "HS256", secret: SECRET });
});
afterEach(() => app.close());

beforeEach(() => {
  calls.byCode.length = 0;
  calls.check.length = 0;
  revoked.clear();
  actorState = "ok";
});

const now = () => Math.floor(Date.now() / 1000);
const sign = createSigner({ key: SECRET, algorithm: "HS256" });

function token(over: Record<string, unknown> = {}): string {
  return sign({
    sub: "7",
    tid: "astm",
    acc: 70,
    utp: "INDIVIDUAL",
    atp: "PASSWORD",
    auth: ["ROLE_USER"],
    jti: "jti-1",
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now(),
    exp: now() + 3600,
    ...over,
  });
}

async function call(path: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: "GET", url: path, headers });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

describe("the tenant of a request", () => {
  it("is the X-Tenant header (trimmed, any case), else the host's tenant, else the default", async () => {
    expect((await call("/optionalOp", { "x-tenant": "  AENOR " })).body.tenant).toBe("aenor");
    expect((await call("/optionalOp", { host: "aenor.example" })).body.tenant).toBe("aenor");
    expect((await call("/optionalOp", { host: "elsewhere.example" })).body.tenant).toBe("astm");
    expect((await call("/optionalOp", { "x-tenant": "   " })).body.tenant).toBe("astm");
  });

  it("answers 404 for an unknown tenant without a token", async () => {
    const res = await call("/optionalOp", { "x-tenant": "nobody" });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "error.tenant.invalid", detail: "Unknown tenant 'nobody'" });
  });

  it("is the token's tenant; another tenant named beside the token is refused", async () => {
    expect((await call("/optionalOp", bearer(token()))).body.tenant).toBe("astm");
    expect((await call("/optionalOp", { ...bearer(token()), "x-tenant": "astm" })).status).toBe(200);
    const other = await call("/optionalOp", { ...bearer(token()), "x-tenant": "aenor" });
    expect(other.status).toBe(401);
    expect(other.body).toMatchObject({ message: "error.token.tenant", detail: "The token belongs to another tenant" });
    const byHost = await call("/optionalOp", { ...bearer(token()), host: "aenor.example" });
    expect(byHost.status).toBe(401);
  });

  it("refuses a token whose tenant no longer exists (401, not the anonymous 404)", async () => {
    const res = await call("/optionalOp", bearer(token({ tid: "gone" })));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "error.token.tenant", detail: "The token's tenant does not exist" });
  });

  it("is not resolved at all for the tenantless operations, a token or not", async () => {
    for (const path of ["/getHealth", "/getPrometheusMetrics", "/getPublisherLogo"]) {
      const res = await call(path, { "x-tenant": "nobody" });
      expect(res.status, path).toBe(200);
      expect(res.body.tenant, path).toBeNull();
    }
    expect(calls.byCode).toEqual([]);
  });

  it("is left alone on a route of no operation", async () => {
    const res = await call("/plain", bearer("not-a-token"));
    expect(res.status).toBe(200);
    expect(res.body.tenant).toBeNull();
    expect(calls.byCode).toEqual([]);
  });
});

describe("the bearer token", () => {
  it("is ignored by operations without security, even when it is not valid", async () => {
    const res = await call("/noneOp", { authorization: "Basic abc" });
    expect(res.status).toBe(200);
    expect(res.body.actor).toBeNull();
  });

  it("must be 'Bearer <token>'", async () => {
    // "Token Bearer <jwt>" ends like a bearer header but is not one.
    for (const authorization of ["Basic abc", "Bearer", "Bearer a b", "bearer", `Token Bearer ${token()}`]) {
      const res = await call("/optionalOp", { authorization });
      expect(res.status, authorization).toBe(401);
      expect(res.body.detail, authorization).toBe("The Authorization header must be 'Bearer <token>'");
    }
    expect((await call("/optionalOp", { authorization: `bearer ${token()}` })).status).toBe(200);
  });

  it("is refused when forged, of another issuer or audience, or missing a required claim", async () => {
    const forged = createSigner({ key: "another-secret-of-enough-length-12345", algorithm: "HS256" })({
      sub: "7",
      tid: "astm",
      iss: ISSUER,
      aud: AUDIENCE,
    });
    for (const t of [
      forged,
      token({ iss: "someone-else" }),
      token({ aud: "another-app" }),
      sign({ sub: "7", tid: "astm", iss: ISSUER, aud: AUDIENCE, exp: now() + 60 }),
    ]) {
      const res = await call("/optionalOp", bearer(t));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: "error.token.invalid", detail: "The token is not valid" });
    }
  });

  it("is verified with the configured algorithm only: the same secret under HS384 is refused", async () => {
    const hs384 = createSigner({ key: SECRET, algorithm: "HS384" })({
      sub: "7",
      tid: "astm",
      acc: 70,
      utp: "INDIVIDUAL",
      atp: "PASSWORD",
      jti: "jti-384",
      iss: ISSUER,
      aud: AUDIENCE,
      iat: now(),
      exp: now() + 3600,
    });
    const res = await call("/optionalOp", bearer(hs384));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "error.token.invalid" });
  });

  it("the app's own tokens (tokens.ts signs with app.jwt) carry the algorithm, issuer and audience, and pass", async () => {
    const own = app.jwt.sign(
      { sub: "7", tid: "astm", acc: 70, utp: "INDIVIDUAL", atp: "PASSWORD", jti: "jti-own" } as never,
      {
        expiresIn: 600,
      },
    );
    const decoded = createDecoder({ complete: true })(own) as {
      header: { alg: string };
      payload: Record<string, unknown>;
    };
    expect(decoded.header.alg).toBe("HS256");
    expect(decoded.payload).toMatchObject({ iss: ISSUER, aud: AUDIENCE });
    expect((await call("/requiredOp", bearer(own))).status).toBe(200);
  });

  it("with RS256 keys: a token signed with the private key passes, an HS256 one does not", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const rsa = await appWith({ algorithm: "RS256", privateKey, publicKey });
    try {
      const claims = {
        sub: "7",
        tid: "astm",
        acc: 70,
        utp: "INDIVIDUAL",
        atp: "PASSWORD",
        jti: "jti-rs",
        iss: ISSUER,
        aud: AUDIENCE,
        iat: now(),
        exp: now() + 3600,
      };
      const signed = createSigner({ key: privateKey, algorithm: "RS256" })(claims);
      const good = await rsa.inject({ method: "GET", url: "/requiredOp", headers: bearer(signed) });
      expect(good.statusCode).toBe(200);
      expect(good.json().actor).toMatchObject({ userId: 7, jti: "jti-rs" });
      const hs = await rsa.inject({ method: "GET", url: "/requiredOp", headers: bearer(token()) });
      expect(hs.statusCode).toBe(401);
      // The app signs its own tokens with the private key.
      const own = rsa.jwt.sign(
        {
          sub: "7",
          tid: "astm",
          acc: 70,
          utp: "INDIVIDUAL",
          atp: "PASSWORD",
          jti: "jti-rs-own",
        } as never,
        { expiresIn: 600 },
      );
      expect((createDecoder({ complete: true })(own) as { header: { alg: string } }).header.alg).toBe("RS256");
      expect((await rsa.inject({ method: "GET", url: "/requiredOp", headers: bearer(own) })).statusCode).toBe(200);
    } finally {
      await rsa.close();
    }
  });

  it("says when it has expired", async () => {
    const res = await call("/optionalOp", bearer(token({ iat: now() - 7200, exp: now() - 60 })));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "error.token.expired", detail: "The token has expired" });
  });

  it(`is refused when issued more than ${IAT_CLOCK_SKEW_SECONDS} s in the future, accepted within that skew`, async () => {
    expect(IAT_CLOCK_SKEW_SECONDS).toBe(60);
    expect((await call("/optionalOp", bearer(token({ iat: now() + 30 })))).status).toBe(200);
    const ahead = await call("/optionalOp", bearer(token({ iat: now() + 180, exp: now() + 3600 })));
    expect(ahead.status).toBe(401);
    expect(ahead.body).toMatchObject({ message: "error.token.invalid", detail: "The token is not valid" });
  });

  it(`the skew's edge: issued exactly ${IAT_CLOCK_SKEW_SECONDS} s ahead passes, a second more does not`, async () => {
    // The server's clock held still, late in a second, so "now" is the same for the token and the check.
    const second = now() + 5;
    const clock = vi.spyOn(Date, "now").mockReturnValue(second * 1000 + 900);
    try {
      const at = (ahead: number) => bearer(token({ iat: second + ahead, exp: second + 3600 }));
      expect((await call("/optionalOp", at(IAT_CLOCK_SKEW_SECONDS))).status).toBe(200);
      expect((await call("/optionalOp", at(IAT_CLOCK_SKEW_SECONDS + 1))).status).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it("is refused when its iat is not a number", async () => {
    // fast-jwt's signer writes iat as a number and its verifier takes any type, so signed by hand.
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const claims = { sub: "7", tid: "astm", acc: 70, utp: "INDIVIDUAL", atp: "PASSWORD", jti: "jti-iat" };
    const body = `${part({ alg: "HS256", typ: "JWT" })}.${part({ ...claims, iss: ISSUER, aud: AUDIENCE, iat: "1", exp: now() + 3600 })}`;
    const stringIat = `${body}.${createHmac("sha256", SECRET).update(body).digest("base64url")}`;
    const res = await call("/optionalOp", bearer(stringIat));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "error.token.invalid", detail: "The token is not valid" });
  });

  it("is refused once revoked (the deny-list is asked with the token's jti)", async () => {
    revoked.add("jti-revoked");
    const res = await call("/optionalOp", bearer(token({ jti: "jti-revoked" })));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "error.token.revoked", detail: "The token has been revoked" });
    expect((await call("/optionalOp", bearer(token({ jti: "jti-other" })))).status).toBe(200);
  });
});

describe("the token's user and account", () => {
  it("are checked in the token's tenant with the user id and account", async () => {
    await call("/optionalOp", bearer(token({ sub: "7", acc: 70 })));
    expect(calls.check).toEqual([[1, 7, 70]]);
  });

  it("a user gone or deactivated: 401; an account gone: the 500 the clients sign out on", async () => {
    actorState = "user-gone";
    const user = await call("/optionalOp", bearer(token()));
    expect(user.status).toBe(401);
    expect(user.body).toMatchObject({
      message: "error.user.inactive",
      detail: "The user no longer exists or is not activated",
    });
    actorState = "account-gone";
    const account = await call("/optionalOp", bearer(token()));
    expect(account.status).toBe(500);
    expect(account.body).toMatchObject({ detail: "account id not exist", message: "error.account.gone" });
  });

  it("make the request's actor, every field from the token", async () => {
    const iat = now() - 100;
    const res = await call("/optionalOp", {
      ...bearer(
        token({
          sub: "42",
          acc: 9,
          email: "ana@example.com",
          utp: "INDIVIDUAL",
          atp: "SSO",
          auth: ["REPORT_VIEW", "ADMIN", "NOT_AN_AUTHORITY", "CP_ADMIN"],
          jti: "jti-42",
          iat,
          exp: iat + 600,
          auth_time: iat - 50,
          rem: true,
        }),
      ),
      "x-access-method": "tdm",
    });
    expect(res.status).toBe(200);
    expect(res.body.actor).toEqual({
      userId: 42,
      email: "ana@example.com",
      tenantId: 1,
      tenantCode: "astm",
      accountId: 9,
      userType: "INDIVIDUAL",
      authType: "SSO",
      authorities: ["ADMIN", "COMPASS_POINT_ADMIN", "CP_ADMIN", "REPORT_VIEW"],
      jti: "jti-42",
      exp: iat + 600,
      authTime: iat - 50,
      rememberMe: true,
      accessMethod: "TDM",
    });
  });

  it("an anonymous company session (sub account:<id>) has no user id; defaults for the optional claims", async () => {
    const iat = now() - 10;
    const res = await call("/optionalOp", bearer(token({ sub: "account:70", utp: "COMPANY", iat, rem: "yes" })));
    const actor = res.body.actor as Record<string, unknown>;
    expect(actor).toMatchObject({
      userId: null,
      email: null,
      authTime: iat,
      rememberMe: false,
      accessMethod: "Regular",
    });
    expect(calls.check).toEqual([[1, null, 70]]);
  });

  it("a sub that only begins with digits is no user id", async () => {
    const res = await call("/optionalOp", bearer(token({ sub: "7x" })));
    expect(res.status).toBe(200);
    expect(calls.check).toEqual([[1, null, 70]]);
  });
});

describe("the operation's guards", () => {
  it("security required: 401 without a token; optional: anonymous allowed", async () => {
    expect((await call("/requiredOp")).status).toBe(401);
    expect((await call("/requiredOp", bearer(token()))).status).toBe(200);
    const anonymous = await call("/optionalOp");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.actor).toBeNull();
  });

  it("x-signed-in refuses an anonymous company session with the sign-in key; a user passes", async () => {
    const company = await call("/signedInOp", bearer(token({ sub: "account:70", utp: "COMPANY" })));
    expect(company.status).toBe(403);
    expect(company.body).toMatchObject({ message: "error.signed-in-required", detail: "Sign in to use this" });
    expect((await call("/signedInOp", bearer(token()))).status).toBe(200);
  });

  it("x-user-types refuses other user types by name", async () => {
    const company = await call("/individualOp", bearer(token({ utp: "COMPANY" })));
    expect(company.status).toBe(403);
    expect(company.body).toMatchObject({ message: "error.userType", detail: "This is not available to company users" });
    expect((await call("/individualOp", bearer(token({ utp: "INDIVIDUAL" })))).status).toBe(200);
  });

  it("x-authorities: any one of them is enough; none (or no actor) is 403 naming them", async () => {
    expect((await call("/adminOp", bearer(token({ auth: ["REPORT_VIEW"] })))).status).toBe(200);
    expect((await call("/adminOp", bearer(token({ auth: ["ADMIN"] })))).status).toBe(200);
    const none = await call("/adminOp", bearer(token({ auth: ["ROLE_USER"] })));
    expect(none.status).toBe(403);
    expect(none.body.detail).toBe("One of these authorities is required: ADMIN, REPORT_VIEW");
    expect((await call("/adminOp")).status).toBe(403);
    // CP_ADMIN stands for COMPASS_POINT_ADMIN.
    expect((await call("/cpAdminOp", bearer(token({ auth: ["CP_ADMIN"] })))).status).toBe(200);
  });

  it("x-features: every feature must be on for the tenant; the refusal names the ones off", async () => {
    expect((await call("/trackingOp")).status).toBe(200);
    const aenor = await call("/trackingOp", { "x-tenant": "aenor" });
    expect(aenor.status).toBe(403);
    expect(aenor.body).toMatchObject({
      title: "Feature not enabled",
      message: "feature-no-access",
      detail: "The feature tracking is not enabled for this tenant",
    });
    const two = await call("/twoFeaturesOp");
    expect(two.status).toBe(403);
    expect(two.body.detail).toBe("The feature compare is not enabled for this tenant");
    const bothOff = await call("/twoFeaturesOp", { "x-tenant": "aenor" });
    expect(bothOff.body.detail).toBe("The feature tracking, compare is not enabled for this tenant");
  });
});
