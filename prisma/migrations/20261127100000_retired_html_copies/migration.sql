-- Sanitised copies of HTML no document uses any more (issue 11). The workers keep one sanitised
-- copy per HTML fingerprint (document_assets.sha256, workers' lib/html/sanitized-copies.ts), shared
-- by every document and edition whose HTML has those bytes. When an HTML file row goes — its
-- document deleted (the rows cascade), the row deleted, or its bytes (sha256) replaced — its
-- fingerprint is recorded here by the trigger below, whatever code or SQL did it, and the outbox
-- sweeper (workers' outbox/retired-copies.ts) deletes the copy from blob storage once the
-- retention has passed, no sanitize-html job is outstanding and no other HTML row has those bytes.
CREATE TABLE "retired_html_copies" (
  "sha256"     TEXT           PRIMARY KEY,
  -- The last time an HTML row with these bytes went (a fingerprint retired again waits anew).
  "retired_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);

CREATE INDEX "retired_html_copies_retired_at_idx" ON "retired_html_copies"("retired_at");

-- The sweeper asks, per retired fingerprint, whether an HTML row still has those bytes.
CREATE INDEX "document_assets_html_sha256_idx" ON "document_assets"("sha256") WHERE "kind" = 'HTML';

CREATE FUNCTION "retire_html_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."kind" = 'HTML' AND (TG_OP = 'DELETE' OR NEW."sha256" IS DISTINCT FROM OLD."sha256" OR NEW."kind" <> 'HTML') THEN
    INSERT INTO "retired_html_copies" ("sha256") VALUES (OLD."sha256")
      ON CONFLICT ("sha256") DO UPDATE SET "retired_at" = now();
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "document_assets_retire_html_copy" AFTER DELETE OR UPDATE OF "sha256", "kind" ON "document_assets"
  FOR EACH ROW EXECUTE FUNCTION "retire_html_copy"();
