// The references queue (issue 27): references.detect stores the references of a publish batch's
// new editions (and moves the citations of their families to them); references.catalogue is one
// chunk of a catalogue run (references-run.ts). Both replace what is stored, so a retried job
// only does again what it did.
import type { ReferencesCatalogueJob, ReferencesDetectJob } from "@norma/contracts/queues";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import type { ReferencesDeps } from "./references.ts";
import { detectEditions, runCatalogueChunk } from "./references-run.ts";

export type ReferencesJobData = ReferencesDetectJob | ReferencesCatalogueJob;

export function createReferencesProcessor(deps: ReferencesDeps & { log: Logger }) {
  return async function processReferences(job: Job<ReferencesJobData>) {
    const started = Date.now();
    if (job.name === "references.catalogue") {
      const progress = await runCatalogueChunk(deps, (job.data as ReferencesCatalogueJob).runId);
      deps.log.info({ ...progress, ms: Date.now() - started }, "references catalogue chunk");
      return progress;
    }
    const totals = await detectEditions(deps, (job.data as ReferencesDetectJob).documentIds);
    deps.log.info({ ...totals, ms: Date.now() - started }, "references detected");
    return totals;
  };
}
