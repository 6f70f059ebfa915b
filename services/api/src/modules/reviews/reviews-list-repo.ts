// The Reviews list's queries (issue 28): which lists there are (open, due soon, overdue, closed,
// "mine"), the size of each, and a page of review summaries. The reader's sidebar badge asks for
// this list on every page, so a page is read in one statement — the review, its documents, its
// opener and its item counts joined — where the review's own page (reviews-repo.ts) loads the
// whole row with its relations: Prisma's includes took 13 round trips per list call, 3 now.
import type { Db } from "@norma/db";
import { Prisma as P } from "@norma/db";

export type ReviewListFilter = "open" | "due-soon" | "overdue" | "closed";

/** Days before the due date that make an open review "due soon". */
export const DUE_SOON_DAYS = 7;

export const today = P.sql`(now() AT TIME ZONE 'UTC')::date`;

export interface ItemCounts {
  total: number;
  decided: number;
  actionNeeded: number;
  /** The "action needed" items whose action is not done yet. */
  actionsOpen: number;
}

/** The SQL of one of the lists (open, due soon, overdue, closed) over `r`, the reviews; the console's list shares it. */
export function filterSql(filter: ReviewListFilter | undefined) {
  switch (filter) {
    case "open":
      return P.sql`AND r.status = 'OPEN'`;
    case "due-soon":
      return P.sql`AND r.status = 'OPEN' AND r.due_date >= ${today} AND r.due_date <= ${today} + ${DUE_SOON_DAYS}::int`;
    case "overdue":
      return P.sql`AND r.status = 'OPEN' AND r.due_date < ${today}`;
    case "closed":
      return P.sql`AND r.status = 'SIGNED_OFF'`;
    default:
      return P.empty;
  }
}

/** The reviews the user reviews (named or through the group) or owns an action of that is not done. */
export const mineSql = (userId: number) => P.sql`AND (
  EXISTS (SELECT 1 FROM revision_review_reviewers rr WHERE rr.review_id = r.id AND rr.user_id = ${userId})
  OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = r.reviewer_group_id AND gm.user_id = ${userId})
  OR EXISTS (SELECT 1 FROM revision_review_items i
              WHERE i.review_id = r.id AND i.action_owner_id = ${userId}
                AND i.decision = 'ACTION_NEEDED' AND i.action_done_at IS NULL))`;

export interface ListCounts {
  open: number;
  dueSoon: number;
  overdue: number;
  closed: number;
}

/** How many reviews a list holds, from the sizes of all of them (a review is open or signed off). */
export function listSize(counts: ListCounts, filter: ReviewListFilter | undefined): number {
  switch (filter) {
    case "open":
      return counts.open;
    case "due-soon":
      return counts.dueSoon;
    case "overdue":
      return counts.overdue;
    case "closed":
      return counts.closed;
    default:
      return counts.open + counts.closed;
  }
}

interface SummaryDocument {
  id: number;
  contentCode: string;
  displayDesignation: string;
  title: string;
  status: string;
}

/** What a review's summary is made of (reviews-shapes.ts reviewSummary); a full review row is one too. */
export interface ReviewSummaryRow {
  id: number;
  change: string;
  origin: string;
  status: string;
  dueDate: Date | null;
  openedAt: Date;
  signedOffAt: Date | null;
  document: SummaryDocument;
  previousDocument: SummaryDocument | null;
  openedBy: { id: number; email: string; firstName: string | null; lastName: string | null } | null;
  items: ItemCounts;
}

interface PageRow {
  id: number;
  change: string;
  origin: string;
  status: string;
  due_date: Date | null;
  opened_at: Date;
  signed_off_at: Date | null;
  d_id: number;
  d_code: string;
  d_designation: string;
  d_title: string;
  d_status: string;
  p_id: number | null;
  p_code: string | null;
  p_designation: string | null;
  p_title: string | null;
  p_status: string | null;
  u_id: number | null;
  u_email: string | null;
  u_first_name: string | null;
  u_last_name: string | null;
  items_total: bigint;
  items_decided: bigint;
  items_action: bigint;
  items_action_open: bigint;
}

