// Sandboxed processor entry of the references queue (runs in a child process; see lib/sandbox):
// reading an edition's HTML or PDF is CPU- and memory-heavy and a file may be hostile, so it
// happens here, under the child's heap limit and the watchdog's hard limit.
import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createReferencesProcessor } from "./references-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createReferencesProcessor({
      db: ctx.db,
      storage: ctx.storage,
      log: ctx.log,
      maxPages: ctx.config.compare.pdfMaxPages,
    }),
  (config) => config.reanchor.hardLimitMs,
);
