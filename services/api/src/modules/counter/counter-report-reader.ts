// The title and item reports' read: one statement over the wide monthly roll-ups
// (counter_title_monthly, counter_item_monthly) that returns a row per title or item with what the
// report names of it (document, publisher, video, the book of a paper) joined in SQL and its usage
// aggregated as JSON, read through node-postgres with a cursor. A big institution's year is
// hundreds of thousands of roll-up rows; Prisma's raw query materialised them all as objects and
// the documents were a second query, which together took seconds of the report's time.
import { ALL_ACCOUNTS, WIDE_METRIC_COLUMNS } from "@norma/db/wide-rollups";
import type pg from "pg";
import type { AccountScope } from "./counter-repo.ts";

/** What a report says of a document (the title, the item, or the book of a paper). */
export interface ReportDocument {
  id: number;
  contentCode: string;
  title: string;
  displayDesignation: string;
  contentType: string;
  editionYear: number | null;
  /** Only its year counts (the YOP); built from the year in UTC so no time zone moves it. */
  publishedDate: Date | null;
  bookId: number | null;
  extraMetadata: unknown;
  publisher: { key: string; name: string };
}

/** One title or item with its usage: [yyyy-mm, data type, access method, counts of the asked metrics]. */
export interface ReportEntry {
  doc: ReportDocument;
  video: { id: number; hashedId: string; name: string } | null;
  book: ReportDocument | null;
  usage: [string, string, string, number[]][];
}

const COLUMN_OF = new Map<string, string>(WIDE_METRIC_COLUMNS);
/** Rows fetched from the cursor at a time: bounds the memory of the raw read. */
const FETCH_ROWS = 2_000;
/** The aggregation of a big institution's year spills to disk with the default work_mem. */
const REPORT_WORK_MEM = "64MB";

const docColumns = (alias: string, prefix: string) =>
  `${alias}.id AS ${prefix}id, ${alias}.content_code AS ${prefix}content_code, ${alias}.title AS ${prefix}title,
   ${alias}.display_designation AS ${prefix}display_designation, ${alias}.content_type AS ${prefix}content_type,
   ${alias}.edition_year AS ${prefix}edition_year,
   EXTRACT(YEAR FROM ${alias}.published_date)::int AS ${prefix}published_year,
   ${alias}.book_id AS ${prefix}book_id, ${alias}.extra_metadata AS ${prefix}extra_metadata`;

type Row = Record<string, unknown>;

function docOf(r: Row, prefix: string, publisher: { key: string; name: string }): ReportDocument {
  const year = r[`${prefix}published_year`] as number | null;
  return {
    id: r[`${prefix}id`] as number,
    contentCode: r[`${prefix}content_code`] as string,
    title: r[`${prefix}title`] as string,
    displayDesignation: r[`${prefix}display_designation`] as string,
    contentType: r[`${prefix}content_type`] as string,
    editionYear: r[`${prefix}edition_year`] as number | null,
    publishedDate: year === null ? null : new Date(Date.UTC(year, 0, 1)),
    bookId: r[`${prefix}book_id`] as number | null,
    extraMetadata: r[`${prefix}extra_metadata`],
    publisher,
  };
}

