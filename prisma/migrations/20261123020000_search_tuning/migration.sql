-- Search speed at a million documents (issue 4, docs/performance.md). Every search statement
-- filters on is_latest (four documents in ten); indexes over the newest editions only are smaller
-- and spare the planner the bitmap of the tenant's publishers it used to AND in (~50 ms at 1M).
-- Prisma cannot express partial or expression indexes: they live here only.

-- Full-text match of the newest editions.
CREATE INDEX "documents_latest_search_vector_idx" ON "documents" USING gin ("search_vector") WHERE "is_latest";

-- Designation contained anywhere in the key, newest editions.
CREATE INDEX "documents_latest_designation_key_trgm_idx" ON "documents" USING gin ("designation_key" gin_trgm_ops) WHERE "is_latest";

-- Short designations ('E8', 'A3'): a trigram index cannot serve a pattern under three characters,
-- so they match the designation number's key at its start (lower-case letters and digits, the
-- expression search-repo.ts writes), through this btree.
CREATE INDEX "documents_designation_no_key_prefix_idx" ON "documents" (lower(regexp_replace("designation_no", '[^A-Za-z0-9]+', '', 'g')) text_pattern_ops);
