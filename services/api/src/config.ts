// Environment → typed configuration, validated once at start-up by the API's environment schema:
// the variables it shares with the workers come from @norma/contracts/env, which defines each
// once; its own are defined below with the same field kinds. Every variable is listed in the
// configuration tables of docs/operations.md and docs/security.md.
import { readFileSync } from "node:fs";
import {
  addressList,
  bool,
  ConfigError,
  type Ctx,
  checkStorage,
  checkWebhooks,
  type Env,
  hostList,
  int,
  isAddressOrCidr,
  key32,
  list,
  optionalInt,
  optionalText,
  optionalUrl,
  type Parsed,
  parseEnv,
  pattern,
  problem,
  type RedisTarget,
  sharedFields,
  sharedSettings,
  text,
  type WebhookSettings,
} from "@norma/contracts/env";
import type { StorageConfig } from "@norma/db/storage-config";
import { EMAIL_LIMIT_NAMES, EMAIL_LIMITS, type EmailLimitName, type EmailLimitValues } from "./lib/email-limits.ts";

export interface Config {
  /** Webhooks (issue 30): target policy, sealing key, limits. */
  webhooks: WebhookSettings & { replaysPerHour: number; secretGraceHours: number };
  env: "development" | "production" | "test";
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string;
  databasePoolSize: number;
  /**
   * A streaming replica for the reads that tolerate lag (the search index and its catch-up,
   * type-ahead, refinement trees, semantic search); everything else, and every write, stays on the
   * primary. Absent: the primary serves all.
   */
  databaseReplicaUrl?: string;
  databaseReplicaPoolSize: number;
  redisUrl: string;
  /** REDIS_URL, or the primary Redis Sentinel names (REDIS_SENTINELS): what the API connects to. */
  redis: RedisTarget;
  /** Prefix of every Redis key and BullMQ queue (tests use one per file). */
  redisPrefix: string;
  /** Longest any Redis call of a request may take (a frozen server is cut off after it). */
  redisCommandTimeoutMs: number;
  /** After a failed Redis call, how long requests use their fallbacks before Redis is tried again. */
  redisRetryAfterMs: number;
  jwt: {
    algorithm: "HS256" | "RS256";
    secret?: string;
    privateKey?: string;
    publicKey?: string;
    issuer: string;
    audience: string;
    /** Token lifetime; clients renew before it runs out. */
    ttlSeconds: number;
    /** Lifetime when the user asked to be remembered. */
    rememberMeTtlSeconds: number;
    /** Absolute age of a session: renewing or switching accounts never extends it past this. */
    sessionMaxAgeSeconds: number;
  };
  smtpUrl: string;
  mailFrom: string;
  storageDir: string;
  /** Blob storage: the local directory (STORAGE_DIR) or S3-compatible object storage (STORAGE_BACKEND=s3). */
  storage: StorageConfig;
  defaultTenant: string;
  /** CIDRs or addresses of proxies whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  publicBaseUrl: string;
  /** How long the link of an invitation e-mail (choose a first password) works. */
  invitationTtlHours: number;
  /**
   * The 32-byte AES-256-GCM key that seals share-link tokens at rest (SHARE_LINK_KEY, base64 or
   * hex). Unset: a key derived (HKDF) from the JWT signing key. Either way the database never
   * holds it; only the tokens' SHA-256 (for lookup) and their sealed form are stored.
   */
  shareLinkKey?: Buffer;
  /**
   * The key of the HMAC under which API keys' secrets are stored (API_KEY_PEPPER, 32 bytes as
   * base64 or hex). Unset: derived (HKDF) from the JWT signing key. Changing it invalidates every
   * API key.
   */
  apiKeyPepper?: Buffer;
  /**
   * Failed tries of a secret (share-link token, invitation key, usage-embed token, queue-dashboard
   * ticket) allowed per client address and kind within windowSeconds; more answer 429.
   */
  secretGuesses: { limit: number; windowSeconds: number };
  corsOrigins: string[];
  auth: {
    /** Sign-in attempts per client address per minute. */
    ratePerIp: number;
    /** Sign-in attempts per e-mail per minute. */
    ratePerAccount: number;
    /** Consecutive failures that lock a user out. */
    lockoutThreshold: number;
    lockoutMinutes: number;
    /** Oldest partner token (JWT/APPLET sign-in) accepted, by its iat; its jti is kept this long. */
    partnerTokenMaxAgeSeconds: number;
  };
  /** POST /api/user/feedback: submissions per hour per user (or company session) and per client address. */
  feedback: {
    ratePerUser: number;
    ratePerIp: number;
  };
  /**
   * Platform defaults of the limits on e-mails users trigger (EMAIL_LIMIT_*, lib/email-limits.ts);
   * a tenant administrator overrides each for the tenant in the console.
   */
  emailLimits: EmailLimitValues;
  /** Revision reviews: the platform's reminder days (REVIEW_REMINDER_DAYS), an account settings' default. */
  reviewReminderDays: number;
  /** The in-memory search index: how often queries look for changed documents, and compare its size with the table. */
  search: {
    indexRefreshMs: number;
    indexCheckMs: number;
    /** How often a replica looks whether to write a snapshot of its index (0: no snapshots, none loaded). */
    snapshotEveryMs: number;
  };
  /** Threads that sanitise document HTML off the event loop (SANITIZER_THREADS; default half the CPUs, 1–4). */
  sanitizer?: { threads?: number };
  /** PDF compare (redlines): larger documents are answered 'The documents are too large to be compare'. */
  /**
   * GET /metrics needs `Authorization: Bearer <metricsToken>` when set; unset, only a scraper on
   * this machine (a loopback peer whose request no proxy forwarded) is answered.
   */
  metricsToken?: string;
  /**
   * Strict-Transport-Security on every reply: max-age in seconds (HSTS_MAX_AGE; 0, the default,
   * sends none: plain-http development must not pin browsers to https).
   */
  hsts: { maxAgeSeconds: number; includeSubDomains: boolean };
  /**
   * Hosts a tenant's cookie-consent script may be loaded from (COOKIE_CONSENT_SCRIPT_HOSTS; an
   * entry `*.example.com` allows example.com's subdomains). Empty: no tenant may set one.
   */
  cookieConsentScriptHosts: string[];
  /**
   * The API documentation page of the console (/admin/docs, spec 3: "docs … appear only by
   * flag"): API_DOCS, on by default; off, management/info names no `api-docs` profile and the
   * console offers no docs.
   */
  apiDocs: boolean;
  /** Folders searched first for the fonts of the PDFs the API writes (PDF_FONT_DIRS, colon-separated). */
  pdfFontDirs: string[];
  /** The folder of the tenants' SVG logos the review PDF draws (TENANT_LOGO_DIR; unset: the reader's public/tenants found above the API). */
  tenantLogoDir: string | null;
  /**
   * The operator's database console (DATABASE_CONSOLE_URL, e.g. pgAdmin or Adminer beside the
   * deployment; spec 3: "a database console link appears only by flag"): management/info gives it
   * to OPERATOR sessions and the console's menu links to it. Unset: no link. Norma serves no
   * console of its own (a SQL prompt in the product would be a way around every rule it keeps).
   */
  databaseConsoleUrl: string | null;
  compare: {
    pdfMaxPages: number;
    pdfMaxBytes: number;
  };
}

