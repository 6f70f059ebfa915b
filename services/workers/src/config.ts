// Workers' environment → typed configuration, validated once at start-up.
import { type RedisTarget, readRedisTarget } from "@norma/db/redis-target";
import { readStorageConfig, type StorageConfig } from "@norma/db/storage-config";
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
  /** Stored sanitised copies of HTML (a sandboxed processor: DOMPurify on jsdom). */
  sanitize: {
    /** A sanitize-html child still running after this is killed; the retry skips the copies made. */
    hardLimitMs: number;
    /** A sanitised copy is deleted this long after the last HTML with its bytes went (outbox/retired-copies.ts). */
    copyRetentionHours: number;
  };
}

export class ConfigError extends Error {}

/** An address only this machine reaches: 127.0.0.0/8, ::1 or localhost. */
export function isLoopback(host: string): boolean {
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|localhost)$/i.test(host);
}

export function loadWorkersConfig(env: Record<string, string | undefined> = process.env): WorkersConfig {
  const problems: string[] = [];
  const str = (name: string, fallback?: string) => {
    const v = env[name]?.trim();
    if (v) return v;
    if (fallback === undefined) problems.push(`${name} is required`);
    return fallback ?? "";
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}`);
      return fallback;
    }
    return n;
  };
  const nodeEnv = (env.NODE_ENV ?? "development") as WorkersConfig["env"];
  const config: WorkersConfig = {
    env: nodeEnv,
    logLevel: str("LOG_LEVEL", nodeEnv === "test" ? "silent" : "info"),
    databaseUrl: str("DATABASE_URL"),
    redisUrl: str("REDIS_URL", "redis://127.0.0.1:6379"),
    redis: readRedisTarget(env, problems),
    redisPrefix: str("REDIS_PREFIX", "norma"),
    smtpUrl: str("SMTP_URL", "smtp://127.0.0.1:1025"),
    mailFrom: str("MAIL_FROM", "Norma <no-reply@norma.example>"),
    storageDir: str("STORAGE_DIR", "./.storage"),
    storage: readStorageConfig(env, problems),
    publicBaseUrl: str("PUBLIC_BASE_URL", "http://localhost:5173"),
    relayPollMs: int("OUTBOX_POLL_MS", 1_000, 50, 60_000),
    relayBatchSize: int("OUTBOX_BATCH_SIZE", 200, 1, 5_000),
    outbox: {
      leaseMs: int("OUTBOX_LEASE_MS", 600_000, 1_000, 86_400_000),
      sweepMs: int("OUTBOX_SWEEP_MS", 30_000, 100, 3_600_000),
      maxDispatches: int("OUTBOX_MAX_DISPATCHES", 20, 1, 1_000),
      retentionDays: int("OUTBOX_RETENTION_DAYS", 7, 1, 3_650),
      deliveryRetentionDays: int("EMAIL_DELIVERY_RETENTION_DAYS", 30, 1, 3_650),
    },
    metrics: {
      // Served unless turned off ("off"); tests ask for it (a fixed port would collide).
      port:
        env.WORKERS_METRICS_PORT?.trim().toLowerCase() === "off" ||
        (nodeEnv === "test" && !env.WORKERS_METRICS_PORT?.trim())
          ? null
          : int("WORKERS_METRICS_PORT", 9464, 0, 65_535),
      // This machine only unless the operator opens it (then with METRICS_TOKEN: checked below).
      host: str("WORKERS_METRICS_HOST", "127.0.0.1"),
      ...(env.METRICS_TOKEN?.trim() ? { token: env.METRICS_TOKEN.trim() } : {}),
    },
    emailConcurrency: int("EMAIL_CONCURRENCY", 4, 1, 64),
    emailLeaseMs: int("EMAIL_LEASE_MS", 30_000, 1_000, 3_600_000),
    compare: {
      budgetMs: int("COMPARE_BUDGET_MS", 20_000, 100, 600_000),
      htmlHardLimitMs: int("COMPARE_HTML_HARD_LIMIT_MS", 30_000, 1_000, 3_600_000),
      pdfHardLimitMs: int("COMPARE_PDF_HARD_LIMIT_MS", 30_000, 1_000, 3_600_000),
      memoryMb: int("COMPARE_MEMORY_MB", 1_536, 128, 65_536),
      pdfMaxPages: int("COMPARE_PDF_MAX_PAGES", 400, 1, 100_000),
      pdfMaxBytes: int("COMPARE_PDF_MAX_BYTES", 200 * 1024 * 1024, 1_024, 2_147_483_647),
      htmlConcurrency: int("COMPARE_HTML_CONCURRENCY", 1, 1, 16),
      pdfConcurrency: int("COMPARE_PDF_CONCURRENCY", 1, 1, 16),
    },
    reanchor: {
      hardLimitMs: int("COMPASS_REANCHOR_HARD_LIMIT_MS", 600_000, 1_000, 3_600_000),
      testFailFile: env.NODE_ENV === "production" ? null : env.COMPASS_REANCHOR_TEST_FAIL_FILE?.trim() || null,
      autoRetries: int("COMPASS_REANCHOR_AUTO_RETRIES", 4, 0, 10),
    },
    sanitize: {
      hardLimitMs: int("SANITIZE_HARD_LIMIT_MS", 600_000, 1_000, 3_600_000),
      copyRetentionHours: int("SANITIZED_COPY_RETENTION_HOURS", 24, 1, 8_760),
    },
  };
  for (const [name, value] of [
    ["DATABASE_URL", config.databaseUrl],
    ["REDIS_URL", config.redisUrl],
    ["SMTP_URL", config.smtpUrl],
  ] as const) {
    if (value) {
      try {
        new URL(value);
      } catch {
        problems.push(`${name} is not a valid URL`);
      }
    }
  }
  // An e-mail's ledger row is what stops its job from sending twice: it must outlive the outbox
  // row that could bring the job back.
  if (config.outbox.deliveryRetentionDays < config.outbox.retentionDays)
    problems.push("EMAIL_DELIVERY_RETENTION_DAYS must be at least OUTBOX_RETENTION_DAYS");
  // A lease shorter than an e-mail's would dispatch rows whose job is still sending.
  if (config.outbox.leaseMs < config.emailLeaseMs) problems.push("OUTBOX_LEASE_MS must be at least EMAIL_LEASE_MS");
  // An automatic retry dispatches the run's outbox row again, and the sweeper gives up a row
  // dispatched OUTBOX_MAX_DISPATCHES times: the retries must fit in that budget.
  if (config.reanchor.autoRetries >= config.outbox.maxDispatches)
    problems.push("COMPASS_REANCHOR_AUTO_RETRIES must be less than OUTBOX_MAX_DISPATCHES");
  // Job names, queue depths and e-mail counts are the operator's: a metrics port other machines
  // reach needs the token (Prometheus sends it with `authorization: { credentials_file: … }`).
  if (config.metrics.port !== null && !config.metrics.token && !isLoopback(config.metrics.host))
    problems.push(
      `WORKERS_METRICS_HOST ${config.metrics.host} is reachable from other machines: set METRICS_TOKEN (scrapers send it as a bearer token) or use 127.0.0.1`,
    );
  if (problems.length) throw new ConfigError(`invalid configuration:\n  - ${problems.join("\n  - ")}`);
  return config;
}
