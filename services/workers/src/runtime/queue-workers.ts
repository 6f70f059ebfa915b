// Which queues the workers process serves and how: one worker per queue that has a job
// implementation, in this process or, for CPU-heavy or hostile input, in child processes.

import {
  type ChangeSummaryJob,
  type ClauseIndexJob,
  type CompareHtmlJob,
  type ComparePdfJob,
  type CompassReanchorJob,
  type EmailJob,
  type IndexingJob,
  QUEUES,
  type ReferencesDetectJob,
  type SanitizeHtmlJob,
  type TrackingAlertJob,
} from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { createStorage } from "@norma/db/storage-config";
import type { Redis } from "ioredis";
import type pg from "pg";
import type { Logger } from "pino";
import type { WorkersConfig } from "../config.ts";
import { recordHtmlCompareFailure } from "../jobs/compare-html/compare-html-job.ts";
import { recordRedlineFailure } from "../jobs/compare-pdf/compare-pdf-job.ts";
import { recordReanchorFailure } from "../jobs/compass-reanchor/reanchor-failures.ts";
import { createEmailProcessor, markDeliveryFailed } from "../jobs/email/email-job.ts";
import { createIndexingProcessor } from "../jobs/indexing/indexing-job.ts";
import { createReviewRemindersProcessor, REVIEW_REMINDERS_JOB } from "../jobs/reviews/review-reminders.ts";
import { createTrackingAlertsProcessor, type TrackingAlertsDeps } from "../jobs/tracking-alerts/tracking-alerts-job.ts";
import { createWebhooksProcessor, type WebhooksJob } from "../jobs/webhooks/webhooks-job.ts";
import type { MailTransport } from "../lib/mail/transport.ts";
import { createPushPublisher, type PushPublisher, pushReanchorDone } from "../lib/push/push-publisher.ts";
import type { WorkerPool } from "./worker-pool.ts";

export interface QueueWorkersDeps {
  config: WorkersConfig;
  db: Db;
  pool: pg.Pool;
  transport: MailTransport;
  /** Non-blocking commands (the webhooks' per-endpoint limit). */
  redis: Redis;
  log: Logger;
  /** Revision-alert fan-out settings (tests use small chunks and crash between them). */
  trackingAlerts?: Pick<TrackingAlertsDeps, "chunkSize" | "onChunk">;
}

/** Starts a worker for every queue with a job implementation. */
export function startQueueWorkers(workers: WorkerPool, deps: QueueWorkersDeps): void {
  const { config, db, pool, transport, log } = deps;
  const { startWorker, startSandboxedWorker } = workers;
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
  const push = createPushPublisher({ redis: deps.redis, prefix: config.redisPrefix, log });
  startCompareWorkers(workers, deps, push);
  const alerts = createTrackingAlertsProcessor({
    db,
    storage: createStorage(config.storage),
    publicBaseUrl: config.publicBaseUrl,
    log: log.child({ queue: QUEUES.trackingAlerts }),
    ...deps.trackingAlerts,
  });
  // Revision reviews' reminders and overdue e-mails (a repeatable job: runtime.ts schedules it)
  // share the revision alerts' queue.
  const reminders = createReviewRemindersProcessor({
    db,
    settings: {
      daysBefore: config.reviews.reminderDays,
      batchSize: config.reviews.batchSize,
      publicBaseUrl: config.publicBaseUrl,
      emailsPerTenantPerHour: config.webhooks.emailsPerTenantPerHour,
    },
    log: log.child({ queue: QUEUES.trackingAlerts, job: REVIEW_REMINDERS_JOB }),
  });
  startWorker<TrackingAlertJob>(
    QUEUES.trackingAlerts,
    (job, token) => (job.name === REVIEW_REMINDERS_JOB ? reminders(job) : alerts(job, token)),
    1,
  );
  // Webhooks (issue 30): fan-outs, events, delivery attempts (a failed attempt schedules its own
  // retry) and the delivery log's retention (a repeatable job: runtime.ts schedules it).
  startWorker<WebhooksJob>(
    QUEUES.webhooks,
    createWebhooksProcessor({
      db,
      redis: deps.redis,
      redisPrefix: config.redisPrefix,
      settings: config.webhooks,
      publicBaseUrl: config.publicBaseUrl,
      log: log.child({ queue: QUEUES.webhooks }),
    }),
    config.webhooks.concurrency,
  );
  startWorker<IndexingJob>(
    QUEUES.indexing,
    createIndexingProcessor({ pool, log: log.child({ queue: QUEUES.indexing }) }),
    1,
  );
  startReanchorWorker(workers, deps, push);
  // Stored sanitised copies of HTML, in a child process like the compares (DOMPurify on jsdom
  // is heavy and the HTML may be hostile). One at a time: it is background work; a reader who
  // comes first has the copy made on read (the API). Failures are logged by the job itself.
  startSandboxedWorker<SanitizeHtmlJob>(QUEUES.sanitizeHtml, "sanitize-html", 1, () => Promise.resolve());
  // Clause-level change summaries of new editions, in a child process like the re-anchoring
  // (two editions' HTML or PDFs are read). A failed run leaves the summary PENDING; the API
  // asks for it again when a reader opens the edition later (modules/documents).
  startSandboxedWorker<ChangeSummaryJob>(QUEUES.changeSummary, "change-summary", 1, () => Promise.resolve());
  // References of new editions and chunks of catalogue runs (issue 27), in a child process like
  // the change summaries (an edition's HTML or PDF is read). A failed new edition keeps the
  // references it had (none); a failed chunk stops its run until the command resumes it.
  startSandboxedWorker<ReferencesDetectJob>(QUEUES.references, "references", 1, () => Promise.resolve());
  // Clauses of new editions and chunks of catalogue runs for the search inside the documents
  // (issue 29), in a child process like the references (an edition's HTML or PDF is read). A
  // failed edition keeps the clauses it had; a failed chunk stops its run until the command
  // resumes it.
  startSandboxedWorker<ClauseIndexJob>(QUEUES.clauseIndex, "clause-index", 1, () => Promise.resolve());
}

