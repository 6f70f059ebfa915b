// Token life: renewal (the user read again, remember-me kept, absolute session age), logout
// (deny-list), the bad-token list against a real operation, lockout and rate limits of sign-in.
import { randomUUID } from "node:crypto";
import { DEMO_PASSWORD, TEST_JWT_SECRET, useApi } from "@norma/tests/harness";
import { createSigner } from "fast-jwt";
import { describe, expect, it } from "vitest";

const api = useApi({
  env: { LOGIN_LOCKOUT_THRESHOLD: "3", AUTH_RATE_LIMIT_PER_ACCOUNT: "6", AUTH_RATE_LIMIT_PER_IP: "12" },
});
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

const login = (email: string, password: string, remoteAddress = "127.0.0.1", tenant = "astm", rememberMe = false) =>
  api.app.inject({
    method: "POST",
    url: "/api/authenticate",
    remoteAddress,
    headers: { "x-tenant": tenant },
    payload: { email, password, ...(rememberMe ? { rememberMe } : {}) },
  });
const renew = (token: string) => api.request({ method: "POST", url: "/api/authenticate/renew", token });
const account = (token: string, tenant?: string) => api.request({ method: "GET", url: "/api/account", token, tenant });
const now = () => Math.floor(Date.now() / 1000);
const userOf = (email: string) => api.db.user.findFirstOrThrow({ where: { email, tenant: { code: "astm" } } });

/** A token signed like Norma's (HS256, the test secret) with any claims. */
function signed(claims: Record<string, unknown>, opts: Record<string, unknown> = {}) {
  return createSigner({
    key: TEST_JWT_SECRET,
    algorithm: "HS256",
    iss: "norma",
    aud: "norma-web",
    expiresIn: 600_000,
    ...opts,
  })({ jti: randomUUID(), tid: "astm", utp: "INDIVIDUAL", atp: "PWD", auth: [], ...claims });
}

