// The e-mails of revision reviews (issue 28, docs/reviews.md "E-mails"): the one home of who gets
// them and of how they are written, used by the API (assignment, an action's owner, sign-off) and
// by the workers (the reviews.reminders job: reminders before the due date, overdue, and the same
// for an action's own due date to its owner).
//
// Exactly once: every e-mail has an idempotency key (review-assigned:<review>:<user>,
// review-action:<item>:<user>, review-reminder:<review>:<due date>:<user>,
// review-overdue:<review>:<due date>:<user>, review-signed-off:<review>:<user>,
// review-action-reminder:<item>:<action's due date>:<user>, review-action-overdue:<item>:<action's
// due date>:<user>). writeReviewMails
// inserts the keys into revision_review_emails (ON CONFLICT DO NOTHING) and writes the outbox rows
// of the new keys only, in the caller's transaction: the e-mail exists exactly when the change that
// sent it committed, and a change made twice, a retried job or a second run send nothing more. The
// e-mail job keys its delivery on the same key (email_deliveries), so a dispatched row sent twice
// is delivered once.
//
// To whom: activated users who are members of the review's account (a user who left the account or
// was deactivated gets nothing). The e-mail is in the user's language (users.lang_key) with the
// tenant's branding (the e-mail job brands it by tenantId), and links to the reader's review page.
import type { EmailJob, ReviewMailKind } from "@norma/contracts/emails";
import { parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Prisma } from "../generated/client.ts";

type Tx = Prisma.TransactionClient;

export type { ReviewMailKind };

const KIND_COLUMN: Record<ReviewMailKind, string> = {
  assigned: "ASSIGNED",
  action: "ACTION",
  reminder: "REMINDER",
  overdue: "OVERDUE",
  "signed-off": "SIGNED_OFF",
  "action-reminder": "ACTION_REMINDER",
  "action-overdue": "ACTION_OVERDUE",
};

/** A user an e-mail goes to. */
export interface ReviewMailUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  langKey: string;
}

/** What the e-mails say of the review. */
export interface ReviewMailReview {
  id: number;
  tenantId: number;
  accountId: number;
  tenantCode: string;
  tenantName: string;
  change: "NEW_VERSION" | "WITHDRAWN";
  designation: string;
  title: string;
  previousDesignation: string | null;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  openedById: number | null;
}

const USER_SELECT = { id: true, email: true, firstName: true, lastName: true, langKey: true } as const;

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The review as its e-mails name it; null when it went away. */
export async function loadMailReview(tx: Tx, reviewId: number): Promise<ReviewMailReview | null> {
  const r = await tx.revisionReview.findUnique({
    where: { id: reviewId },
    select: {
      id: true,
      tenantId: true,
      accountId: true,
      change: true,
      dueDate: true,
      openedById: true,
      tenant: { select: { code: true, tenantName: true } },
      document: { select: { displayDesignation: true, title: true } },
      previousDocument: { select: { displayDesignation: true } },
    },
  });
  if (!r) return null;
  return {
    id: r.id,
    tenantId: r.tenantId,
    accountId: r.accountId,
    tenantCode: r.tenant.code,
    tenantName: r.tenant.tenantName,
    change: r.change === "WITHDRAWN" ? "WITHDRAWN" : "NEW_VERSION",
    designation: r.document.displayDesignation,
    title: r.document.title,
    previousDesignation: r.previousDocument?.displayDesignation ?? null,
    dueDate: isoDay(r.dueDate),
    openedById: r.openedById,
  };
}

/** The review's reviewers: those named and the members of its reviewer group (ids, ascending). */
export async function reviewerIdsOf(tx: Tx, reviewId: number): Promise<number[]> {
  const rows = await tx.$queryRaw<{ user_id: number }[]>`
    SELECT user_id FROM revision_review_reviewers WHERE review_id = ${reviewId}
    UNION
    SELECT gm.user_id FROM revision_reviews r JOIN group_members gm ON gm.group_id = r.reviewer_group_id
     WHERE r.id = ${reviewId}
    ORDER BY 1`;
  return rows.map((r) => r.user_id);
}

/** Of `userIds`, the activated users who are members of the account (by id). */
export async function mailUsers(tx: Tx, accountId: number, userIds: readonly number[]): Promise<ReviewMailUser[]> {
  if (userIds.length === 0) return [];
  return tx.user.findMany({
    where: { id: { in: [...new Set(userIds)] }, activated: true, memberships: { some: { accountId } } },
    select: USER_SELECT,
    orderBy: { id: "asc" },
  });
}

