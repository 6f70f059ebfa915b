// Sandboxed processor entry of the compare-pdf queue (runs in a child process; see
// lib/sandbox). The job stops itself at its deadline, a little before the hard limit; the
// watchdog kills the child if it still overruns (stuck in synchronous code).

import type { ComparePdfJob } from "@norma/contracts/queues";
import type { SandboxedJob } from "bullmq";
import { sandboxContext } from "../../lib/sandbox/context.ts";
import { guardSandboxChild, runSandboxed } from "../../lib/sandbox/sandbox.ts";
import { createComparePdfProcessor } from "./compare-pdf-job.ts";

// This child ends with the workers process that forked it, and on SIGTERM (lib/sandbox).
guardSandboxChild();

let processor: ReturnType<typeof createComparePdfProcessor> | null = null;

export default async function comparePdfSandbox(job: SandboxedJob<ComparePdfJob>) {
  const ctx = sandboxContext();
  processor ??= createComparePdfProcessor({
    db: ctx.db,
    storage: ctx.storage,
    log: ctx.log,
    budgetMs: ctx.config.compare.budgetMs,
    maxPages: ctx.config.compare.pdfMaxPages,
    maxBytes: ctx.config.compare.pdfMaxBytes,
    hardLimitMs: ctx.config.compare.pdfHardLimitMs,
  });
  return runSandboxed(ctx.db, job, ctx.config.compare.pdfHardLimitMs, () => processor!(job));
}
