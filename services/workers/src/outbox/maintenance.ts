// The outbox sweeper and retention, run by every workers process every OUTBOX_SWEEP_MS:
//   - a row dispatched more than OUTBOX_LEASE_MS ago whose job has not recorded completion
//     (completion.ts) goes back to the relay, which dispatches it again with the same job id — a
//     job Redis still holds is not added twice (BullMQ refuses a known id), a job Redis lost runs
//     again, and its idempotency (the e-mail ledger's key, tracking_alerts' unique rows, a
//     compare row already DONE) makes a second run harmless;
//   - a row dispatched OUTBOX_MAX_DISPATCHES times without completing is given up: marked done
//     with the reason (and its secrets removed, completion.ts), and logged as an error for the
//     operators;
//   - a row whose secret has expired (an invitation's single-use link past its `expiresAt`) loses
//     the secret and is marked done whether it was delivered or not: the link opens nothing any
//     more, and a database copy must not hold it until the retention deletes the row;
//   - a re-anchoring run that failed for good and whose automatic retry is due
//     (compass_reanchor_failures.next_retry_at, set by jobs/compass-reanchor/reanchor-failures.ts)
//     is dispatched again like a lease: its row goes RETRYING (one more automatic retry counted)
//     and its outbox row — done, since the run failed for good — goes back to the relay, in one
//     statement, so the same job id runs again (the relay revives the failed job Redis still
//     holds). Only a FAILED row whose outbox row is done is taken: no run of the batch is under
//     way, and an operator's retry (which needs FAILED too) and another sweeper cannot take it as
//     well. A due run whose outbox row is gone (pruned, or never had one) is left to an operator;
//   - done outbox rows older than OUTBOX_RETENTION_DAYS, SENT e-mail deliveries older than
//     EMAIL_DELIVERY_RETENTION_DAYS and revocations of tokens that have expired are deleted, a
//     bounded batch per table and sweep, so the tables do not grow forever;
//   - the sanitised copies of HTML no document uses any more are deleted from blob storage
//     SANITIZED_COPY_RETENTION_HOURS after their HTML went (retired-copies.ts), and the folders of
//     copies an older sanitiser made once no process has used them for as long
//     (stale-fingerprints.ts).
// Several processes may sweep at once: each statement is atomic and claims rows with SKIP LOCKED.

import { SCRUBBED_PAYLOAD_SQL } from "@norma/db/outbox-completion";
import type pg from "pg";
import type { Logger } from "pino";
import { pruneRetiredCopies, type RetiredCopiesOptions } from "./retired-copies.ts";
import { pruneStaleFingerprints } from "./stale-fingerprints.ts";

export interface MaintenanceOptions {
  pool: pg.Pool;
  log: Logger;
  leaseMs: number;
  sweepMs: number;
  maxDispatches: number;
  retentionDays: number;
  deliveryRetentionDays: number;
  /** Rows per statement (re-dispatch and each deletion). */
  batchSize?: number;
  /** Called when rows went back to the relay (wakes it). */
  onRedispatch?: () => void;
  /** Deleting the sanitised copies of retired HTML (the workers pass it; outbox-only tests leave it out). */
  retiredCopies?: Pick<RetiredCopiesOptions, "storage" | "retentionHours" | "fingerprint">;
}

export interface SweepResult {
  redispatched: number;
  abandoned: number;
  prunedOutbox: number;
  prunedDeliveries: number;
  prunedRevocations: number;
  expiredSecrets: number;
  /** Failed re-anchoring runs dispatched again (automatic retries). */
  reanchorRetried: number;
  /** Failed re-anchoring runs whose retry was due but had no outbox row to dispatch again. */
  reanchorLeftToOperator: number;
  /** Sanitised copies of retired HTML deleted from storage. */
  prunedCopies: number;
  /** Folders of copies made by an older sanitiser deleted from storage (stale-fingerprints.ts). */
  prunedSanitizerFolders: number;
}

