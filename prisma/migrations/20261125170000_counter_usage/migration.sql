-- COUNTER Release 5.1 usage: roll-ups kept up to date as each usage event is recorded (the
-- reports read these, never the raw usage_events), the search roll-up behind the usage page's
-- "searches without results", and the per-account COUNTER API keys (requestor_id + api_key).

-- One row per institution (account; 0 = a session without an account), day, item, COUNTER
-- attributes and metric. document_id 0 is the platform itself (searches); video_id 0 is the
-- document, another value one of its videos (a Multimedia item).
CREATE TABLE "counter_usage_daily" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "day"           DATE        NOT NULL,
  "document_id"   INTEGER     NOT NULL,
  "video_id"      INTEGER     NOT NULL DEFAULT 0,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "metric_type"   VARCHAR(32) NOT NULL,
  "count"         INTEGER     NOT NULL,
  CONSTRAINT "counter_usage_daily_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "day", "document_id", "video_id", "data_type", "access_method", "metric_type")
);
CREATE INDEX "counter_usage_daily_tenant_day_idx" ON "counter_usage_daily" ("tenant_id", "day");

-- The same by month (COUNTER reports are monthly): a 12-month report reads twelve months of
-- rows, not 365 days of them.
CREATE TABLE "counter_usage_monthly" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "month"         DATE        NOT NULL,
  "document_id"   INTEGER     NOT NULL,
  "video_id"      INTEGER     NOT NULL DEFAULT 0,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "metric_type"   VARCHAR(32) NOT NULL,
  "count"         INTEGER     NOT NULL,
  CONSTRAINT "counter_usage_monthly_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "month", "document_id", "video_id", "data_type", "access_method", "metric_type")
);
CREATE INDEX "counter_usage_monthly_tenant_month_idx" ON "counter_usage_monthly" ("tenant_id", "month");

-- Searches per normalised query text and day: how many ran and how many found nothing.
CREATE TABLE "usage_search_daily" (
  "tenant_id"  INTEGER      NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id" INTEGER      NOT NULL,
  "day"        DATE         NOT NULL,
  "query"      VARCHAR(200) NOT NULL,
  "searches"   INTEGER      NOT NULL,
  "no_results" INTEGER      NOT NULL,
  CONSTRAINT "usage_search_daily_pkey" PRIMARY KEY ("tenant_id", "account_id", "day", "query")
);
CREATE INDEX "usage_search_daily_tenant_day_idx" ON "usage_search_daily" ("tenant_id", "day");

-- COUNTER API credentials of one account: the harvester sends requestor_id and api_key; only the
-- key's SHA-256 is kept (it is shown once, when issued).
CREATE TABLE "counter_api_keys" (
  "id"            SERIAL       PRIMARY KEY,
  "tenant_id"     INTEGER      NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER      NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "requestor_id"  VARCHAR(64)  NOT NULL,
  "key_sha256"    CHAR(64)     NOT NULL,
  "created_by"    INTEGER      REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at"    TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "revoked_at"    TIMESTAMPTZ(3)
);
CREATE UNIQUE INDEX "counter_api_keys_requestor_id_key" ON "counter_api_keys" ("requestor_id");
CREATE INDEX "counter_api_keys_account_id_idx" ON "counter_api_keys" ("account_id");
