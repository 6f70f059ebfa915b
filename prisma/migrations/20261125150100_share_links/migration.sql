-- Share links (beyond the spec): a link to a document that works only for signed-in users of
-- the tenant who are entitled to the document; it expires (or never) and can be revoked, and
-- every opening is logged for the sharer and the tenant's administrators.
CREATE TABLE "share_links" (
  "id" SERIAL PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON UPDATE CASCADE ON DELETE CASCADE,
  "document_id" INTEGER NOT NULL REFERENCES "documents"("id") ON UPDATE CASCADE ON DELETE CASCADE,
  "created_by_id" INTEGER NOT NULL REFERENCES "users"("id") ON UPDATE CASCADE ON DELETE CASCADE,
  "token" TEXT NOT NULL,
  "expires_at" TIMESTAMPTZ(3),
  "revoked_at" TIMESTAMPTZ(3),
  "revoked_by_id" INTEGER REFERENCES "users"("id") ON UPDATE CASCADE ON DELETE SET NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "share_links_token_key" ON "share_links" ("token");
CREATE INDEX "share_links_created_by_id_created_at_idx" ON "share_links" ("created_by_id", "created_at");
CREATE INDEX "share_links_tenant_id_document_id_idx" ON "share_links" ("tenant_id", "document_id");

CREATE TABLE "share_link_accesses" (
  "id" SERIAL PRIMARY KEY,
  "link_id" INTEGER NOT NULL REFERENCES "share_links"("id") ON UPDATE CASCADE ON DELETE CASCADE,
  "user_id" INTEGER REFERENCES "users"("id") ON UPDATE CASCADE ON DELETE SET NULL,
  -- GRANTED, or why the opening was refused: EXPIRED, REVOKED, NOT_ENTITLED.
  "outcome" TEXT NOT NULL,
  "accessed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "share_link_accesses_link_id_accessed_at_idx" ON "share_link_accesses" ("link_id", "accessed_at");
