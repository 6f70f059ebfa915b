// Sandboxed processor entry of the compass-reanchor queue (runs in a child process; see
// lib/sandbox): reading both editions' PDFs is CPU- and memory-heavy and a PDF may be hostile, so
// it happens here, under the child's heap limit and the watchdog's hard limit, never in the
// workers process that relays the outbox and sends the e-mails. A killed run is retried; the
// carried points of the earlier attempt are skipped (compass-reanchor-job.ts).
import { existsSync } from "node:fs";
import { sandboxedProcessor } from "../../lib/sandbox/sandboxed-processor.ts";
import { createCompassReanchorProcessor } from "./compass-reanchor-job.ts";

export default sandboxedProcessor(
  (ctx) =>
    createCompassReanchorProcessor({
      db: ctx.db,
      storage: ctx.storage,
      publicBaseUrl: ctx.config.publicBaseUrl,
      log: ctx.log,
      maxPages: ctx.config.compare.pdfMaxPages,
      failNow: ctx.config.reanchor.testFailFile
        ? () => existsSync(ctx.config.reanchor.testFailFile as string)
        : undefined,
    }),
  (config) => config.reanchor.hardLimitMs,
  { reportPid: true },
);
