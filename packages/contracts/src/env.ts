// The environment schema: the one place each variable's parsing rule is written (issue 24 §2).
// The API (services/api/src/config.ts) and the workers (services/workers/src/config.ts) compose
// their schemas from the shared fields below plus their own, and both parse with parseEnv, so a
// variable both read (DATABASE_URL, REDIS_*, STORAGE_*/S3_*, SMTP_URL, PUBLIC_BASE_URL, …) means
// the same thing in both. @norma/db's readRedisTarget/readStorageConfig (scripts, sandboxed
// children) parse with the same fields.
//
// Every field reads a trimmed string (empty counts as unset) and always yields a value: on a bad
// input it records a problem and yields its fallback. The problems are marked `continue`, so the
// cross-variable rules (superRefine) still run and every problem is reported at once, each naming
// its variable: `PORT must be an integer between 0 and 65535 (got '99999')`.
import { isIP } from "node:net";
import { z } from "zod";

export type Env = Record<string, string | undefined>;

/** One thing wrong with the environment; `${variable} ${message}` reads as a sentence. */
export interface EnvProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  readonly problems: EnvProblem[];
  constructor(problems: EnvProblem[]) {
    super(`invalid configuration:\n  - ${problems.map(formatProblem).join("\n  - ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

export const formatProblem = (p: EnvProblem): string => `${p.variable} ${p.message}`;

/** What a field's reader and a schema's cross-variable rules report problems to. */
export type Ctx = z.RefinementCtx;

/** Records a problem without aborting the parse (see the header: all problems at once). */
export function problem(ctx: Ctx, message: string, variable?: string): void {
  ctx.addIssue({ code: "custom", message, continue: true, ...(variable ? { path: [variable] } : {}) });
}

/** A variable read as a trimmed string; empty or blank is the same as unset. */
function field<T>(read: (raw: string | undefined, ctx: Ctx) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => read(value?.trim() || undefined, ctx));
}

/** Text; required when there is no fallback (the problem says so, the value is ""). */
export function text(fallback?: string) {
  return field((raw, ctx) => {
    if (raw !== undefined) return raw;
    if (fallback === undefined) problem(ctx, "is required");
    return fallback ?? "";
  });
}

/** Text or nothing (tokens, file names). */
export const optionalText = () => field((raw) => raw);

/** An integer within bounds (inclusive). */
export function int(fallback: number, min: number, max: number) {
  return field((raw, ctx) => {
    if (raw === undefined) return fallback;
    return checkedInt(raw, min, max, ctx) ?? fallback;
  });
}

/** An integer within bounds, or nothing when unset. */
export function optionalInt(min: number, max: number) {
  return field((raw, ctx) => (raw === undefined ? undefined : checkedInt(raw, min, max, ctx)));
}

function checkedInt(raw: string, min: number, max: number, ctx: Ctx): number | undefined {
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  problem(ctx, `must be an integer between ${min} and ${max} (got '${raw}')`);
  return undefined;
}

/** true/1 or false/0, any case. */
export function bool(fallback: boolean) {
  return field((raw, ctx) => {
    const v = raw?.toLowerCase();
    if (v === undefined) return fallback;
    if (v === "true" || v === "1") return true;
    if (v === "false" || v === "0") return false;
    problem(ctx, `must be true or false (got '${v}')`);
    return fallback;
  });
}

/** One of a fixed set of words. */
export function oneOf<const T extends readonly string[]>(values: T, fallback: T[number]) {
  return field((raw, ctx): T[number] => {
    if (raw === undefined) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T[number];
    problem(ctx, `must be ${values.slice(0, -1).join(", ")} or ${values.at(-1)} (got '${raw}')`);
    return fallback;
  });
}

const splitList = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-separated list (empty when unset). */
export const list = () => field((raw) => splitList(raw));

/** Entries of a list that fail `ok`, as the problem shows them. */
const quoted = (bad: string[]) => bad.map((b) => `'${b}'`).join(", ");

function checkUrl(raw: string, protocols: readonly string[], ctx: Ctx): void {
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    problem(ctx, "is not a valid URL");
    return;
  }
  if (!protocols.includes(protocol)) problem(ctx, `must use ${protocols.join(" or ")} (got ${protocol})`);
}

/** A URL of one of the protocols; required when there is no fallback. */
export function url(fallback: string | undefined, protocols: readonly string[]) {
  return field((raw, ctx) => {
    if (raw === undefined) {
      if (fallback === undefined) problem(ctx, "is required");
      return fallback ?? "";
    }
    checkUrl(raw, protocols, ctx);
    return raw;
  });
}

/** A URL of one of the protocols, or nothing. */
export function optionalUrl(protocols: readonly string[]) {
  return field((raw, ctx) => {
    if (raw !== undefined) checkUrl(raw, protocols, ctx);
    return raw;
  });
}

/** Text matching a pattern; `expected` completes "must be …". */
export function pattern(fallback: string, re: RegExp, expected: string) {
  return field((raw, ctx) => {
    const v = raw ?? fallback;
    if (!re.test(v)) problem(ctx, `must be ${expected} (got '${v}')`);
    return v;
  });
}

/** An IPv4/IPv6 address, or a CIDR of one (prefix 0–32 for IPv4, 0–128 for IPv6). */
export function isAddressOrCidr(entry: string): boolean {
  const slash = entry.indexOf("/");
  if (slash === -1) return isIP(entry) !== 0;
  const version = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Comma-separated IP addresses or CIDRs. */
export const addressList = () =>
  field((raw, ctx) => {
    const entries = splitList(raw);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length)
      problem(
        ctx,
        `must list IP addresses or CIDRs (e.g. 10.0.0.0/8, 192.168.1.10, fd00::/8); not valid: ${quoted(bad)}`,
      );
    return entries;
  });

/** Comma-separated host names, lower-cased, each optionally `*.` + a domain; no scheme, port or path. */
export const hostList = () =>
  field((raw, ctx) => {
    const entries = splitList(raw).map((e) => e.toLowerCase());
    const bad = entries.filter(
      (e) => !/^(\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(e),
    );
    if (bad.length)
      problem(ctx, `must list host names (e.g. cdn.cookielaw.org, *.consent.example); not valid: ${quoted(bad)}`);
    return entries;
  });

// ---- Shared variables -------------------------------------------------------------------------

export const NODE_ENVS = ["development", "production", "test"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** pino's levels: an unknown one would otherwise fail later, when the logger is made, without the variable's name. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Redis: one server (REDIS_URL), or a primary that Redis Sentinel watches (REDIS_SENTINELS). */
export const redisFields = {
  REDIS_URL: url("redis://127.0.0.1:6379", ["redis:", "rediss:"]),
  /** host:port,host:port,… (Sentinel mode when set). */
  REDIS_SENTINELS: field((raw, ctx) => {
    if (raw === undefined) return undefined;
    const parsed = raw.split(",").map((s) => {
      const m = /^\s*([A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\]):(\d{1,5})\s*$/.exec(s);
      const port = m ? Number(m[2]) : 0;
      return m && port > 0 && port < 65_536 ? { host: m[1].replace(/^\[|\]$/g, ""), port } : null;
    });
    if (parsed.every((p) => p !== null)) return parsed as { host: string; port: number }[];
    problem(ctx, "must be host:port pairs separated by commas");
    return undefined;
  }),
  REDIS_SENTINEL_NAME: field((raw, ctx) => {
    const v = raw ?? "mymaster";
    if (!/^[A-Za-z0-9._-]{1,128}$/.test(v))
      problem(ctx, "must be 1 to 128 letters, digits, dots, dashes or underscores");
    return v;
  }),
  REDIS_SENTINEL_PASSWORD: optionalText(),
};

export interface RedisTarget {
  url: string;
  sentinels?: { host: string; port: number }[];
  sentinelName: string;
  sentinelPassword?: string;
}

/** The parsed values of a schema's fields, by variable name. */
export type Parsed<S extends z.ZodRawShape> = z.output<z.ZodObject<S>>;

export function redisTarget(f: Parsed<typeof redisFields>): RedisTarget {
  return {
    url: f.REDIS_URL,
    ...(f.REDIS_SENTINELS ? { sentinels: f.REDIS_SENTINELS } : {}),
    sentinelName: f.REDIS_SENTINEL_NAME,
    ...(f.REDIS_SENTINEL_PASSWORD ? { sentinelPassword: f.REDIS_SENTINEL_PASSWORD } : {}),
  };
}

/** Blob storage: the local directory or S3-compatible object storage. */
export const storageFields = {
  STORAGE_BACKEND: field((raw, ctx): "local" | "s3" => {
    if (raw === undefined || raw === "local" || raw === "s3") return raw ?? "local";
    problem(ctx, "must be local or s3");
    return "local";
  }),
  STORAGE_DIR: text("./.storage"),
  S3_BUCKET: optionalText(),
  S3_REGION: text("us-east-1"),
  S3_ENDPOINT: field((raw, ctx) => {
    if (raw === undefined) return undefined;
    let ok = false;
    try {
      ok = ["http:", "https:"].includes(new URL(raw).protocol);
    } catch {}
    if (!ok) problem(ctx, "must be an http(s) URL");
    return raw;
  }),
  S3_FORCE_PATH_STYLE: field((raw, ctx) => {
    if (raw === undefined || raw === "true" || raw === "false") return raw === undefined ? undefined : raw === "true";
    problem(ctx, "must be true or false");
    return undefined;
  }),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_PREFIX: field((raw, ctx) => {
    if (raw !== undefined && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(raw))
      problem(ctx, "must be path segments ending with a slash (e.g. norma/)");
    return raw ?? "";
  }),
  S3_REQUEST_TIMEOUT_MS: field((raw, ctx) => {
    if (raw === undefined) return 10_000;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= 100 && n <= 600_000) return n;
    problem(ctx, "must be an integer between 100 and 600000");
    return 10_000;
  }),
};

export type StorageSettings =
  | { backend: "local"; dir: string }
  | {
      backend: "s3";
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
      prefix: string;
      requestTimeoutMs: number;
    };

/** The S3 rules that involve more than one variable; they apply only when STORAGE_BACKEND is s3. */
export function checkStorage(f: Parsed<typeof storageFields>, ctx: Ctx): void {
  if (f.STORAGE_BACKEND !== "s3") return;
  if (!f.S3_BUCKET) problem(ctx, "is required when STORAGE_BACKEND is s3", "S3_BUCKET");
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(f.S3_BUCKET))
    problem(ctx, "is not a valid bucket name", "S3_BUCKET");
  if (Boolean(f.S3_ACCESS_KEY_ID) !== Boolean(f.S3_SECRET_ACCESS_KEY))
    problem(ctx, "and S3_SECRET_ACCESS_KEY are set together or not at all", "S3_ACCESS_KEY_ID");
}

export function storageSettings(f: Parsed<typeof storageFields>): StorageSettings {
  if (f.STORAGE_BACKEND === "local") return { backend: "local", dir: f.STORAGE_DIR };
  return {
    backend: "s3",
    bucket: f.S3_BUCKET ?? "",
    region: f.S3_REGION,
    endpoint: f.S3_ENDPOINT,
    forcePathStyle: f.S3_FORCE_PATH_STYLE ?? Boolean(f.S3_ENDPOINT),
    accessKeyId: f.S3_ACCESS_KEY_ID,
    secretAccessKey: f.S3_SECRET_ACCESS_KEY,
    prefix: f.S3_PREFIX,
    requestTimeoutMs: f.S3_REQUEST_TIMEOUT_MS,
  };
}

/** 32 bytes as base64 (44 characters) or hex (64); absent: nothing. */
export const key32 = () =>
  optionalText().transform((v, ctx) => {
    if (v === undefined) return undefined;
    const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, "hex") : Buffer.from(v, "base64");
    if (key.length === 32) return key;
    problem(ctx, "must be 32 bytes, as base64 or hex (e.g. `openssl rand -base64 32`)");
    return undefined;
  });

/** Webhooks (issue 30): read by the API (registration) and the workers (delivery). */
export const webhookFields = {
  /** The AES-256-GCM key signing secrets are sealed with; required in production. */
  WEBHOOK_SECRET_KEY: key32(),
  /** Loopback targets allowed (tests, local trials); refused in production. */
  WEBHOOK_ALLOW_LOOPBACK: bool(false),
  WEBHOOK_MAX_ENDPOINTS_PER_TENANT: int(20, 1, 1_000),
};

/** The webhook rules that involve other variables (both services' rules call it). */
export function checkWebhooks(f: Parsed<typeof webhookFields> & { NODE_ENV: NodeEnv }, ctx: Ctx): void {
  if (f.NODE_ENV !== "production") return;
  if (!f.WEBHOOK_SECRET_KEY) problem(ctx, "is required in production", "WEBHOOK_SECRET_KEY");
  if (f.WEBHOOK_ALLOW_LOOPBACK) problem(ctx, "must not be true in production", "WEBHOOK_ALLOW_LOOPBACK");
}

/** The variables the API and the workers both read, each defined once. */
export const sharedFields = {
  NODE_ENV: oneOf(NODE_ENVS, "development"),
  /** Default: silent under test, info otherwise (sharedSettings). */
  LOG_LEVEL: field((raw, ctx) => {
    if (raw === undefined || (LOG_LEVELS as readonly string[]).includes(raw)) return raw;
    problem(ctx, `must be one of ${LOG_LEVELS.join(", ")} (got '${raw}')`);
    return undefined;
  }),
  DATABASE_URL: url(undefined, ["postgresql:", "postgres:"]),
  ...redisFields,
  /** Prefix of every Redis key and BullMQ queue (tests use one per file). */
  REDIS_PREFIX: text("norma"),
  SMTP_URL: url("smtp://127.0.0.1:1025", ["smtp:", "smtps:"]),
  MAIL_FROM: text("Norma <no-reply@norma.example>"),
  ...storageFields,
  PUBLIC_BASE_URL: url("http://localhost:5173", ["http:", "https:"]),
  /** Bearer token of GET /metrics (API and workers alike). */
  METRICS_TOKEN: optionalText(),
  COMPARE_PDF_MAX_PAGES: int(400, 1, 100_000),
  COMPARE_PDF_MAX_BYTES: int(200 * 1024 * 1024, 1_024, 2_147_483_647),
  /**
   * Revision reviews: days before a due date the reminder goes, for accounts that did not choose
   * their own (the workers send it; the API shows it as the account settings' default).
   */
  REVIEW_REMINDER_DAYS: int(3, 0, 60),
  ...webhookFields,
};

export type SharedFields = Parsed<typeof sharedFields>;

/** The settings both services' configurations hold, in their shape. */
export function sharedSettings(f: SharedFields) {
  return {
    env: f.NODE_ENV,
    logLevel: f.LOG_LEVEL ?? (f.NODE_ENV === "test" ? "silent" : "info"),
    databaseUrl: f.DATABASE_URL,
    redisUrl: f.REDIS_URL,
    redis: redisTarget(f),
    redisPrefix: f.REDIS_PREFIX,
    smtpUrl: f.SMTP_URL,
    mailFrom: f.MAIL_FROM,
    storageDir: f.STORAGE_DIR,
    storage: storageSettings(f),
    publicBaseUrl: f.PUBLIC_BASE_URL,
    webhooks: {
      ...(f.WEBHOOK_SECRET_KEY ? { secretKey: f.WEBHOOK_SECRET_KEY } : {}),
      databaseUrl: f.DATABASE_URL,
      requireHttps: f.NODE_ENV === "production",
      allowLoopback: f.NODE_ENV !== "production" && f.WEBHOOK_ALLOW_LOOPBACK,
      maxEndpointsPerTenant: f.WEBHOOK_MAX_ENDPOINTS_PER_TENANT,
    } as WebhookSettings,
  };
}

export interface WebhookSettings {
  secretKey?: Buffer;
  /** Only to derive a development key when secretKey is unset. */
  databaseUrl: string;
  requireHttps: boolean;
  allowLoopback: boolean;
  maxEndpointsPerTenant: number;
}

/** The cross-variable rules of a schema: report with problem(ctx, message, variable). */
export type EnvRules<S extends z.ZodRawShape> = (fields: Parsed<S>, ctx: Ctx) => void;

/** The object schema of the fields plus the rules that involve several of them. */
export function envSchema<S extends z.ZodRawShape>(shape: S, rules?: EnvRules<S>) {
  const object = z.object(shape);
  return rules ? object.superRefine(rules) : object;
}

/**
 * Parses the environment with the fields of `shape` and the cross-variable rules; throws a
 * ConfigError listing every problem, in the order of the variables in `shape`.
 */
export function parseEnv<S extends z.ZodRawShape>(shape: S, env: Env, rules?: EnvRules<S>): Parsed<S> {
  const result = envSchema(shape, rules).safeParse(env);
  if (result.success) return result.data as Parsed<S>;
  throw new ConfigError(envProblems(shape, result.error));
}

/**
 * Like parseEnv, but appends the problems as sentences to `problems` (the caller reports them
 * with its own) and then gives undefined.
 */
export function collectEnv<S extends z.ZodRawShape>(
  shape: S,
  env: Env,
  problems: string[],
  rules?: EnvRules<S>,
): Parsed<S> | undefined {
  const result = envSchema(shape, rules).safeParse(env);
  if (result.success) return result.data as Parsed<S>;
  problems.push(...envProblems(shape, result.error).map(formatProblem));
  return undefined;
}

function envProblems(shape: z.ZodRawShape, error: z.ZodError): EnvProblem[] {
  const order = Object.keys(shape);
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  return error.issues
    .map((i) => ({ variable: String(i.path[0] ?? "environment"), message: i.message }))
    .sort((a, b) => rank(a.variable) - rank(b.variable));
}
