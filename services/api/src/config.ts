// Environment → typed configuration, validated once at start-up. Every variable is listed in the
// configuration tables of docs/operations.md and docs/security.md.
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { type RedisTarget, readRedisTarget } from "@norma/db/redis-target";
import { readStorageConfig, type StorageConfig } from "@norma/db/storage-config";
import { EMAIL_LIMIT_NAMES, EMAIL_LIMITS, type EmailLimitValues } from "./lib/email-limits.ts";

export interface Config {
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
  compare: {
    pdfMaxPages: number;
    pdfMaxBytes: number;
  };
}

export class ConfigError extends Error {}

/** SHARE_LINK_KEY: 32 bytes as base64 (44 characters) or hex (64); absent: nothing (derived later). */
function shareLinkKey(raw: string | undefined, problems: string[]): { shareLinkKey?: Buffer } {
  const v = raw?.trim();
  if (!v) return {};
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, "hex") : Buffer.from(v, "base64");
  if (key.length !== 32) {
    problems.push("SHARE_LINK_KEY must be 32 bytes, as base64 or hex (e.g. `openssl rand -base64 32`)");
    return {};
  }
  return { shareLinkKey: key };
}

/** A tenant code as the tenants table, X-Tenant and tokens spell it: lower-case letters, digits, inner hyphens. */
export const TENANT_CODE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** An IPv4/IPv6 address, or a CIDR of one (prefix 0–32 for IPv4, 0–128 for IPv6). */
export function isAddressOrCidr(entry: string): boolean {
  const slash = entry.indexOf("/");
  if (slash === -1) return isIP(entry) !== 0;
  const version = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string, fallback?: string): string => {
    const v = env[name]?.trim();
    if (v) return v;
    if (fallback !== undefined) return fallback;
    problems.push(`${name} is required`);
    return "";
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got '${raw}')`);
      return fallback;
    }
    return n;
  };
  const list = (name: string): string[] =>
    (env[name] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const url = (name: string, fallback: string | undefined, protocols: string[]): string => {
    const v = str(name, fallback);
    if (!v) return v;
    try {
      const u = new URL(v);
      if (!protocols.includes(u.protocol))
        problems.push(`${name} must use ${protocols.join(" or ")} (got ${u.protocol})`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return v;
  };

  const addressList = (name: string): string[] => {
    const entries = list(name);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length)
      problems.push(
        `${name} must list IP addresses or CIDRs (e.g. 10.0.0.0/8, 192.168.1.10, fd00::/8); not valid: ${bad.map((b) => `'${b}'`).join(", ")}`,
      );
    return entries;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (raw === "true" || raw === "1") return true;
    if (raw === "false" || raw === "0") return false;
    problems.push(`${name} must be true or false (got '${raw}')`);
    return fallback;
  };
  // Host names, lower case, each optionally `*.` + a domain (its subdomains); no scheme, port or path.
  const hostList = (name: string): string[] => {
    const entries = list(name).map((e) => e.toLowerCase());
    const bad = entries.filter(
      (e) => !/^(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(e),
    );
    if (bad.length)
      problems.push(
        `${name} must list host names (e.g. cdn.cookielaw.org, *.consent.example); not valid: ${bad.map((b) => `'${b}'`).join(", ")}`,
      );
    return entries;
  };
  const tenantCode = (name: string, fallback: string): string => {
    const v = str(name, fallback);
    if (!TENANT_CODE.test(v))
      problems.push(
        `${name} must be a tenant code (lower-case letters, digits and inner hyphens, e.g. astm; got '${v}')`,
      );
    return v;
  };

  const nodeEnv = (env.NODE_ENV ?? "development") as Config["env"];
  if (!["development", "production", "test"].includes(nodeEnv))
    problems.push("NODE_ENV must be development, production or test");

  const privateKeyFile = env.JWT_PRIVATE_KEY_FILE?.trim();
  const publicKeyFile = env.JWT_PUBLIC_KEY_FILE?.trim();
  let jwt: Config["jwt"];
  const jwtCommon = {
    issuer: str("JWT_ISSUER", "norma"),
    audience: str("JWT_AUDIENCE", "norma-web"),
    ttlSeconds: int("JWT_TTL_SECONDS", 900, 60, 86_400),
    rememberMeTtlSeconds: int("JWT_REMEMBER_ME_TTL_SECONDS", 86_400, 60, 2_592_000),
    sessionMaxAgeSeconds: int("SESSION_MAX_AGE_SECONDS", 604_800, 60, 31_536_000),
  };
  if (privateKeyFile || publicKeyFile) {
    if (!privateKeyFile || !publicKeyFile) problems.push("JWT_PRIVATE_KEY_FILE and JWT_PUBLIC_KEY_FILE go together");
    const read = (f: string | undefined, name: string) => {
      if (!f) return undefined;
      try {
        return readFileSync(f, "utf8");
      } catch {
        problems.push(`${name} cannot be read: ${f}`);
        return undefined;
      }
    };
    jwt = {
      algorithm: "RS256",
      privateKey: read(privateKeyFile, "JWT_PRIVATE_KEY_FILE"),
      publicKey: read(publicKeyFile, "JWT_PUBLIC_KEY_FILE"),
      ...jwtCommon,
    };
  } else {
    const secret = str("JWT_SECRET");
    if (secret && secret.length < 32) problems.push("JWT_SECRET must be at least 32 characters");
    jwt = { algorithm: "HS256", secret, ...jwtCommon };
  }

  const config: Config = {
    env: nodeEnv,
    host: str("HOST", "0.0.0.0"),
    port: int("PORT", 8080, 0, 65_535),
    logLevel: str("LOG_LEVEL", nodeEnv === "test" ? "silent" : "info"),
    databaseUrl: url("DATABASE_URL", undefined, ["postgresql:", "postgres:"]),
    databasePoolSize: int("DATABASE_POOL_SIZE", 10, 1, 200),
    databaseReplicaUrl: url("DATABASE_REPLICA_URL", "", ["postgresql:", "postgres:"]) || undefined,
    databaseReplicaPoolSize: int("DATABASE_REPLICA_POOL_SIZE", 10, 1, 200),
    redisUrl: url("REDIS_URL", "redis://127.0.0.1:6379", ["redis:", "rediss:"]),
    redis: readRedisTarget(env, problems),
    redisPrefix: str("REDIS_PREFIX", "norma"),
    redisCommandTimeoutMs: int("REDIS_COMMAND_TIMEOUT_MS", 500, 20, 30_000),
    redisRetryAfterMs: int("REDIS_RETRY_AFTER_MS", 5_000, 100, 600_000),
    jwt,
    smtpUrl: url("SMTP_URL", "smtp://127.0.0.1:1025", ["smtp:", "smtps:"]),
    mailFrom: str("MAIL_FROM", "Norma <no-reply@norma.example>"),
    storageDir: str("STORAGE_DIR", "./.storage"),
    storage: readStorageConfig(env, problems),
    defaultTenant: tenantCode("DEFAULT_TENANT", "astm"),
    trustedProxies: addressList("TRUSTED_PROXIES"),
    publicBaseUrl: url("PUBLIC_BASE_URL", "http://localhost:5173", ["http:", "https:"]),
    invitationTtlHours: int("INVITATION_TTL_HOURS", 72, 1, 720),
    ...shareLinkKey(env.SHARE_LINK_KEY, problems),
    secretGuesses: {
      limit: int("SECRET_GUESS_LIMIT", 10, 1, 100_000),
      windowSeconds: int("SECRET_GUESS_WINDOW_SECONDS", 900, 1, 86_400),
    },
    corsOrigins: list("CORS_ORIGINS"),
    auth: {
      ratePerIp: int("AUTH_RATE_LIMIT_PER_IP", 30, 1, 100_000),
      ratePerAccount: int("AUTH_RATE_LIMIT_PER_ACCOUNT", 10, 1, 100_000),
      lockoutThreshold: int("LOGIN_LOCKOUT_THRESHOLD", 5, 1, 100),
      lockoutMinutes: int("LOGIN_LOCKOUT_MINUTES", 15, 1, 1_440),
      partnerTokenMaxAgeSeconds: int("PARTNER_TOKEN_MAX_AGE_SECONDS", 300, 10, 3_600),
    },
    feedback: {
      ratePerUser: int("FEEDBACK_RATE_LIMIT_PER_USER", 20, 1, 100_000),
      ratePerIp: int("FEEDBACK_RATE_LIMIT_PER_IP", 60, 1, 100_000),
    },
    emailLimits: Object.fromEntries(
      EMAIL_LIMIT_NAMES.map((n) => [n, int(EMAIL_LIMITS[n].env, EMAIL_LIMITS[n].defaultValue, 1, EMAIL_LIMITS[n].max)]),
    ) as EmailLimitValues,
    search: {
      indexRefreshMs: int("SEARCH_INDEX_REFRESH_MS", 2_000, 0, 3_600_000),
      indexCheckMs: int("SEARCH_INDEX_CHECK_MS", 600_000, 1_000, 86_400_000),
      snapshotEveryMs: int("SEARCH_SNAPSHOT_EVERY_MS", 600_000, 0, 86_400_000),
    },
    ...(env.SANITIZER_THREADS?.trim() ? { sanitizer: { threads: int("SANITIZER_THREADS", 1, 1, 64) } } : {}),
    ...(env.METRICS_TOKEN?.trim() ? { metricsToken: env.METRICS_TOKEN.trim() } : {}),
    hsts: {
      maxAgeSeconds: int("HSTS_MAX_AGE", 0, 0, 63_072_000),
      includeSubDomains: bool("HSTS_INCLUDE_SUBDOMAINS", false),
    },
    cookieConsentScriptHosts: hostList("COOKIE_CONSENT_SCRIPT_HOSTS"),
    compare: {
      pdfMaxPages: int("COMPARE_PDF_MAX_PAGES", 400, 1, 100_000),
      pdfMaxBytes: int("COMPARE_PDF_MAX_BYTES", 200 * 1024 * 1024, 1_024, 2_147_483_647),
    },
  };
  if (problems.length) throw new ConfigError(`invalid configuration:\n  - ${problems.join("\n  - ")}`);
  return config;
}
