// Sandboxed processor entry of the compass-reanchor queue (runs in a child process; see
// lib/sandbox): reading both editions' PDFs is CPU- and memory-heavy and a PDF may be hostile, so
// it happens here, under the child's heap limit and the watchdog's hard limit, never in the
// workers process that relays the outbox and sends the e-mails. A killed run is retried; the
// carried points of the earlier attempt are skipped (compass-reanchor-job.ts).
import { existsSync } from "node:fs";
import type { CompassReanchorJob } from "@norma/contracts/queues";
import type { SandboxedJob } from "bullmq";
import { sandboxContext } from "../../lib/sandbox/context.ts";
import { guardSandboxChild, runSandboxed } from "../../lib/sandbox/sandbox.ts";
import { createCompassReanchorProcessor } from "./compass-reanchor-job.ts";

// This child ends with the workers process that forked it, and on SIGTERM (lib/sandbox).
guardSandboxChild();

let processor: ReturnType<typeof createCompassReanchorProcessor> | null = null;

export default async function compassReanchorSandbox(job: SandboxedJob<CompassReanchorJob>) {
  const ctx = sandboxContext();
  processor ??= createCompassReanchorProcessor({
    db: ctx.db,
    storage: ctx.storage,
    publicBaseUrl: ctx.config.publicBaseUrl,
    log: ctx.log,
    maxPages: ctx.config.compare.pdfMaxPages,
    failNow: ctx.config.reanchor.testFailFile
      ? () => existsSync(ctx.config.reanchor.testFailFile as string)
      : undefined,
  });
  const result = await runSandboxed(ctx.db, job, ctx.config.reanchor.hardLimitMs, () =>
    processor!(job as unknown as Parameters<ReturnType<typeof createCompassReanchorProcessor>>[0]),
  );
  // Which process did the work (the tests check it was not the workers process).
  return { ...result, pid: process.pid };
}
