-- The clause-level change summary of an edition against the edition it superseded (issue 25 §2):
-- computed once by the workers (jobs/change-summary) with @norma/documents/clauses, stored here,
-- served by GET /api/documents/changes/{contentId} and quoted by the revision alerts.
--   PENDING      asked for (a publish batch, or the first reader of an edition published before
--                summaries existed); requested_at says when, so a request lost with its job is
--                asked again after a while;
--   READY        summary holds the ClauseChangeSummary JSON (counts, changed clauses, limits);
--   UNAVAILABLE  neither edition had text to compare (no HTML, body text or readable PDF).
CREATE TABLE "document_change_summaries" (
  "document_id" INTEGER NOT NULL PRIMARY KEY REFERENCES "documents"("id") ON DELETE CASCADE,
  "previous_document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  "status" TEXT NOT NULL DEFAULT 'PENDING' CHECK ("status" IN ('PENDING', 'READY', 'UNAVAILABLE')),
  -- Which text the clauses were read from: HTML, PDF or BODY (null until computed).
  "source" TEXT CHECK ("source" IS NULL OR "source" IN ('HTML', 'PDF', 'BODY')),
  "summary" JSONB,
  "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "computed_at" TIMESTAMPTZ(3)
);
CREATE INDEX "document_change_summaries_previous_document_id_idx" ON "document_change_summaries"("previous_document_id");
