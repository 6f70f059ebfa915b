import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const base = { DATABASE_URL: "postgresql://u@localhost:5432/norma", JWT_SECRET: "x".repeat(32) };

describe("configuration", () => {
  it("has defaults for everything but the database and the signing secret", () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 8080,
      redisUrl: "redis://127.0.0.1:6379",
      defaultTenant: "astm",
      trustedProxies: [],
    });
    expect(c.jwt).toMatchObject({ algorithm: "HS256", issuer: "norma", audience: "norma-web", ttlSeconds: 900 });
  });

  it("lists every problem at once", () => {
    try {
      loadConfig({ JWT_SECRET: "short", PORT: "99999", REDIS_URL: "http://x" });
      expect.fail("should have thrown");
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toContain("DATABASE_URL is required");
      expect(msg).toContain("JWT_SECRET must be at least 32 characters");
      expect(msg).toContain("PORT must be an integer between 0 and 65535");
      expect(msg).toContain("REDIS_URL must use redis: or rediss:");
    }
  });

  it("reads trusted proxies and CORS origins as comma-separated lists", () => {
    const c = loadConfig({ ...base, TRUSTED_PROXIES: "10.0.0.0/8, 172.16.0.1", CORS_ORIGINS: "http://localhost:5173" });
    expect(c.trustedProxies).toEqual(["10.0.0.0/8", "172.16.0.1"]);
    expect(c.corsOrigins).toEqual(["http://localhost:5173"]);
  });

  it("asks for both RS256 key files together", () => {
    expect(() => loadConfig({ ...base, JWT_PRIVATE_KEY_FILE: "/nonexistent" })).toThrow(/go together/);
  });
});
