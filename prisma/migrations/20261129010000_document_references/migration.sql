-- The citation graph of the catalogue (issue 27): the documents each edition references, found in
-- its text by the workers (jobs/references, with @norma/documents/references) when it is published,
-- or by a catalogue run (`npm run references:rebuild`).
--   target_key       the cited document keyed within its publisher ("astm:a370", "iec:60068-2-1";
--                    @norma/documents/designations/designation-scan referenceKey): one key for all
--                    editions of a family, so "cited by" reads one index range;
--   edition/_year    the edition as written and its year; null for an undated reference;
--   target_document  the edition it resolves to: a dated reference to that edition, an undated one
--                    to the current edition (moved to each new edition as it is published); null
--                    while the catalogue does not hold it (the designation is kept as written);
--   kind             normative (referenced documents / normative references clause), bibliography,
--                    or informative (cited elsewhere in the text);
--   clause           the number of the clause it is cited in ("2.1"), or an unnumbered heading.
CREATE TABLE "document_references" (
  "id" BIGSERIAL PRIMARY KEY,
  "source_document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "target_document_id" INTEGER REFERENCES "documents"("id") ON DELETE SET NULL,
  "target_designation" TEXT NOT NULL,
  "target_publisher" TEXT NOT NULL,
  "target_key" TEXT NOT NULL,
  "edition" TEXT,
  "edition_year" INTEGER,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('normative', 'informative', 'bibliography')),
  "clause" TEXT,
  "occurrences" INTEGER NOT NULL DEFAULT 1,
  "resolved" BOOLEAN NOT NULL GENERATED ALWAYS AS ("target_document_id" IS NOT NULL) STORED,
  "detected_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
-- One edge per cited document and edition; "references of one document" reads this range.
CREATE UNIQUE INDEX "document_references_source_key_edition_key"
  ON "document_references"("source_document_id", "target_key", "edition_year") NULLS NOT DISTINCT;
-- "Cited by": every edge to any edition of a family, paged by source.
CREATE INDEX "document_references_target_key_source_document_id_idx" ON "document_references"("target_key", "source_document_id");
-- Edges that resolve to one edition (re-pointing undated edges when a new edition is published).
CREATE INDEX "document_references_target_document_idx" ON "document_references"("target_document_id")
  WHERE "target_document_id" IS NOT NULL;
-- What did not resolve, by publisher (the operators' list of catalogue gaps).
CREATE INDEX "document_references_unresolved_idx" ON "document_references"("target_publisher", "target_key")
  WHERE "target_document_id" IS NULL;

-- When an edition's references were last detected, from which text, and what was found: an edition
-- with no row was never read (published before detection: a catalogue run reads it), one with a
-- row and no edges cites nothing.
CREATE TABLE "reference_scans" (
  "document_id" INTEGER NOT NULL PRIMARY KEY REFERENCES "documents"("id") ON DELETE CASCADE,
  -- HTML, PDF or BODY; null when the edition has no text to read.
  "source" TEXT CHECK ("source" IS NULL OR "source" IN ('HTML', 'PDF', 'BODY')),
  "references_found" INTEGER NOT NULL DEFAULT 0,
  "unresolved_found" INTEGER NOT NULL DEFAULT 0,
  "scanned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);

-- A run of the detection over the whole catalogue (`npm run references:rebuild`): the workers take
-- the documents after `cursor_document_id` a chunk at a time, so a run stopped anywhere resumes
-- where it stopped; the counts are its progress.
CREATE TABLE "reference_runs" (
  "id" SERIAL PRIMARY KEY,
  "status" TEXT NOT NULL DEFAULT 'RUNNING' CHECK ("status" IN ('RUNNING', 'DONE', 'CANCELLED')),
  "chunk_size" INTEGER NOT NULL DEFAULT 200 CHECK ("chunk_size" BETWEEN 1 AND 5000),
  "cursor_document_id" INTEGER NOT NULL DEFAULT 0,
  "total_documents" INTEGER NOT NULL DEFAULT 0,
  "processed_documents" INTEGER NOT NULL DEFAULT 0,
  "references_found" BIGINT NOT NULL DEFAULT 0,
  "unresolved_found" BIGINT NOT NULL DEFAULT 0,
  "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "finished_at" TIMESTAMPTZ(3)
);
-- At most one run at a time: starting again resumes it.
CREATE UNIQUE INDEX "reference_runs_one_running_key" ON "reference_runs"("status") WHERE "status" = 'RUNNING';
