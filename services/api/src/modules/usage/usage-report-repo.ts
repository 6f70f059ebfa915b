// Reads of the daily roll-ups for the usage page (counter_usage_daily, usage_search_daily) and the
// search feedback; scoped by tenant and, unless the whole tenant is asked for, by account.
import type { Db } from "@norma/db";
import { Prisma } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

const scope = (accountId: number | null) =>
  accountId === null ? Prisma.empty : Prisma.sql`AND c.account_id = ${accountId}`;

/** Revision reviews opened and signed off per calendar month (UTC) in [from, until) (issue 28). */
function reviewMonths(db: Db, tenantId: number, accountId: number | null, from: Date, until: Date) {
  return db.$queryRaw<{ month: string; opened: number; closed: number }[]>`
      WITH r AS (
        SELECT opened_at, signed_off_at FROM revision_reviews
        WHERE tenant_id = ${tenantId} AND (${accountId}::int IS NULL OR account_id = ${accountId}::int)
          AND (opened_at >= ${from} OR signed_off_at >= ${from}) AND (opened_at < ${until})
      ), events AS (
        SELECT to_char(opened_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, 1 AS opened, 0 AS closed
        FROM r WHERE opened_at >= ${from} AND opened_at < ${until}
        UNION ALL
        SELECT to_char(signed_off_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 1
        FROM r WHERE signed_off_at >= ${from} AND signed_off_at < ${until}
      )
      SELECT month, sum(opened)::int AS opened, sum(closed)::int AS closed FROM events GROUP BY month`;
}

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createUsageReportRepo(db: Db, settings: TenantSettingsReader) {
  return {
    /** Per day: requests, investigations, searches and denials. */
    days(tenantId: number, accountId: number | null, from: Date, to: Date) {
      return db.$queryRaw<{ day: Date; requests: number; investigations: number; searches: number; denials: number }[]>`
        SELECT c.day,
               COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Total_Item_Requests'), 0)::int AS requests,
               COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Total_Item_Investigations'), 0)::int AS investigations,
               COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Searches_Platform'), 0)::int AS searches,
               COALESCE(SUM(c.count) FILTER (WHERE c.metric_type IN ('No_License', 'Limit_Exceeded')), 0)::int AS denials
          FROM counter_usage_daily c
         WHERE c.tenant_id = ${tenantId} ${scope(accountId)} AND c.day BETWEEN ${from}::date AND ${to}::date
         GROUP BY c.day ORDER BY c.day`;
    },

    /** Documents with the most of a metric in the period. */
    topDocuments(tenantId: number, accountId: number | null, from: Date, to: Date, metrics: string[], limit: number) {
      return db.$queryRaw<{ documentId: number; count: number; requests: number; investigations: number }[]>`
        SELECT c.document_id AS "documentId",
               SUM(c.count) FILTER (WHERE c.metric_type = ANY(${metrics}::text[]))::int AS count,
               COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Total_Item_Requests'), 0)::int AS requests,
               COALESCE(SUM(c.count) FILTER (WHERE c.metric_type = 'Total_Item_Investigations'), 0)::int AS investigations
          FROM counter_usage_daily c
         WHERE c.tenant_id = ${tenantId} ${scope(accountId)} AND c.day BETWEEN ${from}::date AND ${to}::date
           AND c.document_id <> 0
         GROUP BY c.document_id
        HAVING SUM(c.count) FILTER (WHERE c.metric_type = ANY(${metrics}::text[])) > 0
         ORDER BY count DESC, c.document_id
         LIMIT ${limit}`;
    },

    noResultSearches(tenantId: number, accountId: number | null, from: Date, to: Date, limit: number) {
      return db.$queryRaw<{ query: string; searches: number }[]>`
        SELECT c.query, SUM(c.no_results)::int AS searches
          FROM usage_search_daily c
         WHERE c.tenant_id = ${tenantId} ${scope(accountId)} AND c.day BETWEEN ${from}::date AND ${to}::date
           AND c.no_results > 0
         GROUP BY c.query ORDER BY searches DESC, c.query LIMIT ${limit}`;
    },

    /** What users told the search feedback form they were looking for. */
    async searchFeedback(tenantId: number, accountId: number | null, from: Date, toExclusive: Date, limit: number) {
      const rows = await db.feedback.groupBy({
        by: ["searchText"],
        where: {
          tenantId,
          kind: "SEARCH",
          ...(accountId === null ? {} : { accountId }),
          createdAt: { gte: from, lt: toExclusive },
          searchText: { not: null },
        },
        _count: { _all: true },
        orderBy: { _count: { searchText: "desc" } },
        take: limit,
      });
      return rows.map((r) => ({ searchText: r.searchText ?? "", count: r._count._all }));
    },

    documents(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.document.findMany({
        where: { id: { in: ids } },
        select: { id: true, contentCode: true, displayDesignation: true, title: true },
      });
    },

    account(tenantId: number, accountNumber: string) {
      return db.account.findUnique({
        where: { tenantId_accountNumber: { tenantId, accountNumber } },
        select: { id: true, accountNumber: true, name: true },
      });
    },

    accountById(id: number) {
      return db.account.findUnique({ where: { id }, select: { id: true, accountNumber: true, name: true } });
    },

    /** The accounts the user may pick: all of the tenant's (administrators) or the user's own. */
    selectableAccounts(tenantId: number, userId: number | null, all: boolean) {
      return db.account.findMany({
        where: { tenantId, ...(all ? {} : { memberships: { some: { userId: userId ?? -1 } } }) },
        select: { id: true, accountNumber: true, name: true },
        orderBy: { name: "asc" },
        take: 500,
      });
    },

    reviewMonths: (tenantId: number, accountId: number | null, from: Date, until: Date) =>
      reviewMonths(db, tenantId, accountId, from, until),

    async tenantDrm(tenantId: number) {
      const t = await settings.of(tenantId);
      return { drmView: t.drmView, tenantName: t.name };
    },
  };
}

export type UsageReportRepo = ReturnType<typeof createUsageReportRepo>;
