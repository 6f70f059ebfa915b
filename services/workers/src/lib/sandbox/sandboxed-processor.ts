// The one shape of a sandboxed processor's entry file (jobs/<name>/<name>.sandbox.ts, bundled as
// <name>.sandbox.mjs), whose default export BullMQ's child wrapper calls with each job. An entry
// says only which processor it runs, with what, and under which hard limit.
import type { SandboxedJob } from "bullmq";
import type { WorkersConfig } from "../../config.ts";
import { type SandboxContext, sandboxContext } from "./context.ts";
import { guardSandboxChild, runSandboxed } from "./sandbox.ts";

/**
 * The default export of an entry file. Called as the entry's module loads, it ties this child to
 * the workers process that forked it (it ends with it, and on SIGTERM). The processor is made once
 * per child, at its first job, from the child's context; each job runs under the watchdog with the
 * queue's hard limit (the child is killed past it), then its outbox row is recorded done.
 * `reportPid`: the job's result also says which process did the work (tests check that it was not
 * the workers process).
 */
export function sandboxedProcessor<Job, Result>(
  makeProcessor: (ctx: SandboxContext) => (job: Job) => Promise<Result>,
  hardLimitMs: (config: WorkersConfig) => number,
  options: { reportPid?: boolean } = {},
): (job: SandboxedJob) => Promise<Result | (Result & { pid: number })> {
  guardSandboxChild();
  let processor: ((job: Job) => Promise<Result>) | null = null;
  return async function sandboxedJob(job: SandboxedJob) {
    const ctx = sandboxContext();
    processor ??= makeProcessor(ctx);
    const run = processor;
    // The child hands a SandboxedJob: it carries what the processors read of a job (id, data,
    // attempts, progress), though some are typed with BullMQ's Job.
    const result = await runSandboxed(ctx.db, job, hardLimitMs(ctx.config), () => run(job as unknown as Job));
    return options.reportPid ? { ...result, pid: process.pid } : result;
  };
}
