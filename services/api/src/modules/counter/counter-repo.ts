// Reads of the COUNTER roll-ups (counter_usage_monthly, kept by modules/usage as events arrive)
// and of what the reports name: accounts, documents, videos, API keys. Every query is scoped by
// the tenant.
import { type Db, Prisma } from "@norma/db";

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

const accountsWhere = (accounts: AccountScope) =>
  accounts === null ? Prisma.empty : Prisma.sql`AND c.account_id = ANY(${accounts}::int[])`;

/**
 * A report's aggregation of a big institution's year (hundreds of thousands of roll-up rows)
 * spills to disk with the default work_mem; it gets more memory for its own transaction.
 */
const REPORT_WORK_MEM = "64MB";

export function createCounterRepo(db: Db) {
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
    /** Usage summed over the scope's accounts, by month, data type, access method and metric (PR, DR). */
    platformUsage(tenantId: number, accounts: AccountScope, from: Date, to: Date, metrics: string[]) {
      return db.$queryRaw<UsageRow[]>`
        SELECT c.month, 0 AS "documentId", 0 AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_usage_monthly c
         WHERE c.tenant_id = ${tenantId} ${accountsWhere(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
         GROUP BY c.month, c.data_type, c.access_method, c.metric_type`;
    },

    /** Usage by title: a paper's usage is its book's (documents.book_id), other items are their own title. */
    titleUsage(tenantId: number, accounts: AccountScope, from: Date, to: Date, metrics: string[]) {
      return withMemory<UsageRow>(Prisma.sql`
        SELECT c.month, COALESCE(d.book_id, c.document_id) AS "documentId", 0 AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_usage_monthly c
          JOIN documents d ON d.id = c.document_id
         WHERE c.tenant_id = ${tenantId} ${accountsWhere(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
           AND c.video_id = 0
         GROUP BY c.month, COALESCE(d.book_id, c.document_id), c.data_type, c.access_method, c.metric_type`);
    },

    /** Usage by item: a document, or one of its videos. */
    itemUsage(tenantId: number, accounts: AccountScope, from: Date, to: Date, metrics: string[]) {
      return withMemory<UsageRow>(Prisma.sql`
        SELECT c.month, c.document_id AS "documentId", c.video_id AS "videoId", c.data_type AS "dataType",
               c.access_method AS "accessMethod", c.metric_type AS "metricType", SUM(c.count)::int AS count
          FROM counter_usage_monthly c
         WHERE c.tenant_id = ${tenantId} ${accountsWhere(accounts)}
           AND c.month BETWEEN ${from}::date AND ${to}::date
           AND c.metric_type = ANY(${metrics}::text[])
           AND c.document_id <> 0
         GROUP BY c.month, c.document_id, c.video_id, c.data_type, c.access_method, c.metric_type`);
    },

    /** The first month with usage of the tenant (the reports list's First_Month_Available). */
    async firstMonth(tenantId: number): Promise<Date | null> {
      const rows = await db.$queryRaw<{ month: Date | null }[]>`
        SELECT MIN(month) AS month FROM counter_usage_monthly WHERE tenant_id = ${tenantId}`;
      return rows[0]?.month ?? null;
    },

    documents(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.document.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          contentCode: true,
          title: true,
          displayDesignation: true,
          contentType: true,
          editionYear: true,
          publishedDate: true,
          bookId: true,
          extraMetadata: true,
          publisher: { select: { key: true, name: true } },
        },
      });
    },

    videos(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.video.findMany({ where: { id: { in: ids } }, select: { id: true, hashedId: true, name: true } });
    },

    accountByNumber(tenantId: number, accountNumber: string) {
      return db.account.findUnique({
        where: { tenantId_accountNumber: { tenantId, accountNumber } },
        select: { id: true, accountNumber: true, name: true },
      });
    },

    accounts(tenantId: number, ids: AccountScope) {
      return db.account.findMany({
        where: { tenantId, ...(ids ? { id: { in: ids } } : {}) },
        select: { id: true, accountNumber: true, name: true },
        orderBy: { accountNumber: "asc" },
      });
    },

    /** Accounts a user belongs to (a REPORT_VIEW user sees these). */
    async memberAccountIds(tenantId: number, userId: number): Promise<number[]> {
      const rows = await db.accountMembership.findMany({ where: { tenantId, userId }, select: { accountId: true } });
      return rows.map((r) => r.accountId);
    },

    apiKey(requestorId: string) {
      return db.counterApiKey.findUnique({
        where: { requestorId },
        select: { id: true, tenantId: true, accountId: true, keySha256: true, revokedAt: true },
      });
    },

    createApiKey(data: {
      tenantId: number;
      accountId: number;
      requestorId: string;
      keySha256: string;
      createdBy: number | null;
    }) {
      return db.counterApiKey.create({ data, select: { id: true, requestorId: true, createdAt: true } });
    },
  };
}

export type CounterRepo = ReturnType<typeof createCounterRepo>;
