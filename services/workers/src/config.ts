// Workers' environment → typed configuration, validated once at start-up by the workers'
// environment schema: the variables they share with the API come from @norma/contracts/env, which
// defines each once; their own are defined below with the same field kinds.
import {
  ConfigError,
  type Ctx,
  checkStorage,
  checkWebhooks,
  type Env,
  int,
  optionalText,
  type Parsed,
  parseEnv,
  problem,
  type RedisTarget,
  sharedFields,
  sharedSettings,
  text,
  type WebhookSettings,
} from "@norma/contracts/env";
import type { StorageConfig } from "@norma/db/storage-config";

export interface WorkersConfig {
  env: "development" | "production" | "test";
  logLevel: string;
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_URL, or the primary Redis Sentinel names (REDIS_SENTINELS): what every connection uses. */
  redis: RedisTarget;
  redisPrefix: string;
  smtpUrl: string;
  mailFrom: string;
  storageDir: string;
  /** Blob storage: the local directory (STORAGE_DIR) or S3-compatible object storage (STORAGE_BACKEND=s3). */
  storage: StorageConfig;
  publicBaseUrl: string;
  /** How often the relay looks for outbox rows when no notification arrives. */
  relayPollMs: number;
  relayBatchSize: number;
  /** The outbox sweeper and retention (outbox/maintenance.ts). */
  outbox: {
    /** A row dispatched this long ago and not completed is dispatched again. */
    leaseMs: number;
    /** How often the sweeper runs. */
    sweepMs: number;
    /** A row dispatched this many times without completing is given up (logged as an error). */
    maxDispatches: number;
    /** Done outbox rows are deleted after this many days. */
    retentionDays: number;
    /** SENT e-mail deliveries (the ledger) are deleted after this many days. */
    deliveryRetentionDays: number;
  };
  /**
   * The process's Prometheus endpoint (GET /metrics): port (0 = any free port; null = not served),
   * address (loopback by default) and the bearer token it requires when set (required for an
   * address other machines reach).
   */
  metrics: { port: number | null; host: string; token?: string };
  emailConcurrency: number;
  /** Lease of a claimed e-mail delivery (renewed while sending; a dead run's runs out after it). */
  emailLeaseMs: number;
  /** Compare jobs (sandboxed processors). */
  compare: {
    /** Time budget of a word diff; past it, changes are marked block by block. */
    budgetMs: number;
    /** An HTML compare still running after this is killed (its child process). */
    htmlHardLimitMs: number;
    /**
     * A PDF redline still running after this is killed (its child process); the job stops itself
     * a little before (its deadline), and a retry after running out of time marks block by block.
     */
    pdfHardLimitMs: number;
    /** Heap limit of a compare child process. */
    memoryMb: number;
    /** Redlines of PDFs with more pages than this are refused (TOO_LARGE). */
    pdfMaxPages: number;
    /** Redlines of PDFs larger than this (bytes) are refused (TOO_LARGE). */
    pdfMaxBytes: number;
    htmlConcurrency: number;
    pdfConcurrency: number;
  };
  /** Re-anchoring compass points on new editions (a sandboxed processor: it parses PDFs). */
  reanchor: {
    /** A re-anchoring child process still running after this is killed; the retry skips what was carried. */
    hardLimitMs: number;
    /** Test hook: while this file exists every re-anchoring run fails (null: off, always in production). */
    testFailFile: string | null;
    /**
     * A run that failed for good is dispatched again by the outbox sweeper this many times at most
     * (after 1 min, 5 min, 30 min, 2 h, …: reanchor-failures.ts); 0 leaves every failure to an operator.
     */
    autoRetries: number;
  };
  /** Webhook deliveries (issue 30): the shared target policy and sealing key, and the sending. */
  webhooks: WebhookSettings & {
    /** Attempts of one delivery (the first and its retries). */
    attempts: number;
    /** The first retry's delay; each next one doubles it (capped at a day). */
    backoffMs: number;
    /** One request's time budget (connection, reply and body). */
    timeoutMs: number;
    /** An endpoint is disabled after this many failed attempts in a row. */
    failuresToDisable: number;
    concurrency: number;
    /**
     * EMAIL_LIMIT_PER_TENANT_PER_HOUR (the API's name and default): the e-mail telling a disabled
     * endpoint's owner counts against the tenant's hourly budget of e-mails.
     */
    emailsPerTenantPerHour: number;
    /** Deliveries (with their attempts) older than this many days are deleted (webhooks.prune). */
    logRetentionDays: number;
    /** How often the repeatable webhooks.prune job runs. */
    pruneEveryMs: number;
  };
  /** Revision reviews' reminders and overdue e-mails (the repeatable reviews.reminders job). */
  reviews: {
    /**
     * A review (an action) due within this many days (today included) is reminded, unless its
     * account chose its own days; 0: on its due date only.
     */
    reminderDays: number;
    /** Reviews handled at most per run (the rest wait for the next). */
    batchSize: number;
    /** How often the job runs. */
    everyMs: number;
  };
  /** Stored sanitised copies of HTML (a sandboxed processor: DOMPurify on jsdom). */
  sanitize: {
    /** A sanitize-html child still running after this is killed; the retry skips the copies made. */
    hardLimitMs: number;
    /** A sanitised copy is deleted this long after the last HTML with its bytes went (outbox/retired-copies.ts). */
    copyRetentionHours: number;
  };
}

