// Reminders of an "action needed" item's own due date (issue 28, docs/reviews.md "E-mails"): a
// decision of ACTION_NEEDED names an owner and a due date of the action; the reviews.reminders job
// (review-reminders.ts, same run, same scheduler) e-mails the owner
//   - action-reminder: the action is due within the account's reminder days (today included) and
//     the owner was not reminded for this due date;
//   - action-overdue: the due date has passed (before today, UTC) and the owner was not told so
//     for it. An action already past due when first seen gets this one only.
// The item remembers the due date each was sent for (action_reminder_sent_for,
// action_overdue_sent_for): a due date moved re-arms both, and a decision made again sets them back
// to null (the API), so another owner is reminded too — the same owner and date never twice, since
// the keys (review-action-reminder:<item>:<due date>:<user>, review-action-overdue:…) name both.
//
// Unlike the review's own reminders, an action is reminded after the review is signed off as well:
// the sign-off records the decision that the action is needed; the action is done after it. An
// action marked done (action_done_at, by its owner or the review's managers) is reminded no more.
//
// Each item is one transaction that locks its review (the order the API's changes lock in, so a
// decision being made and this job never deadlock; SKIP LOCKED: a review being changed is left to
// the next run), writes the e-mail (@norma/db/review-mail, in the owner's language, the tenant's
// branding) and the marker. To whom: the owner, while an activated member of the review's account.
// The e-mails count against the tenant's hourly budget: over it the transaction is rolled back and
// the action is tried again at the next run.
import { type Db, Prisma } from "@norma/db";
import { loadMailReview, mailUsers, writeReviewMails } from "@norma/db/review-mail";
import { reserveTenantHour } from "../../lib/mail/tenant-budget.ts";
import {
  day,
  MAX_REMINDER_DAYS,
  OverBudget,
  type ReviewRemindersResult,
  type ReviewRemindersSettings,
  reminderDaysSql,
} from "./reminder-settings.ts";

type Tx = Prisma.TransactionClient;

/**
 * The owned actions due soon (within their account's reminder days) or overdue whose e-mail for
 * their due date is not sent yet, earliest due first, with those days: its WHERE implies the
 * partial index revision_review_items_action_due_date_id_idx's predicate and bounds its range.
 */
export function actionCandidatesSql(today: string, s: Pick<ReviewRemindersSettings, "daysBefore" | "batchSize">) {
  const bound = Math.max(s.daysBefore, MAX_REMINDER_DAYS);
  return Prisma.sql`
    SELECT i.id, ${reminderDaysSql(Prisma.sql`s`, s)} AS days
      FROM revision_review_items i
      JOIN revision_reviews r ON r.id = i.review_id
      LEFT JOIN account_review_settings s ON s.account_id = r.account_id
     WHERE i.decision = 'ACTION_NEEDED' AND i.action_owner_id IS NOT NULL AND i.action_due_date IS NOT NULL
       AND i.action_done_at IS NULL
       AND i.action_overdue_sent_for IS DISTINCT FROM i.action_due_date
       AND i.action_due_date <= ${today}::date + ${bound}::int
       AND i.action_due_date <= ${today}::date + ${reminderDaysSql(Prisma.sql`s`, s)}
       AND (i.action_due_date < ${today}::date OR i.action_reminder_sent_for IS DISTINCT FROM i.action_due_date)
       AND EXISTS (SELECT 1 FROM tenant_features f
                    WHERE f.tenant_id = r.tenant_id AND f.code = 'revision-reviews' AND f.enabled)
     ORDER BY i.action_due_date, i.id
     LIMIT ${s.batchSize}`;
}

type ActionKind = "action-reminder" | "action-overdue";

/** Which e-mail the action calls for now, if any. */
function kindFor(
  row: { action_due_date: Date; action_reminder_sent_for: Date | null; action_overdue_sent_for: Date | null },
  today: string,
  daysBefore: number,
): ActionKind | null {
  const due = day(row.action_due_date);
  if (due < today)
    return row.action_overdue_sent_for && day(row.action_overdue_sent_for) === due ? null : "action-overdue";
  const limit = day(new Date(Date.parse(`${today}T00:00:00Z`) + daysBefore * 86_400_000));
  if (due > limit) return null;
  return row.action_reminder_sent_for && day(row.action_reminder_sent_for) === due ? null : "action-reminder";
}

/** Locks the item's review and, while the action still calls for one, writes its owner's e-mail. */
async function remindActionOne(
  tx: Tx,
  itemId: number,
  daysBefore: number,
  today: string,
  s: ReviewRemindersSettings,
  now: Date,
): Promise<{ kind: ActionKind; emails: number } | null> {
  const [ref] = await tx.$queryRaw<{ review_id: number }[]>`
    SELECT review_id FROM revision_review_items WHERE id = ${itemId}`;
  if (!ref) return null;
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM revision_reviews WHERE id = ${ref.review_id} FOR UPDATE SKIP LOCKED`;
  if (!locked) return null;
  const [row] = await tx.$queryRaw<
    {
      label: string;
      decision: string | null;
      action_owner_id: number | null;
      action_due_date: Date | null;
      action_reminder_sent_for: Date | null;
      action_overdue_sent_for: Date | null;
      action_done_at: Date | null;
    }[]
  >`
    SELECT label, decision, action_owner_id, action_due_date, action_reminder_sent_for, action_overdue_sent_for,
           action_done_at
      FROM revision_review_items WHERE id = ${itemId}`;
  // Marked done since the scan (the review's lock orders this after the API's change): no e-mail.
  if (row?.decision !== "ACTION_NEEDED" || row.action_owner_id === null || !row.action_due_date || row.action_done_at)
    return null;
  const kind = kindFor({ ...row, action_due_date: row.action_due_date }, today, daysBefore);
  if (!kind) return null;
  const review = await loadMailReview(tx, ref.review_id);
  if (!review) return null;
  const dueDate = day(row.action_due_date);
  const written = await writeReviewMails(tx, review, await mailUsers(tx, review.accountId, [row.action_owner_id]), {
    kind,
    publicBaseUrl: s.publicBaseUrl,
    item: { id: itemId, label: row.label, dueDate },
  });
  if (written.length && !(await reserveTenantHour(tx, review.tenantId, written.length, s.emailsPerTenantPerHour, now)))
    throw new OverBudget();
  const marker = row.action_due_date;
  await tx.revisionReviewItem.update({
    where: { id: itemId },
    data:
      kind === "action-overdue"
        ? { actionOverdueSentFor: marker, actionReminderSentFor: marker }
        : { actionReminderSentFor: marker },
  });
  return { kind, emails: written.length };
}

/** The actions due soon or overdue, each in its own transaction; adds its counts to `out`. */
export async function runActionReminders(
  db: Db,
  s: ReviewRemindersSettings,
  now: Date,
  out: ReviewRemindersResult,
): Promise<void> {
  const today = day(now);
  const rows = await db.$queryRaw<{ id: number; days: number }[]>(actionCandidatesSql(today, s));
  for (const { id, days } of rows) {
    try {
      const done = await db.$transaction((tx) => remindActionOne(tx, id, days, today, s, now));
      if (!done) continue;
      out[done.kind === "action-overdue" ? "actionOverdue" : "actionReminders"]++;
      out.emails += done.emails;
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      out.overLimit++;
    }
  }
}
