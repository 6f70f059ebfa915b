// Figures of the running API: a prom-client registry (GET /metrics, what Prometheus scrapes) and
// the JHipster-shaped summary the console's Metrics page reads (GET /management/jhimetrics),
// both from the same measurements.
import { statfs } from "node:fs/promises";
import os from "node:os";
import v8 from "node:v8";
import { QUEUES } from "@norma/contracts/queues";
import { $Enums, type Db } from "@norma/db";
import { type CacheStats, cacheStats } from "@norma/db/ttl-cache";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import client from "prom-client";

export type { CacheStats };

export interface MetricsDeps {
  db: Db;
  redis: Redis;
  redisPrefix: string;
  databasePoolSize: number;
  storageDir: string;
  searchIndexStatus: () => { state: string; documents: number };
  /** How long a gauge read from the database answers from its last reading (default 5 s). */
  databaseGaugeCacheMs?: number;
}

/**
 * `read`, answered from its last reading for `ttlMs`: every scrape (Prometheus, a second
 * Prometheus, someone's curl) would otherwise cost a query, and a count that is a few seconds old
 * is as good on a dashboard. Scrapes that come while a reading is under way share it; a reading
 * that failed is not kept, so the next scrape tries again.
 */
export function cachedReading<T>(read: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let last: { at: number; value: Promise<T> } | null = null;
  return (): Promise<T> => {
    if (!last || now() - last.at >= ttlMs) {
      const value = read();
      const reading = { at: now(), value };
      last = reading;
      value.catch(() => {
        if (last === reading) last = null;
      });
    }
    return last.value;
  };
}

interface Timing {
  count: number;
  totalMs: number;
  maxMs: number;
}

const bump = (t: Timing | undefined, ms: number): Timing => ({
  count: (t?.count ?? 0) + 1,
  totalMs: (t?.totalMs ?? 0) + ms,
  maxMs: Math.max(t?.maxMs ?? 0, ms),
});
const summary = (t: Timing) => ({ count: t.count, mean: t.totalMs / t.count, max: t.maxMs });

