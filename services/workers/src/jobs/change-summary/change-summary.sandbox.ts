// Sandboxed processor entry of the change-summary queue (runs in a child process; see
// lib/sandbox): reading two editions' HTML or PDFs and aligning their clauses is CPU- and
// memory-heavy and a file may be hostile, so it happens here, under the child's heap limit and
// the watchdog's hard limit, never in the workers process that relays the outbox.
import type { ChangeSummaryJob } from "@norma/contracts/queues";
import type { SandboxedJob } from "bullmq";
import { sandboxContext } from "../../lib/sandbox/context.ts";
import { guardSandboxChild, runSandboxed } from "../../lib/sandbox/sandbox.ts";
import { createChangeSummaryProcessor } from "./change-summary-job.ts";

// This child ends with the workers process that forked it, and on SIGTERM (lib/sandbox).
guardSandboxChild();

let processor: ReturnType<typeof createChangeSummaryProcessor> | null = null;

export default async function changeSummarySandbox(job: SandboxedJob<ChangeSummaryJob>) {
  const ctx = sandboxContext();
  processor ??= createChangeSummaryProcessor({
    db: ctx.db,
    storage: ctx.storage,
    log: ctx.log,
    maxPages: ctx.config.compare.pdfMaxPages,
  });
  return runSandboxed(ctx.db, job, ctx.config.reanchor.hardLimitMs, () =>
    processor!(job as unknown as Parameters<ReturnType<typeof createChangeSummaryProcessor>>[0]),
  );
}
