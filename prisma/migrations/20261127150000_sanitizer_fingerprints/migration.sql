-- Which sanitiser fingerprints' folders of stored copies (sanitized/<fingerprint>/ in blob storage)
-- are still in use (issue 11). A new sanitiser (DOMPurify, jsdom, postcss or html-safety.ts
-- changed) has a new fingerprint and never reads the older folders again; while old and new
-- processes run side by side (a rolling upgrade), each marks the fingerprint whose copies it reads
-- or writes, at most hourly. The workers' outbox sweep deletes the folder of a fingerprint that is
-- not its own and has not been marked for SANITIZED_COPY_RETENTION_HOURS, and forgets the row.
CREATE TABLE sanitizer_fingerprints (
  fingerprint text PRIMARY KEY CHECK (fingerprint ~ '^[A-Za-z0-9._-]{1,128}$'),
  last_seen_at timestamptz(3) NOT NULL DEFAULT now()
);
