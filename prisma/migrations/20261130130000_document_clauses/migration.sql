-- Search inside the documents (issue 29 §1): one row per clause of each edition, with its words
-- indexed for full-text search in the edition's own language. Rows are written by the workers
-- (jobs/clause-index) when an edition is published and by a catalogue run (clause_index_runs);
-- they are the same for every tenant (which documents a tenant presents and a user may open is
-- decided when searching, as for every other search).
--
-- Hash-partitioned by document: a large catalogue (1,000,000 editions, tens of millions of
-- clauses) keeps each partition's table and GIN index a sixteenth of the whole, so VACUUM,
-- REINDEX and the GIN pending-list merges of a publish run on one partition at a time, a
-- rebuild can be done partition by partition, and a partition can later be moved (detached,
-- attached) to another tablespace or, with a foreign-data wrapper, another machine, without the
-- table's users knowing. Hashing by document keeps all the clauses of one edition together (one
-- partition is touched per edition indexed) and spreads new editions evenly, which a range by id
-- would not (the newest partition would take every publish). A search reads every partition's
-- index (no pruning: it is across documents); PostgreSQL scans them one after another in one
-- plan, and docs/scaling.md says when an engine of its own (OpenSearch) should take over.
CREATE TABLE "document_clauses" (
  "document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  -- The clause's place in the edition (0: the text before the first clause, when there is any).
  "ordinal" INTEGER NOT NULL CHECK ("ordinal" >= 0),
  -- As printed ("6.3", "A.2", "Annex B"); empty for the text before the first clause.
  "number" TEXT NOT NULL,
  "heading" TEXT,
  -- The clause's first words as the text has them (number included): the reader finds the
  -- clause's block in the HTML by them, as it finds a changed clause.
  "quote" TEXT NOT NULL,
  -- The clause's own text (after its number), the anchor text the reader builds from the HTML.
  "text" TEXT NOT NULL,
  -- The edition's language (documents.language_code): its text search configuration stems it.
  "language" TEXT NOT NULL,
  -- Where the text was read: the HTML (the reader can jump to the clause), else body text or PDF.
  "source" TEXT NOT NULL CHECK ("source" IN ('HTML', 'BODY', 'PDF')),
  -- [start, end) of the clause in that text: where the reader finds it.
  "start_offset" INTEGER NOT NULL,
  "end_offset" INTEGER NOT NULL,
  -- Whether the clause states a requirement (shall, must, is required to, in its language);
  -- NULL for a language whose requirement words are not known (the filter leaves it out).
  "states_requirement" BOOLEAN,
  "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(norma_text_search_config("language"), norma_search_words(coalesce("heading", ''))), 'A')
    || setweight(to_tsvector(norma_text_search_config("language"), norma_search_words("text")), 'B')
  ) STORED,
  PRIMARY KEY ("document_id", "ordinal")
) PARTITION BY HASH ("document_id");

DO $$
BEGIN
  FOR i IN 0..15 LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "document_clauses" FOR VALUES WITH (MODULUS 16, REMAINDER %s)',
      'document_clauses_p' || lpad(i::text, 2, '0'), i);
  END LOOP;
END $$;

-- The index a search reads (one per partition, made by PostgreSQL from this one).
CREATE INDEX "document_clauses_search_vector_idx" ON "document_clauses" USING GIN ("search_vector");

-- Which editions have been indexed, and from what: an edition without clauses (no text at all)
-- is known to be done, and a catalogue run can tell what is left.
CREATE TABLE "document_clause_scans" (
  "document_id" INTEGER PRIMARY KEY REFERENCES "documents"("id") ON DELETE CASCADE,
  "source" TEXT CHECK ("source" IN ('HTML', 'BODY', 'PDF')),
  "clauses" INTEGER NOT NULL DEFAULT 0,
  "scanned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);

-- A run of the clause indexing over the whole catalogue (npm run clause-index:rebuild): its
-- cursor and its progress, as reference_runs.
CREATE TABLE "clause_index_runs" (
  "id" SERIAL PRIMARY KEY,
  "status" TEXT NOT NULL DEFAULT 'RUNNING' CHECK ("status" IN ('RUNNING', 'DONE', 'CANCELLED')),
  "chunk_size" INTEGER NOT NULL DEFAULT 100 CHECK ("chunk_size" BETWEEN 1 AND 5000),
  "cursor_document_id" INTEGER NOT NULL DEFAULT 0,
  "total_documents" INTEGER NOT NULL DEFAULT 0,
  "processed_documents" INTEGER NOT NULL DEFAULT 0,
  "clauses_found" BIGINT NOT NULL DEFAULT 0,
  "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "finished_at" TIMESTAMPTZ(3)
);
-- At most one run at a time: starting again resumes it.
CREATE UNIQUE INDEX "clause_index_runs_one_running_key" ON "clause_index_runs"("status") WHERE "status" = 'RUNNING';
