// Token life: renewal, logout (deny-list), lockout and rate limits of password sign-in.
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, useApi } from "../../../../../tests/harness/index.ts";

const api = useApi({
  env: { LOGIN_LOCKOUT_THRESHOLD: "3", AUTH_RATE_LIMIT_PER_ACCOUNT: "6", AUTH_RATE_LIMIT_PER_IP: "12" },
});
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

const login = (email: string, password: string, remoteAddress = "127.0.0.1") =>
  api.app.inject({
    method: "POST",
    url: "/api/authenticate",
    remoteAddress,
    headers: { "x-tenant": "astm" },
    payload: { email, password },
  });

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

  it("limits attempts per account with 429 and Retry-After", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await login("nobody@astm.example", "x", `198.51.100.${20 + i}`)).statusCode);
    expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    const limited = await login("nobody@astm.example", "x", "198.51.100.99");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits attempts per client address across accounts", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push((await login(`person${i}@astm.example`, "x", "198.51.100.200")).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 401)).toBe(true);
    expect(codes[12]).toBe(429);
  });
});
