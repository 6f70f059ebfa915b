// Assembles the workers process: the outbox relay and one BullMQ worker per queue that has a
// job implementation. main.ts runs it; tests run it in-process or in a child process.

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { logRedaction } from "@norma/contracts/log-redaction";
import { QUEUES } from "@norma/contracts/queues";
import { createDb, type Db } from "@norma/db";
import { createStorage } from "@norma/db/storage-config";
import type { Job, WorkerOptions } from "bullmq";
import pg from "pg";
import pino, { type DestinationStream, type Logger } from "pino";
import type { WorkersConfig } from "./config.ts";
import { countFailedReanchorRuns } from "./jobs/compass-reanchor/reanchor-failures.ts";
import { REVIEW_REMINDERS_JOB } from "./jobs/reviews/review-reminders.ts";
import type { TrackingAlertsDeps } from "./jobs/tracking-alerts/tracking-alerts-job.ts";
import { PRUNE_JOB } from "./jobs/webhooks/webhooks-job.ts";
import { createSmtpTransport, type MailTransport } from "./lib/mail/transport.ts";
import { createWorkersMetrics } from "./metrics/metrics.ts";
import { createOutboxMaintenance } from "./outbox/maintenance.ts";
import { createOutboxRelay } from "./outbox/relay.ts";
import { createQueueRegistry, producerConnection, workerConnection } from "./queues/connection.ts";
import { startQueueWorkers } from "./runtime/queue-workers.ts";
import { createWorkerPool } from "./runtime/worker-pool.ts";

export interface RuntimeOverrides {
  db?: Db;
  transport?: MailTransport;
  log?: Logger;
  /** Where the runtime's own logger writes (tests capture its lines; default stdout). */
  logDestination?: DestinationStream;
  /** BullMQ worker settings (tests shorten lock and stall intervals). */
  workerOptions?: Partial<WorkerOptions>;
  /** Wraps a processor (tests inject crashes around the real one). */
  wrapProcessor?: <T>(
    queue: string,
    processor: (job: Job<T>, token?: string) => Promise<unknown>,
  ) => (job: Job<T>, token?: string) => Promise<unknown>;
  /** Start the relay (default true). */
  relay?: boolean;
  /** Revision-alert fan-out settings (tests use small chunks and crash between them). */
  trackingAlerts?: Pick<TrackingAlertsDeps, "chunkSize" | "onChunk">;
}

/**
 * The webhook delivery log's retention (webhooks.prune): one scheduler in Redis whatever the
 * processes (an upsert: each process starting sets the same one, with the interval configured now).
 * Not awaited: Redis away at start must not stop the process (the scheduler, kept in Redis, was
 * set by an earlier process or is by the next to start).
 */
function scheduleWebhookRetention(
  queues: ReturnType<typeof createQueueRegistry>,
  config: WorkersConfig,
  log: Logger,
): void {
  queues
    .get(QUEUES.webhooks)
    .upsertJobScheduler(PRUNE_JOB, { every: config.webhooks.pruneEveryMs }, { name: PRUNE_JOB, data: {} })
    .catch((err: Error) => log.warn({ err: err.message }, "could not schedule the webhook delivery log's retention"));
}

/**
 * Revision reviews' reminders and overdue e-mails (reviews.reminders, on the tracking-alerts
 * queue): one scheduler in Redis like the retention's, so it survives restarts and runs once
 * whatever the processes.
 */
function scheduleReviewReminders(
  queues: ReturnType<typeof createQueueRegistry>,
  config: WorkersConfig,
  log: Logger,
): void {
  queues
    .get(QUEUES.trackingAlerts)
    .upsertJobScheduler(
      REVIEW_REMINDERS_JOB,
      { every: config.reviews.everyMs },
      { name: REVIEW_REMINDERS_JOB, data: {} },
    )
    .catch((err: Error) => log.warn({ err: err.message }, "could not schedule the review reminders"));
}

