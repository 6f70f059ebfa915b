// The access machinery on a fixture contract: token verification (the bad-token list), tenant
// binding, and the per-operation guards declared in the contract.
import { join } from "node:path";
import { TEST_JWT_SECRET, useApi } from "@norma/tests/harness";
import { createSigner } from "fast-jwt";
import { beforeAll, describe, expect, it } from "vitest";
import type { OperationHandlers } from "../lib/handlers.ts";
import { loadOpenApi } from "./openapi.ts";

const who = async (request: {
  actor: {
    userId: number | null;
    accountId: number | null;
    authorities: string[];
    rememberMe: boolean;
    email: string | null;
    authTime: number;
  } | null;
  tenant: { code: string };
}) => ({
  userId: request.actor?.userId ?? null,
  rememberMe: request.actor?.rememberMe ?? null,
  email: request.actor?.email ?? null,
  authTime: request.actor?.authTime ?? null,
  accountId: request.actor?.accountId ?? null,
  authorities: request.actor?.authorities ?? [],
  tenant: request.tenant.code,
});
const handlers = Object.fromEntries(
  ["openOp", "optionalOp", "securedOp", "adminOp", "cpAdminOp", "companyOnlyOp", "shareOp", "emptyBodyOp"].map((id) => [
    id,
    who,
  ]),
) as unknown as OperationHandlers;
(handlers as Record<string, unknown>).itemOp = async (request: {
  params: { id: number };
  query: { size: number };
  body: { documentSearching: string };
}) => ({
  id: request.params.id,
  size: request.query.size,
  documentSearching: request.body.documentSearching,
});

const api = useApi({
  build: { api: loadOpenApi(join(import.meta.dirname, "__fixtures__", "access-spec.yaml")), handlers },
});

let user: { id: number; accountId: number };
beforeAll(async () => {
  const u = await api.db.user.findFirstOrThrow({
    where: { email: "individual@astm.example", tenant: { code: "astm" } },
    include: { memberships: true },
  });
  user = { id: u.id, accountId: u.memberships[0].accountId };
});

function claims(overrides: Record<string, unknown> = {}) {
  return {
    sub: String(user.id),
    tid: "astm",
    acc: user.accountId,
    utp: "INDIVIDUAL",
    atp: "PWD",
    auth: ["COMPASS_USER"],
    jti: crypto.randomUUID(),
    ...overrides,
  };
}
const sign = (payload: Record<string, unknown>, opts: Record<string, unknown> = {}) =>
  createSigner({
    key: TEST_JWT_SECRET,
    algorithm: "HS256",
    iss: "norma",
    aud: "norma-web",
    expiresIn: 600_000,
    ...opts,
  })(payload);
/** A Norma token for the seeded individual of astm, with changes. */
const token = (o: Partial<Parameters<typeof api.app.tokens.issue>[0]> = {}) =>
  api.app.tokens.issue({
    userId: user.id,
    accountId: user.accountId,
    tenantCode: "astm",
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities: ["COMPASS_USER"],
    ...o,
  }).token;

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");

