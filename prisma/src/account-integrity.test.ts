// Migration 20261124210000_account_integrity on real PostgreSQL: the rows that hang off users and
// accounts get their missing foreign keys, and the rows joining two tenant-owned rows a tenant_id
// with composite keys, so nothing can join one tenant's user to another tenant's account,
// product or agreement. Checked on a database holding the data the old schema allowed.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withDatabase } from "@norma/tests/harness/services.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR, migrate, readMigrations } from "./migrate/runner.ts";

const MIGRATION = "20261124210000_account_integrity";
const created: string[] = [];
const dirs: string[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(inject("databaseUrl"), "postgres") });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new database migrated up to (not including) this migration. */
async function databaseBefore(): Promise<string> {
  const name = `norma_t_${process.pid}_acc${created.length}_${Date.now() % 100000}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  const dir = await mkdtemp(join(tmpdir(), "norma-migrations-before-"));
  dirs.push(dir);
  for (const m of await readMigrations()) {
    if (m.name >= MIGRATION) break;
    await cp(join(MIGRATIONS_DIR, m.name), join(dir, m.name), { recursive: true });
  }
  const url = withDatabase(inject("databaseUrl"), name);
  await migrate({ databaseUrl: url, dir });
  return url;
}

afterAll(async () => {
  await admin(async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Two tenants with a user, a company account, a product and an agreement each; three documents. */
const FIXTURE = `
  INSERT INTO tenants (id, code, tenant_name, title, support_email, updated_at) VALUES
    (1, 'ta', 'Tenant A', 'A', 'a@example.com', now()), (2, 'tb', 'Tenant B', 'B', 'b@example.com', now());
  INSERT INTO publishers (id, key, name, search_key) VALUES (1, 'PUB', 'Publisher', 'PUB');
  INSERT INTO documents (id, publisher_id, family, designation, designation_no, display_designation, designation_key,
                         title, document_type, asset_type, content_type, status, updated_at, content_code)
    SELECT n, 1, 'F' || n, 'PUB ' || n, n::text, 'PUB ' || n, 'pub' || n, 'Document ' || n, 'Standard', 'Standard',
           'Standard', 'Active', now(), 'PUB|' || n
      FROM generate_series(1, 3) n;
  INSERT INTO users (id, tenant_id, email, user_type, updated_at) VALUES
    (11, 1, 'ua@example.com', 'INDIVIDUAL', now()), (12, 2, 'ub@example.com', 'INDIVIDUAL', now());
  INSERT INTO accounts (id, tenant_id, account_number, name, type) VALUES
    (21, 1, 'A-1', 'Company A', 'COMPANY'), (22, 2, 'B-1', 'Company B', 'COMPANY');
  INSERT INTO products (id, tenant_id, subscription_name, subscription_abbr_name) VALUES
    (31, 1, 'Product A', 'PA'), (32, 2, 'Product B', 'PB');
  INSERT INTO license_agreements (id, tenant_id, version, content) VALUES (41, 1, 1, 'Terms A'), (42, 2, 1, 'Terms B');
`;

async function run(url: string, sql: string): Promise<pg.QueryResult[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(sql);
    return Array.isArray(r) ? r : [r];
  } finally {
    await c.end();
  }
}
const rows = async <T extends pg.QueryResultRow>(url: string, sql: string) => (await run(url, sql)).at(-1)!.rows as T[];

describe(`migration ${MIGRATION}`, () => {
  let url: string;
  beforeAll(async () => {
    url = await databaseBefore();
    await run(
      url,
      `${FIXTURE}
      INSERT INTO account_memberships (user_id, account_id, is_default) VALUES (11, 21, true), (12, 22, true);
      INSERT INTO user_accounts (user_id, account_id, city, updated_at) VALUES (11, 21, 'Philadelphia', now()), (12, 22, 'Madrid', now());
      INSERT INTO subscriptions (account_id, product_id, starts_at) VALUES (21, 31, now()), (22, 32, now());
      INSERT INTO license_acceptances (user_id, agreement_id) VALUES (11, 41), (12, 42);
      -- trackings and "recently accessed": one sound, one through an account that is gone, one
      -- through another tenant's account (the old schema had no key to stop either)
      INSERT INTO tracked_documents (tenant_id, user_id, account_id, document_id, updated_at) VALUES
        (1, 11, 21, 1, now()), (1, 11, 999, 2, now()), (1, 11, 22, 3, now());
      INSERT INTO accessed_documents (tenant_id, user_id, account_id, document_id) VALUES
        (1, 11, 21, 1), (1, 11, 999, 2), (1, 11, 22, 3);
      INSERT INTO feedback (id, tenant_id, user_id, account_id, kind) VALUES (1, 1, 11, 21, 'GENERAL'), (2, 1, 11, 999, 'GENERAL');
      INSERT INTO usage_events (id, tenant_id, account_id, user_id, kind) VALUES
        (1, 1, 21, 11, 'VIEW'), (2, 1, 999, 11, 'VIEW'), (3, 1, 21, 999, 'VIEW');`,
    );
    const result = await migrate({ databaseUrl: url });
    expect(result.applied).toContain(MIGRATION);
  }, 120_000);

  it("gives memberships, contact details, subscriptions and licence acceptances the tenant of their user or account", async () => {
    for (const table of ["account_memberships", "user_accounts", "license_acceptances"]) {
      expect(await rows(url, `SELECT user_id, tenant_id FROM ${table} ORDER BY user_id`), table).toEqual([
        { user_id: 11, tenant_id: 1 },
        { user_id: 12, tenant_id: 2 },
      ]);
    }
    expect(await rows(url, "SELECT account_id, tenant_id FROM subscriptions ORDER BY account_id")).toEqual([
      { account_id: 21, tenant_id: 1 },
      { account_id: 22, tenant_id: 2 },
    ]);
  });

  it("keeps sound trackings and accesses, and deletes those through a missing or another tenant's account", async () => {
    expect(await rows(url, "SELECT document_id, account_id FROM tracked_documents")).toEqual([
      { document_id: 1, account_id: 21 },
    ]);
    expect(await rows(url, "SELECT document_id, account_id FROM accessed_documents")).toEqual([
      { document_id: 1, account_id: 21 },
    ]);
  });

  it("sets dangling account and user ids of feedback and usage events to NULL, keeping the rows", async () => {
    expect(await rows(url, "SELECT id, account_id FROM feedback ORDER BY id")).toEqual([
      { id: 1, account_id: 21 },
      { id: 2, account_id: null },
    ]);
    expect(await rows(url, "SELECT id::int, account_id, user_id FROM usage_events ORDER BY id")).toEqual([
      { id: 1, account_id: 21, user_id: 11 },
      { id: 2, account_id: null, user_id: 11 },
      { id: 3, account_id: 21, user_id: null },
    ]);
  });

  describe("afterwards", () => {
    it("a row written without tenant_id gets its user's (or account's) tenant", async () => {
      await run(
        url,
        `INSERT INTO users (id, tenant_id, email, user_type, updated_at) VALUES (13, 2, 'ub2@example.com', 'INDIVIDUAL', now());
         INSERT INTO account_memberships (user_id, account_id) VALUES (13, 22);
         INSERT INTO user_accounts (user_id, account_id, updated_at) VALUES (13, 22, now());
         INSERT INTO license_acceptances (user_id, agreement_id) VALUES (13, 42);
         INSERT INTO accounts (id, tenant_id, account_number, name, type) VALUES (23, 2, 'B-2', 'Another B', 'COMPANY');
         INSERT INTO subscriptions (account_id, product_id, starts_at) VALUES (23, 32, now());`,
      );
      for (const table of ["account_memberships", "user_accounts", "license_acceptances"])
        expect(await rows(url, `SELECT tenant_id FROM ${table} WHERE user_id = 13`), table).toEqual([{ tenant_id: 2 }]);
      expect(await rows(url, "SELECT tenant_id FROM subscriptions WHERE account_id = 23")).toEqual([{ tenant_id: 2 }]);
    });

    const refused: [string, string][] = [
      [
        "a membership of tenant A's user in tenant B's account",
        "INSERT INTO account_memberships (user_id, account_id) VALUES (11, 22)",
      ],
      [
        "the same with tenant_id given",
        "INSERT INTO account_memberships (tenant_id, user_id, account_id) VALUES (2, 11, 22)",
      ],
      [
        "contact details across tenants",
        "INSERT INTO user_accounts (user_id, account_id, updated_at) VALUES (11, 22, now())",
      ],
      [
        "a subscription to another tenant's product",
        "INSERT INTO subscriptions (account_id, product_id, starts_at) VALUES (21, 32, now())",
      ],
      [
        "accepting another tenant's agreement",
        "INSERT INTO license_acceptances (user_id, agreement_id) VALUES (11, 42)",
      ],
      [
        "a tracking through another tenant's account",
        "INSERT INTO tracked_documents (tenant_id, user_id, account_id, document_id, updated_at) VALUES (1, 11, 22, 2, now())",
      ],
      [
        "an access through an account that does not exist",
        "INSERT INTO accessed_documents (tenant_id, user_id, account_id, document_id) VALUES (1, 11, 999, 2)",
      ],
      [
        "feedback naming an account that does not exist",
        "INSERT INTO feedback (id, tenant_id, account_id, kind) VALUES (100, 1, 999, 'GENERAL')",
      ],
      [
        "a usage event naming a user that does not exist",
        "INSERT INTO usage_events (id, tenant_id, user_id, kind) VALUES (100, 1, 999, 'VIEW')",
      ],
    ];
    for (const [what, sql] of refused) {
      it(`refuses ${what}`, async () => {
        await expect(run(url, sql)).rejects.toThrow(/foreign key constraint/);
      });
    }

    it("removing an account removes its trackings and accesses, and keeps its feedback and usage events", async () => {
      await run(url, "DELETE FROM accounts WHERE id = 21");
      expect(await rows(url, "SELECT count(*)::int AS n FROM tracked_documents WHERE account_id = 21")).toEqual([
        { n: 0 },
      ]);
      expect(await rows(url, "SELECT count(*)::int AS n FROM accessed_documents WHERE account_id = 21")).toEqual([
        { n: 0 },
      ]);
      expect(await rows(url, "SELECT id, account_id FROM feedback WHERE id = 1")).toEqual([
        { id: 1, account_id: null },
      ]);
      expect(await rows(url, "SELECT account_id, user_id FROM usage_events WHERE id = 1")).toEqual([
        { account_id: null, user_id: 11 },
      ]);
      // Its memberships, contact details and subscriptions go with it.
      expect(await rows(url, "SELECT count(*)::int AS n FROM account_memberships WHERE account_id = 21")).toEqual([
        { n: 0 },
      ]);
      expect(await rows(url, "SELECT count(*)::int AS n FROM subscriptions WHERE account_id = 21")).toEqual([{ n: 0 }]);
    });

    it("removing a user keeps their usage events without the user", async () => {
      await run(url, "DELETE FROM users WHERE id = 11");
      expect(await rows(url, "SELECT user_id FROM usage_events WHERE id = 2")).toEqual([{ user_id: null }]);
    });
  });
});

describe(`migration ${MIGRATION} on a membership joining two tenants`, () => {
  it("stops, names the table and the number of rows, and changes nothing", async () => {
    const url = await databaseBefore();
    await run(url, `${FIXTURE} INSERT INTO account_memberships (user_id, account_id) VALUES (11, 22), (12, 22);`);
    await expect(migrate({ databaseUrl: url })).rejects.toThrow(
      /account_memberships: 1 rows join a user and an account of different tenants/,
    );
    expect(
      await rows(
        url,
        "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'account_memberships' AND column_name = 'tenant_id'",
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await rows(url, `SELECT count(*)::int AS n FROM _prisma_migrations WHERE migration_name = '${MIGRATION}'`),
    ).toEqual([{ n: 0 }]);
  }, 120_000);
});
