// The workers process's own Prometheus figures, served on WORKERS_METRICS_PORT (GET /metrics):
// process and Node.js metrics (prom-client's defaults), the jobs this process finished by queue
// and outcome with their durations, the failures by queue and whether they were final, and each
// queue's job counts by state (read from Redis when scraped, so every workers replica reports the
// same counts: sum the per-process series, take the queue counts of any one), and the re-anchoring
// runs that failed for good and wait for an operator (read from PostgreSQL when scraped).
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { type CacheStats, cacheStats } from "@norma/db/ttl-cache";
import type { Job, Queue, Worker } from "bullmq";
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

/** Constant time, whatever the lengths: the digests are compared, never the texts. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function createWorkersMetrics(deps: { queues: () => Queue[]; failedReanchorRuns?: () => Promise<number> }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const finished = new client.Counter({
    name: "norma_worker_jobs_total",
    help: "Jobs this workers process finished, by queue and outcome (completed or failed)",
    labelNames: ["queue", "outcome"] as const,
    registers: [registry],
  });
  const failures = new client.Counter({
    name: "norma_worker_job_failures_total",
    help: "Failed job attempts by queue; final=true when no retry follows",
    labelNames: ["queue", "final"] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: "norma_worker_job_duration_seconds",
    help: "Time from a job's start to its end in this process, by queue and outcome",
    labelNames: ["queue", "outcome"] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const active = new client.Gauge({
    name: "norma_worker_jobs_running",
    help: "Jobs this workers process is running now, by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
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

  function seconds(job: Job | undefined): number | null {
    if (!job?.processedOn) return null;
    const end = job.finishedOn ?? Date.now();
    return Math.max(0, (end - job.processedOn) / 1000);
  }

  return {
    registry,

    /** Follows a worker's events (call once per worker, before it starts taking jobs). */
    observe(worker: Worker): void {
      const queue = worker.name;
      active.set({ queue }, 0);
      finished.inc({ queue, outcome: "completed" }, 0);
      finished.inc({ queue, outcome: "failed" }, 0);
      worker.on("active", () => active.inc({ queue }));
      worker.on("completed", (job) => {
        active.dec({ queue });
        finished.inc({ queue, outcome: "completed" });
        const s = seconds(job);
        if (s !== null) duration.observe({ queue, outcome: "completed" }, s);
      });
      worker.on("failed", (job, err) => {
        // A job that failed before it ran (e.g. a lost lock found later) was never counted active.
        if (job?.processedOn) active.dec({ queue });
        finished.inc({ queue, outcome: "failed" });
        const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === "UnrecoverableError";
        failures.inc({ queue, final: String(final) });
        const s = seconds(job);
        if (s !== null) duration.observe({ queue, outcome: "failed" }, s);
      });
    },

    /** Serves GET /metrics (and nothing else); a token, when given, is required as a bearer token. */
    async listen(options: { port: number; host: string; token?: string }): Promise<Server> {
      const server = createServer((req, res) => {
        const path = (req.url ?? "/").split("?")[0];
        if (req.method !== "GET" || path !== "/metrics") {
          res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
          return;
        }
        if (options.token && !sameSecret(req.headers.authorization ?? "", `Bearer ${options.token}`)) {
          res.writeHead(401, { "content-type": "text/plain" }).end("the metrics token is missing or wrong\n");
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
          (err: Error) => res.writeHead(500, { "content-type": "text/plain" }).end(`${err.message}\n`),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      return server;
    },
  };
}

export type WorkersMetrics = ReturnType<typeof createWorkersMetrics>;
