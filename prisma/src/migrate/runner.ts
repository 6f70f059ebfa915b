// Applies prisma/migrations/*/migration.sql in order and records each in `_prisma_migrations`
// exactly as `prisma migrate deploy` does (same table, checksum = sha256 of the file), so either
// tool can take over. Prisma's schema engine cannot be downloaded on offline machines; this can.
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** prisma/migrations: MIGRATIONS_DIR, else found above this module (source tree or bundle). */
export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? findMigrationsDir();

function findMigrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "migrations", "migration_lock.toml"))) return join(dir, "migrations");
    if (existsSync(join(dir, "prisma", "migrations", "migration_lock.toml"))) return join(dir, "prisma", "migrations");
    const parent = dirname(dir);
    if (parent === dir) throw new Error("prisma/migrations not found (set MIGRATIONS_DIR)");
    dir = parent;
  }
}

// Any constant works; it only has to be the same for every runner so they queue up.
const ADVISORY_LOCK_KEY = 72_657_115;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
}

export class MigrationError extends Error {}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const out: MigrationFile[] = [];
  for (const name of names) {
    const sql = await readFile(join(dir, name, "migration.sql"), "utf8");
    out.push({ name, sql, checksum: createHash("sha256").update(sql).digest("hex") });
  }
  return out;
}

/**
 * Applies pending migrations. Each migration runs in its own transaction together with its
 * `_prisma_migrations` row, so a failure leaves nothing half-applied. Fails loudly when an
 * applied migration's file has changed (checksum mismatch) or a failed Prisma run is recorded.
 */
export async function migrate(options: {
  databaseUrl: string;
  dir?: string;
  log?: (line: string) => void;
}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const files = await readMigrations(options.dir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);
    const recorded = new Map(rows.filter((r) => r.rolled_back_at === null).map((r) => [r.migration_name, r]));

    const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed.length > 0) {
      throw new MigrationError(
        `migration ${failed[0].migration_name} is recorded as failed; resolve it before migrating again`,
      );
    }
    const known = new Set(files.map((f) => f.name));
    for (const r of recorded.keys()) {
      if (!known.has(r))
        log(`warning: ${r} is applied in the database but missing from ${options.dir ?? MIGRATIONS_DIR}`);
    }

    const result: MigrateResult = { applied: [], alreadyApplied: [] };
    for (const file of files) {
      const row = recorded.get(file.name);
      if (row) {
        if (row.checksum !== file.checksum) {
          throw new MigrationError(
            `migration ${file.name} was modified after it was applied (checksum ${row.checksum} in the database, ${file.checksum} on disk)`,
          );
        }
        result.alreadyApplied.push(file.name);
        continue;
      }
      log(`applying ${file.name}`);
      await client.query("BEGIN");
      try {
        const id = randomUUID();
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [id, file.checksum, file.name],
        );
        await client.query(file.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new MigrationError(`migration ${file.name} failed: ${(err as Error).message}`);
      }
      result.applied.push(file.name);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
