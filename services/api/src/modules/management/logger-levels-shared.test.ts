// A logger level changed through one API process reaches the others (Redis publish/subscribe),
// a process started later begins with it (recorded in Redis), and without Redis the change still
// holds in the process that took it.
import { createServer } from "node:net";
import { Writable } from "node:stream";
import { testConfig, useApi } from "@norma/tests/harness";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";

const api = useApi();
let operator: string;
const others: FastifyInstance[] = [];

async function another(config = api.config): Promise<FastifyInstance> {
  // Its own Redis connection, as a second replica has; started at INFO, its lines discarded.
  const discard = new Writable({ write: (_chunk, _enc, done) => done() });
  const app = await buildApp(config, { db: api.db, storage: api.storage, logger: { level: "info", stream: discard } });
  await app.ready();
  others.push(app);
  return app;
}

const levels = async (app: FastifyInstance) =>
  (
    await app.inject({ method: "GET", url: "/management/loggers", headers: { authorization: `Bearer ${operator}` } })
  ).json().loggers as Record<string, { configuredLevel: string | null; effectiveLevel: string }>;

const change = (app: FastifyInstance, name: string, configuredLevel: string | null) =>
  app.inject({
    method: "POST",
    url: `/management/loggers/${name}`,
    headers: { authorization: `Bearer ${operator}` },
    payload: { configuredLevel },
  });

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  operator = await api.login("operator@astm.example");
});
afterAll(async () => {
  for (const app of others) await app.close();
});

describe("logger levels across API processes", () => {
  it("a change taken by one process applies in another, and a process started later begins with it", async () => {
    const second = await another();
    expect((await levels(second)).search).toEqual({ configuredLevel: null, effectiveLevel: "INFO" });

    expect((await change(api.app, "search", "DEBUG")).statusCode).toBe(204);
    expect((await change(api.app, "ROOT", "WARN")).statusCode).toBe(204);
    const seen = await eventually(
      () => levels(second),
      (l) => l.search?.configuredLevel === "DEBUG" && l.ROOT?.configuredLevel === "WARN",
    );
    expect(seen.search).toEqual({ configuredLevel: "DEBUG", effectiveLevel: "DEBUG" });
    expect(seen.ROOT).toEqual({ configuredLevel: "WARN", effectiveLevel: "WARN" });
    // A module without a level of its own follows the propagated ROOT.
    expect(seen.auth).toEqual({ configuredLevel: null, effectiveLevel: "WARN" });

    // A change the other way round, taken by the second process.
    // (The fixture's own app logs nowhere — Fastify's logger: false shares one logger object
    // among children — so only its configured levels are meaningful.)
    expect((await change(second, "search", "ERROR")).statusCode).toBe(204);
    expect(
      (
        await eventually(
          () => levels(api.app),
          (l) => l.search?.configuredLevel === "ERROR",
        )
      ).search.configuredLevel,
    ).toBe("ERROR");

    // A replica started now reads the recorded levels before it serves.
    const third = await another();
    const started = await levels(third);
    expect(started.search).toEqual({ configuredLevel: "ERROR", effectiveLevel: "ERROR" });
    expect(started.ROOT).toEqual({ configuredLevel: "WARN", effectiveLevel: "WARN" });

    // Back to the defaults everywhere; a replica started afterwards has nothing recorded.
    expect((await change(third, "search", null)).statusCode).toBe(204);
    expect((await change(third, "ROOT", null)).statusCode).toBe(204);
    const reset = await eventually(
      () => levels(second),
      (l) => l.search?.configuredLevel === null && l.ROOT?.configuredLevel === null,
    );
    expect(reset.search).toEqual({ configuredLevel: null, effectiveLevel: "INFO" });
    expect(reset.ROOT).toEqual({ configuredLevel: null, effectiveLevel: "INFO" });
    expect(await api.redis.hgetall(`${api.config.redisPrefix}:logger-levels`)).toEqual({});
    const fourth = await another();
    expect((await levels(fourth)).search).toEqual({ configuredLevel: null, effectiveLevel: "INFO" });
    // (Each API instance builds its search index: minutes on a busy machine.)
  }, 600_000);

  it("without Redis the change still applies in the process that took it", async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const srv = createServer();
      srv.listen(0, "127.0.0.1", () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    const cut = await another(
      testConfig({
        DATABASE_URL: api.databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: api.config.redisPrefix,
        STORAGE_DIR: api.storageDir,
      }),
    );
    const started = Date.now();
    const res = await change(cut, "publishing", "TRACE");
    expect(res.statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await levels(cut)).publishing).toEqual({ configuredLevel: "TRACE", effectiveLevel: "TRACE" });
    // Nothing reached the processes on Redis.
    expect((await levels(api.app)).publishing.configuredLevel).toBeNull();
  }, 300_000);
});