/** How a compare job ended, as its row says it and the readers are told. */
function compareOutcome(result: unknown): "DONE" | "TOO_LARGE" | null {
  const status = (result as { status?: string } | undefined)?.status;
  if (status === "done" || status === "already-done") return "DONE";
  if (status === "too-large") return "TOO_LARGE";
  return null;
}

/**
 * The HTML compares and the PDF redlines, in child processes. A stored result, or a final
 * refusal or failure, is pushed to the readers waiting for it (issue 29 §3) from this process:
 * the child only makes the result.
 */
function startCompareWorkers(workers: WorkerPool, deps: QueueWorkersDeps, push: PushPublisher): void {
  const { config, db } = deps;
  const html = (job: { data: CompareHtmlJob }, status: "DONE" | "FAILED" | "TOO_LARGE") =>
    push.toWaiters("compare-html", job.data.comparisonId, {
      type: "compare-html",
      newHtmlId: job.data.newAssetId,
      oldHtmlId: job.data.oldAssetId,
      status,
    });
  const pdf = (job: { data: ComparePdfJob }, status: "DONE" | "FAILED" | "TOO_LARGE") =>
    push.toWaiters("compare-pdf", job.data.redlineId, {
      type: "compare-pdf",
      leftContentId: job.data.oldDocumentId,
      rightContentId: job.data.newDocumentId,
      status,
    });
  const htmlWorker = workers.startSandboxedWorker<CompareHtmlJob>(
    QUEUES.compareHtml,
    "compare-html",
    config.compare.htmlConcurrency,
    async (job, error, final) => {
      await recordHtmlCompareFailure(db, job.data.comparisonId, error, final);
      if (final) await html(job, "FAILED");
    },
  );
  htmlWorker.on("completed", (job, result) => {
    const status = compareOutcome(result);
    if (status) void html(job, status);
  });
  const pdfWorker = workers.startSandboxedWorker<ComparePdfJob>(
    QUEUES.comparePdf,
    "compare-pdf",
    config.compare.pdfConcurrency,
    async (job, error, final) => {
      await recordRedlineFailure(db, job.data.redlineId, error, final);
      if (final) await pdf(job, "FAILED");
    },
  );
  pdfWorker.on("completed", (job, result) => {
    const status = compareOutcome(result);
    if (status) void pdf(job, status);
  });
}

/**
 * Re-anchoring reads both editions' PDFs: in a child process like the compares, so a large
 * or hostile PDF cannot stall or exhaust the process that relays the outbox and sends mail.
 */
function startReanchorWorker(workers: WorkerPool, deps: QueueWorkersDeps, push: PushPublisher): void {
  const { config, db, log } = deps;
  // A run that used up its retries is recorded for operators (compass_reanchor_failures),
  // dispatched again by the outbox sweeper after a backoff while it has automatic retries
  // left, and by an operator after that; a retry carries what is left.
  const reanchor = workers.startSandboxedWorker<CompassReanchorJob>(
    QUEUES.compassReanchor,
    "compass-reanchor",
    1,
    (job, error, final) =>
      recordReanchorFailure(db, job, error, final, { maxAutoRetries: config.reanchor.autoRetries }),
  );
  // The owners of the carried points see them moved at once in an open reader (issue 29 §3).
  reanchor.on("completed", (job) => {
    void pushReanchorDone(
      db,
      push,
      job.data.editions.map((e) => e.documentId),
      log,
    );
  });
}
