// Health of what the API depends on. Each check has a time limit so a hung dependency reports
// DOWN instead of hanging the health call.
//
// The overall status (JHipster/Spring shape: { status, components }) is DOWN only when a component
// the API cannot serve without is DOWN: PostgreSQL, the search index, the disk. Redis is reported
// as a component with its own status, but it does not decide the overall status: the API serves
// every request without it (the deny-list and rate limits fall back to PostgreSQL and per-process
// counters, queued work waits in the outbox), so an outage of Redis alone is degraded-but-serving —
// overall UP (200) with `components.redis.status` DOWN and `details.degraded` saying what is slower
// or per-instance until it is back. Readiness leaves Redis out altogether.
import type { Db } from "@norma/db";
import type { Redis } from "ioredis";

export interface ComponentHealth {
  status: "UP" | "DOWN";
  details?: Record<string, unknown>;
}

const CHECK_TIMEOUT_MS = 2_000;

/**
 * Components whose DOWN does not make the API DOWN (it serves without them); each with what a
 * DOWN means for the service, reported in the component's details.
 */
export const NON_CRITICAL_COMPONENTS: Record<string, string> = {
  redis:
    "serving without Redis: rate limits count per API instance, the token deny-list is read from PostgreSQL, queued work waits in the outbox",
};

/** UP unless a component the API cannot serve without is DOWN. */
export function overallStatus(components: Record<string, ComponentHealth>): "UP" | "DOWN" {
  return Object.entries(components).every(([name, c]) => c.status === "UP" || name in NON_CRITICAL_COMPONENTS)
    ? "UP"
    : "DOWN";
}

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
      if (redis_.status === "DOWN") redis_.details = { ...redis_.details, degraded: NON_CRITICAL_COMPONENTS.redis };
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
      return { status: overallStatus(components), components };
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
      return { status: overallStatus(components), components };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
