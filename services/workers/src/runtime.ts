// Assembles the workers process: the outbox relay and one BullMQ worker per queue that has a
// job implementation. main.ts runs it; tests run it in-process or in a child process.

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { logRedaction } from "@norma/contracts/log-redaction";
import {
  type ChangeSummaryJob,
  type CompareHtmlJob,
  type ComparePdfJob,
  type CompassReanchorJob,
  type EmailJob,
  type IndexingJob,
  QUEUES,
  type SanitizeHtmlJob,
  type TrackingAlertJob,
} from "@norma/contracts/queues";
import { createDb, type Db } from "@norma/db";
import { completeOutboxJob } from "@norma/db/outbox-completion";
import { createStorage } from "@norma/db/storage-config";
import { type Job, Worker, type WorkerOptions } from "bullmq";
import pg from "pg";
import pino, { type DestinationStream, type Logger } from "pino";
import type { WorkersConfig } from "./config.ts";
import { recordHtmlCompareFailure } from "./jobs/compare-html/compare-html-job.ts";
import { recordRedlineFailure } from "./jobs/compare-pdf/compare-pdf-job.ts";
import { countFailedReanchorRuns, recordReanchorFailure } from "./jobs/compass-reanchor/reanchor-failures.ts";
import { createEmailProcessor, markDeliveryFailed } from "./jobs/email/email-job.ts";
import { createIndexingProcessor } from "./jobs/indexing/indexing-job.ts";
import { createTrackingAlertsProcessor, type TrackingAlertsDeps } from "./jobs/tracking-alerts/tracking-alerts-job.ts";
import { createSmtpTransport, type MailTransport } from "./lib/mail/transport.ts";
import { sandboxEntry, sandboxWorkerOptions } from "./lib/sandbox/sandbox.ts";
import { createWorkersMetrics } from "./metrics/metrics.ts";
import { createOutboxMaintenance } from "./outbox/maintenance.ts";
import { createOutboxRelay } from "./outbox/relay.ts";
import { createQueueRegistry, producerConnection, workerConnection } from "./queues/connection.ts";

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
  const transport = overrides.transport ?? createSmtpTransport(config.smtpUrl);
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
  const wrap = overrides.wrapProcessor ?? ((_q, p) => p);
  /** The job's effect is committed: its outbox row is done (a failure here makes BullMQ retry). */
  const completing =
    <T>(processor: (job: Job<T>, token?: string) => Promise<unknown>) =>
    async (job: Job<T>, token?: string) => {
      // The lock token lets a processor put its job off (job.moveToDelayed, DelayedError).
      const result = await processor(job, token);
      await completeOutboxJob(db, job.id);
      return result;
    };
  /** A job that failed for good is done too: dispatching it again would not help. */
  const onFinalFailure = (job: Job | undefined, err: Error) => {
    if (!job || (job.attemptsMade < (job.opts.attempts ?? 1) && err.name !== "UnrecoverableError")) return;
    completeOutboxJob(db, job.id, `failed: ${err.message}`).catch((e: Error) =>
      log.error({ err: e.message, jobId: job.id }, "could not record the job's failure in the outbox"),
    );
  };
  const workers: Worker[] = [];
  const metrics = createWorkersMetrics({
    queues: () => Object.values(QUEUES).map((name) => queues.get(name)),
    failedReanchorRuns: () => countFailedReanchorRuns(db),
  });
  let metricsServer: Server | null = null;

  function startWorker<T>(
    name: string,
    processor: (job: Job<T>, token?: string) => Promise<unknown>,
    concurrency: number,
  ) {
    const worker = new Worker<T>(name, completing(wrap(name, processor)), {
      connection: consumer,
      prefix: config.redisPrefix,
      concurrency,
      ...overrides.workerOptions,
    });
    worker.on("error", (err) => log.warn({ err: err.message, queue: name }, "worker error"));
    metrics.observe(worker as unknown as Worker);
    worker.on("failed", (job, err) => {
      log.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, "job failed");
      onFinalFailure(job as Job | undefined, err);
    });
    workers.push(worker as unknown as Worker);
    return worker;
  }

  /** A CPU-heavy queue: its processor runs in child processes (BullMQ sandboxed processor). */
  function startSandboxedWorker<T>(
    name: string,
    entryName: string,
    concurrency: number,
    onFailure: (job: Job<T>, error: string, final: boolean) => Promise<void>,
  ) {
    const entry = sandboxEntry(entryName);
    const worker = new Worker<T>(name, entry, {
      connection: consumer,
      prefix: config.redisPrefix,
      concurrency,
      ...sandboxWorkerOptions(entry, config),
      ...overrides.workerOptions,
    });
    worker.on("error", (err) => log.warn({ err: err.message, queue: name }, "worker error"));
    metrics.observe(worker as unknown as Worker);
    worker.on("failed", (job, err) => {
      log.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, "job failed");
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === "UnrecoverableError";
      onFailure(job, err.message, final).catch((e) =>
        log.error({ err: (e as Error).message, queue: name }, "could not record the failure"),
      );
      onFinalFailure(job as unknown as Job, err);
    });
    workers.push(worker as unknown as Worker);
    return worker;
  }

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
      const email = startWorker<EmailJob>(
        QUEUES.email,
        createEmailProcessor({
          db,
          transport,
          mailFrom: config.mailFrom,
          publicBaseUrl: config.publicBaseUrl,
          leaseMs: config.emailLeaseMs,
          log: log.child({ queue: QUEUES.email }),
        }),
        config.emailConcurrency,
      );
      email.on("failed", (job, err) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) void markDeliveryFailed(db, job, err);
      });
      startSandboxedWorker<CompareHtmlJob>(
        QUEUES.compareHtml,
        "compare-html",
        config.compare.htmlConcurrency,
        (job, error, final) => recordHtmlCompareFailure(db, job.data.comparisonId, error, final),
      );
      startSandboxedWorker<ComparePdfJob>(
        QUEUES.comparePdf,
        "compare-pdf",
        config.compare.pdfConcurrency,
        (job, error, final) => recordRedlineFailure(db, job.data.redlineId, error, final),
      );
      startWorker<TrackingAlertJob>(
        QUEUES.trackingAlerts,
        createTrackingAlertsProcessor({
          db,
          storage: createStorage(config.storage),
          publicBaseUrl: config.publicBaseUrl,
          log: log.child({ queue: QUEUES.trackingAlerts }),
          ...overrides.trackingAlerts,
        }),
        1,
      );
      startWorker<IndexingJob>(
        QUEUES.indexing,
        createIndexingProcessor({ pool, log: log.child({ queue: QUEUES.indexing }) }),
        1,
      );
      // Re-anchoring reads both editions' PDFs: in a child process like the compares, so a large
      // or hostile PDF cannot stall or exhaust the process that relays the outbox and sends mail.
      // A run that used up its retries is recorded for operators (compass_reanchor_failures),
      // dispatched again by the outbox sweeper after a backoff while it has automatic retries
      // left, and by an operator after that; a retry carries what is left.
      startSandboxedWorker<CompassReanchorJob>(QUEUES.compassReanchor, "compass-reanchor", 1, (job, error, final) =>
        recordReanchorFailure(db, job, error, final, { maxAutoRetries: config.reanchor.autoRetries }),
      );
      // Stored sanitised copies of HTML, in a child process like the compares (DOMPurify on jsdom
      // is heavy and the HTML may be hostile). One at a time: it is background work; a reader who
      // comes first has the copy made on read (the API). Failures are logged by the job itself.
      startSandboxedWorker<SanitizeHtmlJob>(QUEUES.sanitizeHtml, "sanitize-html", 1, () => Promise.resolve());
      // Clause-level change summaries of new editions, in a child process like the re-anchoring
      // (two editions' HTML or PDFs are read). A failed run leaves the summary PENDING; the API
      // asks for it again when a reader opens the edition later (modules/documents).
      startSandboxedWorker<ChangeSummaryJob>(QUEUES.changeSummary, "change-summary", 1, () => Promise.resolve());
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
