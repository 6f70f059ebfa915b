// Reminders before a revision review's due date and the overdue e-mail once it has passed (issue
// 28, docs/reviews.md "E-mails"): the repeatable reviews.reminders job (runtime.ts schedules it on
// the tracking-alerts queue; the scheduler lives in Redis, so it survives restarts) scans the open
// reviews of tenants whose revision-reviews switch is on:
//   - reminder: due within the account's reminder days (account_review_settings.reminder_days,
//     0–60, set by its administrator; else the platform's REVIEW_REMINDER_DAYS; today included)
//     and not reminded for this due date;
//   - overdue: due before today (UTC; the Reviews page's rule) and not told so for this due date.
// A review remembers the due date each was sent for (reminder_sent_for, overdue_sent_for): a due
// date moved later reminds again, a review signed off is never reminded. The scan reads the
// partial index revision_reviews_due_date_id_idx (open, with a due date, overdue e-mail not sent
// for it), at most REVIEW_REMINDERS_BATCH reviews a run; the rest wait for the next run.
//
// Each review is one transaction that locks it (FOR UPDATE SKIP LOCKED: two runs at once never
// handle the same review), writes its e-mails (@norma/db/review-mail: once per idempotency key,
// review-reminder:<review>:<due date>:<user>, review-overdue:<review>:<due date>:<user>) and sets
// its marker. The same run then reminds the owners of "action needed" items of their actions' own
// due dates (action-reminders.ts). To whom: its reviewers (named, or members of the reviewer group); without any, its
// opener; without one (an automatic review nobody was assigned to), the account's administrators.
// Only activated members of the account. The e-mails count against the tenant's hourly budget:
// over it, the review's transaction is rolled back and it is tried again at the next run.
import { type Db, Prisma } from "@norma/db";
import {
  accountAdministrators,
  loadMailReview,
  mailUsers,
  type ReviewMailReview,
  type ReviewMailUser,
  reviewerIdsOf,
  writeReviewMails,
} from "@norma/db/review-mail";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { reserveTenantHour } from "../../lib/mail/tenant-budget.ts";
import { runActionReminders } from "./action-reminders.ts";
import {
  day,
  MAX_REMINDER_DAYS,
  OverBudget,
  type ReviewRemindersResult,
  type ReviewRemindersSettings,
  reminderDaysSql,
} from "./reminder-settings.ts";

export type { ReviewRemindersResult, ReviewRemindersSettings };

type Tx = Prisma.TransactionClient;

/** The repeatable job's name and its scheduler's id. */
export const REVIEW_REMINDERS_JOB = "reviews.reminders";

/** Administrators e-mailed at most about a review nobody reviews or owns. */
export const MAX_ADMINISTRATORS = 20;

/**
 * The open reviews due soon (within their account's reminder days) or overdue whose e-mail for
 * their due date is not sent yet, earliest due first, with those days: its WHERE implies the
 * partial index's predicate and bounds its range by the most days an account may choose, so it
 * reads that index.
 */
export function candidatesSql(today: string, s: Pick<ReviewRemindersSettings, "daysBefore" | "batchSize">) {
  const bound = Math.max(s.daysBefore, MAX_REMINDER_DAYS);
  return Prisma.sql`
    SELECT r.id, ${reminderDaysSql(Prisma.sql`s`, s)} AS days
      FROM revision_reviews r
      LEFT JOIN account_review_settings s ON s.account_id = r.account_id
     WHERE r.status = 'OPEN' AND r.due_date IS NOT NULL AND r.overdue_sent_for IS DISTINCT FROM r.due_date
       AND r.due_date <= ${today}::date + ${bound}::int
       AND r.due_date <= ${today}::date + ${reminderDaysSql(Prisma.sql`s`, s)}
       AND (r.due_date < ${today}::date OR r.reminder_sent_for IS DISTINCT FROM r.due_date)
       AND EXISTS (SELECT 1 FROM tenant_features f
                    WHERE f.tenant_id = r.tenant_id AND f.code = 'revision-reviews' AND f.enabled)
     ORDER BY r.due_date, r.id
     LIMIT ${s.batchSize}`;
}

