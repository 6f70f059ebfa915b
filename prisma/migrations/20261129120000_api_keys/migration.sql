-- The open API (issue 30): API keys of a tenant or of one of its accounts, their secrets, and the
-- publish events the public changes feed pages through.
--
-- api_keys          one key: its name, scopes, expiry, the per-minute rate limit, who made it,
--                   when it was revoked, and when and from where it was last used (with a count of
--                   its calls). account_id null: a key of the whole tenant.
-- api_key_secrets   the secrets of a key, each stored only as HMAC-SHA256 under the API's key
--                   (API_KEY_PEPPER, else derived from the JWT signing key: a copy of the database
--                   alone opens nothing). A rotation adds a secret and gives the old one an
--                   expires_at at the end of the grace period: both work until then.
-- publish_events    what each publish batch did to each document, written in the batch's
--                   transaction: PUBLISHED (a first edition), REVISED (a new edition of a line),
--                   WITHDRAWN and STATUS_CHANGED. The changes feed's cursor is its id; batches
--                   take a transaction lock before writing them, so ids become visible in order
--                   and a reader resuming after id N never misses one committed later below N.
CREATE TABLE "api_keys" (
  "id" SERIAL PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id" INTEGER REFERENCES "accounts"("id") ON DELETE CASCADE,
  "name" VARCHAR(100) NOT NULL,
  "scopes" TEXT[] NOT NULL,
  "prefix" VARCHAR(16) NOT NULL,
  "rate_limit_per_minute" INTEGER NOT NULL DEFAULT 600,
  "expires_at" TIMESTAMPTZ(3),
  "created_by" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "revoked_at" TIMESTAMPTZ(3),
  "last_used_at" TIMESTAMPTZ(3),
  "last_used_ip" VARCHAR(64),
  "call_count" BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX "api_keys_tenant_id_idx" ON "api_keys"("tenant_id");
CREATE INDEX "api_keys_account_id_idx" ON "api_keys"("account_id");

CREATE TABLE "api_key_secrets" (
  "id" SERIAL PRIMARY KEY,
  "api_key_id" INTEGER NOT NULL REFERENCES "api_keys"("id") ON DELETE CASCADE,
  "secret_hash" CHAR(64) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "expires_at" TIMESTAMPTZ(3)
);
CREATE UNIQUE INDEX "api_key_secrets_secret_hash_key" ON "api_key_secrets"("secret_hash");
CREATE INDEX "api_key_secrets_api_key_id_idx" ON "api_key_secrets"("api_key_id");

CREATE TABLE "publish_events" (
  "id" BIGSERIAL PRIMARY KEY,
  "batch_id" TEXT NOT NULL REFERENCES "publish_batches"("id") ON DELETE CASCADE,
  "published_at" TIMESTAMPTZ(3) NOT NULL,
  "document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "previous_document_id" INTEGER REFERENCES "documents"("id") ON DELETE SET NULL,
  "publisher_id" INTEGER NOT NULL REFERENCES "publishers"("id") ON DELETE CASCADE,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('PUBLISHED', 'REVISED', 'WITHDRAWN', 'STATUS_CHANGED')),
  "status" TEXT NOT NULL,
  "previous_status" TEXT
);
-- The feed of one tenant reads its publishers' events after a cursor.
CREATE INDEX "publish_events_publisher_id_id_idx" ON "publish_events"("publisher_id", "id");
CREATE INDEX "publish_events_batch_id_idx" ON "publish_events"("batch_id");
CREATE INDEX "publish_events_document_id_idx" ON "publish_events"("document_id");
CREATE INDEX "publish_events_previous_document_id_idx" ON "publish_events"("previous_document_id");
