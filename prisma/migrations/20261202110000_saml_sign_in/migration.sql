-- SAML 2.0 single sign-on (issue 31). A tenant's SAML identity provider is a
-- tenant_identity_providers row of kind SAML: issuer is the IdP's entity id; sso_url its
-- single sign-on service (HTTP-Redirect binding); signing_certificates the PEM certificates its
-- assertions may be signed with (more than one during a key change-over); attribute_mapping which
-- assertion attributes carry the user's e-mail, first and last name and account.
ALTER TYPE "IdentityProviderKind" ADD VALUE 'SAML';
ALTER TABLE "tenant_identity_providers"
  ADD COLUMN "sso_url" TEXT,
  ADD COLUMN "signing_certificates" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "attribute_mapping" JSONB NOT NULL DEFAULT '{}';

-- The ids of accepted SAML assertions, kept until the assertion expires: a second use of one is a
-- replay. Kept in the database (not Redis) so an outage of Redis cannot let a replay through.
CREATE TABLE "saml_assertion_ids" (
  "tenant_id" INTEGER NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "assertion_id" VARCHAR(256) NOT NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  PRIMARY KEY ("tenant_id", "assertion_id")
);
CREATE INDEX "saml_assertion_ids_expires_at_idx" ON "saml_assertion_ids"("expires_at");
