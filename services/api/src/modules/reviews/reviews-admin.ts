// The console's list of revision reviews (issue 28: "the tenant's admin sees all its accounts'
// reviews, overdue first"): every account's reviews of the administered tenant (every tenant for
// the platform operator), in the reader's order — overdue first, then the open ones by due date,
// then the signed-off ones, newest first — with the same lists (filterSql) as the reader's page.
import type { Db } from "@norma/db";
import { Prisma as P } from "@norma/db";
import { BadRequest } from "../../lib/errors.ts";
import { contentRange, idsFilter, type ListQuery, textFilter } from "../admin/ra-query.ts";
import { filterSql, type ReviewListFilter, today } from "./reviews-list-repo.ts";

export const ADMIN_REVIEW_SORTS = ["id"] as const;
const FILTERS: readonly ReviewListFilter[] = ["open", "due-soon", "overdue", "closed"];

interface Row {
  id: number;
  tenant: string;
  account_id: number;
  account_number: string;
  account_name: string;
  designation: string;
  title: string;
  change: "NEW_VERSION" | "WITHDRAWN";
  status: "OPEN" | "SIGNED_OFF";
  due_date: Date | null;
  overdue: boolean;
  opened_at: Date;
  signed_off_at: Date | null;
  signed_off_by_name: string | null;
  items_total: bigint;
  items_decided: bigint;
  actions_open: bigint;
}

const toAdminReview = (r: Row) => ({
  id: r.id,
  tenant: r.tenant,
  accountId: r.account_id,
  accountNumber: r.account_number,
  accountName: r.account_name,
  designation: r.designation,
  title: r.title,
  change: r.change,
  status: r.status,
  dueDate: r.due_date ? r.due_date.toISOString().slice(0, 10) : null,
  overdue: r.overdue,
  openedAt: r.opened_at.toISOString(),
  signedOffAt: r.signed_off_at?.toISOString() ?? null,
  signedOffBy: r.signed_off_by_name,
  itemsTotal: Number(r.items_total),
  itemsDecided: Number(r.items_decided),
  actionsOpen: Number(r.actions_open),
});

export function createReviewsAdminService({ db }: { db: Db }) {
  /** The tenant the list keeps: the administrator's own, else (operator) the filter's, else every one. */
  async function tenantSql(scope: number | null, filter: Record<string, unknown>) {
    if (scope !== null) return P.sql`AND r.tenant_id = ${scope}`;
    const code = textFilter(filter, "tenant");
    if (!code) return P.empty;
    const t = await db.tenant.findUnique({ where: { code }, select: { id: true } });
    return P.sql`AND r.tenant_id = ${t?.id ?? -1}`;
  }

  function filters(filter: Record<string, unknown>) {
    const status = textFilter(filter, "status");
    if (status && !FILTERS.includes(status as ReviewListFilter))
      throw BadRequest.field("query", "filter.status", "Enum", `status is one of: ${FILTERS.join(", ")}`);
    const accounts = idsFilter(filter, "accountId");
    const text = textFilter(filter, "q");
    const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return P.sql`${filterSql(status as ReviewListFilter | undefined)}
      ${accounts ? P.sql`AND r.account_id = ANY(${accounts}::int[])` : P.empty}
      ${like ? P.sql`AND (d.display_designation ILIKE ${like} OR a.account_number ILIKE ${like} OR a.name ILIKE ${like})` : P.empty}`;
  }

  return {
    async listReviews(scope: number | null, q: ListQuery) {
      // The filters first: a bad one is a 400 before the tenant is looked up.
      const where = filters(q.filter);
      const tenant = await tenantSql(scope, q.filter);
      const from = P.sql`FROM revision_reviews r
        JOIN tenants t ON t.id = r.tenant_id
        JOIN accounts a ON a.id = r.account_id
        JOIN documents d ON d.id = r.document_id
       WHERE TRUE ${tenant} ${where}`;
      const [rows, [count]] = await Promise.all([
        db.$queryRaw<Row[]>`
          SELECT r.id, t.code AS tenant, a.id AS account_id, a.account_number, a.name AS account_name,
                 d.display_designation AS designation, d.title, r.change, r.status, r.due_date,
                 (r.status = 'OPEN' AND r.due_date < ${today}) AS overdue, r.opened_at, r.signed_off_at,
                 r.signed_off_by_name,
                 (SELECT count(*) FROM revision_review_items i WHERE i.review_id = r.id) AS items_total,
                 (SELECT count(i.decision) FROM revision_review_items i WHERE i.review_id = r.id) AS items_decided,
                 (SELECT count(*) FROM revision_review_items i
                   WHERE i.review_id = r.id AND i.decision = 'ACTION_NEEDED' AND i.action_done_at IS NULL) AS actions_open
            ${from}
           ORDER BY (r.status = 'OPEN' AND r.due_date < ${today}) DESC, (r.status = 'OPEN') DESC,
                    CASE WHEN r.status = 'OPEN' THEN r.due_date END ASC NULLS LAST,
                    r.signed_off_at DESC NULLS LAST, r.id DESC
           OFFSET ${q.skip} LIMIT ${q.take}`,
        db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n ${from}`,
      ]);
      return {
        items: rows.map(toAdminReview),
        range: contentRange("reviews", q.skip, rows.length, Number(count?.n ?? 0)),
      };
    },
  };
}

export type ReviewsAdminService = ReturnType<typeof createReviewsAdminService>;
