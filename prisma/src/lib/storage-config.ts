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
import { checkStorage, collectEnv, storageFields, storageSettings } from "@norma/contracts/env";
import { type BlobStorage, createLocalStorage } from "./storage.ts";
import { createS3Storage, type S3StorageOptions } from "./storage-s3.ts";

export type StorageConfig = { backend: "local"; dir: string } | ({ backend: "s3" } & S3StorageOptions);

type Env = Record<string, string | undefined>;

/**
 * Reads the storage settings with the environment schema's storage fields (@norma/contracts/env);
 * each problem is pushed to `problems` (the caller reports them all).
 */
export function readStorageConfig(env: Env, problems: string[], defaultDir = "./.storage"): StorageConfig {
  const dir = env.STORAGE_DIR?.trim() || defaultDir;
  const fields = collectEnv(storageFields, { ...env, STORAGE_DIR: dir }, problems, checkStorage);
  return fields ? storageSettings(fields) : { backend: "local", dir };
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
