-- Re-anchoring runs that failed for good (issue 14): a publish batch's `compass-reanchor.run` job
-- that used up its retries is recorded here, one row per batch (a run that fails again after a
-- retry updates its row), so operators see it (GET /management/compass-reanchor/failures, the
-- console's Re-anchoring page, the workers' norma_compass_reanchor_failed_runs metric) and can
-- dispatch it again (POST …/{id}/retry). Retrying is safe: a carried point is unique per (source
-- point, new edition) and each owner's e-mail has an idempotency key per batch.
-- status: FAILED (waiting for an operator) → RETRYING (dispatched again) → RESOLVED (a run of the
-- batch finished) or FAILED again.
CREATE TABLE "compass_reanchor_failures" (
  "id"              SERIAL         PRIMARY KEY,
  "batch_id"        TEXT           NOT NULL,
  -- The job's payload: [{ "documentId": new edition, "previousDocumentId": its predecessor }].
  "editions"        JSONB          NOT NULL,
  -- The new editions of the batch (the documents whose points were not all carried).
  "document_ids"    INTEGER[]      NOT NULL,
  -- The outbox row of the last run that failed.
  "outbox_event_id" BIGINT,
  "error"           TEXT           NOT NULL,
  -- Attempts used up in all, over the runs of this batch.
  "attempts"        INTEGER        NOT NULL,
  "failed_at"       TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "status"          TEXT           NOT NULL DEFAULT 'FAILED',
  "retries"         INTEGER        NOT NULL DEFAULT 0,
  "retried_at"      TIMESTAMPTZ(3),
  "retried_by"      TEXT,
  "resolved_at"     TIMESTAMPTZ(3),
  CONSTRAINT "compass_reanchor_failures_status_check" CHECK ("status" IN ('FAILED', 'RETRYING', 'RESOLVED'))
);

CREATE UNIQUE INDEX "compass_reanchor_failures_batch_id_key" ON "compass_reanchor_failures"("batch_id");
CREATE INDEX "compass_reanchor_failures_status_failed_at_idx" ON "compass_reanchor_failures"("status", "failed_at");
