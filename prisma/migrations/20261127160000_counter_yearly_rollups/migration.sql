-- Yearly roll-ups for the item- and title-level COUNTER reports (IR, TR and their views), in place
-- of the wide monthly ones (counter_item_monthly, counter_title_monthly): one row per institution,
-- calendar year, item (or title) and attribute values, with one array of 12 monthly counts per
-- metric type (element 1 is January). A 12-month report is two years' rows per title instead of
-- twelve months' rows: with 10,000,000 events a big institution used most of the catalogue in
-- every month, and reading, joining and sorting 12 rows per title was most of the report's time.
--
-- The key puts the item (or title) before the year, so an institution's rows come item by item in
-- the index's order: a report reads them as a stream, item after item, and writes each item as
-- soon as its rows are read, without waiting for a sort of the whole period.
--
-- account_id -1 is still the whole tenant, kept as its own rows. The recorder adds one to the
-- month's element in the event's transaction (no lag); the seed rebuilds both tables from
-- counter_usage_monthly (prisma/src/usage/wide-rollups.ts) with the statements used here.

CREATE TABLE "counter_item_yearly" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "year"          SMALLINT    NOT NULL,
  "document_id"   INTEGER     NOT NULL,
  "video_id"      INTEGER     NOT NULL DEFAULT 0,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "tii" INTEGER[] NOT NULL, -- Total_Item_Investigations, January to December
  "tir" INTEGER[] NOT NULL, -- Total_Item_Requests
  "uii" INTEGER[] NOT NULL, -- Unique_Item_Investigations
  "uir" INTEGER[] NOT NULL, -- Unique_Item_Requests
  "uti" INTEGER[] NOT NULL, -- Unique_Title_Investigations
  "utr" INTEGER[] NOT NULL, -- Unique_Title_Requests
  "nol" INTEGER[] NOT NULL, -- No_License
  "lex" INTEGER[] NOT NULL, -- Limit_Exceeded
  CONSTRAINT "counter_item_yearly_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "document_id", "video_id", "year", "data_type", "access_method"),
  CONSTRAINT "counter_item_yearly_months" CHECK (
    cardinality("tii") = 12 AND cardinality("tir") = 12 AND cardinality("uii") = 12 AND cardinality("uir") = 12
    AND cardinality("uti") = 12 AND cardinality("utr") = 12 AND cardinality("nol") = 12 AND cardinality("lex") = 12)
);

CREATE TABLE "counter_title_yearly" (
  "tenant_id"     INTEGER     NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id"    INTEGER     NOT NULL,
  "year"          SMALLINT    NOT NULL,
  "title_id"      INTEGER     NOT NULL,
  "data_type"     VARCHAR(32) NOT NULL,
  "access_method" VARCHAR(8)  NOT NULL,
  "tii" INTEGER[] NOT NULL,
  "tir" INTEGER[] NOT NULL,
  "uii" INTEGER[] NOT NULL,
  "uir" INTEGER[] NOT NULL,
  "uti" INTEGER[] NOT NULL,
  "utr" INTEGER[] NOT NULL,
  "nol" INTEGER[] NOT NULL,
  "lex" INTEGER[] NOT NULL,
  CONSTRAINT "counter_title_yearly_pkey"
    PRIMARY KEY ("tenant_id", "account_id", "title_id", "year", "data_type", "access_method"),
  CONSTRAINT "counter_title_yearly_months" CHECK (
    cardinality("tii") = 12 AND cardinality("tir") = 12 AND cardinality("uii") = 12 AND cardinality("uir") = 12
    AND cardinality("uti") = 12 AND cardinality("utr") = 12 AND cardinality("nol") = 12 AND cardinality("lex") = 12)
);

-- Filled from the monthly wide roll-ups: each key's months of a year become the year's arrays
-- (a month without a row is 0).
INSERT INTO "counter_item_yearly"
       (tenant_id, account_id, year, document_id, video_id, data_type, access_method, tii, tir, uii, uir, uti, utr, nol, lex)