export { ConfigError };

/** An address only this machine reaches: 127.0.0.0/8, ::1 or localhost. */
export function isLoopback(host: string): boolean {
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|localhost)$/i.test(host);
}

/**
 * The workers' variables: the shared ones (@norma/contracts/env) and their own. Each is listed in
 * the configuration tables of docs/operations.md.
 */
export const workersEnvFields = {
  ...sharedFields,
  OUTBOX_POLL_MS: int(1_000, 50, 60_000),
  OUTBOX_BATCH_SIZE: int(200, 1, 5_000),
  OUTBOX_LEASE_MS: int(600_000, 1_000, 86_400_000),
  OUTBOX_SWEEP_MS: int(30_000, 100, 3_600_000),
  OUTBOX_MAX_DISPATCHES: int(20, 1, 1_000),
  OUTBOX_RETENTION_DAYS: int(7, 1, 3_650),
  EMAIL_DELIVERY_RETENTION_DAYS: int(30, 1, 3_650),
  /** A port, or "off"; unset: 9464, except under test (a fixed port would collide): not served. */
  WORKERS_METRICS_PORT: optionalText().transform((raw, ctx) =>
    raw?.toLowerCase() === "off" ? ("off" as const) : raw === undefined ? undefined : checkedPort(raw, ctx),
  ),
  WORKERS_METRICS_HOST: text("127.0.0.1"),
  EMAIL_CONCURRENCY: int(4, 1, 64),
  EMAIL_LEASE_MS: int(30_000, 1_000, 3_600_000),
  COMPARE_BUDGET_MS: int(20_000, 100, 600_000),
  COMPARE_HTML_HARD_LIMIT_MS: int(30_000, 1_000, 3_600_000),
  COMPARE_PDF_HARD_LIMIT_MS: int(30_000, 1_000, 3_600_000),
  COMPARE_MEMORY_MB: int(1_536, 128, 65_536),
  COMPARE_HTML_CONCURRENCY: int(1, 1, 16),
  COMPARE_PDF_CONCURRENCY: int(1, 1, 16),
  COMPASS_REANCHOR_HARD_LIMIT_MS: int(600_000, 1_000, 3_600_000),
  COMPASS_REANCHOR_TEST_FAIL_FILE: optionalText(),
  COMPASS_REANCHOR_AUTO_RETRIES: int(4, 0, 10),
  SANITIZE_HARD_LIMIT_MS: int(600_000, 1_000, 3_600_000),
  SANITIZED_COPY_RETENTION_HOURS: int(24, 1, 8_760),
  WEBHOOK_ATTEMPTS: int(12, 1, 30),
  WEBHOOK_BACKOFF_MS: int(30_000, 10, 3_600_000),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 60_000),
  WEBHOOK_FAILURES_TO_DISABLE: int(50, 1, 10_000),
  WEBHOOK_CONCURRENCY: int(8, 1, 256),
  WEBHOOK_LOG_RETENTION_DAYS: int(30, 1, 3_650),
  WEBHOOK_LOG_PRUNE_EVERY_MS: int(3_600_000, 1_000, 86_400_000),
  EMAIL_LIMIT_PER_TENANT_PER_HOUR: int(1_000, 1, 1_000_000),
  REVIEW_REMINDERS_BATCH: int(500, 1, 10_000),
  REVIEW_REMINDERS_EVERY_MS: int(3_600_000, 1_000, 86_400_000),
};

/** WORKERS_METRICS_PORT's number, with the integer field's rule and message; null when wrong. */
function checkedPort(raw: string, ctx: Ctx): number | null {
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 0 && n <= 65_535) return n;
  problem(ctx, `must be an integer between 0 and 65535 (got '${raw}')`);
  return null;
}

type Fields = Parsed<typeof workersEnvFields>;

/** Where the metrics endpoint listens: null when not served. */
function metricsPort(f: Fields): number | null {
  if (f.WORKERS_METRICS_PORT === "off") return null;
  if (f.WORKERS_METRICS_PORT === undefined) return f.NODE_ENV === "test" ? null : 9464;
  return f.WORKERS_METRICS_PORT;
}