/** The account's activated administrators (role ADMIN), at most `max`. */
export async function accountAdministrators(tx: Tx, accountId: number, max: number): Promise<ReviewMailUser[]> {
  return tx.user.findMany({
    where: { activated: true, memberships: { some: { accountId, role: "ADMIN" } } },
    select: USER_SELECT,
    orderBy: { id: "asc" },
    take: max,
  });
}

/** "First Last", or the address of a user without a name. */
export const mailName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName]
    .filter((s) => s?.trim())
    .join(" ")
    .trim() || u.email;

/** The e-mail's idempotency key (also its revision_review_emails key). */
export function reviewMailKey(
  kind: ReviewMailKind,
  review: { id: number; dueDate: string | null },
  userId: number,
  item?: { id: number; dueDate: string },
): string {
  switch (kind) {
    case "assigned":
      return `review-assigned:${review.id}:${userId}`;
    case "action":
      return `review-action:${item?.id}:${userId}`;
    case "action-reminder":
      return `review-action-reminder:${item?.id}:${item?.dueDate}:${userId}`;
    case "action-overdue":
      return `review-action-overdue:${item?.id}:${item?.dueDate}:${userId}`;
    case "reminder":
      return `review-reminder:${review.id}:${review.dueDate}:${userId}`;
    case "overdue":
      return `review-overdue:${review.id}:${review.dueDate}:${userId}`;
    default:
      return `review-signed-off:${review.id}:${userId}`;
  }
}

export interface ReviewMailOptions {
  kind: ReviewMailKind;
  /** The reader's address (PUBLIC_BASE_URL): links go to its /reviews/<id>. */
  publicBaseUrl: string;
  /** Who assigned, made the owner or signed off. */
  by?: string;
  /** An action (action, action-reminder, action-overdue): its item (id, for the key; label, for the text) and due date. */
  item?: { id: number; label: string; dueDate: string };
  /** The sign-off's comment. */
  comment?: string | null;
}

/** The reader's page of the review. */
export function reviewUrl(publicBaseUrl: string, review: { id: number; tenantCode: string }): string {
  const base = publicBaseUrl.replace(/\/+$/, "");
  return `${base}/reviews/${review.id}?tenant=${encodeURIComponent(review.tenantCode)}`;
}

function emailOf(review: ReviewMailReview, u: ReviewMailUser, key: string, opts: ReviewMailOptions): EmailJob {
  const dueDate = opts.item?.dueDate ?? review.dueDate;
  return {
    idempotencyKey: key,
    to: u.email,
    locale: u.langKey,
    template: "revision-review",
    tenantId: review.tenantId,
    data: {
      tenant: review.tenantName,
      kind: opts.kind,
      recipient: mailName(u),
      change: review.change,
      designation: review.designation,
      title: review.title,
      ...(review.previousDesignation ? { previousDesignation: review.previousDesignation } : {}),
      ...(dueDate ? { dueDate } : {}),
      ...(opts.by ? { by: opts.by } : {}),
      ...(opts.item ? { item: opts.item.label.slice(0, 300) } : {}),
      ...(opts.comment ? { comment: opts.comment.slice(0, 2000) } : {}),
      reviewUrl: reviewUrl(opts.publicBaseUrl, review),
    },
  };
}

/**
 * Writes the e-mails of `kind` to `users` that were not sent before (their key is new) in the
 * caller's transaction; answers the users written to (the caller counts them in the e-mail limits).
 */
export async function writeReviewMails(
  tx: Tx,
  review: ReviewMailReview,
  users: readonly ReviewMailUser[],
  opts: ReviewMailOptions,
): Promise<ReviewMailUser[]> {
  if (users.length === 0) return [];
  const keyed = users.map((u) => ({ u, key: reviewMailKey(opts.kind, review, u.id, opts.item) }));
  const fresh = await tx.revisionReviewEmail.createManyAndReturn({
    data: keyed.map(({ u, key }) => ({
      idempotencyKey: key,
      reviewId: review.id,
      userId: u.id,
      kind: KIND_COLUMN[opts.kind],
    })),
    skipDuplicates: true,
    select: { idempotencyKey: true },
  });
  const isFresh = new Set(fresh.map((f) => f.idempotencyKey));
  const out = keyed.filter((k) => isFresh.has(k.key));
  if (out.length === 0) return [];
  await tx.outboxEvent.createMany({
    data: out.map(({ u, key }) => ({
      queue: QUEUE_OF["email.send"],
      type: "email.send",
      payload: parseJob("email.send", emailOf(review, u, key, opts)) as unknown as Prisma.InputJsonObject,
      tenantId: review.tenantId,
    })),
  });
  return out.map((k) => k.u);
}
