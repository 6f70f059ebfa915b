// What the API's metrics read from outside the process: the queues' job counts (BullMQ, the
// workers own the queues), the outbox backlog, e-mail delivery states, PostgreSQL's connections,
// the storage's disk space and the failed re-anchoring runs. Used by the Prometheus gauges
// (metrics-gauges.ts) and the console's summary (metrics-jhi.ts).
import { statfs } from "node:fs/promises";
import { QUEUES } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { $Enums } from "@norma/db";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";

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

export function createMetricsReadings(deps: MetricsDeps) {
  const { db } = deps;
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

  async function diskSpace() {
    const s = await statfs(deps.storageDir);
    return { path: deps.storageDir, total: s.blocks * s.bsize, free: s.bavail * s.bsize };
  }

  // Re-anchoring runs that failed for good (the workers record them, jobs/compass-reanchor), the
  // same figure as the workers' gauge of this name, so a dashboard or alert that scrapes only the
  // API sees them too. A count over the (status, failed_at) index, cached a few seconds.
  const failedReanchorRuns = cachedReading(
    () => db.compassReanchorFailure.count({ where: { status: "FAILED" } }),
    deps.databaseGaugeCacheMs ?? 5_000,
  );

  return {
    queueStates,
    outboxBacklog,
    emailStates,
    connectionsByState,
    diskSpace,
    failedReanchorRuns,
    async close() {
      await Promise.all(queues.map((q) => q.close().catch(() => {})));
    },
  };
}

export type MetricsReadings = ReturnType<typeof createMetricsReadings>;
