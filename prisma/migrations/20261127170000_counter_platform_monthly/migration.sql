-- The platform and database reports' roll-up (PR, DR and their views): one row per institution,
-- month, data type, access method and metric type, the documents and videos summed. They read
-- counter_usage_monthly before, grouping a tenant's year of it (4,000,000 rows with 10,000,000
-- events) into a few hundred figures for every report. account_id -1 is the whole tenant, as in
-- the other report roll-ups. Kept by the recorder in the event's transaction, filled here from
-- counter_usage_monthly (and by the seed, prisma/src/usage/wide-rollups.ts).
CREATE TABLE "counter_platform_monthly" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "month"         DATE        NOT NULL,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "metric_type"   VARCHAR(32) NOT NULL,
  "count"         INTEGER     NOT NULL,
  CONSTRAINT "counter_platform_monthly_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "month", "data_type", "access_method", "metric_type")
);

INSERT INTO "counter_platform_monthly" (tenant_id, account_id, month, data_type, access_method, metric_type, count)
SELECT c.tenant_id, a.account_id, c.month, c.data_type, c.access_method, c.metric_type, SUM(c.count)::int
  FROM "counter_usage_monthly" c
 CROSS JOIN LATERAL (VALUES (c.account_id), (-1)) AS a(account_id)
 GROUP BY c.tenant_id, a.account_id, c.month, c.data_type, c.access_method, c.metric_type;