describe("bearer tokens", () => {
  it("a valid token identifies the user, the tenant and the account", async () => {
    const res = await api.request({ method: "GET", url: "/t/secured", token: token() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, accountId: user.accountId, tenant: "astm" });
  });

  const bad: [string, () => string][] = [
    ["an expired token", () => sign(claims(), { clockTimestamp: Date.now() - 3_600_000 })],
    [
      "a token signed with another key",
      () => createSigner({ key: "another-secret-another-secret-another", iss: "norma", aud: "norma-web" })(claims()),
    ],
    [
      "an unsigned token (alg none)",
      () =>
        `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claims(), iss: "norma", aud: "norma-web", exp: Math.floor(Date.now() / 1000) + 600 })}.`,
    ],
    ["a token from another issuer", () => sign(claims(), { iss: "evil" })],
    ["a token for another audience", () => sign(claims(), { aud: "someone-else" })],
    ["a token without a jti", () => sign({ ...claims(), jti: undefined })],
    ["a token for a tenant that does not exist", () => sign(claims({ tid: "nope" }))],
    ["garbage", () => "not.a.token"],
    [
      "a token without iss",
      () => createSigner({ key: TEST_JWT_SECRET, aud: "norma-web", expiresIn: 600_000 })(claims()),
    ],
    ["a token without iat", () => sign(claims(), { noTimestamp: true })],
    ["a token issued an hour in the future", () => sign(claims({ iat: Math.floor(Date.now() / 1000) + 3600 }))],
    ["a token signed with another algorithm of the same key (HS512)", () => sign(claims(), { algorithm: "HS512" })],
  ];
  for (const [name, make] of bad) {
    it(`${name} gets 401`, async () => {
      const res = await api.request({ method: "GET", url: "/t/secured", token: make() });
      expect(res.statusCode).toBe(401);
      expect(res.headers["content-type"]).toContain("application/problem+json");
    });
  }

  it("an expired token is error.token.expired, a bad one error.token.invalid (the clients act on each)", async () => {
    const expired = await api.request({
      method: "GET",
      url: "/t/secured",
      token: sign(claims(), { clockTimestamp: Date.now() - 3_600_000 }),
    });
    expect(expired.json()).toMatchObject({ message: "error.token.expired", detail: "The token has expired" });
    const invalid = await api.request({ method: "GET", url: "/t/secured", token: sign(claims(), { iss: "evil" }) });
    expect(invalid.json()).toMatchObject({ message: "error.token.invalid", detail: "The token is not valid" });
    const future = await api.request({
      method: "GET",
      url: "/t/secured",
      token: sign(claims({ iat: Math.floor(Date.now() / 1000) + 3600 })),
    });
    expect(future.json().message).toBe("error.token.invalid");
  });

  it("a token issued within the clock skew (30 s ahead) is accepted", async () => {
    const res = await api.request({
      method: "GET",
      url: "/t/secured",
      token: sign(claims({ iat: Math.floor(Date.now() / 1000) + 30 })),
    });
    expect(res.statusCode).toBe(200);
  });

  it("a malformed Authorization header is named as such", async () => {
    for (const authorization of ["Basic abc", "Bearer a b", "xBearer abc", "Bearer", "Bearer abc "]) {
      const res = await api.request({ method: "GET", url: "/t/secured", headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe("The Authorization header must be 'Bearer <token>'");
    }
  });

  it("the refusals say why: not valid, revoked, user gone, account gone", async () => {
    const future = await api.request({
      method: "GET",
      url: "/t/secured",
      token: sign(claims({ iat: Math.floor(Date.now() / 1000) + 3600 })),
    });
    expect(future.json()).toMatchObject({ detail: "The token is not valid", message: "error.token.invalid" });
    const t = token();
    const payload = JSON.parse(Buffer.from(t.split(".")[1], "base64url").toString());
    await api.app.tokens.revoke(payload.jti, payload.exp);
    const revoked = await api.request({ method: "GET", url: "/t/secured", token: t });
    expect(revoked.json()).toMatchObject({ detail: "The token has been revoked", message: "error.token.revoked" });
    const gone = await api.request({ method: "GET", url: "/t/secured", token: sign(claims({ sub: "987654" })) });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe("error.user.inactive");
    const noAccount = await api.request({ method: "GET", url: "/t/secured", token: token({ accountId: 999_999 }) });
    expect(noAccount.json()).toMatchObject({ detail: "account id not exist", message: "error.account.gone" });
  });

  it("sub: a user id, or account:<id> for an anonymous company session (no user)", async () => {
    const company = await api.db.account.findFirstOrThrow({
      where: { tenant: { code: "astm" }, type: "COMPANY" },
      orderBy: { id: "asc" },
    });
    const session = api.app.tokens.issue({
      userId: null,
      accountId: company.id,
      tenantCode: "astm",
      userType: "COMPANY",
      authType: "IP",
      authorities: [],
    }).token;
    const res = await api.request({ method: "GET", url: "/t/secured", token: session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: null, accountId: company.id });
  });

  it("the actor carries the token's e-mail and session start (auth_time, else iat)", async () => {
    const started = Math.floor(Date.now() / 1000) - 60;
    const withEmail = await api.request({
      method: "GET",
      url: "/t/secured",
      token: token({ email: "individual@astm.example", authTime: started }),
    });
    expect(withEmail.json()).toMatchObject({ email: "individual@astm.example", authTime: started });
    const iat = Math.floor(Date.now() / 1000) - 5;
    const legacy = await api.request({ method: "GET", url: "/t/secured", token: sign(claims({ iat })) });
    expect(legacy.json()).toMatchObject({ email: null, authTime: iat });
  });

  it("remember-me is off unless the token says so", async () => {
    const plain = await api.request({ method: "GET", url: "/t/secured", token: token() });
    expect(plain.json().rememberMe).toBe(false);
    const remembered = await api.request({ method: "GET", url: "/t/secured", token: token({ rememberMe: true }) });
    expect(remembered.json().rememberMe).toBe(true);
  });

  it("a token presented for another tenant gets 401", async () => {
    const res = await api.request({ method: "GET", url: "/t/secured", token: token(), tenant: "api" });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe("The token belongs to another tenant");
  });

  it("a revoked token gets 401", async () => {
    const t = token();
    const payload = JSON.parse(Buffer.from(t.split(".")[1], "base64url").toString());
    await api.app.tokens.revoke(payload.jti, payload.exp);
    const res = await api.request({ method: "GET", url: "/t/secured", token: t });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.token.revoked");
  });

  it("no token on a secured operation gets 401; on an optional one the caller is anonymous", async () => {
    expect((await api.request({ method: "GET", url: "/t/secured" })).statusCode).toBe(401);
    const res = await api.request({ method: "GET", url: "/t/optional" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: null, tenant: "astm" });
  });

  it("a malformed Authorization header gets 401", async () => {
    const res = await api.request({ method: "GET", url: "/t/secured", headers: { authorization: "Basic abc" } });
    expect(res.statusCode).toBe(401);
  });

  it("a token whose account no longer exists gets 500 'account id not exist'", async () => {
    const res = await api.request({ method: "GET", url: "/t/secured", token: token({ accountId: 999_999 }) });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe("account id not exist");
  });
});

describe("guards declared in the contract", () => {
  it("x-authorities: one of the listed authorities is enough", async () => {
    expect((await api.request({ method: "GET", url: "/t/admin", token: token() })).statusCode).toBe(403);
    expect(
      (await api.request({ method: "GET", url: "/t/admin", token: token({ authorities: ["REPORT_VIEW"] }) }))
        .statusCode,
    ).toBe(200);
  });

  it("CP_ADMIN and COMPASS_POINT_ADMIN are the same authority", async () => {
    const res = await api.request({
      method: "GET",
      url: "/t/cp-admin",
      token: token({ authorities: ["COMPASS_POINT_ADMIN"] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().authorities).toEqual(expect.arrayContaining(["CP_ADMIN", "COMPASS_POINT_ADMIN"]));
  });

  it("x-user-types refuses other user types with 403", async () => {
    expect((await api.request({ method: "GET", url: "/t/company-only", token: token() })).statusCode).toBe(403);
  });

  it("x-features refuses when the tenant has the feature off, and allows it when on", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const setShare = async (enabled: boolean) => {
      await api.db.tenantFeature.upsert({
        where: { tenantId_code: { tenantId: astm.id, code: "content-share" } },
        create: { tenantId: astm.id, code: "content-share", enabled },
        update: { enabled },
      });
      api.app.tenantResolver.invalidate();
    };
    await setShare(false);
    const off = await api.request({ method: "GET", url: "/t/share", token: token() });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ title: "Feature not enabled", message: "feature-no-access" });
    await setShare(true);
    expect((await api.request({ method: "GET", url: "/t/share", token: token() })).statusCode).toBe(200);
  });
});

describe("request validation from the contract", () => {
  it("answers 400 with one field error per bad field", async () => {
    const res = await api.request({
      method: "POST",
      url: "/t/items/0?size=30",
      token: token(),
      payload: { documentSearching: "x".repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe("error.validation");
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectName: "params", field: "id", message: "Min" }),
        expect.objectContaining({ objectName: "querystring", field: "size", message: "Enum" }),
        expect.objectContaining({ objectName: "body", field: "documentSearching", message: "Size" }),
      ]),
    );
  });

  it("reports a missing required field as NotNull", async () => {
    const res = await api.request({ method: "POST", url: "/t/items/3", token: token(), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      expect.objectContaining({ field: "documentSearching", message: "NotNull" }),
    ]);
  });

  it("coerces query and path values and applies defaults", async () => {
    const res = await api.request({
      method: "POST",
      url: "/t/items/3",
      token: token(),
      payload: { documentSearching: "pipes" },
    });
    expect(res.json()).toEqual({ id: 3, size: 25, documentSearching: "pipes" });
  });

  it("answers 400 problem+json for malformed JSON", async () => {
    const res = await api.request({
      method: "POST",
      url: "/t/items/3",
      token: token(),
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("application/problem+json");
  });

  it("accepts a POST without a body even when it says application/json", async () => {
    const res = await api.request({
      method: "POST",
      url: "/t/empty-body",
      token: token(),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers unknown routes with 404 'Not found' as problem+json", async () => {
    const res = await api.request({ method: "GET", url: "/t/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, detail: "Not found", title: "Not Found" });
  });

  it("echoes the RequestId header", async () => {
    const res = await api.request({ method: "GET", url: "/t/open", headers: { requestid: "abc-123" } });
    expect(res.headers.requestid).toBe("abc-123");
  });
});
