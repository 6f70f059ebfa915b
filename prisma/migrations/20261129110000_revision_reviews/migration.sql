-- Revision reviews (issue 28): a review per account and edition change — a new edition of a document
-- the account tracks, or its withdrawal — with what there is to decide (the changed clauses, the
-- account's compass points on it, the account's documents and collections that cite it), who
-- reviews it by when, a decision per item, a sign-off that freezes it, and its own audit trail.

-- The account's roles: ADMIN members administer the account's reviews (switch automatic opening
-- on, assign, sign off any review); MEMBER is everyone else.
ALTER TABLE "account_memberships"
  ADD COLUMN "role" TEXT NOT NULL DEFAULT 'MEMBER' CHECK ("role" IN ('MEMBER', 'ADMIN'));

-- Per account: whether a revision of a tracked document opens a review by itself.
CREATE TABLE "account_review_settings" (
  "account_id" INTEGER NOT NULL PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "auto_open" BOOLEAN NOT NULL DEFAULT false,
  "default_due_days" INTEGER NOT NULL DEFAULT 30 CHECK ("default_due_days" BETWEEN 1 AND 365),
  "updated_by_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE
);

--   change       NEW_VERSION (document_id is the new edition, previous_document_id the one it
--                superseded) or WITHDRAWN (document_id is the withdrawn or replaced edition);
--   origin       AUTO (the tracking-alerts fan-out) or MANUAL (a member opened it);
--   status       OPEN until signed off; SIGNED_OFF rows and their items never change again
--                (the service answers 409; the triggers below refuse whatever SQL tries);
--   clauses_pending  the edition's change summary was not ready when the review opened: its
--                changed clauses are added when it is (the next read).
CREATE TABLE "revision_reviews" (
  "id" SERIAL PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "account_id" INTEGER NOT NULL,
  "document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "previous_document_id" INTEGER REFERENCES "documents"("id") ON DELETE SET NULL,
  "change" TEXT NOT NULL CHECK ("change" IN ('NEW_VERSION', 'WITHDRAWN')),
  "origin" TEXT NOT NULL CHECK ("origin" IN ('AUTO', 'MANUAL')),
  "batch_id" TEXT,
  "status" TEXT NOT NULL DEFAULT 'OPEN' CHECK ("status" IN ('OPEN', 'SIGNED_OFF')),
  "clauses_pending" BOOLEAN NOT NULL DEFAULT false,
  "opened_by_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "due_date" DATE,
  "reviewer_group_id" INTEGER REFERENCES "groups"("id") ON DELETE SET NULL,
  "signed_off_by_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  -- The signer's name as it was: the record outlives the user.
  "signed_off_by_name" TEXT,
  "signed_off_at" TIMESTAMPTZ(3),
  "sign_off_comment" VARCHAR(2000),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE,
  CHECK ("status" = 'OPEN' OR ("signed_off_at" IS NOT NULL AND "signed_off_by_name" IS NOT NULL))
);
-- Exactly one review per account and edition change, however often the fan-out runs.
CREATE UNIQUE INDEX "revision_reviews_account_document_change_key"
  ON "revision_reviews"("account_id", "document_id", "change");
-- The Reviews page: an account's reviews by status and due date.
CREATE INDEX "revision_reviews_account_id_status_due_date_id_idx" ON "revision_reviews"("account_id", "status", "due_date", "id");
CREATE INDEX "revision_reviews_document_id_idx" ON "revision_reviews"("document_id");

CREATE TABLE "revision_review_reviewers" (
  "review_id" INTEGER NOT NULL REFERENCES "revision_reviews"("id") ON DELETE CASCADE,
  "user_id" INTEGER NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  PRIMARY KEY ("review_id", "user_id")
);
CREATE INDEX "revision_review_reviewers_user_id_idx" ON "revision_review_reviewers"("user_id");

