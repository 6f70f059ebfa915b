// The report roll-ups derived from counter_usage_monthly — the yearly ones of the title and item
// reports (counter_item_yearly, counter_title_yearly; migration 20261127160000) and the platform
// one of PR and DR (counter_platform_monthly; migration 20261127170000) — rebuilt from it: the
// seed's bulk load writes the long roll-up with COPY and derives these from it at the end. The API keeps them up to
// date event by event (usage-recorder.ts).
import type pg from "pg";

/** The metric types the yearly roll-ups keep, and their columns (each an array of 12 months). */
export const WIDE_METRIC_COLUMNS = [
  ["Total_Item_Investigations", "tii"],
  ["Total_Item_Requests", "tir"],
  ["Unique_Item_Investigations", "uii"],
  ["Unique_Item_Requests", "uir"],
  ["Unique_Title_Investigations", "uti"],
  ["Unique_Title_Requests", "utr"],
  ["No_License", "nol"],
  ["Limit_Exceeded", "lex"],
] as const;

export type WideColumn = (typeof WIDE_METRIC_COLUMNS)[number][1];

/** account_id of the whole tenant's rows. */
export const ALL_ACCOUNTS = -1;

/** Months in a row of the yearly roll-ups: element 1 is January. */
export const MONTHS_PER_ROW = 12;

const columns = WIDE_METRIC_COLUMNS.map(([, col]) => col).join(", ");
/** Per metric column of `per_month` (p): the year's 12 months as one array, 0 where the key has no row. */
const yearArrays = WIDE_METRIC_COLUMNS.map(
  ([, col]) =>
    `ARRAY[${Array.from({ length: MONTHS_PER_ROW }, (_, i) => `COALESCE(SUM(p.${col}) FILTER (WHERE p.n = ${i + 1}), 0)::int`).join(", ")}]`,
).join(",\n           ");
/** Per metric column: the month's count of that metric type in counter_usage_monthly (c). */
const monthSums = WIDE_METRIC_COLUMNS.map(
  ([metric, col]) => `COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = '${metric}'), 0) AS ${col}`,
).join(", ");

/**
 * The statement that fills a yearly roll-up from counter_usage_monthly: month by month per key
 * (the account's and the tenant's, -1) with a column per metric type, then each key's year as one
 * array per metric type. `key` names the item or title columns as selected from c (and d).
 */
function fillStatement(
  table: string,
  key: { select: string; group: string; names: string[] },
  from: string,
  where: string,
) {
  const names = key.names.join(", ");
  return `
    INSERT INTO ${table} (tenant_id, account_id, year, ${names}, data_type, access_method, ${columns})
    SELECT p.tenant_id, p.account_id, p.year, ${key.names.map((n) => `p.${n}`).join(", ")}, p.data_type, p.access_method,
           ${yearArrays}
      FROM (SELECT c.tenant_id, a.account_id, EXTRACT(YEAR FROM c.month)::smallint AS year,
                   EXTRACT(MONTH FROM c.month)::int AS n, ${key.select}, c.data_type, c.access_method, ${monthSums}
              FROM ${from}
             CROSS JOIN LATERAL (VALUES (c.account_id), (${ALL_ACCOUNTS})) AS a(account_id)
             WHERE ${where}
             GROUP BY c.tenant_id, a.account_id, c.month, ${key.group}, c.data_type, c.access_method) p
     GROUP BY p.tenant_id, p.account_id, p.year, ${key.names.map((n) => `p.${n}`).join(", ")}, p.data_type, p.access_method
     -- Written in the key's order: an institution's rows on neighbouring pages, as a report reads them.
     ORDER BY p.tenant_id, p.account_id, ${key.names.map((n) => `p.${n}`).join(", ")}, p.year, p.data_type, p.access_method`;
}

export async function rebuildWideRollups(
  client: pg.Client,
): Promise<{ itemRows: number; titleRows: number; platformRows: number }> {
  await client.query("BEGIN");
  await client.query("TRUNCATE counter_item_yearly, counter_title_yearly");
  const items = await client.query(
    fillStatement(
      "counter_item_yearly",
      { select: "c.document_id, c.video_id", group: "c.document_id, c.video_id", names: ["document_id", "video_id"] },
      "counter_usage_monthly c",
      "c.document_id <> 0",
    ),
  );
  // A paper's usage is its book's title; videos are not titles.
  const titles = await client.query(
    fillStatement(
      "counter_title_yearly",
      {
        select: "COALESCE(d.book_id, c.document_id) AS title_id",
        group: "COALESCE(d.book_id, c.document_id)",
        names: ["title_id"],
      },
      "counter_usage_monthly c JOIN documents d ON d.id = c.document_id",
      "c.document_id <> 0 AND c.video_id = 0",
    ),
  );
  // The platform and database reports' roll-up: documents and videos summed.
  await client.query("TRUNCATE counter_platform_monthly");
  const platform = await client.query(`
    INSERT INTO counter_platform_monthly (tenant_id, account_id, month, data_type, access_method, metric_type, count)
    SELECT c.tenant_id, a.account_id, c.month, c.data_type, c.access_method, c.metric_type, SUM(c.count)::int
      FROM counter_usage_monthly c
     CROSS JOIN LATERAL (VALUES (c.account_id), (${ALL_ACCOUNTS})) AS a(account_id)
     GROUP BY c.tenant_id, a.account_id, c.month, c.data_type, c.access_method, c.metric_type`);
  await client.query("COMMIT");
  await client.query("ANALYZE counter_item_yearly; ANALYZE counter_title_yearly; ANALYZE counter_platform_monthly");
  return { itemRows: items.rowCount ?? 0, titleRows: titles.rowCount ?? 0, platformRows: platform.rowCount ?? 0 };
}
