// Sandboxed processor entry of the clause-index queue (runs in a child process; see lib/sandbox):
// reading an edition's HTML or PDF is CPU- and memory-heavy and a file may be hostile, so it
// happens here, under the child's heap limit and the watchdog's hard limit.
import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createClauseIndexProcessor } from "./clause-index-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createClauseIndexProcessor({
      db: ctx.db,
      storage: ctx.storage,
      log: ctx.log,
      maxPages: ctx.config.compare.pdfMaxPages,
    }),
  (config) => config.reanchor.hardLimitMs,
);
