// The BullMQ workers of the workers process: each completes its job's outbox row once the job's
// effect is committed, and a job that failed for good is done too. In-process workers run their
// processor here; CPU-heavy queues run theirs in child processes (BullMQ sandboxed processors).

import type { Db } from "@norma/db";
import { completeOutboxJob } from "@norma/db/outbox-completion";
import { type Job, Worker, type WorkerOptions } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { WorkersConfig } from "../config.ts";
import { sandboxEntry, sandboxWorkerOptions } from "../lib/sandbox/sandbox.ts";
import type { WorkersMetrics } from "../metrics/metrics.ts";

type Processor<T> = (job: Job<T>, token?: string) => Promise<unknown>;

export interface WorkerPoolDeps {
  config: WorkersConfig;
  db: Db;
  consumer: Redis;
  log: Logger;
  metrics: Pick<WorkersMetrics, "observe">;
  /** BullMQ worker settings (tests shorten lock and stall intervals). */
  workerOptions?: Partial<WorkerOptions>;
  /** Wraps a processor (tests inject crashes around the real one). */
  wrapProcessor?: <T>(queue: string, processor: Processor<T>) => Processor<T>;
}

export function createWorkerPool(deps: WorkerPoolDeps) {
  const { config, db, consumer, log, metrics } = deps;
  const wrap = deps.wrapProcessor ?? ((_q, p) => p);
  /** The job's effect is committed: its outbox row is done (a failure here makes BullMQ retry). */
  const completing =
    <T>(processor: Processor<T>) =>
    async (job: Job<T>, token?: string) => {
      // The lock token lets a processor put its job off (job.moveToDelayed, DelayedError).
      const result = await processor(job, token);
      await completeOutboxJob(db, job.id);
      return result;
    };
  /** A job that failed for good is done too: dispatching it again would not help. */
  const onFinalFailure = (job: Job | undefined, err: Error) => {
    if (!job || (job.attemptsMade < (job.opts.attempts ?? 1) && err.name !== "UnrecoverableError")) return;
    completeOutboxJob(db, job.id, `failed: ${err.message}`).catch((e: Error) =>
      log.error({ err: e.message, jobId: job.id }, "could not record the job's failure in the outbox"),
    );
  };
  const workers: Worker[] = [];

  function startWorker<T>(name: string, processor: Processor<T>, concurrency: number) {
    const worker = new Worker<T>(name, completing(wrap(name, processor)), {
      connection: consumer,
      prefix: config.redisPrefix,
      concurrency,
      ...deps.workerOptions,
    });
    worker.on("error", (err) => log.warn({ err: err.message, queue: name }, "worker error"));
    metrics.observe(worker as unknown as Worker);
    worker.on("failed", (job, err) => {
      log.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, "job failed");
      onFinalFailure(job as Job | undefined, err);
    });
    workers.push(worker as unknown as Worker);
    return worker;
  }

  /** A CPU-heavy queue: its processor runs in child processes (BullMQ sandboxed processor). */
  function startSandboxedWorker<T>(
    name: string,
    entryName: string,
    concurrency: number,
    onFailure: (job: Job<T>, error: string, final: boolean) => Promise<void>,
  ) {
    const entry = sandboxEntry(entryName);
    const worker = new Worker<T>(name, entry, {
      connection: consumer,
      prefix: config.redisPrefix,
      concurrency,
      ...sandboxWorkerOptions(entry, config),
      ...deps.workerOptions,
    });
    worker.on("error", (err) => log.warn({ err: err.message, queue: name }, "worker error"));
    metrics.observe(worker as unknown as Worker);
    worker.on("failed", (job, err) => {
      log.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, "job failed");
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === "UnrecoverableError";
      onFailure(job, err.message, final).catch((e) =>
        log.error({ err: (e as Error).message, queue: name }, "could not record the failure"),
      );
      onFinalFailure(job as unknown as Job, err);
    });
    workers.push(worker as unknown as Worker);
    return worker;
  }

  return { workers, startWorker, startSandboxedWorker };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
