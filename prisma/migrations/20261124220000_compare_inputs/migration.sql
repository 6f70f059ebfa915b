-- Compare results are tied to the files they were made from, and their limits are final (issue 5).

-- A compare whose documents are too large (over the page or byte limits, or still out of time
-- after a block-level retry) ends TOO_LARGE: final, never queued again for the same files.
ALTER TYPE "JobStatus" ADD VALUE 'TOO_LARGE';

-- The PDF files a redline was made from (the document's Active PDF, else its newest, at the
-- time): a redline of other files than the documents have now is stale and is made again.
ALTER TABLE "pdf_redlines" ADD COLUMN "new_asset_id" INTEGER;
ALTER TABLE "pdf_redlines" ADD COLUMN "old_asset_id" INTEGER;
-- Attempts that ran out of time (killed at the hard limit, or stopped at their own deadline):
-- the first is retried block by block, the second makes the outcome TOO_LARGE.
ALTER TABLE "pdf_redlines" ADD COLUMN "timed_out_attempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "pdf_redlines" ADD CONSTRAINT "pdf_redlines_new_asset_id_fkey" FOREIGN KEY ("new_asset_id") REFERENCES "document_assets"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "pdf_redlines" ADD CONSTRAINT "pdf_redlines_old_asset_id_fkey" FOREIGN KEY ("old_asset_id") REFERENCES "document_assets"("id") ON DELETE SET NULL ON UPDATE CASCADE;