export function createMetricsService(deps: MetricsDeps) {
  const { db } = deps;
  const registry = new client.Registry();
  /** Every in-process cache's counts by name: all are made with the cache helper (@norma/db/ttl-cache). */
  const cacheReadings = (): [string, CacheStats][] => Object.entries(cacheStats());
  registry.setDefaultLabels({ service: "api" });
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const httpDuration = new client.Histogram({
    name: "http_server_request_duration_seconds",
    help: "HTTP requests served, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const byStatus = new Map<string, Timing>();
  const byRoute = new Map<string, Map<string, Timing>>();

  // Queues are only read here (counts); the workers own them.
  const queues = Object.values(QUEUES).map(
    (name) => new Queue(name, { connection: deps.redis, prefix: deps.redisPrefix }),
  );
  for (const q of queues) q.on("error", () => {});

  async function queueStates() {
    return Promise.all(
      queues.map(async (q) => {
        const counts = await q.getJobCounts("waiting", "active", "delayed", "failed", "completed", "prioritized");
        const [oldest] = await q.getJobs(["wait"], 0, 0, true);
        return {
          queue: q.name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
          oldestWaitingAgeSeconds: oldest ? Math.max(0, (Date.now() - oldest.timestamp) / 1000) : 0,
        };
      }),
    );
  }

  async function outboxBacklog() {
    const [row] = await db.$queryRaw<{ n: bigint; oldest: Date | null }[]>`
      SELECT count(*) AS n, min(created_at) AS oldest FROM outbox_events WHERE dispatched_at IS NULL`;
    return {
      pending: Number(row?.n ?? 0),
      oldestAgeSeconds: row?.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0,
    };
  }

  async function emailStates() {
    const rows = await db.$queryRaw<{ status: string; n: bigint }[]>`
      SELECT status::text AS status, count(*) AS n FROM email_deliveries GROUP BY status`;
    // Every state is reported, 0 included, so a dashboard's series never vanish.
    const out: Record<string, number> = Object.fromEntries(Object.values($Enums.DeliveryStatus).map((s) => [s, 0]));
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  }

  async function connectionsByState() {
    const rows = await db.$queryRaw<{ state: string | null; n: bigint }[]>`
      SELECT state, count(*) AS n FROM pg_stat_activity WHERE datname = current_database() GROUP BY state`;
    return Object.fromEntries(rows.map((r) => [r.state ?? "unknown", Number(r.n)]));
  }

  new client.Gauge({
    name: "norma_queue_jobs",
    help: "Jobs per queue and state",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await queueStates().catch(() => [])) {
        for (const state of ["waiting", "active", "delayed", "failed", "completed"] as const)
          this.set({ queue: q.queue, state }, q[state]);
      }
    },
  });
  new client.Gauge({
    name: "norma_queue_oldest_waiting_age_seconds",
    help: "Age of the oldest job waiting in each queue",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await queueStates().catch(() => [])) this.set({ queue: q.queue }, q.oldestWaitingAgeSeconds);
    },
  });
  new client.Gauge({
    name: "norma_outbox_pending_events",
    help: "Outbox events not yet relayed to their queue",
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog()).pending);
    },
  });
  new client.Gauge({
    name: "norma_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest outbox event not yet relayed",
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog()).oldestAgeSeconds);
    },
  });
  new client.Gauge({
    name: "norma_email_deliveries",
    help: "E-mail deliveries by state",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [status, n] of Object.entries(await emailStates())) this.set({ status }, n);
    },
  });
  // Re-anchoring runs that failed for good (the workers record them, jobs/compass-reanchor), the
  // same figure as the workers' gauge of this name, so a dashboard or alert that scrapes only the
  // API sees them too. A count over the (status, failed_at) index, cached a few seconds.
  const failedReanchorRuns = cachedReading(
    () => db.compassReanchorFailure.count({ where: { status: "FAILED" } }),
    deps.databaseGaugeCacheMs ?? 5_000,
  );
  new client.Gauge({
    name: "norma_compass_reanchor_failed_runs",
    help: "Re-anchoring runs (publish batches) that failed after their last retry and were not dispatched again since, automatic retry pending or not (-1: the database could not be read)",
    registers: [registry],
    async collect() {
      this.set(await failedReanchorRuns().catch(() => -1));
    },
  });
  new client.Gauge({
    name: "norma_search_index_ready",
    help: "1 when the in-memory search index is built and answering",
    registers: [registry],
    collect() {
      this.set(deps.searchIndexStatus().state === "ready" ? 1 : 0);
    },
  });
  new client.Gauge({
    name: "norma_search_index_documents",
    help: "Documents in the in-memory search index",
    registers: [registry],
    collect() {
      this.set(deps.searchIndexStatus().documents);
    },
  });
  new client.Gauge({
    name: "norma_cache_hits",
    help: "Hits of the in-process caches since start",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [name, stats] of cacheReadings()) this.set({ cache: name }, stats.hits);
    },
  });
  new client.Gauge({
    name: "norma_cache_misses",
    help: "Misses of the in-process caches since start",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [name, stats] of cacheReadings()) this.set({ cache: name }, stats.misses);
    },
  });
  new client.Gauge({
    name: "norma_cache_entries",
    help: "Entries held by the in-process caches",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [name, stats] of cacheReadings()) this.set({ cache: name }, stats.size);
    },
  });

  type MetricJson = Awaited<ReturnType<typeof registry.getMetricsAsJSON>>[number];
  function values(all: MetricJson[], name: string) {
    return (all.find((m) => m.name === name)?.values ?? []) as {
      value: number;
      labels: Record<string, string | number>;
      metricName?: string;
    }[];
  }
  const one = (all: MetricJson[], name: string) => values(all, name)[0]?.value ?? 0;

  async function diskSpace() {
    const s = await statfs(deps.storageDir);
    return { path: deps.storageDir, total: s.blocks * s.bsize, free: s.bavail * s.bsize };
  }

  return {
    registry,

    /** Called once per response (onResponse hook). */
    observeRequest(method: string, route: string, status: number, ms: number) {
      httpDuration.observe({ method, route, status: String(status) }, ms / 1000);
      byStatus.set(String(status), bump(byStatus.get(String(status)), ms));
      let methods = byRoute.get(route);
      if (!methods) {
        methods = new Map();
        byRoute.set(route, methods);
      }
      methods.set(method, bump(methods.get(method), ms));
    },

    queueStates,
    diskSpace,

    /** The Metrics page's figures, keyed as JHipster's jhimetrics. */
    async jhimetrics() {
      const all = await registry.getMetricsAsJSON();
      const heap = Object.fromEntries(
        v8
          .getHeapSpaceStatistics()
          .map((s) => [
            s.space_name,
            { committed: s.space_size, max: s.space_available_size + s.space_used_size, used: s.space_used_size },
          ]),
      );
      const mem = process.memoryUsage();
      const gc: Record<string, { count: number; totalTime: number }> = {};
      for (const v of values(all, "nodejs_gc_duration_seconds")) {
        const kind = String(v.labels.kind);
        gc[kind] ??= { count: 0, totalTime: 0 };
        if (v.metricName?.endsWith("_count")) gc[kind].count = v.value;
        if (v.metricName?.endsWith("_sum")) gc[kind].totalTime = v.value * 1000;
      }
      const requests = [...byStatus.values()].reduce((n, t) => n + t.count, 0);
      const [pgConnections, disk] = await Promise.all([
        connectionsByState().catch(() => ({})),
        diskSpace().catch(() => null),
      ]);
      const cpuSeconds = one(all, "process_cpu_seconds_total");
      return {
        jvm: {
          ...heap,
          heap: { committed: mem.heapTotal, max: v8.getHeapStatistics().heap_size_limit, used: mem.heapUsed },
          rss: { committed: mem.rss, max: os.totalmem(), used: mem.rss },
          external: { committed: mem.external, max: mem.external, used: mem.external },
        },
        threads: {
          eventLoopDelayMs: {
            min: one(all, "nodejs_eventloop_lag_min_seconds") * 1000,
            mean: one(all, "nodejs_eventloop_lag_mean_seconds") * 1000,
            p50: one(all, "nodejs_eventloop_lag_p50_seconds") * 1000,
            p90: one(all, "nodejs_eventloop_lag_p90_seconds") * 1000,
            p99: one(all, "nodejs_eventloop_lag_p99_seconds") * 1000,
            max: one(all, "nodejs_eventloop_lag_max_seconds") * 1000,
          },
          activeHandles: one(all, "nodejs_active_handles_total"),
          activeRequests: one(all, "nodejs_active_requests_total"),
          threadPoolSize: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
        },
        processMetrics: {
          "system.cpu.count": os.availableParallelism(),
          "system.load.average.1m": os.loadavg()[0],
          "process.cpu.seconds": cpuSeconds,
          "process.cpu.usage": process.uptime() > 0 ? cpuSeconds / process.uptime() / os.availableParallelism() : 0,
          "process.uptime": process.uptime() * 1000,
          "process.start.time": one(all, "process_start_time_seconds") * 1000,
          "process.files.open": one(all, "process_open_fds"),
          "process.files.max": one(all, "process_max_fds"),
          "node.version": process.version,
        },
        garbageCollector: gc,
        "http.server.requests": {
          all: { count: requests },
          percode: Object.fromEntries([...byStatus].map(([code, t]) => [code, summary(t)])),
        },
        services: Object.fromEntries(
          [...byRoute].map(([route, methods]) => [
            route,
            Object.fromEntries([...methods].map(([m, t]) => [m, summary(t)])),
          ]),
        ),
        cache: Object.fromEntries(
          cacheReadings().map(([name, s]) => {
            return [name, { "cache.gets.hit": s.hits, "cache.gets.miss": s.misses, "cache.size": s.size }];
          }),
        ),
        databases: {
          poolMax: deps.databasePoolSize,
          connections: pgConnections,
        },
        ...(disk ? { diskSpace: disk } : {}),
      };
    },

    async close() {
      await Promise.all(queues.map((q) => q.close().catch(() => {})));
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
