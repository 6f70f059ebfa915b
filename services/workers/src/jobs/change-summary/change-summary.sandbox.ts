// Sandboxed processor entry of the change-summary queue (runs in a child process; see
// lib/sandbox): reading two editions' HTML or PDFs and aligning their clauses is CPU- and
// memory-heavy and a file may be hostile, so it happens here, under the child's heap limit and
// the watchdog's hard limit, never in the workers process that relays the outbox.
import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createChangeSummaryProcessor } from "./change-summary-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createChangeSummaryProcessor({
      db: ctx.db,
      storage: ctx.storage,
      log: ctx.log,
      maxPages: ctx.config.compare.pdfMaxPages,
    }),
  (config) => config.reanchor.hardLimitMs,
);
