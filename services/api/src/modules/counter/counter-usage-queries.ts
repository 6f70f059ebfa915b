// Reads of the COUNTER roll-ups (counter_usage_monthly, counter_platform_monthly and the yearly
// counter_item_yearly and counter_title_yearly, kept by modules/usage as events arrive)
// (counter-repo.ts composes these with what the reports name). Every query is scoped by the
// tenant.
import { type Db, Prisma } from "@norma/db";
import { ALL_ACCOUNTS, WIDE_METRIC_COLUMNS } from "@norma/db/wide-rollups";

/** Accounts a report covers: a list, or null for the whole tenant. */
export type AccountScope = number[] | null;

export interface UsageRow {
  month: Date;
  /** The document (platform and database levels: 0), the title (title level) or the item. */
  documentId: number;
  videoId: number;
  dataType: string;
  accessMethod: string;
  metricType: string;
  count: number;
}

/** A month of the yearly roll-ups: the counts of the metric types asked for, in their order. */
export interface WideUsageRow {
  month: Date;
  documentId: number;
  videoId: number;
  dataType: string;
  accessMethod: string;
  /** counts[i] is the count of metrics[i] of the query. */
  counts: number[];
}

const COLUMN_OF = new Map<string, string>(WIDE_METRIC_COLUMNS);

/** One account's rows, like the whole tenant's, are unique per month, item and attributes. */
const summed = (accounts: AccountScope) => accounts !== null && accounts.length > 1;

/** The asked metric types' counts of month m.n as one integer array (summed over a list of accounts). */
function wideSelect(metrics: string[], accounts: AccountScope): Prisma.Sql {
  const cols = metrics.map((m) => COLUMN_OF.get(m)).map((c) => (c ? `c.${c}[m.n]` : "0"));
  if (!cols.length) return Prisma.sql`ARRAY[]::int[] AS counts`;
  const expr = !summed(accounts) ? cols : cols.map((c) => (c === "0" ? c : `SUM(${c})::int`));
  return Prisma.raw(`ARRAY[${expr.join(", ")}]::int[] AS counts`);
}

/** The whole tenant is its own rows; accounts are summed. */
const wideAccountsWhere = (accounts: AccountScope) =>
  accounts === null
    ? Prisma.sql`AND c.account_id = ${ALL_ACCOUNTS}`
    : Prisma.sql`AND c.account_id = ANY(${accounts}::int[])`;

const wideGroupBy = (accounts: AccountScope, key: Prisma.Sql) =>
  !summed(accounts) ? Prisma.empty : Prisma.sql`GROUP BY c.year, m.n, ${key}, c.data_type, c.access_method`;

/**
 * The months of a yearly roll-up (c, crossed with the months m.n) within from..to, as rows of one
 * month each; the months of a row without usage of the asked metric types are left out, as the
 * monthly roll-up had no row for them.
 */
function yearlyAsMonths(select: Prisma.Sql, tail: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT * FROM (${select} ${tail}) u
     WHERE u.counts <> ARRAY_FILL(0, ARRAY[cardinality(u.counts)])`;
}

const monthsWhere = (from: Date, to: Date) => Prisma.sql`
  AND c.year BETWEEN ${from.getUTCFullYear()} AND ${to.getUTCFullYear()}
  AND make_date(c.year, m.n, 1) BETWEEN ${from}::date AND ${to}::date`;

/**
 * A report's aggregation of a big institution's year (hundreds of thousands of roll-up rows)
 * spills to disk with the default work_mem; it gets more memory for its own transaction.
 */
const REPORT_WORK_MEM = "64MB";

export function createCounterUsageQueries(db: Db) {
  const withMemory = async <T>(query: Prisma.Sql): Promise<T[]> => {
    return db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
        return tx.$queryRaw<T[]>(query);
      },
      { timeout: 120_000 },
    );
  };

  return {
    /**
     * Usage summed over the scope's accounts, by month, data type, access method and metric (PR,
     * DR), from the platform roll-up: the whole tenant reads its own rows (account -1).
     */
    platformUsage(tenantId: number, accounts: AccountScope, from: Date, to: Date, metrics: string[]) {
      return db.$queryRaw<UsageRow[]>`
        SELECT c.month, 0 AS "documentId", 0 AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_platform_monthly c
         WHERE c.tenant_id = ${tenantId} ${wideAccountsWhere(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
         GROUP BY c.month, c.data_type, c.access_method, c.metric_type`;
    },

    /**
     * Usage by title and month, from the yearly title roll-up: a paper's usage is its book's, other
     * items are their own title. The whole tenant reads its own rows (account -1); a list of
     * accounts is summed. (The builder's path; the title reports themselves stream from
     * counter-report-reader.ts.)
     */
    titleUsage(tenantId: number, accounts: AccountScope, from: Date, to: Date, metrics: string[]) {
      return withMemory<WideUsageRow>(
        yearlyAsMonths(
          Prisma.sql`
            SELECT make_date(c.year, m.n, 1) AS month, c.title_id AS "documentId", 0 AS "videoId",
                   c.data_type AS "dataType", c.access_method AS "accessMethod", ${wideSelect(metrics, accounts)}
              FROM counter_title_yearly c CROSS JOIN generate_series(1, 12) AS m(n)
             WHERE c.tenant_id = ${tenantId} ${wideAccountsWhere(accounts)} ${monthsWhere(from, to)}`,
          wideGroupBy(accounts, Prisma.sql`c.title_id`),
        ),
      );
    },

    /** Usage by item (a document, or one of its videos) and month, from the yearly item roll-up. */
    itemUsage(tenantId: number, accounts: AccountScope, from: Date, to: Date, metrics: string[]) {
      return withMemory<WideUsageRow>(
        yearlyAsMonths(
          Prisma.sql`
            SELECT make_date(c.year, m.n, 1) AS month, c.document_id AS "documentId", c.video_id AS "videoId",
                   c.data_type AS "dataType", c.access_method AS "accessMethod", ${wideSelect(metrics, accounts)}
              FROM counter_item_yearly c CROSS JOIN generate_series(1, 12) AS m(n)
             WHERE c.tenant_id = ${tenantId} ${wideAccountsWhere(accounts)} ${monthsWhere(from, to)}`,
          wideGroupBy(accounts, Prisma.sql`c.document_id, c.video_id`),
        ),
      );
    },

    /** The first month with usage of the tenant (the reports list's First_Month_Available). */
    async firstMonth(tenantId: number): Promise<Date | null> {
      const rows = await db.$queryRaw<{ month: Date | null }[]>`
        SELECT MIN(month) AS month FROM counter_usage_monthly WHERE tenant_id = ${tenantId}`;
      return rows[0]?.month ?? null;
    },
  };
}
