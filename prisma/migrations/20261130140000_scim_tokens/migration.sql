-- SCIM provisioning tokens (issue 31): the bearer tokens a tenant's administrator issues to the
-- tenant's identity provider. Each is stored only as HMAC-SHA256 under the API's key (API_KEY_PEPPER,
-- else derived from the JWT signing key, as for api_key_secrets): a copy of the database opens
-- nothing. prefix is the token's public beginning, to tell tokens apart in the console.
CREATE TABLE "scim_tokens" (
  "id" SERIAL PRIMARY KEY,
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "name" VARCHAR(100) NOT NULL,
  "prefix" VARCHAR(16) NOT NULL,
  "secret_hash" CHAR(64) NOT NULL,
  "created_by" INTEGER REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "revoked_at" TIMESTAMPTZ(3)
);
CREATE UNIQUE INDEX "scim_tokens_secret_hash_key" ON "scim_tokens"("secret_hash");
CREATE INDEX "scim_tokens_tenant_id_idx" ON "scim_tokens"("tenant_id");
CREATE INDEX "scim_tokens_created_by_idx" ON "scim_tokens"("created_by");
