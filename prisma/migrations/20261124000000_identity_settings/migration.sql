-- Identity settings per tenant (issue 3): which sign-in methods the tenant offers, and the
-- language of sessions that have no user (anonymous company sessions). The tenant configuration
-- reports these instead of constants, and the sign-in calls enforce them.
ALTER TABLE "tenants" ADD COLUMN "password_login_enabled" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "tenants" ADD COLUMN "ip_login_enabled" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "tenants" ADD COLUMN "default_language" TEXT NOT NULL DEFAULT 'en';

-- A user linked to an identity provider is bound to its issuer and subject: later SSO sign-ins
-- are matched on them, and a different subject presenting the same e-mail is refused.
-- Subjects recorded so far carry no issuer (and partner sign-ins wrote theirs too): they are
-- forgotten, and each user is linked again by e-mail at the next SSO sign-in.
ALTER TABLE "users" ADD COLUMN "external_issuer" TEXT;
UPDATE "users" SET "external_subject" = NULL WHERE "external_issuer" IS NULL;
CREATE UNIQUE INDEX "users_tenant_id_external_issuer_external_subject_key"
    ON "users"("tenant_id", "external_issuer", "external_subject");
