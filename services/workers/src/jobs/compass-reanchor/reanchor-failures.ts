// A re-anchoring run that failed for good is not only logged: its batch is recorded in
// compass_reanchor_failures (one row per batch: which editions, the error, the attempts used, when)
// so operators see it — the workers' norma_compass_reanchor_failed_runs metric, the console's
// Re-anchoring page — and can dispatch it again (the API's retry, which sets the row RETRYING).
// A later run of the batch that finishes resolves the row. Retrying carries nothing twice: the
// job skips the points an earlier attempt carried and the owners' e-mails have per-batch keys.
//
// The system retries too: recording a failure sets `next_retry_at` from AUTO_RETRY_DELAYS_S while
// the batch has automatic retries left (COMPASS_REANCHOR_AUTO_RETRIES), and the outbox sweeper
// (outbox/maintenance.ts) dispatches the run's outbox row again when that time comes — the same
// row, so the same job id. After the last automatic retry the row stays FAILED, with no next
// retry, for an operator.

import type { CompassReanchorJob } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import { outboxIdOf } from "@norma/db/outbox-completion";

/**
 * Wait before the automatic retries of a failed run, in seconds: the n-th retry waits the n-th
 * entry (the last one for any retry beyond). A run is only recorded failed after its job's own
 * attempts (8, exponential from 2 s: about eight and a half minutes) were used up, so what is left
 * is an outage of minutes to hours — object storage or the database unreachable, a node being
 * replaced, a fix being deployed — not a blip. The first retry comes soon (1 min: the job's last
 * backoff was already minutes long), later ones ever further apart (5 min, 30 min, 2 h, then 6 h,
 * 12 h, a day) so a run that keeps failing parses its PDFs, in a child process, a few times a day
 * at most instead of hammering a service that is down; the default four retries span about
 * 2 h 36 min, a working session in which an operator can also step in.
 */
export const AUTO_RETRY_DELAYS_S = [60, 300, 1_800, 7_200, 21_600, 43_200, 86_400] as const;

/** Seconds before automatic retry number `retriesMade + 1`. */
export function autoRetryDelaySeconds(retriesMade: number): number {
  return AUTO_RETRY_DELAYS_S[Math.min(Math.max(0, retriesMade), AUTO_RETRY_DELAYS_S.length - 1)];
}

export interface AutoRetryPolicy {
  /** Automatic retries of a batch at most (COMPASS_REANCHOR_AUTO_RETRIES); 0: none. */
  maxAutoRetries: number;
}

/**
 * Records (or, for a batch that failed before, updates) the failed run; a no-op before the last
 * attempt. The next automatic retry is set while the batch has some left, else none: the row
 * waits for an operator.
 */
export async function recordReanchorFailure(
  db: Db,
  job: { id?: string | null; data: CompassReanchorJob; attemptsMade: number },
  error: string,
  final: boolean,
  policy: AutoRetryPolicy,
): Promise<void> {
  if (!final) return;
  const { batchId, editions } = job.data;
  const documentIds = editions.map((e) => e.documentId);
  const message = error.slice(0, 2000) || "unknown error";
  const outboxEventId = outboxIdOf(job.id);
  const delays = [...AUTO_RETRY_DELAYS_S];
  // A batch's first failure: retry n° 1 is due after the first delay (if retries are on at all).
  const firstDelay = policy.maxAutoRetries > 0 ? autoRetryDelaySeconds(0) : null;
  await db.$executeRaw`
    INSERT INTO compass_reanchor_failures
           (batch_id, editions, document_ids, outbox_event_id, error, attempts, failed_at, status, next_retry_at)
    VALUES (${batchId}, ${JSON.stringify(editions)}::jsonb, ${documentIds}::int[], ${outboxEventId}, ${message},
            ${job.attemptsMade}, clock_timestamp(), 'FAILED',
            clock_timestamp() + make_interval(secs => ${firstDelay}::float8))
    ON CONFLICT (batch_id) DO UPDATE
       SET error = EXCLUDED.error,
           outbox_event_id = EXCLUDED.outbox_event_id,
           attempts = compass_reanchor_failures.attempts + EXCLUDED.attempts,
           failed_at = EXCLUDED.failed_at,
           status = 'FAILED',
           resolved_at = NULL,
           next_retry_at = CASE
             WHEN compass_reanchor_failures.auto_retries < ${policy.maxAutoRetries}
             THEN clock_timestamp() + make_interval(secs => (${delays}::int[])[
                    LEAST(compass_reanchor_failures.auto_retries + 1, ${delays.length}::int)]::float8)
           END`;
}

/** A run of the batch finished: its failure, if any, is resolved. */
export async function resolveReanchorFailure(db: Db | Prisma.TransactionClient, batchId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE compass_reanchor_failures
       SET status = 'RESOLVED', resolved_at = clock_timestamp(), next_retry_at = NULL
     WHERE batch_id = ${batchId} AND status <> 'RESOLVED'`;
}

/** Failed runs not dispatched again since (the metric's value), automatic retry due or not. */
export async function countFailedReanchorRuns(db: Db): Promise<number> {
  return db.compassReanchorFailure.count({ where: { status: "FAILED" } });
}