export { ConfigError, isAddressOrCidr };

/** A tenant code as the tenants table, X-Tenant and tokens spell it: lower-case letters, digits, inner hyphens. */
export const TENANT_CODE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** A file named by the variable (the JWT key pair), read at start: its path and contents. */
const fileContents = () =>
  optionalText().transform((path, ctx) => {
    if (path === undefined) return undefined;
    try {
      return { path, contents: readFileSync(path, "utf8") as string | undefined };
    } catch {
      problem(ctx, `cannot be read: ${path}`);
      return { path, contents: undefined };
    }
  });

const emailLimitFields = Object.fromEntries(
  EMAIL_LIMIT_NAMES.map((n) => [EMAIL_LIMITS[n].env, int(EMAIL_LIMITS[n].defaultValue, 1, EMAIL_LIMITS[n].max)]),
) as Record<(typeof EMAIL_LIMITS)[EmailLimitName]["env"], ReturnType<typeof int>>;

/**
 * The API's variables: the shared ones (@norma/contracts/env) and its own. Each is listed in the
 * configuration tables of docs/operations.md and docs/security.md.
 */
export const apiEnvFields = {
  ...sharedFields,
  HOST: text("0.0.0.0"),
  PORT: int(8080, 0, 65_535),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  DATABASE_REPLICA_URL: optionalUrl(["postgresql:", "postgres:"]),
  DATABASE_REPLICA_POOL_SIZE: int(10, 1, 200),
  REDIS_COMMAND_TIMEOUT_MS: int(500, 20, 30_000),
  REDIS_RETRY_AFTER_MS: int(5_000, 100, 600_000),
  JWT_SECRET: optionalText(),
  JWT_PRIVATE_KEY_FILE: fileContents(),
  JWT_PUBLIC_KEY_FILE: fileContents(),
  JWT_ISSUER: text("norma"),
  JWT_AUDIENCE: text("norma-web"),
  JWT_TTL_SECONDS: int(900, 60, 86_400),
  JWT_REMEMBER_ME_TTL_SECONDS: int(86_400, 60, 2_592_000),
  SESSION_MAX_AGE_SECONDS: int(604_800, 60, 31_536_000),
  DEFAULT_TENANT: pattern(
    "astm",
    TENANT_CODE,
    "a tenant code (lower-case letters, digits and inner hyphens, e.g. astm)",
  ),
  TRUSTED_PROXIES: addressList(),
  INVITATION_TTL_HOURS: int(72, 1, 720),
  SHARE_LINK_KEY: key32(),
  API_KEY_PEPPER: key32(),
  WEBHOOK_REPLAYS_PER_HOUR: int(30, 1, 10_000),
  WEBHOOK_SECRET_GRACE_HOURS: int(24, 0, 720),
  SECRET_GUESS_LIMIT: int(10, 1, 100_000),
  SECRET_GUESS_WINDOW_SECONDS: int(900, 1, 86_400),
  CORS_ORIGINS: list(),
  AUTH_RATE_LIMIT_PER_IP: int(30, 1, 100_000),
  AUTH_RATE_LIMIT_PER_ACCOUNT: int(10, 1, 100_000),
  LOGIN_LOCKOUT_THRESHOLD: int(5, 1, 100),
  LOGIN_LOCKOUT_MINUTES: int(15, 1, 1_440),
  PARTNER_TOKEN_MAX_AGE_SECONDS: int(300, 10, 3_600),
  FEEDBACK_RATE_LIMIT_PER_USER: int(20, 1, 100_000),
  FEEDBACK_RATE_LIMIT_PER_IP: int(60, 1, 100_000),
  ...emailLimitFields,
  SEARCH_INDEX_REFRESH_MS: int(2_000, 0, 3_600_000),
  SEARCH_INDEX_CHECK_MS: int(600_000, 1_000, 86_400_000),
  SEARCH_SNAPSHOT_EVERY_MS: int(600_000, 0, 86_400_000),
  SANITIZER_THREADS: optionalInt(1, 64),
  HSTS_MAX_AGE: int(0, 0, 63_072_000),
  HSTS_INCLUDE_SUBDOMAINS: bool(false),
  COOKIE_CONSENT_SCRIPT_HOSTS: hostList(),
  API_DOCS: bool(true),
  DATABASE_CONSOLE_URL: optionalUrl(["https:", "http:"]),
  PDF_FONT_DIRS: optionalText(),
  TENANT_LOGO_DIR: optionalText(),
};