/** The statement and its parameters for a title ("title") or item ("item") report. */
export function reportStatement(
  level: "title" | "item",
  tenantId: number,
  accounts: AccountScope,
  from: Date,
  to: Date,
  metrics: string[],
  accessMethods: string[],
): { text: string; values: unknown[] } {
  const summed = accounts !== null && accounts.length > 1;
  const cols = metrics.map((m) => COLUMN_OF.get(m)).map((c) => (c ? `c.${c}` : "0"));
  const counts = cols.length
    ? `ARRAY[${(summed ? cols.map((c) => (c === "0" ? c : `SUM(${c})::int`)) : cols).join(", ")}]::int[]`
    : "ARRAY[]::int[]";
  const key = level === "title" ? "c.title_id" : "c.document_id";
  const video = level === "title" ? "0" : "c.video_id";
  const table = level === "title" ? "counter_title_monthly" : "counter_item_monthly";
  // The whole tenant is its own rows (account -1); a list of accounts is summed per month, item
  // and attribute values (one account's rows are already unique).
  const values: unknown[] = [tenantId, accounts === null ? [ALL_ACCOUNTS] : accounts, from, to, accessMethods];
  const usage = `
    SELECT ${key} AS id, ${video} AS video_id, to_char(c.month, 'YYYY-MM') AS ym, c.data_type, c.access_method,
           ${counts} AS counts
      FROM ${table} c
     WHERE c.tenant_id = $1 AND c.account_id = ANY($2::int[])
       AND c.month BETWEEN $3::date AND $4::date
       AND c.access_method = ANY($5::text[])
     ${summed ? `GROUP BY c.month, ${key}, ${video === "0" ? "" : `${video}, `}c.data_type, c.access_method` : ""}`;
  // The usage is aggregated per item first (a narrow sort of the roll-up rows), then joined to the
  // documents: one join per item rather than per roll-up row.
  const text = `
    WITH u AS (${usage}),
    agg AS (
      SELECT u.id, u.video_id, json_agg(json_build_array(u.ym, u.data_type, u.access_method, u.counts)) AS usage
        FROM u
       -- A row without usage of the asked metric types names nothing in the report.
       WHERE u.counts <> ARRAY_FILL(0, ARRAY[cardinality(u.counts)])
       GROUP BY u.id, u.video_id
    )
    SELECT ${docColumns("d", "")}, p.key AS publisher_key, p.name AS publisher_name,
           ${level === "item" ? "agg.video_id AS item_video_id, v.id AS video_row_id, v.hashed_id AS video_hashed_id, v.name AS video_name," : ""}
           ${level === "item" ? `${docColumns("b", "b_")}, bp.key AS b_publisher_key, bp.name AS b_publisher_name,` : ""}
           agg.usage
      FROM agg
      JOIN documents d ON d.id = agg.id
      JOIN publishers p ON p.id = d.publisher_id
      ${
        level === "item"
          ? `LEFT JOIN videos v ON agg.video_id <> 0 AND v.id = agg.video_id
      LEFT JOIN documents b ON b.id = d.book_id
      LEFT JOIN publishers bp ON bp.id = b.publisher_id`
          : ""
      }
     -- The report's order (the name by the ICU root collation, then the id) as near as SQL has it:
     -- the streamer still sorts by Intl.Collator, which is the order that counts, but a list that
     -- comes already in order costs its merge sort one comparison per item instead of n log n.
     ORDER BY ${level === "item" ? "COALESCE(v.name, btrim(concat(d.display_designation, ' ', d.title)))" : "btrim(concat(d.display_designation, ' ', d.title))"} COLLATE "und-x-icu",
              d.id${level === "item" ? ", agg.video_id" : ""}`;
  return { text, values };
}

/** The entries of a title or item report, read through a cursor inside one read-only transaction. */
export async function* readReportEntries(
  pool: pg.Pool,
  statement: { text: string; values: unknown[] },
  level: "title" | "item",
): AsyncGenerator<ReportEntry[]> {
  const client = await pool.connect();
  let committed = false;
  let broken = false;
  try {
    await client.query("BEGIN READ ONLY");
    await client.query(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
    // Every row is read: the plan is for all of them, not for the first tenth that a cursor's
    // plan assumes by default (which picked nested loops that took seconds more).
    await client.query("SET LOCAL cursor_tuple_fraction = 1.0");
    await client.query({
      text: `DECLARE report_rows NO SCROLL CURSOR FOR ${statement.text}`,
      values: statement.values,
    });
    for (;;) {
      const { rows } = await client.query<Row>(`FETCH ${FETCH_ROWS} FROM report_rows`);
      if (!rows.length) break;
      const entries: ReportEntry[] = [];
      for (const r of rows) {
        const itemVideo = level === "item" ? (r.item_video_id as number) : 0;
        // A video's usage whose video is gone is not reported.
        if (itemVideo && r.video_row_id === null) continue;
        entries.push({
          doc: docOf(r, "", { key: r.publisher_key as string, name: r.publisher_name as string }),
          video: itemVideo
            ? { id: itemVideo, hashedId: r.video_hashed_id as string, name: r.video_name as string }
            : null,
          book:
            level === "item" && r.b_id !== null
              ? docOf(r, "b_", { key: r.b_publisher_key as string, name: r.b_publisher_name as string })
              : null,
          usage: r.usage as ReportEntry["usage"],
        });
      }
      yield entries;
    }
    await client.query("COMMIT");
    committed = true;
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // Left early (an error, or the caller stopped reading): the transaction and its cursor end here.
    if (!committed)
      await client.query("ROLLBACK").catch(() => {
        broken = true;
      });
    client.release(broken);
  }
}
