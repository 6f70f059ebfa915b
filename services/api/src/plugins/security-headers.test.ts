// Issue 23 §6: Cache-Control: no-store on every reply to a signed-in call (errors included) and not
// on public ones; a route's own policy for content that is not personal is kept; HSTS only when
// configured (HSTS_MAX_AGE), then on every reply.

import { testConfig, useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { ConfigError, loadConfig } from "../config.ts";

const api = useApi();
let reader: string;

beforeAll(async () => {
  reader = await api.login("individual@astm.example");
});

describe("Cache-Control on signed-in replies", () => {
  it("is no-store on a signed-in call's reply, its errors included", async () => {
    const ok = await api.request({ method: "GET", url: "/api/account", token: reader });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
    // A refusal (403: operators only) and an unknown path (404) to a signed-in caller.
    const forbidden = await api.request({ method: "GET", url: "/management/env", token: reader });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers["cache-control"]).toBe("no-store");
    const missing = await api.request({ method: "GET", url: "/api/no-such-thing", token: reader });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    // A token that is not valid is still a credential: its 401 is not cached either.
    const bad = await api.request({ method: "GET", url: "/api/account", headers: { authorization: "Bearer nope" } });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers["cache-control"]).toBe("no-store");
  });

  it("is not added to public replies", async () => {
    const config = await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", payload: {} });
    expect(config.statusCode).toBe(200);
    expect(config.headers["cache-control"]).toBeUndefined();
    const health = await api.request({ method: "GET", url: "/management/health/liveness" });
    expect(health.statusCode).toBe(200);
    expect(health.headers["cache-control"]).toBeUndefined();
  });

  it("keeps a route's own policy for what is the same for everyone who may see it", async () => {
    // Publishers' logos: public images, the same for every tenant.
    const logo = await api.request({ method: "GET", url: "/api/publishers/ASTM/logo", token: reader });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["cache-control"]).toBe("public, max-age=86400");
    // Refinement trees: the tenant's catalogue, cached by the caller's browser only.
    const tree = await api.request({ method: "GET", url: "/api/refinement/committee", token: reader });
    expect(tree.statusCode).toBe(200);
    expect(tree.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
  });
});

describe("Strict-Transport-Security", () => {
  it("is off by default (plain-http development)", async () => {
    expect(testConfig().hsts).toEqual({ maxAgeSeconds: 0, includeSubDomains: false });
    for (const res of [
      await api.request({ method: "GET", url: "/api/account", token: reader }),
      await api.request({ method: "GET", url: "/management/health/liveness" }),
    ])
      expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent on every reply when HSTS_MAX_AGE is set", async () => {
    const app = await buildApp(testConfig({ HSTS_MAX_AGE: "31536000", HSTS_INCLUDE_SUBDOMAINS: "true" }), {
      db: api.db,
      redis: api.redis,
      storage: api.storage,
      logger: false,
    });
    try {
      for (const res of [
        await app.inject({ method: "GET", url: "/management/health/liveness" }),
        await app.inject({ method: "GET", url: "/api/no-such-thing" }),
        await app.inject({ method: "GET", url: "/api/account", headers: { authorization: `Bearer ${reader}` } }),
      ])
        expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await app.close();
    }
  });

  it("refuses a setting that is not a number of seconds or a boolean", () => {
    const env = { DATABASE_URL: "postgresql://x/y", JWT_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...env, HSTS_MAX_AGE: "600" }).hsts).toEqual({ maxAgeSeconds: 600, includeSubDomains: false });
    expect(() => loadConfig({ ...env, HSTS_MAX_AGE: "1y" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, HSTS_INCLUDE_SUBDOMAINS: "maybe" })).toThrow(/HSTS_INCLUDE_SUBDOMAINS/);
  });
});