/** The rules that involve more than one variable. */
function apiRules(f: Parsed<typeof apiEnvFields>, ctx: Ctx): void {
  checkStorage(f, ctx);
  checkWebhooks(f, ctx);
  // RS256 when a key file is named (both are needed), else HS256 with JWT_SECRET.
  if (f.JWT_PRIVATE_KEY_FILE || f.JWT_PUBLIC_KEY_FILE) {
    if (!f.JWT_PRIVATE_KEY_FILE || !f.JWT_PUBLIC_KEY_FILE)
      problem(ctx, "and JWT_PUBLIC_KEY_FILE go together", "JWT_PRIVATE_KEY_FILE");
  } else if (!f.JWT_SECRET) problem(ctx, "is required", "JWT_SECRET");
  else if (f.JWT_SECRET.length < 32) problem(ctx, "must be at least 32 characters", "JWT_SECRET");
}

export function loadConfig(env: Env = process.env): Config {
  const f = parseEnv(apiEnvFields, env, apiRules);
  const jwtCommon = {
    issuer: f.JWT_ISSUER,
    audience: f.JWT_AUDIENCE,
    ttlSeconds: f.JWT_TTL_SECONDS,
    rememberMeTtlSeconds: f.JWT_REMEMBER_ME_TTL_SECONDS,
    sessionMaxAgeSeconds: f.SESSION_MAX_AGE_SECONDS,
  };
  const shared = sharedSettings(f);
  return {
    env: shared.env,
    host: f.HOST,
    port: f.PORT,
    logLevel: shared.logLevel,
    databaseUrl: shared.databaseUrl,
    databasePoolSize: f.DATABASE_POOL_SIZE,
    databaseReplicaUrl: f.DATABASE_REPLICA_URL,
    databaseReplicaPoolSize: f.DATABASE_REPLICA_POOL_SIZE,
    redisUrl: shared.redisUrl,
    redis: shared.redis,
    redisPrefix: shared.redisPrefix,
    redisCommandTimeoutMs: f.REDIS_COMMAND_TIMEOUT_MS,
    redisRetryAfterMs: f.REDIS_RETRY_AFTER_MS,
    jwt:
      f.JWT_PRIVATE_KEY_FILE || f.JWT_PUBLIC_KEY_FILE
        ? {
            algorithm: "RS256",
            privateKey: f.JWT_PRIVATE_KEY_FILE?.contents,
            publicKey: f.JWT_PUBLIC_KEY_FILE?.contents,
            ...jwtCommon,
          }
        : { algorithm: "HS256", secret: f.JWT_SECRET ?? "", ...jwtCommon },
    smtpUrl: shared.smtpUrl,
    mailFrom: shared.mailFrom,
    storageDir: shared.storageDir,
    storage: shared.storage,
    defaultTenant: f.DEFAULT_TENANT,
    trustedProxies: f.TRUSTED_PROXIES,
    publicBaseUrl: shared.publicBaseUrl,
    invitationTtlHours: f.INVITATION_TTL_HOURS,
    ...(f.SHARE_LINK_KEY ? { shareLinkKey: f.SHARE_LINK_KEY } : {}),
    ...(f.API_KEY_PEPPER ? { apiKeyPepper: f.API_KEY_PEPPER } : {}),
    secretGuesses: { limit: f.SECRET_GUESS_LIMIT, windowSeconds: f.SECRET_GUESS_WINDOW_SECONDS },
    corsOrigins: f.CORS_ORIGINS,
    auth: {
      ratePerIp: f.AUTH_RATE_LIMIT_PER_IP,
      ratePerAccount: f.AUTH_RATE_LIMIT_PER_ACCOUNT,
      lockoutThreshold: f.LOGIN_LOCKOUT_THRESHOLD,
      lockoutMinutes: f.LOGIN_LOCKOUT_MINUTES,
      partnerTokenMaxAgeSeconds: f.PARTNER_TOKEN_MAX_AGE_SECONDS,
    },
    feedback: { ratePerUser: f.FEEDBACK_RATE_LIMIT_PER_USER, ratePerIp: f.FEEDBACK_RATE_LIMIT_PER_IP },
    emailLimits: Object.fromEntries(EMAIL_LIMIT_NAMES.map((n) => [n, f[EMAIL_LIMITS[n].env]])) as EmailLimitValues,
    reviewReminderDays: f.REVIEW_REMINDER_DAYS,
    search: {
      indexRefreshMs: f.SEARCH_INDEX_REFRESH_MS,
      indexCheckMs: f.SEARCH_INDEX_CHECK_MS,
      snapshotEveryMs: f.SEARCH_SNAPSHOT_EVERY_MS,
    },
    ...(f.SANITIZER_THREADS !== undefined ? { sanitizer: { threads: f.SANITIZER_THREADS } } : {}),
    ...(f.METRICS_TOKEN ? { metricsToken: f.METRICS_TOKEN } : {}),
    hsts: { maxAgeSeconds: f.HSTS_MAX_AGE, includeSubDomains: f.HSTS_INCLUDE_SUBDOMAINS },
    cookieConsentScriptHosts: f.COOKIE_CONSENT_SCRIPT_HOSTS,
    apiDocs: f.API_DOCS,
    databaseConsoleUrl: f.DATABASE_CONSOLE_URL ?? null,
    pdfFontDirs: (f.PDF_FONT_DIRS ?? "").split(":").filter(Boolean),
    tenantLogoDir: f.TENANT_LOGO_DIR ?? null,
    compare: { pdfMaxPages: f.COMPARE_PDF_MAX_PAGES, pdfMaxBytes: f.COMPARE_PDF_MAX_BYTES },
    webhooks: {
      ...shared.webhooks,
      replaysPerHour: f.WEBHOOK_REPLAYS_PER_HOUR,
      secretGraceHours: f.WEBHOOK_SECRET_GRACE_HOURS,
    },
  };
}
