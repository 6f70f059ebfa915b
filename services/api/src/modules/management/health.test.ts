import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { useApi } from "../../../../../tests/harness/index.ts";
import { startTcpProxy, type TcpProxy } from "../../../../../tests/harness/tcp-proxy.ts";
import { buildApp } from "../../app.ts";

const api = useApi();
let proxy: TcpProxy | undefined;
afterAll(async () => proxy?.close());

describe("GET /management/health", () => {
  it("reports the database and Redis UP, without a token", async () => {
    const res = await api.request({ method: "GET", url: "/management/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "UP",
      components: { db: { status: "UP", details: { database: "PostgreSQL" } }, redis: { status: "UP" } },
    });
  });

  it("answers 503 and names the component when Redis is unreachable", async () => {
    const target = new URL(api.config.redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const redis = new Redis(`redis://127.0.0.1:${proxy.port}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on("error", () => {});
    const app = await buildApp(api.config, { db: api.db, redis, storage: api.storage, logger: false });
    try {
      proxy.down();
      const res = await app.inject({ method: "GET", url: "/management/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "DOWN",
        components: { db: { status: "UP" }, redis: { status: "DOWN" } },
      });
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});