async function candidates(db: Db, today: string, s: ReviewRemindersSettings) {
  return db.$queryRaw<{ id: number; days: number }[]>(candidatesSql(today, s));
}

/** Its reviewers; else its opener; else the account's administrators (activated members only). */
async function recipientsOf(tx: Tx, review: ReviewMailReview): Promise<ReviewMailUser[]> {
  const reviewers = await mailUsers(tx, review.accountId, await reviewerIdsOf(tx, review.id));
  if (reviewers.length) return reviewers;
  const opener = review.openedById ? await mailUsers(tx, review.accountId, [review.openedById]) : [];
  if (opener.length) return opener;
  return accountAdministrators(tx, review.accountId, MAX_ADMINISTRATORS);
}

/** Locks the review and, while it still calls for one, writes its reminder or overdue e-mails. */
async function remindOne(
  tx: Tx,
  reviewId: number,
  daysBefore: number,
  today: string,
  s: ReviewRemindersSettings,
  now: Date,
): Promise<{ kind: "reminder" | "overdue"; emails: number } | null> {
  const [row] = await tx.$queryRaw<
    { status: string; due_date: Date | null; reminder_sent_for: Date | null; overdue_sent_for: Date | null }[]
  >`
    SELECT status, due_date, reminder_sent_for, overdue_sent_for FROM revision_reviews
     WHERE id = ${reviewId} FOR UPDATE SKIP LOCKED`;
  if (row?.status !== "OPEN" || !row.due_date) return null;
  const due = day(row.due_date);
  const limit = day(new Date(Date.parse(`${today}T00:00:00Z`) + daysBefore * 86_400_000));
  const kind =
    due < today
      ? row.overdue_sent_for && day(row.overdue_sent_for) === due
        ? null
        : "overdue"
      : due <= limit && !(row.reminder_sent_for && day(row.reminder_sent_for) === due)
        ? "reminder"
        : null;
  if (!kind) return null;
  const review = await loadMailReview(tx, reviewId);
  if (!review) return null;
  const written = await writeReviewMails(tx, review, await recipientsOf(tx, review), {
    kind,
    publicBaseUrl: s.publicBaseUrl,
  });
  if (written.length && !(await reserveTenantHour(tx, review.tenantId, written.length, s.emailsPerTenantPerHour, now)))
    throw new OverBudget();
  const marker = row.due_date;
  await tx.revisionReview.update({
    where: { id: reviewId },
    data: kind === "overdue" ? { overdueSentFor: marker, reminderSentFor: marker } : { reminderSentFor: marker },
  });
  return { kind, emails: written.length };
}

/** One run: the reviews due soon or overdue, then the actions, each in its own transaction. */
export async function runReviewReminders(
  db: Db,
  s: ReviewRemindersSettings,
  now: Date = new Date(),
): Promise<ReviewRemindersResult> {
  const today = day(now);
  const out: ReviewRemindersResult = {
    reviews: 0,
    reminders: 0,
    overdue: 0,
    actionReminders: 0,
    actionOverdue: 0,
    emails: 0,
    overLimit: 0,
  };
  for (const { id, days } of await candidates(db, today, s)) {
    try {
      const done = await db.$transaction((tx) => remindOne(tx, id, days, today, s, now));
      if (!done) continue;
      out.reviews++;
      out[done.kind === "overdue" ? "overdue" : "reminders"]++;
      out.emails += done.emails;
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      out.overLimit++;
    }
  }
  await runActionReminders(db, s, now, out);
  return out;
}

export function createReviewRemindersProcessor(deps: { db: Db; settings: ReviewRemindersSettings; log: Logger }) {
  return async function processReviewReminders(_job: Job): Promise<ReviewRemindersResult> {
    const out = await runReviewReminders(deps.db, deps.settings);
    if (out.overLimit > 0)
      deps.log.warn(out, "review reminders over the tenant's hourly e-mail budget: tried again at the next run");
    else deps.log.info(out, "review reminders sent");
    return out;
  };
}