SELECT k.tenant_id, k.account_id, k.year, k.document_id, k.video_id, k.data_type, k.access_method,
       array_agg(COALESCE(c.tii, 0) ORDER BY m.n), array_agg(COALESCE(c.tir, 0) ORDER BY m.n),
       array_agg(COALESCE(c.uii, 0) ORDER BY m.n), array_agg(COALESCE(c.uir, 0) ORDER BY m.n),
       array_agg(COALESCE(c.uti, 0) ORDER BY m.n), array_agg(COALESCE(c.utr, 0) ORDER BY m.n),
       array_agg(COALESCE(c.nol, 0) ORDER BY m.n), array_agg(COALESCE(c.lex, 0) ORDER BY m.n)
  FROM (SELECT DISTINCT tenant_id, account_id, EXTRACT(YEAR FROM month)::smallint AS year, document_id, video_id,
               data_type, access_method
          FROM "counter_item_monthly") k
 CROSS JOIN generate_series(1, 12) AS m(n)
  LEFT JOIN "counter_item_monthly" c
         ON c.tenant_id = k.tenant_id AND c.account_id = k.account_id AND c.month = make_date(k.year, m.n, 1)
        AND c.document_id = k.document_id AND c.video_id = k.video_id AND c.data_type = k.data_type
        AND c.access_method = k.access_method
 GROUP BY k.tenant_id, k.account_id, k.year, k.document_id, k.video_id, k.data_type, k.access_method;

INSERT INTO "counter_title_yearly"
       (tenant_id, account_id, year, title_id, data_type, access_method, tii, tir, uii, uir, uti, utr, nol, lex)
SELECT k.tenant_id, k.account_id, k.year, k.title_id, k.data_type, k.access_method,
       array_agg(COALESCE(c.tii, 0) ORDER BY m.n), array_agg(COALESCE(c.tir, 0) ORDER BY m.n),
       array_agg(COALESCE(c.uii, 0) ORDER BY m.n), array_agg(COALESCE(c.uir, 0) ORDER BY m.n),
       array_agg(COALESCE(c.uti, 0) ORDER BY m.n), array_agg(COALESCE(c.utr, 0) ORDER BY m.n),
       array_agg(COALESCE(c.nol, 0) ORDER BY m.n), array_agg(COALESCE(c.lex, 0) ORDER BY m.n)
  FROM (SELECT DISTINCT tenant_id, account_id, EXTRACT(YEAR FROM month)::smallint AS year, title_id, data_type,
               access_method
          FROM "counter_title_monthly") k
 CROSS JOIN generate_series(1, 12) AS m(n)
  LEFT JOIN "counter_title_monthly" c
         ON c.tenant_id = k.tenant_id AND c.account_id = k.account_id AND c.month = make_date(k.year, m.n, 1)
        AND c.title_id = k.title_id AND c.data_type = k.data_type AND c.access_method = k.access_method
 GROUP BY k.tenant_id, k.account_id, k.year, k.title_id, k.data_type, k.access_method;

DROP TABLE "counter_item_monthly";
DROP TABLE "counter_title_monthly";

-- Each row's counts as one JSON array (the metric columns in the order above, 12 months each),
-- made when the row is written: a report reads 20,000 titles' years at once, and turning their
-- integer arrays into text was most of the statement's time (an index scan, a grouping and a join
-- of 56,000 rows took 60 ms; the same with the arrays written out as JSON, 285 ms). The recorder
-- writes a row per event, so the text costs a few microseconds there instead. The function only
-- writes integers, whose text no setting changes, so it is immutable as a generated column needs.
CREATE FUNCTION "counter_year_json"(tii INTEGER[], tir INTEGER[], uii INTEGER[], uir INTEGER[], uti INTEGER[],
                                    utr INTEGER[], nol INTEGER[], lex INTEGER[])
RETURNS JSON LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ('[' || array_to_string(tii || tir || uii || uir || uti || utr || nol || lex, ',') || ']')::json $$;

ALTER TABLE "counter_item_yearly"
  ADD COLUMN "counts" JSON GENERATED ALWAYS AS (counter_year_json(tii, tir, uii, uir, uti, utr, nol, lex)) STORED;
ALTER TABLE "counter_title_yearly"
  ADD COLUMN "counts" JSON GENERATED ALWAYS AS (counter_year_json(tii, tir, uii, uir, uti, utr, nol, lex)) STORED;
