// A job born from an outbox row (job id `outbox-<row id>`) records in PostgreSQL that it is done:
// "dispatched to Redis" is not "done" — Redis can lose the job (restarted empty, flushed), and the
// sweeper (services/workers/src/outbox/maintenance.ts) dispatches a row again when its completion
// has not come within the lease. Every job is idempotent, so a job that did its work and died
// before this mark only runs again to find its work done. The e-mail job marks completion in the
// same statement that records its delivery SENT (services/workers/src/jobs/email).
// It lives with the outbox table (@norma/db) because both services use it: the workers complete
// rows, and the API scrubs an invitation's payload the same way when it revokes one.
import { type Db, Prisma } from "../index.ts";

/**
 * The SQL value of an outbox row's payload without its secrets: the `data` fields its
 * `secretData` names (an e-mail's single-use link, issue 16) are removed. The row outlives the
 * job until the maintenance prunes it, and a database copy or a support query must not find a
 * usable link in it; once the job is done nobody needs the secret again.
 */
export const SCRUBBED_PAYLOAD_SQL = `CASE
  WHEN jsonb_typeof(payload->'secretData') = 'array' AND jsonb_typeof(payload->'data') = 'object'
  THEN jsonb_set(payload, '{data}', (payload->'data') - ARRAY(SELECT jsonb_array_elements_text(payload->'secretData')))
  ELSE payload END`;
export const SCRUBBED_PAYLOAD = Prisma.raw(SCRUBBED_PAYLOAD_SQL);

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
       SET completed_at = clock_timestamp(), last_error = ${error ? error.slice(0, 1000) : null},
           payload = ${SCRUBBED_PAYLOAD}
     WHERE id = ${id} AND completed_at IS NULL`;
  // A row another run completed first still loses its secrets (this run may be the e-mail's
  // "already sent" retry of a row completed before scrubbing existed).
  await db.$executeRaw`UPDATE outbox_events SET payload = ${SCRUBBED_PAYLOAD} WHERE id = ${id} AND payload ? 'secretData'`;
}
