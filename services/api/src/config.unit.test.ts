import { describe, expect, it } from "vitest";
import { ConfigError, isAddressOrCidr, loadConfig } from "./config.ts";

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

  it("accepts IPv4 and IPv6 addresses and CIDRs as trusted proxies", () => {
    const proxies = "10.0.0.0/8, 192.168.1.10, 0.0.0.0/0, ::1, fd00::/8, 2001:db8::/128, ::ffff:10.0.0.1";
    expect(loadConfig({ ...base, TRUSTED_PROXIES: proxies }).trustedProxies).toHaveLength(7);
  });

  it("lists every trusted proxy that is not an address or CIDR among the problems", () => {
    const bad = ["10.0.0.0/33", "fd00::/129", "10.0.0.256", "example.com", "10.0.0.0/", "10.0.0.0/8/8", "loopback"];
    for (const entry of bad) expect(isAddressOrCidr(entry), entry).toBe(false);
    const load = () =>
      loadConfig({ ...base, TRUSTED_PROXIES: `10.0.0.0/8,${bad.join(",")}`, PORT: "x", DEFAULT_TENANT: "astm" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/TRUSTED_PROXIES must list IP addresses or CIDRs/);
    try {
      load();
    } catch (err) {
      const msg = (err as Error).message;
      for (const entry of bad) expect(msg).toContain(`'${entry}'`);
      expect(msg).not.toContain("'10.0.0.0/8'");
      // Listed with the other problems, not instead of them.
      expect(msg).toContain("PORT must be an integer");
    }
  });

  it("takes DEFAULT_TENANT only in the shape of a tenant code", () => {
    expect(loadConfig({ ...base, DEFAULT_TENANT: "demowl" }).defaultTenant).toBe("demowl");
    expect(loadConfig({ ...base, DEFAULT_TENANT: "my-tenant-2" }).defaultTenant).toBe("my-tenant-2");
    for (const code of ["ASTM", "astm tenant", "-astm", "astm-", "a/b", "x".repeat(33), "astm.example"]) {
      expect(() => loadConfig({ ...base, DEFAULT_TENANT: code }), code).toThrow(/DEFAULT_TENANT must be a tenant code/);
    }
  });

  it("reads the session, partner-token and feedback limits, with defaults", () => {
    const d = loadConfig(base);
    expect(d.jwt.sessionMaxAgeSeconds).toBe(604_800);
    expect(d.auth.partnerTokenMaxAgeSeconds).toBe(300);
    expect(d.feedback).toEqual({ ratePerUser: 20, ratePerIp: 60 });
    const c = loadConfig({
      ...base,
      SESSION_MAX_AGE_SECONDS: "3600",
      PARTNER_TOKEN_MAX_AGE_SECONDS: "60",
      FEEDBACK_RATE_LIMIT_PER_USER: "3",
      FEEDBACK_RATE_LIMIT_PER_IP: "9",
    });
    expect(c.jwt.sessionMaxAgeSeconds).toBe(3_600);
    expect(c.auth.partnerTokenMaxAgeSeconds).toBe(60);
    expect(c.feedback).toEqual({ ratePerUser: 3, ratePerIp: 9 });
    expect(() => loadConfig({ ...base, PARTNER_TOKEN_MAX_AGE_SECONDS: "0" })).toThrow(/PARTNER_TOKEN_MAX_AGE_SECONDS/);
  });

  it("asks for both RS256 key files together", () => {
    expect(() => loadConfig({ ...base, JWT_PRIVATE_KEY_FILE: "/nonexistent" })).toThrow(/go together/);
  });
});
