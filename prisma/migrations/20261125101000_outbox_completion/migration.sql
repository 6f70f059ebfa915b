-- "Dispatched to Redis" is not "done": a job records its completion here (the e-mail job in the
-- same statement that marks its delivery SENT). Rows dispatched and not completed within the
-- lease are dispatched again (same job id, same idempotency key) by the workers' sweeper; done
-- rows are deleted after OUTBOX_RETENTION_DAYS.
ALTER TABLE "outbox_events" ADD COLUMN "completed_at" TIMESTAMPTZ(3);
-- Rows dispatched before this column existed are taken as done (their jobs ran or were lost
-- before completion was recorded; nothing can tell which).
UPDATE "outbox_events" SET "completed_at" = "dispatched_at" WHERE "dispatched_at" IS NOT NULL;
-- The sweeper's search: dispatched, not completed.
CREATE INDEX "outbox_events_unfinished_idx" ON "outbox_events" ("dispatched_at") WHERE "dispatched_at" IS NOT NULL AND "completed_at" IS NULL;
-- Retention of done rows.
CREATE INDEX "outbox_events_completed_idx" ON "outbox_events" ("completed_at") WHERE "completed_at" IS NOT NULL;
-- Retention of delivered e-mails.
CREATE INDEX "email_deliveries_sent_at_idx" ON "email_deliveries" ("sent_at") WHERE "status" = 'SENT';
