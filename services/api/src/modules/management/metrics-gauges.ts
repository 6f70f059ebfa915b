// The API's own Prometheus gauges (GET /metrics), beside prom-client's default process metrics and
// the request histogram: queues, outbox, e-mail deliveries, failed re-anchoring runs, the search
// index and the in-process caches. Each reads its figure when scraped.
import type { CacheStats } from "@norma/db/ttl-cache";
import client from "prom-client";
import type { MetricsReadings } from "./metrics-readings.ts";

export function registerGauges(
  registry: client.Registry,
  readings: MetricsReadings,
  searchIndexStatus: () => { state: string; documents: number },
  cacheReadings: () => [string, CacheStats][],
): void {
  registerWorkGauges(registry, readings);
  registerProcessGauges(registry, searchIndexStatus, cacheReadings);
}

/** The work waiting or done elsewhere: queues, the outbox, e-mail deliveries, failed re-anchoring runs. */
function registerWorkGauges(registry: client.Registry, readings: MetricsReadings): void {
  const { queueStates, outboxBacklog, emailStates, failedReanchorRuns } = readings;
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
  new client.Gauge({
    name: "norma_compass_reanchor_failed_runs",
    help: "Re-anchoring runs (publish batches) that failed after their last retry and were not dispatched again since, automatic retry pending or not (-1: the database could not be read)",
    registers: [registry],
    async collect() {
      this.set(await failedReanchorRuns().catch(() => -1));
    },
  });
}

/** This process's own state: the search index and the in-process caches. */
function registerProcessGauges(
  registry: client.Registry,
  searchIndexStatus: () => { state: string; documents: number },
  cacheReadings: () => [string, CacheStats][],
): void {
  new client.Gauge({
    name: "norma_search_index_ready",
    help: "1 when the in-memory search index is built and answering",
    registers: [registry],
    collect() {
      this.set(searchIndexStatus().state === "ready" ? 1 : 0);
    },
  });
  new client.Gauge({
    name: "norma_search_index_documents",
    help: "Documents in the in-memory search index",
    registers: [registry],
    collect() {
      this.set(searchIndexStatus().documents);
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
}
