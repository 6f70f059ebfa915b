-- Search inside the documents, documents first (issue 29 §1): one row per indexed edition with
-- the union of its clauses' search vectors, so a search finds, counts, ranks and pages the
-- DOCUMENTS on one row per edition (20,000 rows at 20,000 editions instead of 2.2 million
-- clauses), and reads document_clauses only for the ~10 documents of the page (by the primary
-- key's document_id). Before this a search visited, ranked and grouped every matching clause of
-- the catalogue before it could page: 41 s p95 at 32 clients and 20,000 editions
-- (docs/performance.md).
--
-- The rows are derived from document_clauses by norma_refresh_clause_search (below), which the
-- workers' clause-index job calls in the transaction that replaces an edition's clauses (so the
-- two never disagree), and which this migration runs once for the editions indexed before it.

-- Concatenation of tsvectors in order: tsvector_concat (||) shifts the right operand's positions
-- past the left's, so the union keeps each clause's weights (heading A, text B) and its words'
-- order, and a phrase still matches where its words stand together.
CREATE AGGREGATE norma_tsvector_union(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');

CREATE TABLE "document_clause_search" (
  "document_id" INTEGER PRIMARY KEY REFERENCES "documents"("id") ON DELETE CASCADE,
  -- The text search configuration of the edition's language (as its clauses were stemmed),
  -- stored so a search compares it per row instead of calling norma_text_search_config.
  "config" regconfig NOT NULL,
  -- The union of all its clauses' vectors, and of those that state a requirement only (empty
  -- when none does): the requirement filter matches and ranks on the second.
  "search_vector" tsvector NOT NULL,
  "requirement_vector" tsvector NOT NULL,
  -- False when the union passed PostgreSQL's 1 MB limit for a tsvector and the positions were
  -- dropped to fit (no standard of the seed comes near; an edition of tens of thousands of
  -- distinct words could): its words are found, a "phrase" is not, and it ranks without weights.
  -- Past 1 MB even then, the edition has no row (norma_refresh_clause_search warns).
  "positions" BOOLEAN NOT NULL DEFAULT TRUE,
  "clauses" INTEGER NOT NULL
);

CREATE INDEX "document_clause_search_search_vector_idx" ON "document_clause_search" USING GIN ("search_vector");
CREATE INDEX "document_clause_search_requirement_vector_idx" ON "document_clause_search" USING GIN ("requirement_vector");

-- Replaces the rows of these editions from their clauses in document_clauses (an edition with no
-- clause gets no row). Returns the rows written.
CREATE FUNCTION norma_refresh_clause_search(document_ids INTEGER[]) RETURNS INTEGER
LANGUAGE plpgsql AS $$
DECLARE
  written INTEGER := 0;
  one INTEGER;
BEGIN
  DELETE FROM document_clause_search WHERE document_id = ANY(document_ids);
  -- One edition at a time, so one too large for a tsvector falls back alone (each BEGIN …
  -- EXCEPTION block is a subtransaction: one per edition, cheap next to the aggregate).
  FOREACH one IN ARRAY document_ids LOOP
    BEGIN
      INSERT INTO document_clause_search (document_id, config, search_vector, requirement_vector, clauses)
      SELECT document_id, norma_text_search_config(min(language)),
             norma_tsvector_union(search_vector ORDER BY ordinal),
             norma_tsvector_union(search_vector ORDER BY ordinal) FILTER (WHERE states_requirement),
             count(*)
        FROM document_clauses WHERE document_id = one GROUP BY document_id
      ON CONFLICT (document_id) DO NOTHING;
    EXCEPTION WHEN program_limit_exceeded THEN
      BEGIN
        INSERT INTO document_clause_search (document_id, config, search_vector, requirement_vector, positions, clauses)
        SELECT document_id, norma_text_search_config(min(language)),
               norma_tsvector_union(strip(search_vector)),
               norma_tsvector_union(strip(search_vector)) FILTER (WHERE states_requirement),
               FALSE, count(*)
          FROM document_clauses WHERE document_id = one GROUP BY document_id
        ON CONFLICT (document_id) DO NOTHING;
      EXCEPTION WHEN program_limit_exceeded THEN
        -- Over 1 MB even without positions (tens of thousands of long distinct words): the
        -- edition is left out of the search inside the documents, and the log says so.
        RAISE WARNING 'document %: its words pass the 1 MB of a tsvector; not in the clause search', one;
        PERFORM 1 WHERE FALSE; -- FOUND false: nothing written
      END;
    END;
    IF FOUND THEN written := written + 1; END IF;
  END LOOP;
  RETURN written;
END $$;

-- The editions indexed before this migration, so a deployment keeps its clause search.
SELECT norma_refresh_clause_search(ARRAY(SELECT document_id FROM document_clause_scans WHERE clauses > 0 ORDER BY document_id));
