-- SCIM 2.0 provisioning (issue 31): what a tenant's identity provider keeps on the users and
-- groups (company accounts) it provisions and Norma has no column for. A user's SCIM userName is
-- its own column (an identity provider's login name, often the UPN, need not be the e-mail
-- address Norma signs in and writes to); null means the e-mail address. externalId is the
-- provider's own id of the user or group; display_name the user's displayName. Uniqueness of
-- userName in a tenant is kept by the SCIM service under the tenant's row lock (RFC 7643 makes
-- it case-insensitive, which an index on the column alone would not be).
ALTER TABLE "users" ADD COLUMN "scim_user_name" VARCHAR(255);
ALTER TABLE "users" ADD COLUMN "scim_external_id" VARCHAR(255);
ALTER TABLE "users" ADD COLUMN "display_name" VARCHAR(255);
ALTER TABLE "accounts" ADD COLUMN "scim_external_id" VARCHAR(255);
-- When a company account (a SCIM group) last changed: its name, external id or members through SCIM.
ALTER TABLE "accounts" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now();
