// Support for BullMQ sandboxed processors (CPU-heavy compare jobs run in child processes):
//   - where a sandbox entry file is (source tree under tsx, or the bundle's dist/),
//   - the fork options (tsx loader for .ts entries, a heap limit, the runtime's configuration
//     passed through the environment),
//   - a watchdog: a thread of the child that SIGKILLs the child when a job overruns its hard
//     limit. It is a thread because a CPU-bound job blocks the child's own event loop (timers
//     included); the thread is not blocked. The parent sees the child die and fails the job.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { storageEnv } from "@norma/db/storage-config";
import type { WorkerOptions } from "bullmq";
import type { WorkersConfig } from "../../config.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

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
    REDIS_PREFIX: config.redisPrefix,
    STORAGE_DIR: config.storageDir,
    ...storageEnv(config.storage),
    COMPARE_BUDGET_MS: String(config.compare.budgetMs),
    COMPARE_HTML_HARD_LIMIT_MS: String(config.compare.htmlHardLimitMs),
    COMPARE_PDF_HARD_LIMIT_MS: String(config.compare.pdfHardLimitMs),
    COMPARE_MEMORY_MB: String(config.compare.memoryMb),
    COMPARE_PDF_MAX_PAGES: String(config.compare.pdfMaxPages),
    COMPARE_PDF_MAX_BYTES: String(config.compare.pdfMaxBytes),
  };
}

/** BullMQ worker options for a sandboxed processor file. */
export function sandboxWorkerOptions(entry: string, config: WorkersConfig): Partial<WorkerOptions> {
  const execArgv = [`--max-old-space-size=${config.compare.memoryMb}`];
  if (entry.endsWith(".ts")) execArgv.unshift("--import", "tsx");
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
