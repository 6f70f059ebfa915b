// The migration runner: applies in order, records rows exactly like `prisma migrate deploy`,
// is idempotent, refuses a migration changed after it was applied, and applies all or nothing.
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withDatabase } from "@norma/tests/harness/services.ts";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR, MigrationError, migrate, readMigrations } from "./runner.ts";

const created: string[] = [];
const server = () => inject("databaseUrl");

async function emptyDatabase(): Promise<string> {
  const name = `norma_t_${process.pid}_mig${created.length}${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: withDatabase(server(), "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  created.push(name);
  return withDatabase(server(), name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "norma-migrations-"));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: withDatabase(server(), "postgres") });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

describe("migration runner", () => {
  it("applies the project's migrations and records them as prisma migrate deploy does", async () => {
    const url = await emptyDatabase();
    const result = await migrate({ databaseUrl: url });
    const files = await readMigrations(MIGRATIONS_DIR);
    expect(result.applied).toEqual(files.map((f) => f.name));
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      url,
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const [i, r] of rows.entries()) {
      expect(r.checksum).toBe(createHash("sha256").update(files[i].sql).digest("hex"));
      expect(r.finished_at).not.toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }
  });

  it("is idempotent: a second run applies nothing", async () => {
    const url = await emptyDatabase();
    await migrate({ databaseUrl: url });
    const again = await migrate({ databaseUrl: url });
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied.length).toBeGreaterThan(0);
  });

  it("fails loudly when an applied migration was modified", async () => {
    const url = await emptyDatabase();
    const dir = await migrationsDir({ "20260101000000_a": "CREATE TABLE a (id int);" });
    await migrate({ databaseUrl: url, dir });
    await writeFile(join(dir, "20260101000000_a", "migration.sql"), "CREATE TABLE a (id bigint);");
    await expect(migrate({ databaseUrl: url, dir })).rejects.toThrow(
      /20260101000000_a was modified after it was applied/,
    );
  });

  it("applies a failing migration not at all, and records nothing for it", async () => {
    const url = await emptyDatabase();
    const dir = await migrationsDir({
      "20260101000000_ok": "CREATE TABLE ok (id int);",
      "20260102000000_bad": "CREATE TABLE half (id int); SELECT no_such_function();",
    });
    await expect(migrate({ databaseUrl: url, dir })).rejects.toBeInstanceOf(MigrationError);
    const tables = await query<{ table_name: string }>(
      url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(["_prisma_migrations", "ok"]);
    const rows = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(rows.map((r) => r.migration_name)).toEqual(["20260101000000_ok"]);
  });

  it("lets concurrent runners queue up instead of applying twice", async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([migrate({ databaseUrl: url }), migrate({ databaseUrl: url })]);
    expect(a.applied.length + b.applied.length).toBe((await readMigrations()).length);
  });
});
