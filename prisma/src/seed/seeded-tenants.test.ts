// What the seed promises every tenant (README "Seeded accounts"): a company account that signs in
// by address from loopback, and a complete identity-provider configuration of its own.
import { createPublicKey } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANTS } from "./data/tenants.ts";

let database: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe("seeded tenants", () => {
  it("are the seven tenants of the spec", async () => {
    const { rows } = await client.query<{ code: string }>("SELECT code FROM tenants ORDER BY id");
    expect(rows.map((r) => r.code)).toEqual(["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"]);
  });

  it("each have a company account whose ranges include 127.0.0.0/8 and ::1", async () => {
    const { rows } = await client.query<{ code: string; ranges: string[] }>(
      `SELECT t.code, array_agg(r.range::text ORDER BY r.range) AS ranges
         FROM tenants t
         JOIN accounts a ON a.tenant_id = t.id AND a.type = 'COMPANY'
         JOIN account_ip_ranges r ON r.account_id = a.id
        GROUP BY t.code`,
    );
    const byTenant = new Map(rows.map((r) => [r.code, r.ranges]));
    for (const t of TENANTS) {
      expect(byTenant.get(t.code), t.code).toEqual(expect.arrayContaining(["127.0.0.0/8", "::1/128"]));
    }
    // The other tenants also have a documentation range of their own, which no other tenant shares.
    const others = rows.flatMap((r) => r.ranges.filter((x) => x !== "127.0.0.0/8" && x !== "::1/128"));
    expect(new Set(others).size).toBe(others.length);
  });

  it("each have an identity provider configuration of their own, complete for its kind", async () => {
    const { rows } = await client.query<{
      code: string;
      kind: string;
      issuer: string;
      client_id: string | null;
      jwks_uri: string | null;
      public_key_pem: string | null;
      shared_secret: string | null;
      federated: boolean;
    }>(
      `SELECT t.code, p.kind, p.issuer, p.client_id, p.jwks_uri, p.public_key_pem, p.shared_secret, p.federated
         FROM tenant_identity_providers p JOIN tenants t ON t.id = p.tenant_id
        WHERE p.enabled ORDER BY t.id, p.id`,
    );
    for (const t of TENANTS) expect(rows.filter((r) => r.code === t.code).length, t.code).toBeGreaterThan(0);
    for (const p of rows) {
      const where = `${p.code} ${p.kind}`;
      expect(p.issuer, where).toBeTruthy();
      expect(p.client_id, where).toBeTruthy();
      if (p.kind === "OIDC") expect(p.jwks_uri, where).toMatch(/^https:\/\/.+\/\.well-known\/jwks\.json$/);
      // Partner and applet tokens are checked with exactly one key: a public key or a shared secret.
      else expect([p.public_key_pem, p.shared_secret].filter(Boolean), where).toHaveLength(1);
    }
    // No two tenants share an issuer.
    const issuers = rows.map((r) => r.issuer);
    expect(new Set(issuers).size).toBe(issuers.length);
    // Different set-ups across tenants: SSO, federated SSO, partner tokens (HS256 and RS256), applet.
    const setups = new Set(
      TENANTS.map((t) =>
        rows
          .filter((r) => r.code === t.code)
          .map((r) => `${r.kind}${r.federated ? "+federated" : ""}${r.public_key_pem ? "+rsa" : ""}`)
          .join(","),
      ),
    );
    expect(setups.size).toBeGreaterThanOrEqual(6);
  });

  it("awwa's partner signs with an RSA key of which only the public half is configured", async () => {
    const { rows } = await client.query<{ public_key_pem: string | null; shared_secret: string | null }>(
      `SELECT p.public_key_pem, p.shared_secret FROM tenant_identity_providers p
         JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'awwa' AND p.kind = 'JWT'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].shared_secret).toBeNull();
    const key = createPublicKey(rows[0].public_key_pem!);
    expect(key.type).toBe("public");
    expect(key.asymmetricKeyType).toBe("rsa");
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });
});
