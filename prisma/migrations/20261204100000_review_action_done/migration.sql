-- Revision reviews (issue 28, docs/reviews.md "Actions"): an "action needed" item's action is marked
-- done (with an optional comment) by its owner or the review's managers, or reopened, while the
-- review is open. A done action is no longer reminded, nor counted among the open actions.

ALTER TABLE "revision_review_items"
  ADD COLUMN "action_done_at" TIMESTAMPTZ(3),
  ADD COLUMN "action_done_by_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  -- The name the person had when they marked it done: a deleted user's stays in the record.
  ADD COLUMN "action_done_by_name" TEXT,
  ADD COLUMN "action_done_comment" VARCHAR(2000),
  -- Only an action is done, and a done action says by whom.
  ADD CONSTRAINT "revision_review_items_action_done_check"
    CHECK ("action_done_at" IS NULL OR ("decision" = 'ACTION_NEEDED' AND "action_done_by_name" IS NOT NULL));

-- The reminders' scan leaves done actions out: the partial index's predicate says so too, so the
-- scan's WHERE (which names action_done_at IS NULL) still implies it.
DROP INDEX "revision_review_items_action_due_date_id_idx";
CREATE INDEX "revision_review_items_action_due_date_id_idx" ON "revision_review_items"("action_due_date", "id")
  WHERE "decision" = 'ACTION_NEEDED' AND "action_owner_id" IS NOT NULL AND "action_due_date" IS NOT NULL
    AND "action_done_at" IS NULL
    AND "action_overdue_sent_for" IS DISTINCT FROM "action_due_date";

-- The audit trail's two new entries: an action marked done, and a done action reopened.
ALTER TABLE "revision_review_audits" DROP CONSTRAINT "revision_review_audits_action_check";
ALTER TABLE "revision_review_audits" ADD CONSTRAINT "revision_review_audits_action_check"
  CHECK ("action" IN ('OPEN', 'ASSIGN', 'DECIDE', 'SIGN_OFF', 'ACTION_DONE', 'ACTION_REOPENED'));

-- A signed-off review's items keep their done state too: only what a deleted user leaves changes
-- (action_done_by_id set to null), as for the decision's columns.
CREATE OR REPLACE FUNCTION "norma_revision_review_item_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW."decision", NEW."comment", NEW."action_due_date", NEW."decided_at", NEW."label", NEW."detail",
        NEW."review_id", NEW."version", NEW."action_done_at", NEW."action_done_by_name", NEW."action_done_comment")
       IS NOT DISTINCT FROM
       (OLD."decision", OLD."comment", OLD."action_due_date", OLD."decided_at", OLD."label", OLD."detail",
        OLD."review_id", OLD."version", OLD."action_done_at", OLD."action_done_by_name", OLD."action_done_comment") THEN
      RETURN NEW;
    END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM "revision_reviews" WHERE "id" = NEW."review_id" AND "status" = 'SIGNED_OFF') THEN
    RAISE EXCEPTION 'revision review % is signed off', NEW."review_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
