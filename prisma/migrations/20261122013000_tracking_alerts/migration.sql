-- Revision alerts (issue 6): one row per user and publish batch, written by the tracking-alerts
-- fan-out in the same transaction as the user's e-mail outbox row (exactly one e-mail per user
-- and batch, even when the fan-out is retried or resumed after a crash).
CREATE TABLE "tracking_alerts" (
    "id" BIGSERIAL NOT NULL,
    "batch_id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "document_ids" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracking_alerts_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "tracking_alerts_user_id_created_at_idx" ON "tracking_alerts"("user_id", "created_at");

CREATE UNIQUE INDEX "tracking_alerts_batch_id_user_id_key" ON "tracking_alerts"("batch_id", "user_id");

ALTER TABLE "tracking_alerts" ADD CONSTRAINT "tracking_alerts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Secrets that sign links sent by e-mail (unsubscribe links work without signing in). The
-- workers sign with the newest unretired key of a purpose; the API verifies with the key the
-- link names, while it is not retired.
CREATE TABLE "link_signing_keys" (
    "id" SERIAL NOT NULL,
    "purpose" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retired_at" TIMESTAMPTZ(3),

    CONSTRAINT "link_signing_keys_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "link_signing_keys_purpose_idx" ON "link_signing_keys"("purpose");

-- The first key of each installation: 244 random bits from two version-4 UUIDs (gen_random_uuid
-- draws from the server's cryptographic random source).
INSERT INTO "link_signing_keys" ("purpose", "secret")
VALUES ('unsubscribe', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Lists of a user's tracked documents and favourites, newest first.
CREATE INDEX "tracked_documents_user_id_tracking_since_idx" ON "tracked_documents"("user_id", "tracking_since" DESC);
-- Recently updated documents of entitled publishers: the latest editions by update date.
CREATE INDEX "documents_publisher_id_last_update_date_idx" ON "documents"("publisher_id", "last_update_date" DESC) WHERE "is_latest";
