// The wide monthly roll-ups (counter_item_monthly, counter_title_monthly; see the migration
// 20261126050000_counter_wide_rollups) rebuilt from counter_usage_monthly: the seed's bulk load
// writes the long roll-up with COPY and derives these from it at the end, with the statements the
// migration used to fill them. The API keeps them up to date event by event (usage-recorder.ts).
import type pg from "pg";

/** The metric types the wide roll-ups keep, and their columns. */
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

const sums = WIDE_METRIC_COLUMNS.map(
  ([metric]) => `COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = '${metric}'), 0)`,
).join(", ");
const columns = WIDE_METRIC_COLUMNS.map(([, col]) => col).join(", ");

export async function rebuildWideRollups(client: pg.Client): Promise<{ itemRows: number; titleRows: number }> {
  await client.query("BEGIN");
  await client.query("TRUNCATE counter_item_monthly, counter_title_monthly");
  const items = await client.query(`
    INSERT INTO counter_item_monthly
           (tenant_id, account_id, month, document_id, video_id, data_type, access_method, ${columns})
    SELECT c.tenant_id, a.account_id, c.month, c.document_id, c.video_id, c.data_type, c.access_method, ${sums}
      FROM counter_usage_monthly c
     CROSS JOIN LATERAL (VALUES (c.account_id), (${ALL_ACCOUNTS})) AS a(account_id)
     WHERE c.document_id <> 0
     GROUP BY c.tenant_id, a.account_id, c.month, c.document_id, c.video_id, c.data_type, c.access_method`);
  const titles = await client.query(`
    INSERT INTO counter_title_monthly
           (tenant_id, account_id, month, title_id, data_type, access_method, ${columns})
    SELECT i.tenant_id, i.account_id, i.month, COALESCE(d.book_id, i.document_id), i.data_type, i.access_method,
           ${WIDE_METRIC_COLUMNS.map(([, col]) => `SUM(i.${col})`).join(", ")}
      FROM counter_item_monthly i
      JOIN documents d ON d.id = i.document_id
     WHERE i.video_id = 0
     GROUP BY i.tenant_id, i.account_id, i.month, COALESCE(d.book_id, i.document_id), i.data_type, i.access_method`);
  await client.query("COMMIT");
  await client.query("ANALYZE counter_item_monthly; ANALYZE counter_title_monthly");
  return { itemRows: items.rowCount ?? 0, titleRows: titles.rowCount ?? 0 };
}
