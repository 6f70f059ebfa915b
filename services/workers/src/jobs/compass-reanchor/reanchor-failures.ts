// A re-anchoring run that failed for good is not only logged: its batch is recorded in
// compass_reanchor_failures (one row per batch: which editions, the error, the attempts used, when)
// so operators see it — the workers' norma_compass_reanchor_failed_runs metric, the console's
// Re-anchoring page — and can dispatch it again (the API's retry, which sets the row RETRYING).
// A later run of the batch that finishes resolves the row. Retrying carries nothing twice: the
// job skips the points an earlier attempt carried and the owners' e-mails have per-batch keys.
import type { Db, Prisma } from "@norma/db";
import { outboxIdOf } from "../../outbox/completion.ts";
import type { CompassReanchorJob } from "../../queues/contracts.ts";

/** Records (or, for a batch that failed before, updates) the failed run; a no-op before the last attempt. */
export async function recordReanchorFailure(
  db: Db,
  job: { id?: string | null; data: CompassReanchorJob; attemptsMade: number },
  error: string,
  final: boolean,
): Promise<void> {
  if (!final) return;
  const { batchId, editions } = job.data;
  const documentIds = editions.map((e) => e.documentId);
  const message = error.slice(0, 2000) || "unknown error";
  const outboxEventId = outboxIdOf(job.id);
  await db.$executeRaw`
    INSERT INTO compass_reanchor_failures
           (batch_id, editions, document_ids, outbox_event_id, error, attempts, failed_at, status)
    VALUES (${batchId}, ${JSON.stringify(editions)}::jsonb, ${documentIds}::int[], ${outboxEventId}, ${message},
            ${job.attemptsMade}, clock_timestamp(), 'FAILED')
    ON CONFLICT (batch_id) DO UPDATE
       SET error = EXCLUDED.error,
           outbox_event_id = EXCLUDED.outbox_event_id,
           attempts = compass_reanchor_failures.attempts + EXCLUDED.attempts,
           failed_at = EXCLUDED.failed_at,
           status = 'FAILED',
           resolved_at = NULL`;
}

/** A run of the batch finished: its failure, if any, is resolved. */
export async function resolveReanchorFailure(db: Db | Prisma.TransactionClient, batchId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE compass_reanchor_failures
       SET status = 'RESOLVED', resolved_at = clock_timestamp()
     WHERE batch_id = ${batchId} AND status <> 'RESOLVED'`;
}

/** Failed runs waiting for an operator (the metric's value). */
export async function countFailedReanchorRuns(db: Db): Promise<number> {
  return db.compassReanchorFailure.count({ where: { status: "FAILED" } });
}
