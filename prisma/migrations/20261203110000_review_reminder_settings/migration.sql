-- Revision reviews' reminders (issue 28, docs/reviews.md "E-mails"): how many days before a due date
-- each account is reminded, and the reminders of an "action needed" item's own due date.

-- The days before a review's (and an action's) due date the account's people are reminded: its
-- administrator's choice, 0 (on the day) to 60; null keeps the platform's REVIEW_REMINDER_DAYS.
ALTER TABLE "account_review_settings"
  ADD COLUMN "reminder_days" INTEGER CHECK ("reminder_days" BETWEEN 0 AND 60);

-- The action's due date its owner's reminder and overdue e-mails were sent for (null: none yet),
-- as revision_reviews' reminder_sent_for / overdue_sent_for: a due date moved re-arms both, and a
-- decision made again (another owner) sets them back to null. Not frozen by the sign-off triggers:
-- the action goes on after the review's decision is signed off.
ALTER TABLE "revision_review_items"
  ADD COLUMN "action_reminder_sent_for" DATE,
  ADD COLUMN "action_overdue_sent_for" DATE;

-- The scheduler's scan of actions: owned "action needed" items whose overdue e-mail is not sent for
-- their due date, by due date (an item leaves it once told it is overdue).
CREATE INDEX "revision_review_items_action_due_date_id_idx" ON "revision_review_items"("action_due_date", "id")
  WHERE "decision" = 'ACTION_NEEDED' AND "action_owner_id" IS NOT NULL AND "action_due_date" IS NOT NULL
    AND "action_overdue_sent_for" IS DISTINCT FROM "action_due_date";

-- The two new e-mails' kinds: ACTION_REMINDER (review-action-reminder:<item>:<due date>:<user>) and
-- ACTION_OVERDUE (review-action-overdue:<item>:<due date>:<user>).
ALTER TABLE "revision_review_emails" DROP CONSTRAINT "revision_review_emails_kind_check";
ALTER TABLE "revision_review_emails" ADD CONSTRAINT "revision_review_emails_kind_check"
  CHECK ("kind" IN ('ASSIGNED', 'ACTION', 'REMINDER', 'OVERDUE', 'SIGNED_OFF', 'ACTION_REMINDER', 'ACTION_OVERDUE'));
