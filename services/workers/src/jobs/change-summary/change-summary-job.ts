// The change-summary queue: computes the clause-level change summary of each new edition of the
// job (change-summary.ts), once: an edition already READY or UNAVAILABLE against the same
// predecessor is skipped, so a retried job only does what is left.
import type { ChangeSummaryJob } from "@norma/contracts/queues";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { type ChangeSummaryDeps, ensureChangeSummary } from "./change-summary.ts";

export function createChangeSummaryProcessor(deps: ChangeSummaryDeps & { log: Logger }) {
  return async function processChangeSummary(job: Job<ChangeSummaryJob>) {
    const counts = { READY: 0, UNAVAILABLE: 0 };
    for (const e of job.data.editions) {
      const started = Date.now();
      const s = await ensureChangeSummary(deps, e.documentId, e.previousDocumentId);
      counts[s.status]++;
      deps.log.info(
        {
          documentId: e.documentId,
          status: s.status,
          source: s.source,
          counts: s.summary?.counts,
          ms: Date.now() - started,
        },
        "change summary",
      );
    }
    return counts;
  };
}
