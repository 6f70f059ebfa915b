// A job born from an outbox row (job id `outbox-<row id>`) records in PostgreSQL that it is done:
// "dispatched to Redis" is not "done" — Redis can lose the job (restarted empty, flushed), and the
// sweeper (maintenance.ts) dispatches a row again when its completion has not come within the
// lease. Every job is idempotent, so a job that did its work and died before this mark only runs
// again to find its work done. The e-mail job marks completion in the same statement that records
// its delivery SENT (jobs/email).
import type { Db } from "@norma/db";

/** The outbox row id of a job id, or null for a job that did not come from the outbox. */
export function outboxIdOf(jobId: string | undefined | null): bigint | null {
  const m = jobId?.match(/^outbox-(\d+)$/);
  return m ? BigInt(m[1]) : null;
}

/**
 * Marks the job's outbox row done (a no-op when it already is, or the job has no row). `error`
 * records a job that failed for good: it is done too — dispatching it again would not help.
 */
export async function completeOutboxJob(db: Db, jobId: string | undefined | null, error?: string): Promise<void> {
  const id = outboxIdOf(jobId);
  if (id === null) return;
  await db.$executeRaw`
    UPDATE outbox_events
       SET completed_at = clock_timestamp(), last_error = ${error ? error.slice(0, 1000) : null}
     WHERE id = ${id} AND completed_at IS NULL`;
}
