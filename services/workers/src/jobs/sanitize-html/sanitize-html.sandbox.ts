// Sandboxed processor entry of the sanitize-html queue (runs in a child process; see lib/sandbox):
// DOMPurify on jsdom takes seconds and hundreds of MB for a large standard, and the HTML may be
// hostile, so it runs here, under the child's heap limit and the watchdog's hard limit
// (SANITIZE_HARD_LIMIT_MS), never in the workers process that relays the outbox and sends mail.

import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createSanitizeHtmlProcessor } from "./sanitize-html-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createSanitizeHtmlProcessor({
      db: ctx.db,
      storage: ctx.storage,
      log: ctx.log,
      sanitize: sanitizeDocumentHtml,
    }),
  (config) => config.sanitize.hardLimitMs,
  { reportPid: true },
);
