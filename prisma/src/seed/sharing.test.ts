// What the seed promises the groups and sharing screens: on every tenant with group-enable the
// individual and the admin demo users each own a group of the company account (the admin's with
// more than six members), with documents that account may open; on every tenant with
// content-share the individual has documents shared with them and has shared some (one an
// external invitation). Tenants without the features get none.

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

const feature = async (code: string, f: string) =>
  (
    await client.query<{ on: boolean }>(
      "SELECT COALESCE(bool_or(f.enabled), false) AS on FROM tenants t LEFT JOIN tenant_features f ON f.tenant_id = t.id AND f.code = $2 WHERE t.code = $1",
      [code, f],
    )
  ).rows[0].on;

describe("seeded groups and shares", () => {
  it("groups of the company account for the demo users, only where group-enable is on", async () => {
    for (const code of ["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"]) {
      const { rows } = await client.query<{ owner: string; members: number; docs: number; account_type: string }>(
        `SELECT u.email AS owner, a.type AS account_type,
                (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id) AS members,
                (SELECT count(*)::int FROM group_documents d WHERE d.group_id = g.id) AS docs
           FROM groups g JOIN tenants t ON t.id = g.tenant_id JOIN users u ON u.id = g.created_by_id
           JOIN accounts a ON a.id = g.account_id
          WHERE t.code = $1 ORDER BY g.id`,
        [code],
      );
      if (!(await feature(code, "group-enable"))) {
        expect(rows, code).toEqual([]);
        continue;
      }
      expect(
        rows.map((r) => r.owner),
        code,
      ).toEqual([`individual@${code}.example`, `admin@${code}.example`]);
      expect(rows.every((r) => r.account_type === "COMPANY" && r.docs === 3)).toBe(true);
      expect(rows[1].members, code).toBeGreaterThan(6);
    }
  });

  it("every group member belongs to the group's account", async () => {
    const { rows } = await client.query(
      `SELECT 1 FROM group_members m JOIN groups g ON g.id = m.group_id
        WHERE NOT EXISTS (SELECT 1 FROM account_memberships am WHERE am.user_id = m.user_id AND am.account_id = g.account_id)`,
    );
    expect(rows).toEqual([]);
  });

  it("shares to and from the individual demo user, with an external invitation, where content-share is on", async () => {
    for (const code of ["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"]) {
      const { rows } = await client.query<{ received: number; sent: number; external: number }>(
        `SELECT (SELECT count(*)::int FROM content_shares s WHERE s.shared_with_user_id = u.id) AS received,
                (SELECT count(*)::int FROM content_shares s WHERE s.shared_by_id = u.id AND s.shared_with_group_id IS NULL) AS sent,
                (SELECT count(*)::int FROM content_shares s WHERE s.shared_by_id = u.id AND s.external_user) AS external
           FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE t.code = $1 AND u.email = $2`,
        [code, `individual@${code}.example`],
      );
      if (!(await feature(code, "content-share"))) {
        expect(rows[0], code).toEqual({ received: 0, sent: 0, external: 0 });
        continue;
      }
      expect(rows[0].received, code).toBeGreaterThanOrEqual(2);
      expect(rows[0].sent, code).toBe(2);
      expect(rows[0].external, code).toBe(1);
    }
  });
});
