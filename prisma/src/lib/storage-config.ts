// Which blob storage a process uses, read once from its environment (API, workers, their compare
// children, the seed and the publishing scripts all read the same variables):
//
//   STORAGE_BACKEND   local (default) | s3
//   STORAGE_DIR       local: the directory (default ./.storage)
//   S3_BUCKET         s3: the bucket (required)
//   S3_REGION         s3: region (default us-east-1; MinIO ignores it)
//   S3_ENDPOINT       s3: an S3-compatible server (http://minio:9000); AWS when empty
//   S3_FORCE_PATH_STYLE  s3: true|false (default true when S3_ENDPOINT is set)
//   S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY   s3: static credentials; else the SDK's default chain
//   S3_PREFIX         s3: prefix of every object key (default empty)
//   S3_REQUEST_TIMEOUT_MS  s3: per request (default 10000)
import { resolve } from "node:path";
import { type BlobStorage, createLocalStorage } from "./storage.ts";
import { createS3Storage, type S3StorageOptions } from "./storage-s3.ts";

export type StorageConfig = { backend: "local"; dir: string } | ({ backend: "s3" } & S3StorageOptions);

type Env = Record<string, string | undefined>;

/** Reads the storage settings; each problem is pushed to `problems` (the caller reports them all). */
export function readStorageConfig(env: Env, problems: string[], defaultDir = "./.storage"): StorageConfig {
  const get = (name: string) => env[name]?.trim() || undefined;
  const backend = get("STORAGE_BACKEND") ?? "local";
  if (backend === "local") return { backend: "local", dir: get("STORAGE_DIR") ?? defaultDir };
  if (backend !== "s3") {
    problems.push("STORAGE_BACKEND must be local or s3");
    return { backend: "local", dir: get("STORAGE_DIR") ?? defaultDir };
  }
  const bucket = get("S3_BUCKET");
  if (!bucket) problems.push("S3_BUCKET is required when STORAGE_BACKEND is s3");
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push("S3_BUCKET is not a valid bucket name");
  const endpoint = get("S3_ENDPOINT");
  if (endpoint) {
    let ok = false;
    try {
      ok = ["http:", "https:"].includes(new URL(endpoint).protocol);
    } catch {}
    if (!ok) problems.push("S3_ENDPOINT must be an http(s) URL");
  }
  const pathStyle = get("S3_FORCE_PATH_STYLE");
  if (pathStyle && !["true", "false"].includes(pathStyle)) problems.push("S3_FORCE_PATH_STYLE must be true or false");
  const accessKeyId = get("S3_ACCESS_KEY_ID");
  const secretAccessKey = get("S3_SECRET_ACCESS_KEY");
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all");
  const prefix = get("S3_PREFIX") ?? "";
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix))
    problems.push("S3_PREFIX must be path segments ending with a slash (e.g. norma/)");
  const timeoutRaw = get("S3_REQUEST_TIMEOUT_MS");
  const timeout = timeoutRaw === undefined ? 10_000 : Number(timeoutRaw);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 600_000)
    problems.push("S3_REQUEST_TIMEOUT_MS must be an integer between 100 and 600000");
  return {
    backend: "s3",
    bucket: bucket ?? "",
    region: get("S3_REGION") ?? "us-east-1",
    endpoint,
    forcePathStyle: pathStyle ? pathStyle === "true" : Boolean(endpoint),
    accessKeyId,
    secretAccessKey,
    prefix,
    requestTimeoutMs: Number.isInteger(timeout) ? timeout : 10_000,
  };
}

/** Like readStorageConfig, but throws when the settings are wrong (scripts). */
export function storageConfigFromEnv(env: Env = process.env, defaultDir = "./.storage"): StorageConfig {
  const problems: string[] = [];
  const config = readStorageConfig(env, problems, defaultDir);
  if (problems.length) throw new Error(`storage configuration: ${problems.join("; ")}`);
  return config;
}

export function createStorage(config: StorageConfig, cwd = process.cwd()): BlobStorage {
  if (config.backend === "local") return createLocalStorage(resolve(cwd, config.dir));
  return createS3Storage(config);
}

/** The variables that give a child process (a sandboxed compare) the same storage. */
export function storageEnv(config: StorageConfig): Record<string, string> {
  if (config.backend === "local") return { STORAGE_BACKEND: "local", STORAGE_DIR: config.dir };
  const env: Record<string, string> = {
    STORAGE_BACKEND: "s3",
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
    S3_PREFIX: config.prefix,
    S3_REQUEST_TIMEOUT_MS: String(config.requestTimeoutMs),
  };
  if (config.endpoint) env.S3_ENDPOINT = config.endpoint;
  if (config.accessKeyId && config.secretAccessKey) {
    env.S3_ACCESS_KEY_ID = config.accessKeyId;
    env.S3_SECRET_ACCESS_KEY = config.secretAccessKey;
  }
  return env;
}

/** What may be shown of the settings (console, logs): never the secret. */
export function describeStorage(config: StorageConfig): string {
  if (config.backend === "local") return `local directory ${config.dir}`;
  return `s3 bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}${config.prefix ? ` under ${config.prefix}` : ""}`;
}
