-- The supersession line of the document page (issue 27): the documents whose
-- replaced_by_content_code names one of a line's editions ("replaces ← this"). Few documents name
-- a replacement, so the index holds only those.
CREATE INDEX "documents_replaced_by_content_code_idx" ON "documents"("replaced_by_content_code")
  WHERE "replaced_by_content_code" IS NOT NULL;
