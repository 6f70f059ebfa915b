// indexing.refresh: documents changed (a publish batch, an edit) get their semantic search vector
// recomputed with the current LSI model (prisma/src/semantic). Full-text vectors need nothing
// here: triggers keep documents.search_vector current in the same transaction as the change.
// Idempotent: a retried job recomputes the same vectors.

import type { IndexingJob } from "@norma/contracts/queues";
import { refreshVectors } from "@norma/db/semantic";
import type { Job } from "bullmq";
import type pg from "pg";
import type { Logger } from "pino";

export function createIndexingProcessor(deps: { pool: pg.Pool; log: Logger }) {
  return async (job: Job<IndexingJob>) => {
    const ids = [...new Set(job.data.documentIds)].filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0) return { vectors: 0 };
    const result = await refreshVectors(deps.pool, ids);
    deps.log.info({ jobId: job.id, documents: ids.length, ...result }, "semantic vectors refreshed");
    return result;
  };
}
