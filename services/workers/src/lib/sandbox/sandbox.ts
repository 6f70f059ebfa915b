// Support for BullMQ sandboxed processors (CPU-heavy jobs that parse documents — the compares and
// the compass points' re-anchoring — run in child processes):
//   - where a sandbox entry file is (source tree under tsx, or the bundle's dist/),
//   - the fork options (tsx loader for .ts entries, a heap limit, the runtime's configuration
//     passed through the environment),
//   - a watchdog: a thread of the child that SIGKILLs the child when a job overruns its hard
//     limit. It is a thread because a CPU-bound job blocks the child's own event loop (timers
//     included); the thread is not blocked. The parent sees the child die and fails the job.
//   - the child's guard (guardSandboxChild): a child never outlives the workers process that
//     forked it — a thread watches the parent's pid and SIGKILLs the child once it changes (the
//     parent died, even by kill -9, and the child was re-parented), and an IPC disconnect ends an
//     idle child at once — and SIGTERM ends it within SANDBOX_TERM_GRACE_MS even when the
//     running job does not finish (BullMQ's own handler waits for the job without a bound).
//   - runSandboxed: the watchdog around a job, and its outbox completion (@norma/db/outbox-completion)
//     recorded once the job's effect is committed.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Db } from "@norma/db";
import { completeOutboxJob } from "@norma/db/outbox-completion";
import { redisTargetEnv } from "@norma/db/redis-target";
import { storageEnv } from "@norma/db/storage-config";
import type { WorkerOptions } from "bullmq";
import type { WorkersConfig } from "../../config.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

/** Preloaded into every sandbox child; beside the bundle (dist/) or beside this file. */
export const SANDBOX_CHILD_PRELOAD = join(HERE, "sandbox-child-preload.mjs");

/**
 * The entry file of a sandboxed processor: `<name>.sandbox.mjs` beside the bundle (dist/), else
 * `src/jobs/<name>/<name>.sandbox.ts` in the source tree.
 */
export function sandboxEntry(name: string): string {
  const bundled = join(HERE, `${name}.sandbox.mjs`);
  if (existsSync(bundled)) return bundled;
  const source = join(HERE, "..", "..", "jobs", name, `${name}.sandbox.ts`);
  if (existsSync(source)) return source;
  throw new Error(`sandbox entry for ${name} not found (looked for ${bundled} and ${source})`);
}

/** Environment a sandbox child reads its configuration from (see loadWorkersConfig). */
export function sandboxEnv(config: WorkersConfig): Record<string, string> {
  return {
    NODE_ENV: config.env,
    LOG_LEVEL: config.logLevel,
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    ...redisTargetEnv(config.redis),
    REDIS_PREFIX: config.redisPrefix,
    STORAGE_DIR: config.storageDir,
    ...storageEnv(config.storage),
    COMPARE_BUDGET_MS: String(config.compare.budgetMs),
    COMPARE_HTML_HARD_LIMIT_MS: String(config.compare.htmlHardLimitMs),
    COMPARE_PDF_HARD_LIMIT_MS: String(config.compare.pdfHardLimitMs),
    COMPARE_MEMORY_MB: String(config.compare.memoryMb),
    COMPARE_PDF_MAX_PAGES: String(config.compare.pdfMaxPages),
    COMPARE_PDF_MAX_BYTES: String(config.compare.pdfMaxBytes),
    COMPASS_REANCHOR_HARD_LIMIT_MS: String(config.reanchor.hardLimitMs),
    SANITIZE_HARD_LIMIT_MS: String(config.sanitize.hardLimitMs),
    ...(config.reanchor.testFailFile ? { COMPASS_REANCHOR_TEST_FAIL_FILE: config.reanchor.testFailFile } : {}),
    PUBLIC_BASE_URL: config.publicBaseUrl,
  };
}

/** BullMQ worker options for a sandboxed processor file. */
export function sandboxWorkerOptions(entry: string, config: WorkersConfig): Partial<WorkerOptions> {
  const execArgv = [`--max-old-space-size=${config.compare.memoryMb}`];
  if (entry.endsWith(".ts")) execArgv.unshift("--import", "tsx");
  // First of all: the child's tie to its parent (sandbox-child-preload.mjs says why).
  execArgv.unshift("--import", pathToFileURL(SANDBOX_CHILD_PRELOAD).href);
  return {
    useWorkerThreads: false,
    workerForkOptions: { execArgv, env: { ...process.env, ...sandboxEnv(config) } },
  };
}

const WATCHDOG = `
const { parentPort, workerData } = require("node:worker_threads");
const timer = setTimeout(() => process.kill(workerData.pid, "SIGKILL"), workerData.ms);
parentPort.on("message", () => { clearTimeout(timer); process.exit(0); });
`;

/**
 * Runs fn; if it has not finished after `limitMs`, the whole process is killed (SIGKILL), even
 * when fn is stuck in synchronous code.
 */
export async function withWatchdog<T>(limitMs: number, fn: () => Promise<T>): Promise<T> {
  const dog = new Worker(WATCHDOG, { eval: true, workerData: { pid: process.pid, ms: limitMs } });
  dog.unref();
  try {
    return await fn();
  } finally {
    dog.postMessage("stop");
  }
}

/**
 * Runs a sandboxed job under the watchdog, then records its outbox row done (a failure to record
 * fails the job, which BullMQ retries; the job is idempotent).
 */
export async function runSandboxed<T>(db: Db, job: { id?: string }, limitMs: number, fn: () => Promise<T>): Promise<T> {
  const result = await withWatchdog(limitMs, fn);
  await completeOutboxJob(db, job.id);
  return result;
}

const PARENT_WATCH = `
const { workerData } = require("node:worker_threads");
setInterval(() => {
  if (process.ppid !== workerData.ppid) process.kill(workerData.pid, "SIGKILL");
}, workerData.everyMs);
`;

/** How long a sandbox child lets its job finish after SIGTERM before it exits anyway. */
export const SANDBOX_TERM_GRACE_MS = 5_000;

let guarded = false;

/**
 * Makes this process (a forked sandbox child) end with its parent, and bounds SIGTERM. A no-op
 * in a process that was not forked with an IPC channel. The parent watch is a thread: a
 * CPU-bound job blocks this process's event loop, not the thread.
 */
export function guardSandboxChild(options: { everyMs?: number; termGraceMs?: number } = {}): void {
  if (guarded || !process.connected) return;
  guarded = true;
  process.on("SIGTERM", () => {
    setTimeout(() => process.exit(143), options.termGraceMs ?? SANDBOX_TERM_GRACE_MS).unref();
  });
  // The preload (sandboxWorkerOptions) already ties the child to its parent.
  if ((globalThis as { __normaSandboxChildGuarded?: boolean }).__normaSandboxChildGuarded) return;
  const watch = new Worker(PARENT_WATCH, {
    eval: true,
    workerData: { pid: process.pid, ppid: process.ppid, everyMs: options.everyMs ?? 500 },
  });
  watch.unref();
  process.on("disconnect", () => process.exit(1));
}
