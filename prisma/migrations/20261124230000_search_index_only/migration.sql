-- Search, counts and type-ahead are answered by the API's in-memory index (20261124120000_search_index);
-- the partial indexes that tuned the SQL search over the newest editions serve no statement any more
-- and only cost every write and the bulk load. The full-text and trigram indexes of the whole table
-- stay (older editions a designation names are found through the designation key's).
DROP INDEX IF EXISTS "documents_latest_search_vector_idx";
DROP INDEX IF EXISTS "documents_latest_designation_key_trgm_idx";
DROP INDEX IF EXISTS "documents_designation_no_key_prefix_idx";
