// The reviews as the contract serves them (openapi.yaml ReviewSummary, Review, ReviewItem,
// ReviewAuditEntry), from the rows of reviews-repo.ts.
import type { components } from "@norma/contracts/api-types";
import { displayName } from "../sharing/share-mail.ts";
import type { ItemCounts, ReviewSummaryRow } from "./reviews-list-repo.ts";
import type { ItemRow, ReviewRow } from "./reviews-repo.ts";

type S = components["schemas"];
export type ReviewSummary = S["ReviewSummary"];
export type Review = S["Review"];
export type ReviewItem = S["ReviewItem"];
export type ReviewAuditEntry = S["ReviewAuditEntry"];
export type ReviewPermissions = Review["permissions"];

interface PersonRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const person = (u: PersonRow | null): S["ReviewPerson"] | null =>
  u ? { userId: u.id, name: displayName(u), email: u.email } : null;

/** A date column (@db.Date) as YYYY-MM-DD. */
export const isoDay = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** Today in UTC, YYYY-MM-DD: the day due dates are compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

function reviewDocument(d: ReviewSummaryRow["document"]): S["ReviewDocument"] {
  return {
    contentId: d.id,
    contentCode: d.contentCode,
    designation: d.displayDesignation,
    title: d.title,
    status: d.status,
  };
}

export function reviewSummary(r: ReviewSummaryRow, now = new Date()): ReviewSummary {
  const dueDate = isoDay(r.dueDate);
  return {
    id: r.id,
    document: reviewDocument(r.document),
    previousDocument: r.previousDocument ? reviewDocument(r.previousDocument) : null,
    change: r.change as ReviewSummary["change"],
    origin: r.origin as ReviewSummary["origin"],
    status: r.status as ReviewSummary["status"],
    dueDate,
    overdue: r.status === "OPEN" && dueDate !== null && dueDate < todayUtc(now),
    openedAt: r.openedAt.toISOString(),
    openedBy: person(r.openedBy),
    signedOffAt: r.signedOffAt?.toISOString() ?? null,
    items: r.items,
  };
}

/** The action's done state; a deleted user who marked it keeps the name they had. */
function actionDone(i: ItemRow): ReviewItem["actionDone"] {
  if (!i.actionDoneAt) return null;
  return {
    at: i.actionDoneAt.toISOString(),
    by: person(i.actionDoneBy) ?? { userId: null, name: i.actionDoneByName ?? "", email: null },
    comment: i.actionDoneComment,
  };
}

export function reviewItem(i: ItemRow): ReviewItem {
  return {
    id: i.id,
    kind: i.kind as ReviewItem["kind"],
    label: i.label,
    detail: (i.detail ?? {}) as ReviewItem["detail"],
    decision: (i.decision as ReviewItem["decision"]) ?? null,
    comment: i.comment,
    actionOwner: person(i.actionOwner),
    actionDueDate: isoDay(i.actionDueDate),
    actionDone: actionDone(i),
    decidedBy: person(i.decidedBy),
    decidedAt: i.decidedAt?.toISOString() ?? null,
    version: i.version,
  };
}

export function reviewDetail(r: ReviewRow, items: ItemRow[], permissions: ReviewPermissions): Review {
  const counts: ItemCounts = {
    total: items.length,
    decided: items.filter((i) => i.decision !== null).length,
    actionNeeded: items.filter((i) => i.decision === "ACTION_NEEDED").length,
    actionsOpen: items.filter((i) => i.decision === "ACTION_NEEDED" && i.actionDoneAt === null).length,
  };
  return {
    ...reviewSummary({ ...r, items: counts }),
    reviewers: r.reviewers.map((x) => person(x.user)!),
    reviewerGroup: r.reviewerGroup,
    clausesPending: r.clausesPending,
    signOff:
      r.status === "SIGNED_OFF" && r.signedOffAt
        ? {
            name: r.signedOffByName ?? "",
            userId: r.signedOffById,
            at: r.signedOffAt.toISOString(),
            comment: r.signOffComment,
          }
        : null,
    itemList: items.map(reviewItem),
    permissions,
  };
}

export function auditEntry(a: {
  id: bigint;
  action: string;
  itemId: number | null;
  userId: number | null;
  userName: string;
  auditData: unknown;
  createdAt: Date;
  user: PersonRow | null;
}): ReviewAuditEntry {
  return {
    id: Number(a.id),
    action: a.action as ReviewAuditEntry["action"],
    itemId: a.itemId,
    // The fan-out opens reviews by itself: no person (null); a deleted user keeps the name they had.
    user: a.user ? person(a.user) : a.userName ? { userId: null, name: a.userName, email: null } : null,
    at: a.createdAt.toISOString(),
    data: (a.auditData ?? {}) as ReviewAuditEntry["data"],
  };
}
