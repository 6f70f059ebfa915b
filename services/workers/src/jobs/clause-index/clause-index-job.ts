// The clause-index queue (issue 29): clause-index.documents indexes a publish batch's new
// editions; clause-index.catalogue is one chunk of a catalogue run (clause-index-run.ts). Both
// replace what is stored, so a retried job only does again what it did.
import type { ClauseIndexCatalogueJob, ClauseIndexJob } from "@norma/contracts/queues";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { type ClauseIndexDeps, indexEditions } from "./clause-index.ts";
import { runClauseIndexChunk } from "./clause-index-run.ts";

export type ClauseIndexJobData = ClauseIndexJob | ClauseIndexCatalogueJob;

export function createClauseIndexProcessor(deps: ClauseIndexDeps & { log: Logger }) {
  return async function processClauseIndex(job: Job<ClauseIndexJobData>) {
    const started = Date.now();
    if (job.name === "clause-index.catalogue") {
      const progress = await runClauseIndexChunk(deps, (job.data as ClauseIndexCatalogueJob).runId);
      deps.log.info({ ...progress, ms: Date.now() - started }, "clause index catalogue chunk");
      return progress;
    }
    const totals = await indexEditions(deps, (job.data as ClauseIndexJob).documentIds);
    deps.log.info({ ...totals, ms: Date.now() - started }, "clauses indexed");
    return totals;
  };
}
