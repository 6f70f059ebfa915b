-- Where the usage recorder keeps its COUNTER session state (the last click per user and item for
-- double-click filtering; the unique items and titles of a user-session) while Redis is away. The
-- keys are those of Redis; expires_at plays the part of Redis's TTL (expired rows are deleted by
-- the recorder from time to time; keys carry their session's date, so an old one never matches).
CREATE TABLE "counter_session_state" (
  "key"        VARCHAR(400)   PRIMARY KEY,
  "value"      BIGINT         NOT NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL
);
CREATE INDEX "counter_session_state_expires_at_idx" ON "counter_session_state" ("expires_at");