function summaryRow(r: PageRow): ReviewSummaryRow {
  return {
    id: r.id,
    change: r.change,
    origin: r.origin,
    status: r.status,
    dueDate: r.due_date,
    openedAt: r.opened_at,
    signedOffAt: r.signed_off_at,
    document: {
      id: r.d_id,
      contentCode: r.d_code,
      displayDesignation: r.d_designation,
      title: r.d_title,
      status: r.d_status,
    },
    previousDocument:
      r.p_id === null
        ? null
        : {
            id: r.p_id,
            contentCode: r.p_code ?? "",
            displayDesignation: r.p_designation ?? "",
            title: r.p_title ?? "",
            status: r.p_status ?? "",
          },
    openedBy:
      r.u_id === null
        ? null
        : { id: r.u_id, email: r.u_email ?? "", firstName: r.u_first_name, lastName: r.u_last_name },
    items: {
      total: Number(r.items_total),
      decided: Number(r.items_decided),
      actionNeeded: Number(r.items_action),
      actionsOpen: Number(r.items_action_open),
    },
  };
}

export function reviewListQueries(db: Db) {
  return {
    /**
     * A page of the account's reviews (overdue first, then by due date, signed-off last), each with
     * what its summary shows: the page's ids are chosen first, then only they are joined.
     */
    async pageOfSummaries(
      tenantId: number,
      accountId: number,
      q: { filter?: ReviewListFilter; mineOf?: number | null; offset: number; limit: number },
    ): Promise<ReviewSummaryRow[]> {
      const rows = await db.$queryRaw<PageRow[]>`
        WITH page AS (
          SELECT r.id, row_number() OVER (
                   ORDER BY (r.status = 'OPEN') DESC, (r.status = 'OPEN' AND r.due_date < ${today}) DESC,
                            CASE WHEN r.status = 'OPEN' THEN r.due_date END ASC NULLS LAST,
                            r.signed_off_at DESC NULLS LAST, r.id DESC) AS position
            FROM revision_reviews r
           WHERE r.tenant_id = ${tenantId} AND r.account_id = ${accountId} ${filterSql(q.filter)}
                 ${q.mineOf ? mineSql(q.mineOf) : P.empty}
           ORDER BY position
          OFFSET ${q.offset} LIMIT ${q.limit})
        SELECT r.id, r.change, r.origin, r.status, r.due_date, r.opened_at, r.signed_off_at,
               d.id AS d_id, d.content_code AS d_code, d.display_designation AS d_designation,
               d.title AS d_title, d.status AS d_status,
               p.id AS p_id, p.content_code AS p_code, p.display_designation AS p_designation,
               p.title AS p_title, p.status AS p_status,
               u.id AS u_id, u.email AS u_email, u.first_name AS u_first_name, u.last_name AS u_last_name,
               i.total AS items_total, i.decided AS items_decided, i.action AS items_action,
               i.action_open AS items_action_open
          FROM page
          JOIN revision_reviews r ON r.id = page.id
          JOIN documents d ON d.id = r.document_id
          LEFT JOIN documents p ON p.id = r.previous_document_id
          LEFT JOIN users u ON u.id = r.opened_by_id
          CROSS JOIN LATERAL (
            SELECT count(*) AS total, count(ri.decision) AS decided,
                   count(*) FILTER (WHERE ri.decision = 'ACTION_NEEDED') AS action,
                   count(*) FILTER (WHERE ri.decision = 'ACTION_NEEDED' AND ri.action_done_at IS NULL) AS action_open
              FROM revision_review_items ri WHERE ri.review_id = r.id) i
         ORDER BY page.position`;
      return rows.map(summaryRow);
    },

    /** The size of each list (open, due soon, overdue, closed) of the account. */
    async listCounts(tenantId: number, accountId: number, mineOf: number | null): Promise<ListCounts> {
      const [c] = await db.$queryRaw<{ open: bigint; due_soon: bigint; overdue: bigint; closed: bigint }[]>`
        SELECT count(*) FILTER (WHERE r.status = 'OPEN') AS open,
               count(*) FILTER (WHERE r.status = 'OPEN' AND r.due_date >= ${today}
                                  AND r.due_date <= ${today} + ${DUE_SOON_DAYS}::int) AS due_soon,
               count(*) FILTER (WHERE r.status = 'OPEN' AND r.due_date < ${today}) AS overdue,
               count(*) FILTER (WHERE r.status = 'SIGNED_OFF') AS closed
          FROM revision_reviews r
         WHERE r.tenant_id = ${tenantId} AND r.account_id = ${accountId} ${mineOf ? mineSql(mineOf) : P.empty}`;
      return {
        open: Number(c?.open ?? 0),
        dueSoon: Number(c?.due_soon ?? 0),
        overdue: Number(c?.overdue ?? 0),
        closed: Number(c?.closed ?? 0),
      };
    },
  };
}
