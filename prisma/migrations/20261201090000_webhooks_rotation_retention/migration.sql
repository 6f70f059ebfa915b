-- Webhooks, continued (issue 30).
--
-- Secret rotation (Standard Webhooks): rotating an endpoint's secret keeps the one it replaces,
-- sealed like it, until previous_secret_expires_at; until then the workers sign each request with
-- both (the `webhook-signature` header carries the two signatures separated by a space), so a
-- receiver still holding the old secret keeps verifying while it is given the new one.
ALTER TABLE "webhook_endpoints"
  ADD COLUMN "previous_secret_sealed" TEXT,
  ADD COLUMN "previous_secret_expires_at" TIMESTAMPTZ(3),
  ADD COLUMN "secret_rotated_at" TIMESTAMPTZ(3);

-- Retention of the delivery log: the workers' repeatable webhooks.prune job deletes deliveries
-- (with their attempts) older than WEBHOOK_LOG_RETENTION_DAYS, then the messages no delivery
-- refers to any more; these indexes find them by age.
CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries"("created_at");
CREATE INDEX "webhook_messages_created_at_idx" ON "webhook_messages"("created_at");
