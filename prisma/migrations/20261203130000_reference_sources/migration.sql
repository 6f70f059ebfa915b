-- "Cited by" at catalogue scale (issue 27: p95 ≤ 50 ms for a much-cited document among 20M edges).
-- The citing side of an edge carries what "cited by" filters and counts on: whether its source is
-- a current original (the latest edition, not a translation), the source's publisher and its
-- document type. A much-cited family's list and its counts by publisher and document type are
-- then read from one index range alone, instead of looking up every citing document (50,000
-- random reads of documents for a test method everyone calls up).
--
-- Triggers keep the copy true whatever writes the rows: an edge takes its source's values when it
-- is written; a document whose edition status, translation, publisher or type changes passes them
-- to its edges (a new edition makes the old one historical: its ~20 edges stop citing).
ALTER TABLE "document_references"
  ADD COLUMN "source_current" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "source_publisher_id" INTEGER,
  ADD COLUMN "source_document_type" TEXT;

UPDATE "document_references" r
   SET "source_current" = (d."is_latest" AND d."translation_of_id" IS NULL),
       "source_publisher_id" = d."publisher_id",
       "source_document_type" = d."document_type"
  FROM "documents" d
 WHERE d."id" = r."source_document_id";

CREATE FUNCTION "document_references_source_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d."is_latest" AND d."translation_of_id" IS NULL, d."publisher_id", d."document_type"
    INTO NEW."source_current", NEW."source_publisher_id", NEW."source_document_type"
    FROM "documents" d WHERE d."id" = NEW."source_document_id";
  NEW."source_current" := coalesce(NEW."source_current", false);
  RETURN NEW;
END $$;

CREATE TRIGGER "document_references_source_copy"
  BEFORE INSERT OR UPDATE OF "source_document_id" ON "document_references"
  FOR EACH ROW EXECUTE FUNCTION "document_references_source_copy"();

CREATE FUNCTION "documents_pass_source_to_references"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_references"
     SET "source_current" = (NEW."is_latest" AND NEW."translation_of_id" IS NULL),
         "source_publisher_id" = NEW."publisher_id",
         "source_document_type" = NEW."document_type"
   WHERE "source_document_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "documents_pass_source_to_references"
  AFTER UPDATE OF "is_latest", "translation_of_id", "publisher_id", "document_type" ON "documents"
  FOR EACH ROW
  WHEN (OLD."is_latest" IS DISTINCT FROM NEW."is_latest"
        OR OLD."translation_of_id" IS DISTINCT FROM NEW."translation_of_id"
        OR OLD."publisher_id" IS DISTINCT FROM NEW."publisher_id"
        OR OLD."document_type" IS DISTINCT FROM NEW."document_type")
  EXECUTE FUNCTION "documents_pass_source_to_references"();

-- "Cited by" of a family: the current citing edges in source order, with what the list and its
-- counts read (an index-only scan for the counts; the page stops after its rows).
CREATE INDEX "document_references_cited_by_idx"
  ON "document_references"("target_key", "source_document_id")
  INCLUDE ("source_publisher_id", "source_document_type", "kind")
  WHERE "source_current";
