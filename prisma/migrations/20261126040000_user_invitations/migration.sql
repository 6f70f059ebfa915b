-- Invitations to choose a first password (issue 16): an administrator creates a user, the user
-- gets an e-mail with a single-use link. Only the SHA-256 of the link's key is stored; a link
-- works until expires_at, once (used_at), and a newer invitation of the user revokes the older
-- ones (revoked_at).
CREATE TABLE "user_invitations" (
  "id"          SERIAL         PRIMARY KEY,
  "user_id"     INTEGER        NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash"  VARCHAR(64)    NOT NULL,
  "expires_at"  TIMESTAMPTZ(3) NOT NULL,
  "used_at"     TIMESTAMPTZ(3),
  "revoked_at"  TIMESTAMPTZ(3),
  "created_by"  INTEGER,
  "created_at"  TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "user_invitations_token_hash_key" ON "user_invitations" ("token_hash");
CREATE INDEX "user_invitations_user_id_idx" ON "user_invitations" ("user_id");
