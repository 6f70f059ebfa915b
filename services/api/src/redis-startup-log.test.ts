// The API's start with Redis (issue 26 §5): assembling the app blocks the event loop for seconds,
// so the first connection's 2 s timer used to fire after a connection that had succeeded, and a
// healthy Redis was logged as "redis error connect ETIMEDOUT". An error is now logged only when
// Redis has stayed unusable for REDIS_ERROR_GRACE_MS after it.
import { createServer } from "node:net";
import { testConfig, useApi } from "@norma/tests/harness";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { REDIS_ERROR_GRACE_MS } from "./lib/redis-guard.ts";

const api = useApi();

type Line = { level: number; msg?: string; err?: string };

function capture() {
  const lines: Line[] = [];
  return { lines, logger: { level: "warn", stream: { write: (chunk: string) => void lines.push(JSON.parse(chunk)) } } };
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** Keeps the event loop busy, as compiling the contract and loading the search index do. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

describe("Redis at the API's start", () => {
  it("a healthy Redis reached late because the start blocked the event loop is no error", async () => {
    const { lines, logger } = capture();
    // The block starts once the connection has begun (its timer armed, the socket opening).
    const building = buildApp(api.config, { db: api.db, storage: api.storage, logger });
    await new Promise<void>((resolve) => setImmediate(resolve));
    block(2_600);
    app = await building;
    await app.ready();
    const ready = app;
    await expect.poll(() => ready.redis.status, { timeout: 5_000 }).toBe("ready");
    await new Promise((r) => setTimeout(r, REDIS_ERROR_GRACE_MS + 200));
    // Nor are the subscribers' connections, made at the same time.
    expect(lines, JSON.stringify(lines)).toEqual([]);
  });

  it("a Redis that cannot be reached is logged once, after the grace", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
    });
    const { lines, logger } = capture();
    app = await buildApp(testConfig({ REDIS_URL: `redis://127.0.0.1:${closed}`, STORAGE_DIR: api.storageDir }), {
      db: api.db,
      storage: api.storage,
      logger,
    });
    // Let the first attempt fail before the app is ready.
    await new Promise((r) => setTimeout(r, 300));
    await app.ready();
    await new Promise((r) => setTimeout(r, REDIS_ERROR_GRACE_MS + 200));
    const errors = lines.filter((l) => l.msg === "redis error");
    expect(errors).toHaveLength(1);
    expect(errors[0].err).toMatch(/ECONNREFUSED/);
    // Its reconnections fail the same way and are not logged again.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(lines.filter((l) => l.msg === "redis error")).toHaveLength(1);
  });
});