/** The rules that involve more than one variable. */
function workersRules(f: Fields, ctx: Ctx): void {
  checkStorage(f, ctx);
  checkWebhooks(f, ctx);
  // An e-mail's ledger row is what stops its job from sending twice: it must outlive the outbox
  // row that could bring the job back.
  if (f.EMAIL_DELIVERY_RETENTION_DAYS < f.OUTBOX_RETENTION_DAYS)
    problem(ctx, "must be at least OUTBOX_RETENTION_DAYS", "EMAIL_DELIVERY_RETENTION_DAYS");
  // A lease shorter than an e-mail's would dispatch rows whose job is still sending.
  if (f.OUTBOX_LEASE_MS < f.EMAIL_LEASE_MS) problem(ctx, "must be at least EMAIL_LEASE_MS", "OUTBOX_LEASE_MS");
  // An automatic retry dispatches the run's outbox row again, and the sweeper gives up a row
  // dispatched OUTBOX_MAX_DISPATCHES times: the retries must fit in that budget.
  if (f.COMPASS_REANCHOR_AUTO_RETRIES >= f.OUTBOX_MAX_DISPATCHES)
    problem(ctx, "must be less than OUTBOX_MAX_DISPATCHES", "COMPASS_REANCHOR_AUTO_RETRIES");
  // Job names, queue depths and e-mail counts are the operator's: a metrics port other machines
  // reach needs the token (Prometheus sends it with `authorization: { credentials_file: … }`).
  if (metricsPort(f) !== null && !f.METRICS_TOKEN && !isLoopback(f.WORKERS_METRICS_HOST))
    problem(
      ctx,
      `${f.WORKERS_METRICS_HOST} is reachable from other machines: set METRICS_TOKEN (scrapers send it as a bearer token) or use 127.0.0.1`,
      "WORKERS_METRICS_HOST",
    );
}

export function loadWorkersConfig(env: Env = process.env): WorkersConfig {
  const f = parseEnv(workersEnvFields, env, workersRules);
  const shared = sharedSettings(f);
  return {
    ...shared,
    relayPollMs: f.OUTBOX_POLL_MS,
    relayBatchSize: f.OUTBOX_BATCH_SIZE,
    outbox: {
      leaseMs: f.OUTBOX_LEASE_MS,
      sweepMs: f.OUTBOX_SWEEP_MS,
      maxDispatches: f.OUTBOX_MAX_DISPATCHES,
      retentionDays: f.OUTBOX_RETENTION_DAYS,
      deliveryRetentionDays: f.EMAIL_DELIVERY_RETENTION_DAYS,
    },
    metrics: {
      port: metricsPort(f),
      host: f.WORKERS_METRICS_HOST,
      ...(f.METRICS_TOKEN ? { token: f.METRICS_TOKEN } : {}),
    },
    emailConcurrency: f.EMAIL_CONCURRENCY,
    emailLeaseMs: f.EMAIL_LEASE_MS,
    compare: {
      budgetMs: f.COMPARE_BUDGET_MS,
      htmlHardLimitMs: f.COMPARE_HTML_HARD_LIMIT_MS,
      pdfHardLimitMs: f.COMPARE_PDF_HARD_LIMIT_MS,
      memoryMb: f.COMPARE_MEMORY_MB,
      pdfMaxPages: f.COMPARE_PDF_MAX_PAGES,
      pdfMaxBytes: f.COMPARE_PDF_MAX_BYTES,
      htmlConcurrency: f.COMPARE_HTML_CONCURRENCY,
      pdfConcurrency: f.COMPARE_PDF_CONCURRENCY,
    },
    reanchor: {
      hardLimitMs: f.COMPASS_REANCHOR_HARD_LIMIT_MS,
      // A test hook: never in production.
      testFailFile: f.NODE_ENV === "production" ? null : (f.COMPASS_REANCHOR_TEST_FAIL_FILE ?? null),
      autoRetries: f.COMPASS_REANCHOR_AUTO_RETRIES,
    },
    webhooks: {
      ...shared.webhooks,
      attempts: f.WEBHOOK_ATTEMPTS,
      backoffMs: f.WEBHOOK_BACKOFF_MS,
      timeoutMs: f.WEBHOOK_TIMEOUT_MS,
      failuresToDisable: f.WEBHOOK_FAILURES_TO_DISABLE,
      concurrency: f.WEBHOOK_CONCURRENCY,
      emailsPerTenantPerHour: f.EMAIL_LIMIT_PER_TENANT_PER_HOUR,
      logRetentionDays: f.WEBHOOK_LOG_RETENTION_DAYS,
      pruneEveryMs: f.WEBHOOK_LOG_PRUNE_EVERY_MS,
    },
    reviews: {
      reminderDays: f.REVIEW_REMINDER_DAYS,
      batchSize: f.REVIEW_REMINDERS_BATCH,
      everyMs: f.REVIEW_REMINDERS_EVERY_MS,
    },
    sanitize: {
      hardLimitMs: f.SANITIZE_HARD_LIMIT_MS,
      copyRetentionHours: f.SANITIZED_COPY_RETENTION_HOURS,
    },
  };
}