export function createOutboxMaintenance(options: MaintenanceOptions) {
  const { pool, log } = options;
  const batch = options.batchSize ?? 1_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function sweep(): Promise<SweepResult> {
    const leases = await sweepLeases(options, batch);
    const reanchor = await sweepReanchorRetries(options, batch);
    const retention = await sweepRetention(options, batch);
    const copies = options.retiredCopies
      ? await pruneRetiredCopies({ pool, log, batchSize: batch, ...options.retiredCopies })
      : null;
    const staleFolders = options.retiredCopies
      ? await pruneStaleFingerprints({ pool, log, ...options.retiredCopies })
      : 0;
    return {
      ...leases,
      ...retention,
      ...reanchor,
      prunedCopies: copies?.deleted ?? 0,
      prunedSanitizerFolders: staleFolders,
    };
  }

  function schedule() {
    timer = setTimeout(() => {
      running = sweep()
        .catch((err: Error) => log.warn({ err: err.message }, "outbox sweep failed; trying again later"))
        .finally(() => {
          running = null;
          if (timer) schedule();
        });
    }, options.sweepMs);
    timer.unref();
  }

  return {
    sweep,
    start() {
      if (!timer) schedule();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * Rows dispatched and not completed within the lease: given up after maxDispatches (their
 * payload scrubbed), else dispatched again.
 */
async function sweepLeases(options: MaintenanceOptions, batch: number) {
  const { pool, log } = options;
  const abandoned = await pool.query<{ id: string }>(
    `UPDATE outbox_events SET completed_at = clock_timestamp(), payload = ${SCRUBBED_PAYLOAD_SQL},
            last_error = 'given up: dispatched ' || attempts || ' times without completing'
      WHERE id IN (SELECT id FROM outbox_events
                    WHERE dispatched_at IS NOT NULL AND completed_at IS NULL
                      AND dispatched_at < clock_timestamp() - make_interval(secs => $1::float8)
                      AND attempts >= $2
                    LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [options.leaseMs / 1000, options.maxDispatches, batch],
  );
  if (abandoned.rowCount)
    log.error({ outboxIds: abandoned.rows.map((r) => r.id) }, "outbox rows given up: their jobs never completed");
  const redispatched = await pool.query(
    `UPDATE outbox_events SET dispatched_at = NULL, available_at = clock_timestamp(),
            last_error = 'not completed within the lease; dispatched again'
      WHERE id IN (SELECT id FROM outbox_events
                    WHERE dispatched_at IS NOT NULL AND completed_at IS NULL
                      AND dispatched_at < clock_timestamp() - make_interval(secs => $1::float8)
                    LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [options.leaseMs / 1000, batch],
  );
  if (redispatched.rowCount) {
    log.warn({ count: redispatched.rowCount }, "outbox rows not completed within the lease: dispatched again");
    options.onRedispatch?.();
  }
  return { redispatched: redispatched.rowCount ?? 0, abandoned: abandoned.rowCount ?? 0 };
}

/** Failed re-anchoring runs whose automatic retry is due: dispatched again, or left to an operator. */
async function sweepReanchorRetries(options: MaintenanceOptions, batch: number) {
  const { pool, log } = options;
  const reanchorRetried = await pool.query<{ batch_id: string; auto_retries: number; outbox_id: string }>(
    // Both rows locked: the failure against an operator's retry and other sweepers, the outbox
    // row against the retention's deletion, so a run set RETRYING always has its row back.
    `WITH due AS (
       SELECT f.id FROM compass_reanchor_failures f JOIN outbox_events o ON o.id = f.outbox_event_id
        WHERE f.status = 'FAILED' AND f.next_retry_at <= clock_timestamp() AND o.completed_at IS NOT NULL
        ORDER BY f.next_retry_at LIMIT $1 FOR UPDATE OF f, o SKIP LOCKED),
     claimed AS (
       UPDATE compass_reanchor_failures f
          SET status = 'RETRYING', auto_retries = f.auto_retries + 1, next_retry_at = NULL
         FROM due WHERE f.id = due.id
       RETURNING f.batch_id, f.auto_retries, f.outbox_event_id)
     UPDATE outbox_events o
        SET completed_at = NULL, dispatched_at = NULL, available_at = clock_timestamp(),
            last_error = 'failed for good; automatic retry ' || claimed.auto_retries
       FROM claimed WHERE o.id = claimed.outbox_event_id
     RETURNING claimed.batch_id, claimed.auto_retries, o.id AS outbox_id`,
    [batch],
  );
  if (reanchorRetried.rowCount) {
    log.warn({ runs: reanchorRetried.rows }, "failed re-anchoring runs dispatched again (automatic retry)");
    options.onRedispatch?.();
  }
  // Nothing left to dispatch again: no next retry (so the console does not promise one); an
  // operator's retry writes a new outbox row. A due run whose outbox row is not done yet (its
  // completion not recorded) keeps its time: the lease above dispatches that row again anyway.
  const reanchorLeftToOperator = await pool.query<{ batch_id: string }>(
    `UPDATE compass_reanchor_failures SET next_retry_at = NULL
      WHERE id IN (SELECT f.id FROM compass_reanchor_failures f
                    WHERE f.status = 'FAILED' AND f.next_retry_at <= clock_timestamp()
                      AND NOT EXISTS (SELECT 1 FROM outbox_events o WHERE o.id = f.outbox_event_id)
                    LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING batch_id`,
    [batch],
  );
  if (reanchorLeftToOperator.rowCount)
    log.error(
      { batchIds: reanchorLeftToOperator.rows.map((r) => r.batch_id) },
      "failed re-anchoring runs have no outbox row to dispatch again: left to an operator",
    );
  return {
    reanchorRetried: reanchorRetried.rowCount ?? 0,
    reanchorLeftToOperator: reanchorLeftToOperator.rowCount ?? 0,
  };
}

/** Expired single-use secrets scrubbed; old outbox rows, sent deliveries and expired revocations deleted. */
async function sweepRetention(options: MaintenanceOptions, batch: number) {
  const { pool } = options;
  const expiredSecrets = await pool.query(
    `UPDATE outbox_events SET payload = ${SCRUBBED_PAYLOAD_SQL},
            completed_at = COALESCE(completed_at, clock_timestamp()),
            last_error = COALESCE(last_error, 'its single-use link expired before it was delivered')
      WHERE id IN (SELECT id FROM outbox_events
                    WHERE payload ? 'secretData'
                      AND jsonb_typeof(payload->'secretData') = 'array'
                      AND jsonb_typeof(payload->'data') = 'object'
                      AND (payload->'data') ?| ARRAY(SELECT jsonb_array_elements_text(payload->'secretData'))
                      AND payload->'data'->>'expiresAt' ~ '^\\d{4}-\\d{2}-\\d{2}T'
                      AND (payload->'data'->>'expiresAt')::timestamptz < clock_timestamp()
                    LIMIT $1 FOR UPDATE SKIP LOCKED)`,
    [batch],
  );
  const prunedOutbox = await pool.query(
    `DELETE FROM outbox_events WHERE id IN (
       SELECT id FROM outbox_events
        WHERE completed_at < clock_timestamp() - make_interval(days => $1) LIMIT $2)`,
    [options.retentionDays, batch],
  );
  const prunedDeliveries = await pool.query(
    `DELETE FROM email_deliveries WHERE id IN (
       SELECT id FROM email_deliveries
        WHERE status = 'SENT' AND sent_at < clock_timestamp() - make_interval(days => $1) LIMIT $2)`,
    [options.deliveryRetentionDays, batch],
  );
  const prunedRevocations = await pool.query(
    `DELETE FROM revoked_tokens WHERE jti IN (
       SELECT jti FROM revoked_tokens WHERE expires_at < clock_timestamp() LIMIT $1)`,
    [batch],
  );
  return {
    prunedOutbox: prunedOutbox.rowCount ?? 0,
    prunedDeliveries: prunedDeliveries.rowCount ?? 0,
    prunedRevocations: prunedRevocations.rowCount ?? 0,
    expiredSecrets: expiredSecrets.rowCount ?? 0,
  };
}

export type OutboxMaintenance = ReturnType<typeof createOutboxMaintenance>;
