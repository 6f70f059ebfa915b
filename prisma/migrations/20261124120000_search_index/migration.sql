-- The API keeps an in-memory index of the newest editions for search, counts and type-ahead
-- (services/api/src/modules/search/search-index.ts). It follows the table by reading the rows
-- whose updated_at moved since its last look, so every update stamps updated_at, whatever
-- wrote it (Prisma, raw SQL, the body trigger that refreshes search_vector).
CREATE OR REPLACE FUNCTION norma_documents_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The clock, not the transaction start: a long publishing transaction must not stamp its
  -- rows earlier than what the index has already read.
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;

CREATE TRIGGER documents_touch BEFORE UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION norma_documents_touch();

CREATE INDEX "documents_updated_at_idx" ON "documents" ("updated_at");
