-- Limits on the e-mails users can make the platform send (issue 23 §3): shares, group messages,
-- documents added to groups, invitations. The counts live here, not in Redis, so a Redis that
-- restarts empty does not hand everyone a fresh budget.

-- A tenant administrator's overrides of the platform defaults (EMAIL_LIMIT_* of the API's
-- configuration); NULL follows the default.
ALTER TABLE "tenants"
  ADD COLUMN "email_recipients_per_share" INTEGER,
  ADD COLUMN "email_per_user_per_hour" INTEGER,
  ADD COLUMN "email_invitations_per_address_per_day" INTEGER,
  ADD COLUMN "email_per_tenant_per_hour" INTEGER;
ALTER TABLE "tenants"
  ADD CONSTRAINT "tenants_email_recipients_per_share_check"
    CHECK ("email_recipients_per_share" BETWEEN 1 AND 10000),
  ADD CONSTRAINT "tenants_email_per_user_per_hour_check"
    CHECK ("email_per_user_per_hour" BETWEEN 1 AND 100000),
  ADD CONSTRAINT "tenants_email_invitations_per_address_per_day_check"
    CHECK ("email_invitations_per_address_per_day" BETWEEN 1 AND 1000),
  ADD CONSTRAINT "tenants_email_per_tenant_per_hour_check"
    CHECK ("email_per_tenant_per_hour" BETWEEN 1 AND 1000000);

-- E-mails counted per fixed window: kind 'user-hour' (subject: the user's id), 'tenant-hour'
-- (subject '*'), 'address-day' (subject: SHA-256 of the lower-cased address, so no address is
-- kept in clear). The row is incremented with INSERT … ON CONFLICT DO UPDATE … RETURNING in the
-- transaction that writes the e-mails' outbox rows: the row lock serialises concurrent senders,
-- and a refusal rolls the count back with the e-mails.
CREATE TABLE "email_send_counts" (
  "tenant_id"    INTEGER        NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "kind"         VARCHAR(20)    NOT NULL,
  "subject"      VARCHAR(64)    NOT NULL,
  "window_start" TIMESTAMPTZ(3) NOT NULL,
  "count"        INTEGER        NOT NULL CHECK ("count" >= 0),
  CONSTRAINT "email_send_counts_pkey" PRIMARY KEY ("tenant_id", "kind", "subject", "window_start")
);
