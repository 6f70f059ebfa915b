-- The e-mails of revision reviews (issue 28, docs/reviews.md "E-mails"): to a new reviewer, to the
-- owner of an "action needed" item, before the due date, once it has passed, and at sign-off.

-- One row per e-mail a review sent (or is sending): its idempotency key, the same one the e-mail
-- job keys its delivery on. It is written in the transaction that writes the e-mail's outbox row
-- (INSERT … ON CONFLICT DO NOTHING), and only keys that were new get an outbox row: a change done
-- twice, a retried job or a second scheduler run never sends the same e-mail twice.
--   kind  ASSIGNED (review-assigned:<review>:<user>), ACTION (review-action:<item>:<user>),
--         REMINDER (review-reminder:<review>:<due date>:<user>), OVERDUE
--         (review-overdue:<review>:<due date>:<user>), SIGNED_OFF (review-signed-off:<review>:<user>).
CREATE TABLE "revision_review_emails" (
  "idempotency_key" TEXT NOT NULL PRIMARY KEY,
  "review_id" INTEGER NOT NULL REFERENCES "revision_reviews"("id") ON DELETE CASCADE,
  "user_id" INTEGER NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('ASSIGNED', 'ACTION', 'REMINDER', 'OVERDUE', 'SIGNED_OFF')),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "revision_review_emails_review_id_idx" ON "revision_review_emails"("review_id");
CREATE INDEX "revision_review_emails_user_id_idx" ON "revision_review_emails"("user_id");

-- The due date the reminder and the overdue e-mails were sent for (null: none yet). The
-- scheduler's job (reviews.reminders) sends them when they differ from the review's due date, so
-- a due date moved later reminds again. Not frozen by the sign-off triggers (a signed-off review
-- is never reminded).
ALTER TABLE "revision_reviews"
  ADD COLUMN "reminder_sent_for" DATE,
  ADD COLUMN "overdue_sent_for" DATE;

-- The scheduler's scan: open reviews with a due date whose overdue e-mail is not sent yet, by due
-- date. A review leaves the index once its overdue e-mail went (or when it is signed off), so the
-- scan reads the reviews due soon and the newly overdue ones, not every overdue review ever.
CREATE INDEX "revision_reviews_due_date_id_idx" ON "revision_reviews"("due_date", "id")
  WHERE "status" = 'OPEN' AND "due_date" IS NOT NULL AND "overdue_sent_for" IS DISTINCT FROM "due_date";
