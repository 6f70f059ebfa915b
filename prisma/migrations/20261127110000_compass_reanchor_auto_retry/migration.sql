-- Failed re-anchoring runs are retried automatically (issue 14): when a run fails for good the
-- workers set `next_retry_at` from a backoff schedule (jobs/compass-reanchor/reanchor-failures.ts)
-- while `auto_retries` is below COMPASS_REANCHOR_AUTO_RETRIES; the outbox sweeper
-- (outbox/maintenance.ts) dispatches a due row's run again (status RETRYING, `auto_retries` + 1).
-- After the last automatic retry `next_retry_at` stays NULL: the run waits for an operator.
ALTER TABLE "compass_reanchor_failures"
  ADD COLUMN "auto_retries"  INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "next_retry_at" TIMESTAMPTZ(3);

-- The sweeper's look-up of due runs, every OUTBOX_SWEEP_MS: only rows still waiting are indexed.
CREATE INDEX "compass_reanchor_failures_next_retry_at_idx" ON "compass_reanchor_failures"("next_retry_at")
  WHERE "status" = 'FAILED' AND "next_retry_at" IS NOT NULL;
