// The workers' figures read when Prometheus scrapes (metrics.ts registers them): each queue's job
// counts by state from Redis (so every replica reports the same counts) and whether they could be
// read, the re-anchoring runs that failed for good (from PostgreSQL), and the in-process caches.
import { type CacheStats, cacheStats } from "@norma/db/ttl-cache";
import type { Queue } from "bullmq";
import client from "prom-client";

/** The queue states Prometheus gets (BullMQ's names). */
export const QUEUE_STATES = [
  "waiting",
  "active",
  "delayed",
  "failed",
  "completed",
  "prioritized",
  "waiting-children",
] as const;

export function registerScrapeGauges(
  registry: client.Registry,
  deps: { queues: () => Queue[]; failedReanchorRuns?: () => Promise<number> },
): void {
  new client.Gauge({
    name: "norma_worker_queue_jobs",
    help: "Jobs per queue and state (read from Redis when scraped)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        deps.queues().map(async (q) => {
          try {
            const counts = await q.getJobCounts(...QUEUE_STATES);
            for (const state of QUEUE_STATES) this.set({ queue: q.name, state }, counts[state] ?? 0);
          } catch {
            // Redis away: the queue is left out of this scrape (norma_worker_queue_scrape_ok says so).
            scrapeOk.set({ queue: q.name }, 0);
            return;
          }
          scrapeOk.set({ queue: q.name }, 1);
        }),
      );
    },
  });
  if (deps.failedReanchorRuns) {
    const read = deps.failedReanchorRuns;
    new client.Gauge({
      name: "norma_compass_reanchor_failed_runs",
      help: "Re-anchoring runs (publish batches) that failed after their last retry and were not dispatched again since, automatic retry pending or not (-1: the database could not be read)",
      registers: [registry],
      async collect() {
        this.set(await read().catch(() => -1));
      },
    });
  }
  // The in-process caches of this workers process (@norma/db/ttl-cache), named as on the API.
  const cacheGauges: [string, string, keyof CacheStats][] = [
    ["norma_cache_hits", "Hits of the in-process caches since start", "hits"],
    ["norma_cache_misses", "Misses of the in-process caches since start", "misses"],
    ["norma_cache_entries", "Entries held by the in-process caches", "size"],
  ];
  for (const [name, help, field] of cacheGauges) {
    new client.Gauge({
      name,
      help,
      labelNames: ["cache"] as const,
      registers: [registry],
      collect() {
        for (const [cache, stats] of Object.entries(cacheStats())) this.set({ cache }, stats[field]);
      },
    });
  }
  const scrapeOk = new client.Gauge({
    name: "norma_worker_queue_scrape_ok",
    help: "1 when the queue's counts could be read from Redis at the last scrape, else 0",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
}
