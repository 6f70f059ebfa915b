-- A paper (STP_PAPER, MANUAL_MONO_PAPERS, DATA_SERIES_PAPERS) belongs to a book: the full-book
-- call delivers the book's PDF (issue 5).
ALTER TABLE "documents" ADD COLUMN "book_id" INTEGER;
CREATE INDEX "documents_book_id_idx" ON "documents"("book_id");
ALTER TABLE "documents" ADD CONSTRAINT "documents_book_id_fkey" FOREIGN KEY ("book_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;
