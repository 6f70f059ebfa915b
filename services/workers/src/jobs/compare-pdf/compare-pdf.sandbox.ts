// Sandboxed processor entry of the compare-pdf queue (runs in a child process; see
// lib/sandbox). The job stops itself at its deadline, a little before the hard limit; the
// watchdog kills the child if it still overruns (stuck in synchronous code).

import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createComparePdfProcessor } from "./compare-pdf-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createComparePdfProcessor({
      db: ctx.db,
      storage: ctx.storage,
      log: ctx.log,
      budgetMs: ctx.config.compare.budgetMs,
      maxPages: ctx.config.compare.pdfMaxPages,
      maxBytes: ctx.config.compare.pdfMaxBytes,
      hardLimitMs: ctx.config.compare.pdfHardLimitMs,
    }),
  (config) => config.compare.pdfHardLimitMs,
);