describe("tokens", () => {
  it("renew gives a new token for the same session and revokes the old one", async () => {
    const old = (await login("admin@astm.example", DEMO_PASSWORD, "198.51.100.1")).json().id_token;
    const res = await api.request({ method: "POST", url: "/api/authenticate/renew", token: old });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().id_token;
    expect(claimsOf(fresh)).toMatchObject({ sub: claimsOf(old).sub, acc: claimsOf(old).acc, atp: "PWD" });
    expect(claimsOf(fresh).jti).not.toBe(claimsOf(old).jti);
    expect((await api.request({ method: "GET", url: "/api/account", token: fresh })).statusCode).toBe(200);
    expect((await api.request({ method: "GET", url: "/api/account", token: old })).statusCode).toBe(401);
  });

  it("renew reads the user again: changed authorities take effect", async () => {
    const token = (await login("single@astm.example", DEMO_PASSWORD, "198.51.100.3")).json().id_token;
    expect(claimsOf(token).auth).toEqual([]);
    const user = await userOf("single@astm.example");
    await api.db.user.update({ where: { id: user.id }, data: { authorities: ["REPORT_VIEW"] } });
    try {
      const fresh = (await renew(token)).json().id_token;
      expect(claimsOf(fresh).auth).toEqual(["REPORT_VIEW"]);
    } finally {
      await api.db.user.update({ where: { id: user.id }, data: { authorities: user.authorities } });
    }
  });

  it("renew refuses a user deactivated since sign-in (401), even while the access check is cached", async () => {
    const token = (await login("single@astm.example", DEMO_PASSWORD, "198.51.100.4")).json().id_token;
    expect((await account(token)).statusCode).toBe(200);
    const user = await userOf("single@astm.example");
    await api.db.user.update({ where: { id: user.id }, data: { activated: false } });
    try {
      const res = await renew(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("error.user.inactive");
    } finally {
      await api.db.user.update({ where: { id: user.id }, data: { activated: true } });
    }
  });

  it("renew refuses a session whose account membership is gone (500 'account id not exist')", async () => {
    const token = (await login("single@astm.example", DEMO_PASSWORD, "198.51.100.5")).json().id_token;
    expect((await account(token)).statusCode).toBe(200);
    const { acc, sub } = claimsOf(token);
    const membership = await api.db.accountMembership.findUniqueOrThrow({
      where: { userId_accountId: { userId: Number(sub), accountId: acc } },
    });
    await api.db.accountMembership.delete({ where: { userId_accountId: { userId: Number(sub), accountId: acc } } });
    try {
      const res = await renew(token);
      expect(res.statusCode).toBe(500);
      expect(res.json().detail).toBe("account id not exist");
    } finally {
      await api.db.accountMembership.create({ data: membership });
    }
  });

  it("renew keeps the remember-me lifetime and the session's start", async () => {
    const token = (await login("admin@astm.example", DEMO_PASSWORD, "198.51.100.6", "astm", true)).json().id_token;
    const first = claimsOf(token);
    expect(first.exp - first.iat).toBe(86_400);
    const renewed = claimsOf((await renew(token)).json().id_token);
    expect(renewed.exp - renewed.iat).toBe(86_400);
    expect(renewed).toMatchObject({ rem: true, auth_time: first.auth_time });
  });

  it("switching accounts keeps the session's start and remember-me lifetime", async () => {
    const token = (await login("individual@astm.example", DEMO_PASSWORD, "198.51.100.7", "astm", true)).json().id_token;
    const other = await api.db.accountMembership.findFirstOrThrow({
      where: { user: { email: "individual@astm.example", tenant: { code: "astm" } }, isDefault: false },
    });
    const res = await api.request({
      method: "POST",
      url: "/api/account/switch",
      token,
      payload: { accountId: other.accountId },
    });
    const switched = claimsOf(res.json().id_token);
    expect(switched).toMatchObject({ acc: other.accountId, rem: true, auth_time: claimsOf(token).auth_time });
    expect(switched.exp - switched.iat).toBe(86_400);
  });

  it("a session ends SESSION_MAX_AGE_SECONDS after sign-in: renewals are capped, then refused", async () => {
    const user = await userOf("admin@astm.example");
    const acc = claimsOf(await api.login("admin@astm.example")).acc;
    const maxAge = api.config.jwt.sessionMaxAgeSeconds;
    const base = { sub: String(user.id), acc, email: user.email };
    // 100 s of the session left: the renewed token lasts those 100 s, not the usual 900.
    const late = signed({ ...base, auth_time: now() - maxAge + 100 });
    const capped = claimsOf((await renew(late)).json().id_token);
    expect(capped.exp).toBeLessThanOrEqual(capped.auth_time + maxAge);
    expect(capped.exp - capped.iat).toBeLessThanOrEqual(100);
    // Past the maximum age: renewing (and switching) is refused.
    const over = signed({ ...base, auth_time: now() - maxAge - 1 });
    const res = await renew(over);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.session.expired");
    // A token from before auth_time existed: its iat is the session's start.
    const legacy = signed(base, { clockTimestamp: (now() - maxAge - 10) * 1000, expiresIn: (maxAge + 600) * 1000 });
    expect((await renew(legacy)).statusCode).toBe(401);
  });

  it("a session past SESSION_MAX_AGE_SECONDS is refused on an ordinary request, not only at renewal", async () => {
    const user = await userOf("admin@astm.example");
    // From the database, not a sign-in: this file's sign-ins count against its tight rate limits.
    const { accountId: acc } = await api.db.accountMembership.findFirstOrThrow({
      where: { userId: user.id, isDefault: true },
    });
    const maxAge = api.config.jwt.sessionMaxAgeSeconds;
    const base = { sub: String(user.id), acc, email: user.email };
    // A token whose own lifetime has not run out (exp in 10 minutes) but whose session has: it was
    // issued under a longer maximum age, or by anything that did not cap it.
    const within = signed({ ...base, auth_time: now() - maxAge + 120 });
    expect((await account(within)).statusCode).toBe(200);
    const over = signed({ ...base, auth_time: now() - maxAge - 1 });
    const res = await account(over);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.session.expired");
    // Without auth_time the session began at iat: iat older than the maximum age is refused too.
    const legacy = signed(base, { clockTimestamp: (now() - maxAge - 10) * 1000, expiresIn: (maxAge + 600) * 1000 });
    expect((await account(legacy)).statusCode).toBe(401);
    // The queue dashboard's bearer path checks it as well (an operator's old session).
    const operator = await userOf("operator@astm.example");
    const opBase = { sub: String(operator.id), acc: null, email: operator.email, auth: ["OPERATOR"] };
    const dash = (token: string) =>
      api.app.inject({
        method: "GET",
        url: "/management/queues/api/queues",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await dash(signed({ ...opBase, auth_time: now() - maxAge - 1 }))).statusCode).toBe(401);
    expect((await dash(signed({ ...opBase, auth_time: now() - 60 }))).statusCode).toBe(200);
  });

  it("logout revokes the token until it expires", async () => {
    const token = (await login("admin@astm.example", DEMO_PASSWORD, "198.51.100.2")).json().id_token;
    const res = await api.request({ method: "POST", url: "/api/account/logout", token });
    expect(res.statusCode).toBe(204);
    expect((await api.request({ method: "GET", url: "/api/account", token })).statusCode).toBe(401);
    const ttl = await api.redis.ttl(`${api.config.redisPrefix}:jwt:revoked:${claimsOf(token).jti}`);
    expect(ttl).toBeGreaterThan(800);
    expect(ttl).toBeLessThanOrEqual(900);
  });
});

describe("the bad-token list against GET /api/account", () => {
  const base = async () => {
    const user = await userOf("individual@astm.example");
    return { sub: String(user.id), acc: claimsOf(await api.login("individual@astm.example")).acc };
  };
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const bad: [string, (c: Record<string, unknown>) => Promise<{ token: string; tenant?: string }>][] = [
    ["an expired token", async (c) => ({ token: signed(c, { clockTimestamp: Date.now() - 3_600_000 }) })],
    [
      "a token signed with another key",
      async (c) => ({ token: signed(c, { key: "another-secret-another-secret-another-secret" }) }),
    ],
    [
      "an unsigned token (alg none)",
      async (c) => ({
        token: `${b64({ alg: "none", typ: "JWT" })}.${b64({
          ...c,
          jti: randomUUID(),
          tid: "astm",
          utp: "INDIVIDUAL",
          atp: "PWD",
          auth: [],
          iss: "norma",
          aud: "norma-web",
          iat: now(),
          exp: now() + 600,
        })}.`,
      }),
    ],
    ["a token from another issuer", async (c) => ({ token: signed(c, { iss: "evil" }) })],
    ["a token for another audience", async (c) => ({ token: signed(c, { aud: "someone-else" }) })],
    ["a token presented on another tenant", async (c) => ({ token: signed(c), tenant: "api" })],
    ["a token naming another tenant than its user's", async (c) => ({ token: signed({ ...c, tid: "api" }) })],
    ["a token for a tenant that does not exist", async (c) => ({ token: signed({ ...c, tid: "nope" }) })],
    [
      "a revoked token",
      async () => {
        const token = await api.login("individual@astm.example");
        await api.request({ method: "POST", url: "/api/account/logout", token });
        return { token };
      },
    ],
  ];
  for (const [name, make] of bad) {
    it(`${name} gets 401 problem+json`, async () => {
      const { token, tenant } = await make(await base());
      const res = await account(token, tenant);
      expect(res.statusCode).toBe(401);
      expect(res.headers["content-type"]).toContain("application/problem+json");
    });
  }

  it("the same claims, properly signed, are accepted (the list above fails for its one reason)", async () => {
    expect((await account(signed(await base()))).statusCode).toBe(200);
  });
});

describe("password sign-in protection", () => {
  it("locks a user out after repeated failures, even for the right password", async () => {
    for (let i = 0; i < 3; i++)
      expect((await login("single@astm.example", "wrong", "198.51.100.10")).statusCode).toBe(401);
    const res = await login("single@astm.example", DEMO_PASSWORD, "198.51.100.10");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("error.login.locked");
    const user = await api.db.user.findFirstOrThrow({
      where: { email: "single@astm.example", tenant: { code: "astm" } },
    });
    expect(user.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("locks an e-mail no user has exactly like a known one, so the lockout reveals nothing", async () => {
    const attempt = (email: string) => login(email, "wrong", "198.51.100.11");
    for (let i = 0; i < 3; i++)
      expect((await attempt("ghost@astm.example")).json().message).toBe("error.login.bad-credentials");
    const unknown = await login("ghost@astm.example", DEMO_PASSWORD, "198.51.100.12");
    const known = await login("single@astm.example", DEMO_PASSWORD, "198.51.100.12");
    expect(unknown.statusCode).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, instance: undefined });
    expect(strip(unknown.json())).toEqual(strip(known.json()));
    expect(unknown.json()).toMatchObject({
      message: "error.login.locked",
      detail: "Too many failed sign-ins; the account is locked for 15 more minute(s)",
    });
  });

  it("limits attempts per account with 429 and Retry-After", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await login("nobody@astm.example", "x", `198.51.100.${20 + i}`)).statusCode);
    expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    const limited = await login("nobody@astm.example", "x", "198.51.100.99");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits attempts per client address across accounts and tenants", async () => {
    const tenants = ["astm", "api", "awwa", "cga"];
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await login(`person${i}@x.example`, "x", "198.51.100.200", tenants[i % 4])).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    // The thirteenth attempt, on yet another tenant and by another sign-in kind, is over the budget.
    expect((await login("person12@x.example", "x", "198.51.100.200", "ies")).statusCode).toBe(429);
    const ip = await api.app.inject({
      method: "POST",
      url: "/api/authenticate/ip",
      remoteAddress: "198.51.100.200",
      headers: { "x-tenant": "demowl" },
    });
    expect(ip.statusCode).toBe(429);
    // Another address has its own budget.
    expect((await login("person12@x.example", "x", "198.51.100.201", "ies")).statusCode).toBe(401);
  });
});