export function createWorkerRuntime(config: WorkersConfig, overrides: RuntimeOverrides = {}) {
  // No secret in a log (issue 23): e-mail jobs carry single-use links (@norma/contracts/log-redaction).
  const log =
    overrides.log ?? pino({ level: config.logLevel, name: "workers", ...logRedaction() }, overrides.logDestination);
  const ownDb = !overrides.db;
  const db = overrides.db ?? createDb(config.databaseUrl);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 3 });
  // An idle connection that PostgreSQL closes (a restart, a failover, an administrator) is an
  // 'error' on the pool: without a listener it would end the process. The pool opens a new one.
  pool.on("error", (err) => log.warn({ err: err.message }, "idle PostgreSQL connection lost"));
  const producer = producerConnection(config.redis);
  producer.on("error", (err) => log.debug({ err: err.message }, "producer redis error"));
  const consumer = workerConnection(config.redis);
  consumer.on("error", (err) => log.debug({ err: err.message }, "worker redis error"));
  const queues = createQueueRegistry(producer, config.redisPrefix);
  const transport = overrides.transport ?? createSmtpTransport(config.smtpUrl, config.emailConcurrency);
  const relay = createOutboxRelay({
    pool,
    databaseUrl: config.databaseUrl,
    queues,
    producer,
    log: log.child({ component: "outbox-relay" }),
    batchSize: config.relayBatchSize,
    pollMs: config.relayPollMs,
    // Redis restarted empty: the lost jobs are dispatched again at once, not after the lease.
    markerKey: `${config.redisPrefix}:outbox:redis-marker`,
  });
  const maintenance = createOutboxMaintenance({
    pool,
    log: log.child({ component: "outbox-maintenance" }),
    ...config.outbox,
    onRedispatch: () => relay.wake(),
    retiredCopies: { storage: createStorage(config.storage), retentionHours: config.sanitize.copyRetentionHours },
  });
  const metrics = createWorkersMetrics({
    queues: () => Object.values(QUEUES).map((name) => queues.get(name)),
    failedReanchorRuns: () => countFailedReanchorRuns(db),
  });
  let metricsServer: Server | null = null;

  const workerPool = createWorkerPool({
    config,
    db,
    consumer,
    log,
    metrics,
    workerOptions: overrides.workerOptions,
    wrapProcessor: overrides.wrapProcessor,
  });
  const { workers } = workerPool;

  return {
    log,
    db,
    queues,
    relay,
    maintenance,
    metrics,
    /** Where GET /metrics is served (null when WORKERS_METRICS_PORT is off). */
    metricsAddress(): AddressInfo | null {
      return (metricsServer?.address() as AddressInfo | null) ?? null;
    },
    async start(): Promise<void> {
      const { trackingAlerts } = overrides;
      startQueueWorkers(workerPool, { config, db, pool, transport, redis: producer, log, trackingAlerts });
      scheduleWebhookRetention(queues, config, log);
      scheduleReviewReminders(queues, config, log);
      if (overrides.relay !== false) {
        await relay.start();
        maintenance.start();
      }
      if (config.metrics.port !== null) {
        metricsServer = await metrics.listen({
          port: config.metrics.port,
          host: config.metrics.host,
          token: config.metrics.token,
        });
        log.info({ address: metricsServer.address() }, "workers metrics served at /metrics");
      }
      log.info({ queues: workers.map((w) => w.name) }, "workers started");
    },
    /** Stops taking work, lets running jobs finish, then closes connections. */
    async stop(): Promise<void> {
      const server = metricsServer;
      metricsServer = null;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      await maintenance.stop();
      await relay.stop();
      await Promise.all(workers.map((w) => w.close()));
      await queues.close();
      transport.close();
      producer.disconnect();
      consumer.disconnect();
      await pool.end();
      if (ownDb) await db.$disconnect();
    },
  };
}

export type WorkerRuntime = ReturnType<typeof createWorkerRuntime>;
