-- Revision reviews (issue 28, docs/reviews.md "Actions"): an "action needed" item's action is marked
-- done (with an optional comment) by its owner or the review's managers, or reopened — also after
-- the review is signed off: the sign-off records that the action is needed, the action is done
-- after it. A done action is no longer reminded, nor counted among the open actions.

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

-- A signed-off review's items keep their decision: what may still change is the action's done state
-- (its own who, when and comment) and what a deleted user leaves (ids set to null).
CREATE OR REPLACE FUNCTION "norma_revision_review_item_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW."decision", NEW."comment", NEW."action_due_date", NEW."decided_at", NEW."label", NEW."detail",
        NEW."review_id", NEW."version")
       IS NOT DISTINCT FROM
       (OLD."decision", OLD."comment", OLD."action_due_date", OLD."decided_at", OLD."label", OLD."detail",
        OLD."review_id", OLD."version") THEN
      RETURN NEW;
    END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM "revision_reviews" WHERE "id" = NEW."review_id" AND "status" = 'SIGNED_OFF') THEN
    RAISE EXCEPTION 'revision review % is signed off', NEW."review_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
