-- Webhooks (issue 30): endpoints a tenant registers, the messages its events make, and each
-- message's delivery to each endpoint with its attempts.
--
-- webhook_endpoints   one receiver of a tenant (account_id null) or of one of its accounts: its
--                     URL, the event types it takes, its signing secret sealed with AES-256-GCM
--                     under WEBHOOK_SECRET_KEY (the workers open it to sign; a copy of the database
--                     alone signs nothing), its per-minute send limit, and whether it is enabled
--                     (disabled by its owner, or by the workers after too many failures in a row,
--                     with the reason).
-- webhook_messages    one event as the tenant's endpoints receive it (the Standard Webhooks
--                     `webhook-id` is its id, the idempotency key receivers deduplicate on).
--                     source_key names what made it (a publish event, a tracking match), so a
--                     fan-out run again makes no second message.
-- webhook_deliveries  one message to one endpoint: written in the transaction that makes the
--                     message, with the outbox row of its first attempt. replay_number 0 is the
--                     original; a replay from the console is the next number.
-- webhook_attempts    each try of a delivery: when, the reply's status and timing, the error, the
--                     beginning of the reply's body (capped). Never a secret or a signature.
CREATE TABLE "webhook_endpoints" (
  "id" SERIAL PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id" INTEGER REFERENCES "accounts"("id") ON DELETE CASCADE,
  "url" VARCHAR(2048) NOT NULL,
  "description" VARCHAR(500) NOT NULL DEFAULT '',
  "events" TEXT[] NOT NULL,
  "secret_sealed" TEXT NOT NULL,
  "rate_limit_per_minute" INTEGER NOT NULL DEFAULT 60,
  "enabled" BOOLEAN NOT NULL DEFAULT true,
  "disabled_reason" VARCHAR(500),
  "disabled_at" TIMESTAMPTZ(3),
  "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
  "created_by" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "webhook_endpoints_tenant_id_idx" ON "webhook_endpoints"("tenant_id");
CREATE INDEX "webhook_endpoints_account_id_idx" ON "webhook_endpoints"("account_id");

CREATE TABLE "webhook_messages" (
  "id" VARCHAR(40) PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "event_type" VARCHAR(64) NOT NULL,
  "source_key" VARCHAR(200) NOT NULL,
  "payload" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "webhook_messages_tenant_id_source_key_key" ON "webhook_messages"("tenant_id", "source_key");

CREATE TABLE "webhook_deliveries" (
  "id" BIGSERIAL PRIMARY KEY,
  "endpoint_id" INTEGER NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
  "message_id" VARCHAR(40) NOT NULL REFERENCES "webhook_messages"("id") ON DELETE CASCADE,
  "replay_number" INTEGER NOT NULL DEFAULT 0,
  "status" TEXT NOT NULL DEFAULT 'PENDING' CHECK ("status" IN ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "next_attempt_at" TIMESTAMPTZ(3),
  "last_status_code" INTEGER,
  "last_duration_ms" INTEGER,
  "last_error" VARCHAR(500),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_id_message_id_replay_number_key"
  ON "webhook_deliveries"("endpoint_id", "message_id", "replay_number");
CREATE INDEX "webhook_deliveries_endpoint_id_id_idx" ON "webhook_deliveries"("endpoint_id", "id");
CREATE INDEX "webhook_deliveries_message_id_idx" ON "webhook_deliveries"("message_id");

CREATE TABLE "webhook_attempts" (
  "id" BIGSERIAL PRIMARY KEY,
  "delivery_id" BIGINT NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
  "attempt" INTEGER NOT NULL,
  "started_at" TIMESTAMPTZ(3) NOT NULL,
  "status_code" INTEGER,
  "duration_ms" INTEGER NOT NULL,
  "error" VARCHAR(500),
  "response_excerpt" VARCHAR(2000)
);
CREATE INDEX "webhook_attempts_delivery_id_idx" ON "webhook_attempts"("delivery_id");
