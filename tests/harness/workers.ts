// Fixtures for workers tests: a private database, Redis prefix and SMTP sink per test file, and
// a config builder for runtimes (in-process or child processes).
import { createDb, type Db } from "@norma/db";
import { loadWorkersConfig, type WorkersConfig } from "@norma/workers/src/config.ts";
import { Redis } from "ioredis";
import { afterAll, beforeAll, inject } from "vitest";
import { clearRedisPrefix, createTestDatabase, type TestDatabase, testRedisPrefix } from "./index.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

export interface WorkersFixture {
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  redis: Redis;
  sink: SmtpSink;
  /** Environment for a runtime (child processes get it as their env). */
  env(overrides?: Record<string, string>): Record<string, string>;
  config(overrides?: Record<string, string>): WorkersConfig;
}

export function useWorkersEnv(): WorkersFixture {
  const f = {} as WorkersFixture;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const sink = await startSmtpSink();
    const redisUrl = inject("redisUrl");
    const redisPrefix = testRedisPrefix();
    const env = (overrides: Record<string, string> = {}) => ({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: "100",
      ...overrides,
    });
    Object.assign(f, {
      db: createDb(database.url, { max: 3 }),
      databaseUrl: database.url,
      redisUrl,
      redisPrefix,
      redis: new Redis(redisUrl),
      sink,
      env,
      config: (overrides: Record<string, string> = {}) => loadWorkersConfig(env(overrides)),
    });
  }, 120_000);
  afterAll(async () => {
    await f.sink?.close();
    if (f.redis) {
      await clearRedisPrefix(f.redis, f.redisPrefix);
      f.redis.disconnect();
    }
    await f.db?.$disconnect();
    await database?.drop();
  });
  return f;
}

/** Polls until fn returns a truthy value. */
export async function eventually<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
