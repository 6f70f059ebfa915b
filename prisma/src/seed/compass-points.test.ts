// The seed's compass points (README "Seeded accounts"): every tenant with compass points on has,
// for its demo users, active, deactivated and shared points with a change history, on documents
// their account is entitled to, each quoting its document's body with context.

import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

describe("seeded compass points", () => {
  it("each compass tenant has active, deactivated and shared points, with histories", async () => {
    const { rows } = await client.query<{
      code: string;
      active: number;
      inactive: number;
      shared: number;
      audits: number;
      histories: number;
    }>(
      `SELECT t.code,
              count(*) FILTER (WHERE c.status = 'ACTIVE')::int AS active,
              count(*) FILTER (WHERE c.status = 'INACTIVE' AND c.deactivated_at IS NOT NULL AND c.deactivated_by_id IS NOT NULL)::int AS inactive,
              count(*) FILTER (WHERE c.is_shared)::int AS shared,
              (SELECT count(*) FROM compass_point_audits a JOIN compass_points x ON x.id = a.compass_point_id WHERE x.tenant_id = t.id)::int AS audits,
              count(*) FILTER (WHERE (SELECT count(*) FROM compass_point_audits a WHERE a.compass_point_id = c.id) > 2)::int AS histories
         FROM tenants t JOIN compass_points c ON c.tenant_id = t.id
        WHERE t.enable_compass_points GROUP BY t.id, t.code ORDER BY t.id`,
    );
    const tenants = await client.query<{ code: string }>(
      "SELECT code FROM tenants WHERE enable_compass_points ORDER BY id",
    );
    expect(rows.map((r) => r.code)).toEqual(tenants.rows.map((t) => t.code));
    for (const r of rows) {
      expect(r.active, r.code).toBeGreaterThanOrEqual(3);
      expect(r.inactive, r.code).toBeGreaterThanOrEqual(1);
      expect(r.shared, r.code).toBeGreaterThanOrEqual(1);
      expect(r.histories, r.code).toBeGreaterThanOrEqual(1);
    }
  });

  it("every point quotes its document's body with its context, and its first audit is its INSERT", async () => {
    const { rows } = await client.query<{
      text: string;
      selectors: { type: string; exact?: string; prefix?: string; suffix?: string }[];
      first: string;
    }>(
      `SELECT b.text, c.selectors,
              (SELECT a.db_transaction_type FROM compass_point_audits a WHERE a.compass_point_id = c.id ORDER BY a.created_at, a.id LIMIT 1) AS first
         FROM compass_points c JOIN document_bodies b ON b.document_id = c.document_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const text = r.text.replace(/\s+/g, " ").trim();
      const q = r.selectors.find((s) => s.type === "TextQuoteSelector")!;
      expect(text).toContain(`${q.prefix}${q.exact}${q.suffix}`);
      expect(r.first).toBe("INSERT");
    }
  });

  it("individual@ has a point on a Historical edition whose line has an Active one (the banner)", async () => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM compass_points c JOIN users u ON u.id = c.created_by_id
         JOIN documents d ON d.id = c.document_id
        WHERE u.email LIKE 'individual@%' AND d.status = 'Historical'
          AND EXISTS (SELECT 1 FROM documents l WHERE l.family = d.family AND l.publisher_id = d.publisher_id AND l.is_latest AND l.status = 'Active')`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });
});
