// The workers process's own Prometheus figures, served on WORKERS_METRICS_PORT (GET /metrics):
// process and Node.js metrics (prom-client's defaults), the jobs this process finished by queue
// and outcome with their durations, the failures by queue and whether they were final, and each
// queue's job counts by state (read from Redis when scraped, so every workers replica reports the
// same counts: sum the per-process series, take the queue counts of any one), and the re-anchoring
// runs that failed for good and wait for an operator (read from PostgreSQL when scraped).
import type { Server } from "node:http";
import type { Job, Queue, Worker } from "bullmq";
import client from "prom-client";
import { registerScrapeGauges } from "./metrics-scrape-gauges.ts";
import { serveMetrics } from "./metrics-server.ts";

export { QUEUE_STATES } from "./metrics-scrape-gauges.ts";

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
  registerScrapeGauges(registry, deps);

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
      return serveMetrics(registry, options);
    },
  };
}

export type WorkersMetrics = ReturnType<typeof createWorkersMetrics>;
