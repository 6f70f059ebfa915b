-- Sharing is idempotent: a sharer shares a document once with a user, once with an external
-- e-mail (compared without case), and a document is shared once with a group (whoever shared it
-- first). A repeated share answers the existing row and sends no second e-mail.
CREATE UNIQUE INDEX "content_shares_user_once" ON "content_shares" ("document_id", "shared_by_id", "shared_with_user_id")
  WHERE "shared_with_user_id" IS NOT NULL;
CREATE UNIQUE INDEX "content_shares_external_once" ON "content_shares" ("document_id", "shared_by_id", lower("shared_with_email"))
  WHERE "external_user";
CREATE UNIQUE INDEX "content_shares_group_once" ON "content_shares" ("document_id", "shared_with_group_id")
  WHERE "shared_with_group_id" IS NOT NULL;
-- Shared-with-me finds external shares by the signed-in user's e-mail, and the sharer's lists by sharer.
CREATE INDEX "content_shares_external_email_idx" ON "content_shares" (lower("shared_with_email")) WHERE "external_user";
CREATE INDEX "content_shares_shared_by_id_created_at_idx" ON "content_shares" ("shared_by_id", "created_at");
-- Groups of an account are listed by member.
CREATE INDEX "groups_created_by_id_idx" ON "groups" ("created_by_id");
