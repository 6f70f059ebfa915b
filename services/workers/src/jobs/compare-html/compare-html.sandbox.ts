// Sandboxed processor entry of the compare-html queue (runs in a child process; see
// lib/sandbox). The watchdog kills the child if a compare overruns the hard limit.

import { sanitizeDocumentHtml } from "@norma/documents/html/html-safety";
import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createCompareHtmlProcessor } from "./compare-html-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createCompareHtmlProcessor({
      db: ctx.db,
      storage: ctx.storage,
      log: ctx.log,
      budgetMs: ctx.config.compare.budgetMs,
      sanitize: sanitizeDocumentHtml,
    }),
  (config) => config.compare.htmlHardLimitMs,
);
