-- Integrity of the rows that hang off users and accounts (docs/architecture.md, "Tenancy").
--
-- 1. Foreign keys that were missing: tracked_documents.account_id and accessed_documents.account_id
--    (CASCADE: a tracking or a "recently accessed" entry is made through an account and goes with
--    it), feedback.account_id, usage_events.account_id and usage_events.user_id (SET NULL: feedback
--    and usage reports keep their rows when the account or user is removed).
-- 2. tenant_id on the rows that join two tenant-owned rows — account_memberships and user_accounts
--    (user + account), subscriptions (account + product), license_acceptances (user + licence
--    agreement) — with composite foreign keys (x_id, tenant_id) → x(id, tenant_id), so a row can no
--    longer join a user of one tenant to an account, product or agreement of another. The same
--    composite key makes the new account foreign keys of tracked_documents and accessed_documents
--    (which already had tenant_id) refuse another tenant's account.
--    Writers set tenant_id; when one leaves it out, a BEFORE INSERT trigger takes it from the
--    row's user (or account), and the composite keys check the rest.
--
-- Rows that break these rules are dealt with first: orphaned or cross-tenant trackings and
-- "recently accessed" entries are deleted (no query could reach them: every query is scoped by
-- the tenant), dangling feedback and usage-event ids are set to NULL, and a membership, contact
-- detail, subscription or licence acceptance joining two tenants stops the migration with the
-- number of such rows (those are decisions for a person, not for a migration).

-- ── Composite keys the new foreign keys reference ─────────────────────────────────────────────
CREATE UNIQUE INDEX "users_id_tenant_id_key" ON "users"("id", "tenant_id");
CREATE UNIQUE INDEX "accounts_id_tenant_id_key" ON "accounts"("id", "tenant_id");
CREATE UNIQUE INDEX "products_id_tenant_id_key" ON "products"("id", "tenant_id");
CREATE UNIQUE INDEX "license_agreements_id_tenant_id_key" ON "license_agreements"("id", "tenant_id");

-- ── 1. Missing foreign keys ───────────────────────────────────────────────────────────────────
DO $$
DECLARE n bigint;
BEGIN
  DELETE FROM "tracked_documents" t
   WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = t."account_id" AND a."tenant_id" = t."tenant_id");
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN RAISE NOTICE 'tracked_documents: % rows without an account of their tenant deleted', n; END IF;

  DELETE FROM "accessed_documents" t
   WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = t."account_id" AND a."tenant_id" = t."tenant_id");
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN RAISE NOTICE 'accessed_documents: % rows without an account of their tenant deleted', n; END IF;

  UPDATE "feedback" f SET "account_id" = NULL
   WHERE f."account_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = f."account_id");
  UPDATE "usage_events" e SET "account_id" = NULL
   WHERE e."account_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = e."account_id");
  UPDATE "usage_events" e SET "user_id" = NULL
   WHERE e."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = e."user_id");
END $$;

CREATE INDEX "tracked_documents_account_id_idx" ON "tracked_documents"("account_id");
CREATE INDEX "accessed_documents_account_id_idx" ON "accessed_documents"("account_id");
CREATE INDEX "feedback_account_id_idx" ON "feedback"("account_id");
CREATE INDEX "usage_events_user_id_idx" ON "usage_events"("user_id");

ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_account_id_tenant_id_fkey" FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "accessed_documents" ADD CONSTRAINT "accessed_documents_account_id_tenant_id_fkey" FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ── 2. tenant_id on the joining rows ──────────────────────────────────────────────────────────
ALTER TABLE "account_memberships" ADD COLUMN "tenant_id" INTEGER;
ALTER TABLE "user_accounts" ADD COLUMN "tenant_id" INTEGER;
ALTER TABLE "subscriptions" ADD COLUMN "tenant_id" INTEGER;
ALTER TABLE "license_acceptances" ADD COLUMN "tenant_id" INTEGER;

UPDATE "account_memberships" m SET "tenant_id" = u."tenant_id" FROM "users" u WHERE u."id" = m."user_id";
UPDATE "user_accounts" m SET "tenant_id" = u."tenant_id" FROM "users" u WHERE u."id" = m."user_id";
UPDATE "subscriptions" s SET "tenant_id" = a."tenant_id" FROM "accounts" a WHERE a."id" = s."account_id";
UPDATE "license_acceptances" l SET "tenant_id" = u."tenant_id" FROM "users" u WHERE u."id" = l."user_id";

