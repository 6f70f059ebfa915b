// The template database every test file copies: migrated and seeded once with a small synthetic
// catalogue. It is cached between runs under a name derived from the migrations and the seed
// code, so only a change to either rebuilds it.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import pg from "pg";
import { withDatabase } from "./services.ts";

export const REPO_ROOT = join(import.meta.dirname, "..", "..");

/** The catalogue the tests run against (documents with HTML+PDF files among them). */
export const TEST_CATALOGUE = { documents: 400, files: 60, seed: 42 };

async function hashTree(dir: string, h = createHash("sha256")): Promise<ReturnType<typeof createHash>> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.name === "generated" || e.name === "node_modules") continue;
    if (e.isDirectory()) await hashTree(p, h);
    else if (/\.(ts|sql|json|prisma|html|mjs)$/.test(e.name)) {
      h.update(relative(REPO_ROOT, p));
      h.update(await readFile(p));
    }
  }
  return h;
}

export async function templateKey(): Promise<string> {
  const h = await hashTree(join(REPO_ROOT, "prisma", "migrations"));
  // The seed also builds the semantic index and uses the shared helpers (storage, passwords).
  for (const dir of ["seed", "semantic", "lib"]) await hashTree(join(REPO_ROOT, "prisma", "src", dir), h);
  h.update(JSON.stringify(TEST_CATALOGUE));
  // What the template does after the seed (the demo users' cheaper hash) is part of it too.
  h.update(await readFile(join(REPO_ROOT, "tests", "harness", "template.ts")));
  return h.digest("hex").slice(0, 12);
}

/** scrypt's N for the template's demo users (the platform's is 16,384: about 35 ms a sign-in here). */
const TEST_PASSWORD_COST = 1_024;

/**
 * The seeded users share one hash of the demo password; the template's is re-made at a lower
 * scrypt cost. Verifying reads the cost from the stored hash, so every sign-in of the suite (well
 * over a thousand a run) is the same code path at about 2 ms of CPU instead of 35. Wrong
 * passwords, unknown users and passwords set by a test keep the platform's cost.
 */
async function cheaperDemoPassword(url: string) {
  const { DEMO_PASSWORD } = await import("@norma/db/seed");
  const { hashPassword } = await import("@norma/db/password");
  const cheap = await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST);
  await withClient(url, (c) => c.query("UPDATE users SET password_hash = $1 WHERE password_hash IS NOT NULL", [cheap]));
}

export interface Template {
  database: string;
  storageDir: string;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Builds (or reuses) the template database and its blob directory. */
export async function ensureTemplate(serverUrl: string, log: (l: string) => void = () => {}): Promise<Template> {
  const key = await templateKey();
  const database = `norma_tpl_${key}`;
  const storageDir = join(tmpdir(), "norma-test-cache", key, "storage");
  const adminUrl = withDatabase(serverUrl, "postgres");
  return withClient(adminUrl, async (admin) => {
    // One builder at a time across concurrent test runs on the same server.
    await admin.query("SELECT pg_advisory_lock(7265711)");
    try {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate", [database]);
      if (exists.rowCount && existsSync(join(storageDir, ".complete"))) return { database, storageDir };
      log(`building test template ${database} (catalogue of ${TEST_CATALOGUE.documents} documents)`);
      const started = Date.now();
      await admin.query(`UPDATE pg_database SET datistemplate = false WHERE datname = $1`, [database]);
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${database}"`);
      await rm(storageDir, { recursive: true, force: true });
      await mkdir(storageDir, { recursive: true });
      const url = withDatabase(serverUrl, database);
      const { migrate } = await import("@norma/db/migrate");
      await migrate({ databaseUrl: url });
      const { runSeed } = await import("@norma/db/seed");
      await runSeed({ databaseUrl: url, storageDir, ...TEST_CATALOGUE, log: () => {} });
      await cheaperDemoPassword(url);
      await admin.query(`UPDATE pg_database SET datistemplate = true WHERE datname = $1`, [database]);
      await admin.query(`COMMENT ON DATABASE "${database}" IS 'norma test template built ${new Date().toISOString()}'`);
      const { writeFile } = await import("node:fs/promises");
      await writeFile(join(storageDir, ".complete"), new Date().toISOString());
      log(`test template built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await dropStaleTemplates(admin, database);
      return { database, storageDir };
    } finally {
      await admin.query("SELECT pg_advisory_unlock(7265711)");
    }
  });
}

/**
 * Older templates (from earlier versions of the schema or seed) are dropped once they are a few
 * hours old: another test run on the same server (another checkout or branch) may still be
 * copying its own template, so a recent one is left alone.
 */
const STALE_TEMPLATE_MS = 6 * 3600_000;

async function dropStaleTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ datname: string; comment: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database
      WHERE datname LIKE 'norma\\_tpl\\_%' AND datname <> $1`,
    [keep],
  );
  for (const r of rows) {
    const built = Date.parse(/built (\S+)/.exec(r.comment ?? "")?.[1] ?? "");
    if (Number.isFinite(built) && Date.now() - built < STALE_TEMPLATE_MS) continue;
    await admin.query(`UPDATE pg_database SET datistemplate = false WHERE datname = $1`, [r.datname]);
    await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`).catch(() => {});
  }
}

/** Databases of test files whose process is gone (a killed run) are dropped. */
export async function dropOrphanTestDatabases(serverUrl: string): Promise<void> {
  await withClient(withDatabase(serverUrl, "postgres"), async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'norma\\_t\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split("_")[2]);
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {}
      if (!alive) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
  });
}

export async function isDirectory(p: string) {
  return stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}
