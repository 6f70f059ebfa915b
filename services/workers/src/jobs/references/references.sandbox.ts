// Sandboxed processor entry of the references queue (runs in a child process; see lib/sandbox):
// reading an edition's HTML or PDF is CPU- and memory-heavy and a file may be hostile, so it
// happens here, under the child's heap limit and the watchdog's hard limit.
import type { SandboxedJob } from "bullmq";
import { sandboxContext } from "../../lib/sandbox/context.ts";
import { guardSandboxChild, runSandboxed } from "../../lib/sandbox/sandbox.ts";
import { createReferencesProcessor, type ReferencesJobData } from "./references-job.ts";

// This child ends with the workers process that forked it, and on SIGTERM (lib/sandbox).
guardSandboxChild();

let processor: ReturnType<typeof createReferencesProcessor> | null = null;

export default async function referencesSandbox(job: SandboxedJob<ReferencesJobData>) {
  const ctx = sandboxContext();
  processor ??= createReferencesProcessor({
    db: ctx.db,
    storage: ctx.storage,
    log: ctx.log,
    maxPages: ctx.config.compare.pdfMaxPages,
  });
  return runSandboxed(ctx.db, job, ctx.config.reanchor.hardLimitMs, () =>
    processor!(job as unknown as Parameters<ReturnType<typeof createReferencesProcessor>>[0]),
  );
}
