// Sandboxed processor entry of the sanitize-html queue (runs in a child process; see lib/sandbox):
// DOMPurify on jsdom takes seconds and hundreds of MB for a large standard, and the HTML may be
// hostile, so it runs here, under the child's heap limit and the watchdog's hard limit
// (SANITIZE_HARD_LIMIT_MS), never in the workers process that relays the outbox and sends mail.

import type { SanitizeHtmlJob } from "@norma/contracts/queues";
import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import type { SandboxedJob } from "bullmq";
import { sandboxContext } from "../../lib/sandbox/context.ts";
import { guardSandboxChild, runSandboxed } from "../../lib/sandbox/sandbox.ts";
import { createSanitizeHtmlProcessor } from "./sanitize-html-job.ts";

// This child ends with the workers process that forked it, and on SIGTERM (lib/sandbox).
guardSandboxChild();

let processor: ReturnType<typeof createSanitizeHtmlProcessor> | null = null;

export default async function sanitizeHtmlSandbox(job: SandboxedJob<SanitizeHtmlJob>) {
  const ctx = sandboxContext();
  processor ??= createSanitizeHtmlProcessor({
    db: ctx.db,
    storage: ctx.storage,
    log: ctx.log,
    sanitize: sanitizeDocumentHtml,
  });
  const result = await runSandboxed(ctx.db, job, ctx.config.sanitize.hardLimitMs, () => processor!(job));
  return { ...result, pid: process.pid };
}
