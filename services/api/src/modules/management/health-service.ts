// Health of what the API depends on. Each check has a time limit so a hung dependency reports
// DOWN instead of hanging the health call.
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";

export interface ComponentHealth {
  status: "UP" | "DOWN";
  details?: Record<string, unknown>;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

export function createHealthService(deps: { db: Db; redis: Redis }) {
  const { db, redis } = deps;

  async function check(fn: () => Promise<Record<string, unknown>>): Promise<ComponentHealth> {
    const started = Date.now();
    try {
      const details = await withTimeout(fn(), CHECK_TIMEOUT_MS);
      return { status: "UP", details: { ...details, responseTimeMs: Date.now() - started } };
    } catch (err) {
      return { status: "DOWN", details: { error: (err as Error).message } };
    }
  }

  return {
    async health() {
      const [db_, redis_] = await Promise.all([
        check(async () => {
          const rows = await db.$queryRaw<{ version: string }[]>`SELECT current_setting('server_version') AS version`;
          return { database: "PostgreSQL", version: rows[0]?.version };
        }),
        check(async () => {
          const pong = await redis.ping();
          return { pong };
        }),
      ]);
      const components = { db: db_, redis: redis_ };
      const status: "UP" | "DOWN" = Object.values(components).every((c) => c.status === "UP") ? "UP" : "DOWN";
      return { status, components };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
