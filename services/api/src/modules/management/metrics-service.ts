// Figures of the running API: a prom-client registry (GET /metrics, what Prometheus scrapes) and
// the JHipster-shaped summary the console's Metrics page reads (GET /management/jhimetrics),
// both from the same measurements.
import { type CacheStats, cacheStats } from "@norma/db/ttl-cache";
import client from "prom-client";
import { registerGauges } from "./metrics-gauges.ts";
import { jhimetricsOf, type Timing } from "./metrics-jhi.ts";
import { createMetricsReadings, type MetricsDeps } from "./metrics-readings.ts";

export { cachedReading, type MetricsDeps } from "./metrics-readings.ts";
export type { CacheStats };

const bump = (t: Timing | undefined, ms: number): Timing => ({
  count: (t?.count ?? 0) + 1,
  totalMs: (t?.totalMs ?? 0) + ms,
  maxMs: Math.max(t?.maxMs ?? 0, ms),
});

export function createMetricsService(deps: MetricsDeps) {
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

  const readings = createMetricsReadings(deps);
  registerGauges(registry, readings, deps.searchIndexStatus, cacheReadings);

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

    queueStates: readings.queueStates,
    diskSpace: readings.diskSpace,

    /** The Metrics page's figures, keyed as JHipster's jhimetrics. */
    jhimetrics: () =>
      jhimetricsOf({
        registry,
        readings,
        byStatus,
        byRoute,
        cacheReadings,
        databasePoolSize: deps.databasePoolSize,
      }),

    close: readings.close,
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
