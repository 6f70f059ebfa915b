// The title and item reports' read: one statement over the yearly roll-ups (counter_title_yearly,
// counter_item_yearly) that returns a row per title or item with what the report names of it
// (document, publisher, video, the book of a paper) joined in SQL and its usage as JSON: per year
// and attribute values, the year's counts as the row keeps them written out (no integer is made
// into text while a report waits; see the migration 20261127160000). It is
// read through node-postgres with a cursor, in the roll-up's key order (item by item), so
// PostgreSQL streams it (an index scan, a grouping and a merge join, nothing sorted) and the next
// rows are fetched while the API makes the ones just read into text: on two cores the statement
// and the API's work overlap instead of following each other. The report's order (by name) is the
// streamer's sort of what it made, a few tens of milliseconds for 20,000 titles.
import { checkOut } from "@norma/db/pg-checkout";
import { ALL_ACCOUNTS } from "@norma/db/wide-rollups";
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

/**
 * A year of a title's or item's usage: [year, data type, access method, counts], the counts being
 * the roll-up's row as written (its `counts` column): the metric columns of WIDE_METRIC_COLUMNS
 * in their order, 12 months each, so counts[c * 12 + m] is column c in month m + 1.
 */
export type YearUsage = [number, string, string, number[]];

/** One title or item with its usage (a list of accounts: each account's rows). */
export interface ReportEntry {
  doc: ReportDocument;
  video: { id: number; hashedId: string; name: string } | null;
  book: ReportDocument | null;
  usage: YearUsage[];
}

/** Rows fetched from the cursor at a time: bounds the memory of the raw read. */
const FETCH_ROWS = 2_000;
/** A list of accounts' rows are sorted by item; a big institution's spill to disk with the default work_mem. */
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
  accessMethods: string[],
): { text: string; values: unknown[] } {
  const table = level === "title" ? "counter_title_yearly" : "counter_item_yearly";
  const key = level === "title" ? "c.title_id" : "c.document_id, c.video_id";
  // The whole tenant is its own rows (account -1); a list of accounts gives each account's rows,
  // summed by the streamer. One account is an equality, so the index gives the rows in key order.
  const list = accounts !== null && accounts.length > 1;
  const values: unknown[] = [
    tenantId,
    accounts === null ? ALL_ACCOUNTS : list ? accounts : accounts[0],
    from.getUTCFullYear(),
    to.getUTCFullYear(),
    accessMethods,
  ];
  const text = `
    WITH u AS (
      SELECT ${key}, json_agg(json_build_array(c.year, c.data_type, c.access_method, c.counts)) AS usage
        FROM ${table} c
       WHERE c.tenant_id = $1 AND c.account_id ${list ? "= ANY($2::int[])" : "= $2::int"}
         AND c.year BETWEEN $3 AND $4
         -- Not an index condition: an = ANY on the key's last column would make the index scan
         -- give up its order (PostgreSQL 15), and a sort of the whole period would come back.
         AND array_position($5::text[], c.access_method::text) IS NOT NULL
       GROUP BY ${key}
       ORDER BY ${key}
    )
    SELECT ${docColumns("d", "")}, p.key AS publisher_key, p.name AS publisher_name,
           ${level === "item" ? "u.video_id AS item_video_id, v.id AS video_row_id, v.hashed_id AS video_hashed_id, v.name AS video_name," : ""}
           ${level === "item" ? `${docColumns("b", "b_")}, bp.key AS b_publisher_key, bp.name AS b_publisher_name,` : ""}
           u.usage
      FROM u
      JOIN documents d ON d.id = u.${level === "title" ? "title_id" : "document_id"}
      JOIN publishers p ON p.id = d.publisher_id
      ${
        level === "item"
          ? `LEFT JOIN videos v ON u.video_id <> 0 AND v.id = u.video_id
      LEFT JOIN documents b ON b.id = d.book_id
      LEFT JOIN publishers bp ON bp.id = b.publisher_id`
          : ""
      }
     ORDER BY ${level === "title" ? "u.title_id" : "u.document_id, u.video_id"}`;
  return { text, values };
}

/** The entries of a title or item report, read through a cursor inside one read-only transaction. */
export async function* readReportEntries(
  pool: pg.Pool,
  statement: { text: string; values: unknown[] },
  level: "title" | "item",
): AsyncGenerator<ReportEntry[]> {
  const { client, release } = await checkOut(pool);
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
    // The next rows are asked for before the ones just read are handed on: PostgreSQL makes them
    // while the caller makes these into text.
    const fetchRows = () => client.query<Row>(`FETCH ${FETCH_ROWS} FROM report_rows`);
    let next: Promise<pg.QueryResult<Row>> | null = fetchRows();
    try {
      while (next) {
        const { rows }: pg.QueryResult<Row> = await next;
        next = rows.length === FETCH_ROWS ? fetchRows() : null;
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
            usage: r.usage as YearUsage[],
          });
        }
        if (entries.length) yield entries;
      }
    } finally {
      // Left early: the fetch already asked for is queued before the ROLLBACK; it is awaited here
      // and its failure, if any, is the transaction's.
      if (next) await next.catch(() => undefined);
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
    release(broken);
  }
}
