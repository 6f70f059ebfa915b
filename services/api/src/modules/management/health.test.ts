import net, { type AddressInfo } from "node:net";
import { createDb } from "@norma/db";
import { useApi } from "@norma/tests/harness";
import { startTcpProxy, type TcpProxy } from "@norma/tests/harness/tcp-proxy.ts";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { overallStatus } from "./health-service.ts";

const api = useApi();
let proxy: TcpProxy | undefined;
let dbProxy: TcpProxy | undefined;
afterAll(async () => {
  await proxy?.close();
  await dbProxy?.close();
});

/** The test database's URL with its host and port replaced (a proxy or a black hole in front of it). */
function databaseVia(port: number): string {
  const u = new URL(api.databaseUrl);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

/** Health until it is UP (the search index is built on the first health call), at most a minute. */
async function untilUp(app: { inject: typeof api.app.inject }) {
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ method: "GET", url: "/management/health" });
    if (res.statusCode === 200) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("health never came UP");
}

describe("GET /management/health", () => {
  it("says DOWN until the search index is built, then UP with the database, Redis and disk, without a token", async () => {
    const first = await api.request({ method: "GET", url: "/management/health" });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({
      status: "DOWN",
      components: { searchIndex: { status: "DOWN", details: { state: "building" } }, db: { status: "UP" } },
    });
    const res = await untilUp(api.app);
    expect(res.json()).toMatchObject({
      status: "UP",
      components: {
        db: { status: "UP", details: { database: "PostgreSQL" } },
        redis: { status: "UP" },
        searchIndex: { status: "UP", details: { state: "ready", documents: expect.any(Number) } },
        diskSpace: { status: "UP", details: { total: expect.any(Number), free: expect.any(Number) } },
      },
    });
    expect(res.json().components.searchIndex.details.documents).toBeGreaterThan(0);
  });

  it("answers 503 with the database DOWN when PostgreSQL is unreachable, and UP again once it is back", async () => {
    const target = new URL(api.databaseUrl);
    dbProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const db = createDb(databaseVia(dbProxy.port), { max: 2 });
    const app = await buildApp(api.config, { db, redis: api.redis, storage: api.storage, logger: false });
    try {
      await untilUp(app);
      dbProxy.down();
      const res = await app.inject({ method: "GET", url: "/management/health" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toMatchObject({
        status: "DOWN",
        components: { db: { status: "DOWN", details: { error: expect.any(String) } }, redis: { status: "UP" } },
      });
      dbProxy.up();
      const back = await app.inject({ method: "GET", url: "/management/health" });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: "UP", components: { db: { status: "UP" } } });
    } finally {
      await app.close();
      await db.$disconnect();
    }
  });

  it("reports a database that takes connections but never answers as DOWN within its time limit", async () => {
    // A black hole: accepts the connection, reads, never replies.
    const held = new Set<net.Socket>();
    const hole = net.createServer((s) => {
      held.add(s);
      s.on("error", () => {});
      s.resume();
    });
    await new Promise<void>((r) => hole.listen(0, "127.0.0.1", r));
    const db = createDb(databaseVia((hole.address() as AddressInfo).port), { max: 1 });
    const app = await buildApp(api.config, { db, redis: api.redis, storage: api.storage, logger: false });
    try {
      // Started first: the time limit is the health check's, not the application's start.
      await app.ready();
      const started = Date.now();
      const res = await app.inject({ method: "GET", url: "/management/health" });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "DOWN",
        components: { db: { status: "DOWN", details: { error: "no answer within 2000 ms" } }, redis: { status: "UP" } },
      });
    } finally {
      for (const s of held) s.destroy();
      await app.close();
      await db.$disconnect().catch(() => {});
      await new Promise<void>((r) => hole.close(() => r()));
    }
  });

  it("stays UP (200) with the Redis component DOWN when only Redis is unreachable: degraded-but-serving", async () => {
    const target = new URL(api.config.redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const redis = new Redis(`redis://127.0.0.1:${proxy.port}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on("error", () => {});
    const app = await buildApp(api.config, { db: api.db, redis, storage: api.storage, logger: false });
    try {
      await untilUp(app);
      proxy.down();
      const res = await app.inject({ method: "GET", url: "/management/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: "UP",
        components: {
          db: { status: "UP" },
          searchIndex: { status: "UP" },
          redis: { status: "DOWN", details: { error: expect.any(String), degraded: expect.stringContaining("Redis") } },
        },
      });
      // Readiness too: a balancer keeps sending traffic to an API that only lost Redis.
      // (once the semantic index is loaded, as for any fresh API)
      let ready = await app.inject({ method: "GET", url: "/management/health/readiness" });
      for (let i = 0; i < 600 && ready.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = await app.inject({ method: "GET", url: "/management/health/readiness" });
      }
      expect(ready.statusCode).toBe(200);
      expect(ready.json().status).toBe("UP");
      proxy.up();
      let back = await app.inject({ method: "GET", url: "/management/health" });
      for (let i = 0; i < 300 && back.json().components.redis.status !== "UP"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        back = await app.inject({ method: "GET", url: "/management/health" });
      }
      expect(back.json()).toMatchObject({ status: "UP", components: { redis: { status: "UP" } } });
      expect(back.json().components.redis.details.degraded).toBeUndefined();
    } finally {
      await app.close();
      redis.disconnect();
    }
  }, 180_000);
});

describe("overall status rule", () => {
  const up = { status: "UP" as const };
  const down = { status: "DOWN" as const };
  it("is DOWN when the database, the search index or the disk is DOWN, whatever Redis is", () => {
    expect(overallStatus({ db: up, redis: up, searchIndex: up, diskSpace: up })).toBe("UP");
    expect(overallStatus({ db: up, redis: down, searchIndex: up, diskSpace: up })).toBe("UP");
    expect(overallStatus({ db: down, redis: up, searchIndex: up })).toBe("DOWN");
    expect(overallStatus({ db: up, redis: down, searchIndex: down })).toBe("DOWN");
    expect(overallStatus({ db: up, redis: up, diskSpace: down })).toBe("DOWN");
    expect(overallStatus({ db: up, semanticIndex: down })).toBe("DOWN");
  });
});

describe("disk space with object storage", () => {
  it("is the temporary directory's disk (there is no blob directory), and health is UP", async () => {
    const config = {
      ...api.config,
      storageDir: "/nonexistent/norma-blobs",
      storage: {
        backend: "s3" as const,
        bucket: "norma-health",
        endpoint: "http://127.0.0.1:9",
        region: "us-east-1",
        forcePathStyle: true,
        accessKeyId: "x",
        secretAccessKey: "y",
        prefix: "",
      },
    };
    const app = await buildApp(config as typeof api.config, {
      db: api.db,
      redis: api.redis,
      storage: api.storage,
      logger: false,
    });
    try {
      const res = await untilUp(app);
      expect(res.json().components.diskSpace).toMatchObject({
        status: "UP",
        details: { total: expect.any(Number), free: expect.any(Number) },
      });
    } finally {
      await app.close();
    }
  });
});

describe("GET /management/health/readiness and /liveness", () => {
  it("a fresh API is alive at once but ready only once the search and semantic indexes are loaded", async () => {
    const app = await buildApp(api.config, { db: api.db, redis: api.redis, storage: api.storage, logger: false });
    try {
      const live = await app.inject({ method: "GET", url: "/management/health/liveness" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: "UP" });
      const first = await app.inject({ method: "GET", url: "/management/health/readiness" });
      expect(first.statusCode).toBe(503);
      expect(first.json()).toMatchObject({ status: "DOWN", components: { db: { status: "UP" } } });
      let ready = first;
      for (let i = 0; i < 600 && ready.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = await app.inject({ method: "GET", url: "/management/health/readiness" });
      }
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: "UP",
        components: { db: { status: "UP" }, searchIndex: { status: "UP" }, semanticIndex: { status: "UP" } },
      });
      expect(await app.services.semantic.loaded()).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("readiness leaves Redis out: an API without Redis is still ready", async () => {
    const target = new URL(api.config.redisUrl);
    const cut = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const redis = new Redis(`redis://127.0.0.1:${cut.port}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on("error", () => {});
    const app = await buildApp(api.config, { db: api.db, redis, storage: api.storage, logger: false });
    try {
      cut.down();
      let res = await app.inject({ method: "GET", url: "/management/health/readiness" });
      for (let i = 0; i < 600 && res.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await app.inject({ method: "GET", url: "/management/health/readiness" });
      }
      expect(res.statusCode).toBe(200);
      expect(res.json().components.redis).toBeUndefined();
    } finally {
      await app.close();
      redis.disconnect();
      await cut.close();
    }
  });
});