--   kind      CLAUSE (a changed clause of the change summary), COMPASS_POINT (one of the account's
--             points on the document), REFERENCE (one of the account's documents that cites it);
--   item_key  what the item is about, unique within the review (the clause's number or position,
--             the point's id, the citing document's id), so adding items again adds none twice;
--   detail    what the item shows: the clause's kind, number, heading and quote; the point's name
--             and placement; the citing document's designation and the account's collections
--             that hold it.
CREATE TABLE "revision_review_items" (
  "id" SERIAL PRIMARY KEY,
  "review_id" INTEGER NOT NULL REFERENCES "revision_reviews"("id") ON DELETE CASCADE,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('CLAUSE', 'COMPASS_POINT', 'REFERENCE')),
  "item_key" TEXT NOT NULL,
  "position" INTEGER NOT NULL DEFAULT 0,
  "label" TEXT NOT NULL,
  "detail" JSONB NOT NULL DEFAULT '{}',
  "decision" TEXT CHECK ("decision" IS NULL OR "decision" IN ('NO_IMPACT', 'ACTION_NEEDED', 'NOT_APPLICABLE')),
  "comment" VARCHAR(2000),
  "action_owner_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "action_due_date" DATE,
  "decided_by_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" TIMESTAMPTZ(3),
  -- Incremented by each decision: a decision sent with an older version is refused (409).
  "version" INTEGER NOT NULL DEFAULT 0,
  CHECK ("decision" IS DISTINCT FROM 'ACTION_NEEDED' OR "action_due_date" IS NOT NULL)
);
CREATE UNIQUE INDEX "revision_review_items_review_kind_key_key" ON "revision_review_items"("review_id", "kind", "item_key");
CREATE INDEX "revision_review_items_action_owner_id_idx" ON "revision_review_items"("action_owner_id")
  WHERE "action_owner_id" IS NOT NULL;

-- The review's audit trail, like compass_point_audits: who did what when, with the values before
-- and after ({ current, previous }). action: OPEN, ASSIGN, DECIDE, SIGN_OFF.
CREATE TABLE "revision_review_audits" (
  "id" BIGSERIAL PRIMARY KEY,
  "review_id" INTEGER NOT NULL REFERENCES "revision_reviews"("id") ON DELETE CASCADE,
  "item_id" INTEGER REFERENCES "revision_review_items"("id") ON DELETE SET NULL,
  "action" TEXT NOT NULL CHECK ("action" IN ('OPEN', 'ASSIGN', 'DECIDE', 'SIGN_OFF')),
  "user_id" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "user_name" TEXT NOT NULL,
  "audit_data" JSONB NOT NULL DEFAULT '{}',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "revision_review_audits_review_id_created_at_id_idx" ON "revision_review_audits"("review_id", "created_at", "id");

-- A signed-off review is the record an auditor reads: what was decided, by whom and when never
-- changes again, and no item or reviewer is added, whatever code or SQL tries. What a deleted user
-- or group leaves (a foreign key set to null) is allowed, and deleting the account removes it.
CREATE FUNCTION "norma_revision_review_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'SIGNED_OFF' AND (
       (NEW."status", NEW."due_date", NEW."signed_off_at", NEW."signed_off_by_name", NEW."sign_off_comment",
        NEW."document_id", NEW."change", NEW."account_id")
       IS DISTINCT FROM
       (OLD."status", OLD."due_date", OLD."signed_off_at", OLD."signed_off_by_name", OLD."sign_off_comment",
        OLD."document_id", OLD."change", OLD."account_id")
       OR (NEW."reviewer_group_id" IS NOT NULL AND NEW."reviewer_group_id" IS DISTINCT FROM OLD."reviewer_group_id")) THEN
    RAISE EXCEPTION 'revision review % is signed off', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

-- An item of a signed-off review: only what a deleted user leaves (owner, decider set to null).
CREATE FUNCTION "norma_revision_review_item_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- No reviewer is added to a signed-off review.
CREATE FUNCTION "norma_revision_review_reviewer_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "revision_reviews" WHERE "id" = NEW."review_id" AND "status" = 'SIGNED_OFF') THEN
    RAISE EXCEPTION 'revision review % is signed off', NEW."review_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "revision_reviews_frozen" BEFORE UPDATE ON "revision_reviews"
  FOR EACH ROW EXECUTE FUNCTION "norma_revision_review_frozen"();
CREATE TRIGGER "revision_review_items_frozen" BEFORE INSERT OR UPDATE ON "revision_review_items"
  FOR EACH ROW EXECUTE FUNCTION "norma_revision_review_item_frozen"();
CREATE TRIGGER "revision_review_reviewers_frozen" BEFORE INSERT ON "revision_review_reviewers"
  FOR EACH ROW EXECUTE FUNCTION "norma_revision_review_reviewer_frozen"();
