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

/** Below this much free space the disk is DOWN (uploads and redlines would fail). */
const DISK_THRESHOLD_BYTES = 10 * 1024 * 1024;

export interface HealthDeps {
  db: Db;
  redis: Redis;
  /** The in-memory search index: searches cannot be answered until it is built. */
  searchIndex?: { status(): { state: string; documents: number; error?: string }; warm(): void };
  /** The semantic index (loaded at start): readiness waits for it too. */
  semanticIndex?: { loaded(): Promise<boolean>; warm(): void };
  /** Free space of the blob storage's file system. */
  diskSpace?: () => Promise<{ path: string; total: number; free: number }>;
}

export function createHealthService(deps: HealthDeps) {
  const { db, redis, searchIndex, semanticIndex, diskSpace } = deps;

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
      const components: Record<string, ComponentHealth> = { db: db_, redis: redis_ };
      if (searchIndex) {
        let s = searchIndex.status();
        // An API that was never asked to warm its index (tests, scripts) starts it here.
        if (s.state === "not-started") {
          searchIndex.warm();
          s = searchIndex.status();
        }
        components.searchIndex = {
          status: s.state === "ready" ? "UP" : "DOWN",
          details: { state: s.state, documents: s.documents, ...(s.error ? { error: s.error } : {}) },
        };
      }
      if (diskSpace) {
        components.diskSpace = await check(async () => {
          const d = await diskSpace();
          if (d.free < DISK_THRESHOLD_BYTES) throw new Error(`only ${d.free} bytes free on ${d.path}`);
          return { ...d, threshold: DISK_THRESHOLD_BYTES };
        });
      }
      const status: "UP" | "DOWN" = Object.values(components).every((c) => c.status === "UP") ? "UP" : "DOWN";
      return { status, components };
    },

    /**
     * Readiness: PostgreSQL answers and both in-memory indexes are loaded. Redis is left out on
     * purpose — requests are served without it.
     */
    async readiness() {
      const components: Record<string, ComponentHealth> = {
        db: await check(async () => {
          await db.$queryRaw`SELECT 1`;
          return {};
        }),
      };
      if (searchIndex) {
        // Like health(): an API never asked to warm its indexes (tests, scripts) starts them here.
        if (searchIndex.status().state === "not-started") searchIndex.warm();
        const s = searchIndex.status();
        components.searchIndex = { status: s.state === "ready" ? "UP" : "DOWN", details: { state: s.state } };
      }
      if (semanticIndex) {
        const loaded = await semanticIndex.loaded();
        if (!loaded) semanticIndex.warm();
        components.semanticIndex = { status: loaded ? "UP" : "DOWN", details: { loaded } };
      }
      const status: "UP" | "DOWN" = Object.values(components).every((c) => c.status === "UP") ? "UP" : "DOWN";
      return { status, components };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
