// Per-test-file fixtures: a private copy of the template database, a private Redis prefix, a
// private blob directory (hard links to the template's files), and the API built on them.
//
//   const api = useApi();
//   it("…", async () => {
//     const token = await api.login("individual@astm.example");
//     const res = await api.request({ method: "GET", url: "/api/account", token });
//   });
import { randomBytes } from "node:crypto";
import { link, mkdir, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppOverrides, buildApp } from "@norma/api/src/app.ts";
import { type Config, loadConfig } from "@norma/api/src/config.ts";
import { createDb, type Db } from "@norma/db";
import { type BlobStorage, createLocalStorage } from "@norma/db/storage";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import "./provided.ts";
import { withDatabase } from "./services.ts";

export const DEMO_PASSWORD = "norma-demo";
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

export interface TestDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database copied from the migrated and seeded template (the test run's, unless a script
 * outside vitest names its server and template).
 */
export async function createTestDatabase(
  server: string = inject("databaseUrl"),
  template: string = inject("templateDatabase"),
): Promise<TestDatabase> {
  const name = `norma_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(server, "postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(server, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: withDatabase(server, "postgres") });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => c.end());
    },
  };
}

/** Copies a directory tree as hard links: instant, and writes (write-then-rename) never touch the original. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const e of await readdir(from, { withFileTypes: true })) {
    if (e.isDirectory()) await linkTree(join(from, e.name), join(to, e.name));
    else if (e.isFile()) await link(join(from, e.name), join(to, e.name));
  }
}

export async function createTestStorage(
  templateStorageDir: string = inject("templateStorageDir"),
): Promise<{ dir: string; storage: BlobStorage; remove: () => Promise<void> }> {
  const dir = join(tmpdir(), `norma-test-${process.pid}-${randomBytes(4).toString("hex")}`);
  await linkTree(templateStorageDir, dir);
  return { dir, storage: createLocalStorage(dir), remove: () => rm(dir, { recursive: true, force: true }) };
}

export function testRedisPrefix(): string {
  return `norma-test:${process.pid}:${randomBytes(4).toString("hex")}`;
}

/** Removes every key under a prefix. */
export async function clearRedisPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== "0");
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "postgresql://placeholder/placeholder",
    REDIS_URL: inject("redisUrl"),
    JWT_SECRET: TEST_JWT_SECRET,
    DEFAULT_TENANT: "astm",
    // Tests sign in (and send feedback) far more often than people; the rate-limit tests set
    // their own limits.
    AUTH_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "100000",
    FEEDBACK_RATE_LIMIT_PER_USER: "100000",
    FEEDBACK_RATE_LIMIT_PER_IP: "100000",
    // Tests try wrong share-link tokens, invitation keys and embed tokens on purpose; the
    // guess-throttle tests set their own limit.
    SECRET_GUESS_LIMIT: "100000",
    // A test changes the catalogue and searches at once: the search index looks before every query.
    SEARCH_INDEX_REFRESH_MS: "0",
    ...overrides,
  });
}

export interface ApiFixture {
  app: FastifyInstance;
  db: Db;
  redis: Redis;
  config: Config;
  storage: BlobStorage;
  storageDir: string;
  databaseUrl: string;
  /** Signs in with the demo password (or another) and returns the token. */
  login(email: string, options?: { password?: string; tenant?: string }): Promise<string>;
  request(options: InjectOptions & { token?: string; tenant?: string }): Promise<LightMyRequestResponse>;
}

/**
 * Registers beforeAll/afterAll that build the API on a private database, Redis prefix and blob
 * directory. Properties are available inside tests (after beforeAll ran).
 */
export function useApi(options: { env?: Record<string, string>; build?: Partial<AppOverrides> } = {}): ApiFixture {
  const fixture = {} as ApiFixture;
  let database: TestDatabase;
  let removeStorage: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const storage = await createTestStorage();
    removeStorage = storage.remove;
    const prefix = testRedisPrefix();
    const config = testConfig({
      DATABASE_URL: database.url,
      REDIS_PREFIX: prefix,
      STORAGE_DIR: storage.dir,
      ...(options.env ?? {}),
    });
    const db = createDb(database.url, { max: 5 });
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    const app = await buildApp(config, {
      db,
      redis,
      storage: storage.storage,
      logger: false,
      ...(options.build ?? {}),
    });
    await app.ready();
    Object.assign(fixture, {
      app,
      db,
      redis,
      config,
      storage: storage.storage,
      storageDir: storage.dir,
      databaseUrl: database.url,
      async request(opts: InjectOptions & { token?: string; tenant?: string }) {
        const { token, tenant, headers, ...rest } = opts;
        return app.inject({
          ...rest,
          headers: {
            ...(headers ?? {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(tenant ? { "x-tenant": tenant } : {}),
          },
        });
      },
      async login(email: string, o: { password?: string; tenant?: string } = {}) {
        const tenant = o.tenant ?? email.split("@")[1]?.split(".")[0] ?? "astm";
        const signIn = () =>
          app.inject({
            method: "POST",
            url: "/api/authenticate",
            headers: { "x-tenant": tenant },
            payload: { email, password: o.password ?? DEMO_PASSWORD },
          });
        let res = await signIn();
        if (res.statusCode === 403 && res.json().message === "error.login.method-disabled") {
          // A tenant whose users come only through its identity provider (aenor, federated): the
          // tests sign its seeded users in with the demo password, offered for this one call.
          const where = { code: tenant };
          // Written past the console: the API's cached tenant settings are dropped by hand.
          await db.tenant.update({ where, data: { passwordLoginEnabled: true } });
          app.tenantSettings.invalidate();
          try {
            res = await signIn();
          } finally {
            await db.tenant.update({ where, data: { passwordLoginEnabled: false } });
            app.tenantSettings.invalidate();
          }
        }
        if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
        return res.json().id_token as string;
      },
    });
  }, 120_000);
  afterAll(async () => {
    await fixture.app?.close();
    if (fixture.redis) {
      await clearRedisPrefix(fixture.redis, fixture.config.redisPrefix);
      fixture.redis.disconnect();
    }
    await fixture.db?.$disconnect();
    await database?.drop();
    await removeStorage?.();
  });
  return fixture;
}