DO $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM "account_memberships" m JOIN "accounts" a ON a."id" = m."account_id" WHERE a."tenant_id" <> m."tenant_id";
  IF n > 0 THEN RAISE EXCEPTION 'account_memberships: % rows join a user and an account of different tenants; correct or remove them, then migrate again', n; END IF;
  SELECT count(*) INTO n FROM "user_accounts" m JOIN "accounts" a ON a."id" = m."account_id" WHERE a."tenant_id" <> m."tenant_id";
  IF n > 0 THEN RAISE EXCEPTION 'user_accounts: % rows join a user and an account of different tenants; correct or remove them, then migrate again', n; END IF;
  SELECT count(*) INTO n FROM "subscriptions" s JOIN "products" p ON p."id" = s."product_id" WHERE p."tenant_id" <> s."tenant_id";
  IF n > 0 THEN RAISE EXCEPTION 'subscriptions: % rows subscribe an account to another tenant''s product; correct or remove them, then migrate again', n; END IF;
  SELECT count(*) INTO n FROM "license_acceptances" l JOIN "license_agreements" g ON g."id" = l."agreement_id" WHERE g."tenant_id" <> l."tenant_id";
  IF n > 0 THEN RAISE EXCEPTION 'license_acceptances: % rows accept another tenant''s licence agreement; correct or remove them, then migrate again', n; END IF;
END $$;

ALTER TABLE "account_memberships" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "user_accounts" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "subscriptions" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "license_acceptances" ALTER COLUMN "tenant_id" SET NOT NULL;

-- The single-column keys give way to the composite ones.
ALTER TABLE "account_memberships" DROP CONSTRAINT "account_memberships_user_id_fkey";
ALTER TABLE "account_memberships" DROP CONSTRAINT "account_memberships_account_id_fkey";
ALTER TABLE "user_accounts" DROP CONSTRAINT "user_accounts_user_id_fkey";
ALTER TABLE "user_accounts" DROP CONSTRAINT "user_accounts_account_id_fkey";
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_account_id_fkey";
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_product_id_fkey";
ALTER TABLE "license_acceptances" DROP CONSTRAINT "license_acceptances_user_id_fkey";
ALTER TABLE "license_acceptances" DROP CONSTRAINT "license_acceptances_agreement_id_fkey";

ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_user_id_tenant_id_fkey" FOREIGN KEY ("user_id", "tenant_id") REFERENCES "users"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_account_id_tenant_id_fkey" FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_tenant_id_fkey" FOREIGN KEY ("user_id", "tenant_id") REFERENCES "users"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_id_tenant_id_fkey" FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_tenant_id_fkey" FOREIGN KEY ("account_id", "tenant_id") REFERENCES "accounts"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_tenant_id_fkey" FOREIGN KEY ("product_id", "tenant_id") REFERENCES "products"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "license_acceptances" ADD CONSTRAINT "license_acceptances_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "license_acceptances" ADD CONSTRAINT "license_acceptances_user_id_tenant_id_fkey" FOREIGN KEY ("user_id", "tenant_id") REFERENCES "users"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "license_acceptances" ADD CONSTRAINT "license_acceptances_agreement_id_tenant_id_fkey" FOREIGN KEY ("agreement_id", "tenant_id") REFERENCES "license_agreements"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A writer that leaves tenant_id out gets the tenant of the row's user (or account):
-- norma_fill_tenant_id(<parent table>, <column holding the parent's id>).
CREATE FUNCTION norma_fill_tenant_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS NULL THEN
    EXECUTE format('SELECT tenant_id FROM %I WHERE id = $1', TG_ARGV[0])
       INTO NEW.tenant_id
      USING (to_jsonb(NEW) ->> TG_ARGV[1])::integer;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "account_memberships_tenant_id" BEFORE INSERT ON "account_memberships"
  FOR EACH ROW EXECUTE FUNCTION norma_fill_tenant_id('users', 'user_id');
CREATE TRIGGER "user_accounts_tenant_id" BEFORE INSERT ON "user_accounts"
  FOR EACH ROW EXECUTE FUNCTION norma_fill_tenant_id('users', 'user_id');
CREATE TRIGGER "license_acceptances_tenant_id" BEFORE INSERT ON "license_acceptances"
  FOR EACH ROW EXECUTE FUNCTION norma_fill_tenant_id('users', 'user_id');
CREATE TRIGGER "subscriptions_tenant_id" BEFORE INSERT ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION norma_fill_tenant_id('accounts', 'account_id');
