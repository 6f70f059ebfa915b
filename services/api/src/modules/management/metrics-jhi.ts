// The console's Metrics page figures, keyed as JHipster's jhimetrics (GET /management/jhimetrics):
// heap spaces, event-loop delay, process, garbage collection, requests by status and route, the
// in-process caches, PostgreSQL's connections and the storage's disk space — from the same
// measurements as the Prometheus registry.
import os from "node:os";
import v8 from "node:v8";
import type { CacheStats } from "@norma/db/ttl-cache";
import type client from "prom-client";
import type { MetricsReadings } from "./metrics-readings.ts";

export interface Timing {
  count: number;
  totalMs: number;
  maxMs: number;
}

const summary = (t: Timing) => ({ count: t.count, mean: t.totalMs / t.count, max: t.maxMs });

type MetricJson = Awaited<ReturnType<client.Registry["getMetricsAsJSON"]>>[number];

function values(all: MetricJson[], name: string) {
  return (all.find((m) => m.name === name)?.values ?? []) as {
    value: number;
    labels: Record<string, string | number>;
    metricName?: string;
  }[];
}
const one = (all: MetricJson[], name: string) => values(all, name)[0]?.value ?? 0;

export async function jhimetricsOf(input: {
  registry: client.Registry;
  readings: Pick<MetricsReadings, "connectionsByState" | "diskSpace">;
  byStatus: Map<string, Timing>;
  byRoute: Map<string, Map<string, Timing>>;
  cacheReadings: () => [string, CacheStats][];
  databasePoolSize: number;
}) {
  const { registry, readings, byStatus, byRoute, cacheReadings } = input;

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
    readings.connectionsByState().catch(() => ({})),
    readings.diskSpace().catch(() => null),
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
      poolMax: input.databasePoolSize,
      connections: pgConnections,
    },
    ...(disk ? { diskSpace: disk } : {}),
  };
}
