// Reads that tolerate lag go to a streaming replica (DATABASE_REPLICA_URL); writes, and the reads
// of what a user has just written, stay on the primary. Proven on a primary and replica of the
// test's own (pg_basebackup), with the replica's replay paused: the catalogue the API searches is
// the replica's, a favourite is visible at once, and the index catches up once replay resumes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@norma/db";
import { migrate } from "@norma/db/migrate";
import { DEMO_PASSWORD, runSeed } from "@norma/db/seed";
import { clearRedisPrefix, testConfig, testRedisPrefix } from "@norma/tests/harness";
import { type ReplicaPair, replicaUnavailable, startReplicaPair } from "@norma/tests/harness/pg-replica.ts";
import { withDatabase } from "@norma/tests/harness/services.ts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createSearchRepo } from "./modules/search/search-repo.ts";

const unavailable = replicaUnavailable();
let pair: ReplicaPair;
let app: FastifyInstance;
let primary: Db;
let redis: Redis;
let prefix: string;
let storageDir: string;
let token: string;

const search = async (keywords: string) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/documents/search",
    headers: { authorization: `Bearer ${token}` },
    payload: { keywords, searchField: "keyword" },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; result: { contentCode: string }[] };
};

describe.skipIf(unavailable)("PostgreSQL read replica", () => {
  beforeAll(async () => {
    pair = await startReplicaPair();
    const primaryUrl = withDatabase(pair.primaryUrl, "norma");
    const replicaUrl = withDatabase(pair.replicaUrl, "norma");
    const admin = createDb(pair.primaryUrl, { max: 1 });
    await admin.$executeRawUnsafe("CREATE DATABASE norma");
    await admin.$disconnect();
    storageDir = mkdtempSync(join(tmpdir(), "norma-replica-storage-"));
    await migrate({ databaseUrl: primaryUrl });
    await runSeed({ databaseUrl: primaryUrl, storageDir, documents: 300, files: 0, seed: 42 });
    await pair.caughtUp();
    prefix = testRedisPrefix();
    const config = testConfig({
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      REDIS_PREFIX: prefix,
      STORAGE_DIR: storageDir,
    });
    primary = createDb(primaryUrl, { max: 2 });
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    app = await buildApp(config, { redis, logger: false });
    await app.ready();
    const login = await app.inject({
      method: "POST",
      url: "/api/authenticate",
      headers: { "x-tenant": "astm" },
      payload: { email: "individual@astm.example", password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().id_token;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await primary?.$disconnect();
    if (redis) {
      await clearRedisPrefix(redis, prefix);
      redis.disconnect();
    }
    pair?.stop();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it("search reads the replica: a change the replica has not replayed is not found, and is once it has", async () => {
    const before = await search("tensile");
    expect(before.count).toBeGreaterThan(0);
    await pair.pauseReplay();
    try {
      const doc = await primary.document.findFirstOrThrow({ where: { isLatest: true }, orderBy: { id: "asc" } });
      await primary.document.update({ where: { id: doc.id }, data: { title: "Quarzwhistle fixture for replicas" } });
      // On the primary the new title is there at once …
      expect(await primary.document.count({ where: { title: { contains: "Quarzwhistle" } } })).toBe(1);
      // … but the API's search reads the paused replica (SEARCH_INDEX_REFRESH_MS=0: it looks for
      // changes before every search).
      expect((await search("quarzwhistle")).count).toBe(0);
      // The index's clock on the replica is as of what it has replayed, not the wall clock: the
      // change is newer than it, so the next look reads it however long the replica lagged.
      const changed = await primary.document.findUniqueOrThrow({ where: { id: doc.id }, select: { updatedAt: true } });
      const replicaDb = createDb(withDatabase(pair.replicaUrl, "norma"), { max: 1 });
      try {
        const clock = await createSearchRepo(primary, replicaDb).clock();
        expect(clock.getTime()).toBeLessThan(changed.updatedAt.getTime());
      } finally {
        await replicaDb.$disconnect();
      }
      // A user's own write is read from the primary at once, whatever the replica's lag.
      const fav = await app.inject({
        method: "POST",
        url: "/api/content-favorites",
        headers: { authorization: `Bearer ${token}` },
        payload: { contentCode: before.result[0].contentCode },
      });
      expect(fav.statusCode, fav.body).toBe(201);
      const list = await app.inject({
        method: "GET",
        url: "/api/favorite-documents/current-user",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).toContain(before.result[0].contentCode);
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
    expect((await search("quarzwhistle")).count).toBe(1);
  });

  it("the replica refuses writes: nothing the API writes goes there", async () => {
    const replica = createDb(withDatabase(pair.replicaUrl, "norma"), { max: 1 });
    try {
      await expect(replica.$executeRawUnsafe("UPDATE documents SET title = title WHERE id = 1")).rejects.toThrow(
        /read-only transaction/,
      );
    } finally {
      await replica.$disconnect();
    }
  });
});

describe("read replica configuration", () => {
  it("is optional; a URL that is not PostgreSQL's is refused at start-up", () => {
    const base = { NODE_ENV: "test", DATABASE_URL: "postgresql://x/y", JWT_SECRET: "x".repeat(32) };
    expect(loadConfig(base).databaseReplicaUrl).toBeUndefined();
    expect(loadConfig({ ...base, DATABASE_REPLICA_URL: "postgresql://replica/y" }).databaseReplicaUrl).toBe(
      "postgresql://replica/y",
    );
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: "mysql://replica/y" })).toThrow(/DATABASE_REPLICA_URL/);
  });
});
