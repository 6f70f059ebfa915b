-- Wide monthly roll-ups that the item- and title-level COUNTER reports (IR, TR and their views)
-- read: one row per institution, month, item (or title) and attribute values, with a column per
-- metric type, so a 12-month report reads a sixth of the rows of counter_usage_monthly and
-- aggregates nothing. Kept in the event's transaction by the usage recorder (no lag), beside
-- counter_usage_monthly, and filled from it here.
--
-- account_id -1 is the whole tenant (the consortium view): the sum over its accounts, kept as its
-- own rows so the tenant's report is a range read too. Unique metrics are per institution, so the
-- tenant's are the sum of its accounts' (as the reports have always added them up).

CREATE TABLE "counter_item_monthly" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "month"         DATE        NOT NULL,
  "document_id"   INTEGER     NOT NULL,
  "video_id"      INTEGER     NOT NULL DEFAULT 0,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "tii" INTEGER NOT NULL DEFAULT 0, -- Total_Item_Investigations
  "tir" INTEGER NOT NULL DEFAULT 0, -- Total_Item_Requests
  "uii" INTEGER NOT NULL DEFAULT 0, -- Unique_Item_Investigations
  "uir" INTEGER NOT NULL DEFAULT 0, -- Unique_Item_Requests
  "uti" INTEGER NOT NULL DEFAULT 0, -- Unique_Title_Investigations
  "utr" INTEGER NOT NULL DEFAULT 0, -- Unique_Title_Requests
  "nol" INTEGER NOT NULL DEFAULT 0, -- No_License
  "lex" INTEGER NOT NULL DEFAULT 0, -- Limit_Exceeded
  CONSTRAINT "counter_item_monthly_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "month", "document_id", "video_id", "data_type", "access_method")
);

-- By title: a paper's usage is its book's (documents.book_id, taken when the event is recorded),
-- other documents are their own title; videos are not titles.
CREATE TABLE "counter_title_monthly" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "month"         DATE        NOT NULL,
  "title_id"      INTEGER     NOT NULL,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "tii" INTEGER NOT NULL DEFAULT 0,
  "tir" INTEGER NOT NULL DEFAULT 0,
  "uii" INTEGER NOT NULL DEFAULT 0,
  "uir" INTEGER NOT NULL DEFAULT 0,
  "uti" INTEGER NOT NULL DEFAULT 0,
  "utr" INTEGER NOT NULL DEFAULT 0,
  "nol" INTEGER NOT NULL DEFAULT 0,
  "lex" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "counter_title_monthly_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "month", "title_id", "data_type", "access_method")
);

-- Filled from the existing roll-up (the same statements as prisma/src/usage/wide-rollups.ts).
INSERT INTO counter_item_monthly
       (tenant_id, account_id, month, document_id, video_id, data_type, access_method, tii, tir, uii, uir, uti, utr, nol, lex)
SELECT c.tenant_id, a.account_id, c.month, c.document_id, c.video_id, c.data_type, c.access_method,
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Total_Item_Investigations'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Total_Item_Requests'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Unique_Item_Investigations'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Unique_Item_Requests'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Unique_Title_Investigations'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Unique_Title_Requests'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'No_License'), 0),
       COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Limit_Exceeded'), 0)
  FROM counter_usage_monthly c
 CROSS JOIN LATERAL (VALUES (c.account_id), (-1)) AS a(account_id)
 WHERE c.document_id <> 0
 GROUP BY c.tenant_id, a.account_id, c.month, c.document_id, c.video_id, c.data_type, c.access_method;

INSERT INTO counter_title_monthly
       (tenant_id, account_id, month, title_id, data_type, access_method, tii, tir, uii, uir, uti, utr, nol, lex)
SELECT i.tenant_id, i.account_id, i.month, COALESCE(d.book_id, i.document_id), i.data_type, i.access_method,
       SUM(i.tii), SUM(i.tir), SUM(i.uii), SUM(i.uir), SUM(i.uti), SUM(i.utr), SUM(i.nol), SUM(i.lex)
  FROM counter_item_monthly i
  JOIN documents d ON d.id = i.document_id
 WHERE i.video_id = 0
 GROUP BY i.tenant_id, i.account_id, i.month, COALESCE(d.book_id, i.document_id), i.data_type, i.access_method;
