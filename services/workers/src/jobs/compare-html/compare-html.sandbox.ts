// Sandboxed processor entry of the compare-html queue (runs in a child process; see
// lib/sandbox). The watchdog kills the child if a compare overruns the hard limit.

import type { CompareHtmlJob } from "@norma/contracts/queues";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import type { SandboxedJob } from "bullmq";
import { sandboxContext } from "../../lib/sandbox/context.ts";
import { guardSandboxChild, runSandboxed } from "../../lib/sandbox/sandbox.ts";
import { createCompareHtmlProcessor } from "./compare-html-job.ts";

// This child ends with the workers process that forked it, and on SIGTERM (lib/sandbox).
guardSandboxChild();

let processor: ReturnType<typeof createCompareHtmlProcessor> | null = null;

export default async function compareHtmlSandbox(job: SandboxedJob<CompareHtmlJob>) {
  const ctx = sandboxContext();
  processor ??= createCompareHtmlProcessor({
    db: ctx.db,
    storage: ctx.storage,
    log: ctx.log,
    budgetMs: ctx.config.compare.budgetMs,
    sanitize: sanitizeDocumentHtml,
  });
  return runSandboxed(ctx.db, job, ctx.config.compare.htmlHardLimitMs, () => processor!(job));
}
