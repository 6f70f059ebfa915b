-- Norma initial schema.
-- Drafted with `node prisma/scripts/draft-sql.mjs` from schema.prisma (Prisma Migrate's
-- conventions), then completed by hand with what Prisma cannot express (see the end).

-- Extensions
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('INDIVIDUAL', 'COMPANY');

-- CreateEnum
CREATE TYPE "AccountType" AS ENUM ('INDIVIDUAL', 'COMPANY');

-- CreateEnum
CREATE TYPE "TaxonomyKind" AS ENUM ('ICS', 'COMMITTEE', 'SECTOR', 'TOPIC', 'DOCUMENT_TYPE', 'CATEGORY', 'OTHER_CONTENT');

-- CreateEnum
CREATE TYPE "AssetKind" AS ENUM ('HTML', 'PDF');

-- CreateEnum
CREATE TYPE "AssetStatus" AS ENUM ('Active', 'Historical');

-- CreateEnum
CREATE TYPE "RelationSection" AS ENUM ('CITED', 'SOP', 'TMA', 'SUPPLEMENTAL');

-- CreateEnum
CREATE TYPE "IdentityProviderKind" AS ENUM ('OIDC', 'JWT', 'APPLET');

-- CreateEnum
CREATE TYPE "CompassPointStatus" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "ShareKind" AS ENUM ('STANDARD', 'PUBLICATION');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "tenants" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "tenant_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "is_main" BOOLEAN NOT NULL DEFAULT false,
    "has_favicon" BOOLEAN NOT NULL DEFAULT false,
    "logo_file_name" TEXT,
    "primary_color" TEXT NOT NULL DEFAULT '#0b4f8a',
    "accent_color" TEXT NOT NULL DEFAULT '#f2a900',
    "greeting" TEXT,
    "support_email" TEXT NOT NULL,
    "support_phone" TEXT,
    "contact_link" TEXT,
    "sales_link" TEXT,
    "about_url" TEXT,
    "privacy_url" TEXT,
    "policies_url" TEXT,
    "copyright_url" TEXT,
    "tracker_url" TEXT,
    "tracker_available" BOOLEAN NOT NULL DEFAULT true,
    "elearning_url" TEXT,
    "cl_url" TEXT,
    "iam_server_version" TEXT NOT NULL DEFAULT 'classic',
    "onetrust_script" TEXT,
    "profile_management_url" TEXT,
    "progressive_profiling_url" TEXT,
    "member_link_url" TEXT,
    "user_management_enabled" BOOLEAN NOT NULL DEFAULT false,
    "user_management_url" TEXT,
    "enable_compass_points" BOOLEAN NOT NULL DEFAULT false,
    "drm_view" BOOLEAN NOT NULL DEFAULT false,
    "footer" JSONB NOT NULL DEFAULT '{}',
    "footer_tips_tricks_key" TEXT,
    "logout_config" JSONB NOT NULL DEFAULT '{}',
    "banner_text" TEXT,
    "banner_start_date" TIMESTAMPTZ(3),
    "banner_end_date" TIMESTAMPTZ(3),
    "main_publisher_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_domains" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "host" TEXT NOT NULL,

    CONSTRAINT "tenant_domains_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_features" (
    "tenant_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,

    CONSTRAINT "tenant_features_pkey" PRIMARY KEY ("tenant_id","code")
);

-- CreateTable
CREATE TABLE "tenant_search_types" (
    "tenant_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "label_key" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "tenant_search_types_pkey" PRIMARY KEY ("tenant_id","code")
);

-- CreateTable
CREATE TABLE "tenant_help_menu_items" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "url" TEXT,
    "language" TEXT,
    "position" INTEGER NOT NULL,

    CONSTRAINT "tenant_help_menu_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_access_messages" (
    "tenant_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "tenant_access_messages_pkey" PRIMARY KEY ("tenant_id","key")
);

-- CreateTable
CREATE TABLE "tenant_tips" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "link_text" TEXT,
    "link_url" TEXT,
    "link_kind" TEXT,
    "position" INTEGER NOT NULL,

    CONSTRAINT "tenant_tips_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_external_links" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "placement" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "tenant_external_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_identity_providers" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "kind" "IdentityProviderKind" NOT NULL,
    "issuer" TEXT NOT NULL,
    "client_id" TEXT,
    "jwks_uri" TEXT,
    "allowed_issuers" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "public_key_pem" TEXT,
    "shared_secret" TEXT,
    "profile_completion_url" TEXT,
    "federated" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "tenant_identity_providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenant_publishers" (
    "tenant_id" INTEGER NOT NULL,
    "publisher_id" INTEGER NOT NULL,
    "is_own" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "tenant_publishers_pkey" PRIMARY KEY ("tenant_id","publisher_id")
);

-- CreateTable
CREATE TABLE "license_agreements" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "effective_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "license_agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_acceptances" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "accepted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "license_acceptances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "help_documents" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,

    CONSTRAINT "help_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "publishers" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "search_key" TEXT NOT NULL,
    "show_billboard" BOOLEAN NOT NULL DEFAULT false,
    "billboard_name" TEXT,
    "billboard_title" TEXT,
    "billboard_logo" TEXT,
    "logo_file_name" TEXT,
    "website" TEXT,
    "is_other_content" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "publishers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refinement_nodes" (
    "id" SERIAL NOT NULL,
    "taxonomy" "TaxonomyKind" NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "parent_id" INTEGER,
    "path" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "depth" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "display_flag" CHAR(1) NOT NULL DEFAULT 'Y',
    "publisher_id" INTEGER,
    "info_text" TEXT,

    CONSTRAINT "refinement_nodes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refinement_node_translations" (
    "node_id" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "refinement_node_translations_pkey" PRIMARY KEY ("node_id","language")
);

-- CreateTable
CREATE TABLE "content_collections" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "publisher_id" INTEGER,

    CONSTRAINT "content_collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" SERIAL NOT NULL,
    "content_code" TEXT NOT NULL,
    "publisher_id" INTEGER NOT NULL,
    "family" TEXT NOT NULL,
    "designation" TEXT NOT NULL,
    "designation_no" TEXT NOT NULL,
    "display_designation" TEXT NOT NULL,
    "designation_key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "document_type" TEXT NOT NULL,
    "asset_type" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "classification" TEXT,
    "asset_id" TEXT,
    "organization_id" TEXT,
    "status" TEXT NOT NULL,
    "is_latest" BOOLEAN NOT NULL DEFAULT true,
    "edition_year" INTEGER,
    "language_code" TEXT NOT NULL DEFAULT 'en-US',
    "published_date" DATE,
    "published_online_date" DATE,
    "last_update_date" DATE,
    "downloadable" BOOLEAN NOT NULL DEFAULT true,
    "allow_to_track" BOOLEAN NOT NULL DEFAULT true,
    "allow_to_favorite" BOOLEAN NOT NULL DEFAULT true,
    "has_video" BOOLEAN NOT NULL DEFAULT false,
    "replaced_by_content_code" TEXT,
    "replaced_by_family_value" TEXT,
    "citation_article_type_exclude" BOOLEAN NOT NULL DEFAULT false,
    "translation_of_id" INTEGER,
    "supplement_of_id" INTEGER,
    "refinement_node_ids" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "collection_ids" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "extra_metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "search_vector" TSVECTOR,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_bodies" (
    "document_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "document_bodies_pkey" PRIMARY KEY ("document_id")
);

-- CreateTable
CREATE TABLE "document_assets" (
    "id" SERIAL NOT NULL,
    "document_id" INTEGER NOT NULL,
    "kind" "AssetKind" NOT NULL,
    "status" "AssetStatus" NOT NULL DEFAULT 'Active',
    "asset_id" TEXT,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "page_count" INTEGER,
    "sha256" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_assets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_relations" (
    "id" SERIAL NOT NULL,
    "document_id" INTEGER NOT NULL,
    "related_document_id" INTEGER NOT NULL,
    "section" "RelationSection" NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "document_relations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "work_items" (
    "id" SERIAL NOT NULL,
    "publisher_id" INTEGER NOT NULL,
    "work_item_number" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "document_id" INTEGER,
    "initiated_date" DATE,
    "technical_contact" TEXT,
    "committee_key" TEXT,

    CONSTRAINT "work_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ballots" (
    "id" SERIAL NOT NULL,
    "work_item_id" INTEGER NOT NULL,
    "ballot_number" TEXT NOT NULL,
    "item_status" TEXT NOT NULL,
    "item_number" TEXT NOT NULL,

    CONSTRAINT "ballots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "videos" (
    "id" SERIAL NOT NULL,
    "hashed_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "duration_seconds" INTEGER NOT NULL,
    "section" TEXT,
    "is_tutorial" BOOLEAN NOT NULL DEFAULT false,
    "tenant_id" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "videos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_videos" (
    "document_id" INTEGER NOT NULL,
    "video_id" INTEGER NOT NULL,

    CONSTRAINT "document_videos_pkey" PRIMARY KEY ("document_id","video_id")
);

-- CreateTable
CREATE TABLE "elearning_items" (
    "id" SERIAL NOT NULL,
    "publisher_id" INTEGER NOT NULL,
    "family" TEXT NOT NULL,
    "asset_type" TEXT NOT NULL DEFAULT 'eLearning',
    "title" TEXT NOT NULL,
    "product_code" TEXT NOT NULL,

    CONSTRAINT "elearning_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meta_data" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "meta_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "account_number" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "acronym" TEXT,
    "type" "AccountType" NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "custom_collection" BOOLEAN NOT NULL DEFAULT false,
    "compass_point_flag" BOOLEAN NOT NULL DEFAULT false,
    "semantic_search_flag" BOOLEAN NOT NULL DEFAULT false,
    "refinement_sections" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "mae_tenant_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_ip_ranges" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "label" TEXT,
    "range" CIDR NOT NULL,

    CONSTRAINT "account_ip_ranges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "lang_key" TEXT NOT NULL DEFAULT 'en',
    "activated" BOOLEAN NOT NULL DEFAULT true,
    "user_type" "UserType" NOT NULL,
    "authorities" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "failed_login_count" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "last_login_at" TIMESTAMPTZ(3),
    "external_subject" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_memberships" (
    "user_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_memberships_pkey" PRIMARY KEY ("user_id","account_id")
);

-- CreateTable
CREATE TABLE "user_accounts" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "company_name" TEXT,
    "address1" TEXT,
    "address2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "postal_code" TEXT,
    "country" TEXT,
    "mobile" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_menu_preferences" (
    "user_id" INTEGER NOT NULL,
    "menu_name" TEXT NOT NULL,
    "is_showed" BOOLEAN NOT NULL,

    CONSTRAINT "user_menu_preferences_pkey" PRIMARY KEY ("user_id","menu_name")
);

-- CreateTable
CREATE TABLE "products" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "subscription_name" TEXT NOT NULL,
    "subscription_abbr_name" TEXT NOT NULL,
    "publisher_search_key" TEXT,
    "subscription_image_path" TEXT,
    "description" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_grants" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "publisher_id" INTEGER,
    "collection_id" INTEGER,

    CONSTRAINT "product_grants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tracked_documents" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "tracking_flag" BOOLEAN NOT NULL DEFAULT true,
    "tracking_since" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tracked_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tracked_publishers" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "publisher_id" INTEGER NOT NULL,
    "subscribed" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracked_publishers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tracked_work_items" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "work_item_id" INTEGER NOT NULL,
    "tracking_flag" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracked_work_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "favorites" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accessed_documents" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "access_count" INTEGER NOT NULL DEFAULT 1,
    "last_accessed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accessed_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compass_points" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "created_by_id" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" VARCHAR(1300),
    "overlay_details" VARCHAR(500),
    "selection_data" TEXT,
    "selection_text" TEXT,
    "annotation_id" TEXT,
    "page_number" INTEGER,
    "source_compass_point_id" INTEGER,
    "type" TEXT NOT NULL DEFAULT 'marked',
    "status" "CompassPointStatus" NOT NULL DEFAULT 'ACTIVE',
    "is_shared" BOOLEAN NOT NULL DEFAULT false,
    "deleted_by_id" INTEGER,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "compass_points_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compass_point_settings" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "account_id" INTEGER,
    "document_id" INTEGER,
    "activate" BOOLEAN NOT NULL DEFAULT true,
    "view_setting" TEXT NOT NULL DEFAULT 'All',
    "manage_setting" TEXT NOT NULL DEFAULT 'Own',
    "attributes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "compass_point_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compass_point_audits" (
    "id" SERIAL NOT NULL,
    "compass_point_id" INTEGER NOT NULL,
    "db_transaction_type" TEXT NOT NULL,
    "transaction_user_id" INTEGER,
    "transaction_user_name" TEXT NOT NULL,
    "audit_data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compass_point_audits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_notes" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "annotation_id" TEXT NOT NULL,
    "note_data" TEXT,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "long_desc" VARCHAR(255) NOT NULL,
    "created_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_members" (
    "group_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "group_members_pkey" PRIMARY KEY ("group_id","user_id")
);

-- CreateTable
CREATE TABLE "group_documents" (
    "group_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "group_documents_pkey" PRIMARY KEY ("group_id","document_id")
);

-- CreateTable
CREATE TABLE "content_shares" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "kind" "ShareKind" NOT NULL DEFAULT 'STANDARD',
    "shared_by_id" INTEGER NOT NULL,
    "shared_with_user_id" INTEGER,
    "shared_with_email" TEXT,
    "external_user" BOOLEAN NOT NULL DEFAULT false,
    "shared_with_group_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_shares_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_collections" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_collection_items" (
    "collection_id" INTEGER NOT NULL,
    "document_id" INTEGER NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_collection_items_pkey" PRIMARY KEY ("collection_id","document_id")
);

-- CreateTable
CREATE TABLE "feedback" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "account_id" INTEGER,
    "kind" TEXT NOT NULL,
    "document_searching" VARCHAR(100),
    "additional_feedback" VARCHAR(500),
    "search_text" VARCHAR(500),
    "search_query" VARCHAR(500),
    "search_type" TEXT,
    "q1_response" VARCHAR(100),
    "q2_response" VARCHAR(500),
    "refinements" JSONB,
    "version" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "usage_events" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "account_id" INTEGER,
    "user_id" INTEGER,
    "kind" TEXT NOT NULL,
    "document_id" INTEGER,
    "details" JSONB NOT NULL DEFAULT '{}',
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "usage_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "management_audit_events" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" INTEGER,
    "principal" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "timestamp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "management_audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" INTEGER,
    "queue" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_deliveries" (
    "id" SERIAL NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "outbox_id" BIGINT,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "message_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "html_comparisons" (
    "id" SERIAL NOT NULL,
    "new_asset_id" INTEGER NOT NULL,
    "old_asset_id" INTEGER NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "storage_key" TEXT,
    "summary" JSONB,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "html_comparisons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pdf_redlines" (
    "id" SERIAL NOT NULL,
    "new_document_id" INTEGER NOT NULL,
    "old_document_id" INTEGER NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "storage_key" TEXT,
    "summary" JSONB,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "pdf_redlines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tenants_code_key" ON "tenants"("code");

-- CreateIndex
CREATE UNIQUE INDEX "tenant_domains_host_key" ON "tenant_domains"("host");

-- CreateIndex
CREATE INDEX "tenant_domains_tenant_id_idx" ON "tenant_domains"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "tenant_help_menu_items_tenant_id_key_key" ON "tenant_help_menu_items"("tenant_id", "key");

-- CreateIndex
CREATE INDEX "tenant_tips_tenant_id_idx" ON "tenant_tips"("tenant_id");

-- CreateIndex
CREATE INDEX "tenant_external_links_tenant_id_idx" ON "tenant_external_links"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "tenant_identity_providers_tenant_id_kind_issuer_key" ON "tenant_identity_providers"("tenant_id", "kind", "issuer");

-- CreateIndex
CREATE UNIQUE INDEX "license_agreements_tenant_id_version_key" ON "license_agreements"("tenant_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "license_acceptances_user_id_agreement_id_key" ON "license_acceptances"("user_id", "agreement_id");

-- CreateIndex
CREATE UNIQUE INDEX "help_documents_tenant_id_title_format_key" ON "help_documents"("tenant_id", "title", "format");

-- CreateIndex
CREATE UNIQUE INDEX "publishers_key_key" ON "publishers"("key");

-- CreateIndex
CREATE INDEX "refinement_nodes_parent_id_idx" ON "refinement_nodes"("parent_id");

-- CreateIndex
CREATE INDEX "refinement_nodes_publisher_id_idx" ON "refinement_nodes"("publisher_id");

-- CreateIndex
CREATE UNIQUE INDEX "refinement_nodes_taxonomy_key_key" ON "refinement_nodes"("taxonomy", "key");

-- CreateIndex
CREATE UNIQUE INDEX "content_collections_key_key" ON "content_collections"("key");

-- CreateIndex
CREATE UNIQUE INDEX "documents_content_code_key" ON "documents"("content_code");

-- CreateIndex
CREATE INDEX "documents_publisher_id_family_idx" ON "documents"("publisher_id", "family");

-- CreateIndex
CREATE INDEX "documents_translation_of_id_idx" ON "documents"("translation_of_id");

-- CreateIndex
CREATE INDEX "documents_supplement_of_id_idx" ON "documents"("supplement_of_id");

-- CreateIndex
CREATE INDEX "documents_last_update_date_idx" ON "documents"("last_update_date");

-- CreateIndex
CREATE INDEX "document_assets_document_id_kind_idx" ON "document_assets"("document_id", "kind");

-- CreateIndex
CREATE INDEX "document_relations_related_document_id_idx" ON "document_relations"("related_document_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_relations_document_id_related_document_id_section_key" ON "document_relations"("document_id", "related_document_id", "section");

-- CreateIndex
CREATE INDEX "work_items_document_id_idx" ON "work_items"("document_id");

-- CreateIndex
CREATE UNIQUE INDEX "work_items_publisher_id_work_item_number_key" ON "work_items"("publisher_id", "work_item_number");

-- CreateIndex
CREATE INDEX "ballots_work_item_id_idx" ON "ballots"("work_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "videos_hashed_id_key" ON "videos"("hashed_id");

-- CreateIndex
CREATE INDEX "document_videos_video_id_idx" ON "document_videos"("video_id");

-- CreateIndex
CREATE INDEX "elearning_items_family_idx" ON "elearning_items"("family");

-- CreateIndex
CREATE UNIQUE INDEX "meta_data_type_code_key" ON "meta_data"("type", "code");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_tenant_id_account_number_key" ON "accounts"("tenant_id", "account_number");

-- CreateIndex
CREATE INDEX "account_ip_ranges_account_id_idx" ON "account_ip_ranges"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_tenant_id_email_key" ON "users"("tenant_id", "email");

-- CreateIndex
CREATE INDEX "account_memberships_account_id_idx" ON "account_memberships"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_accounts_user_id_account_id_key" ON "user_accounts"("user_id", "account_id");

-- CreateIndex
CREATE UNIQUE INDEX "products_tenant_id_subscription_abbr_name_key" ON "products"("tenant_id", "subscription_abbr_name");

-- CreateIndex
CREATE INDEX "product_grants_product_id_idx" ON "product_grants"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_account_id_product_id_key" ON "subscriptions"("account_id", "product_id");

-- CreateIndex
CREATE INDEX "tracked_documents_document_id_idx" ON "tracked_documents"("document_id");

-- CreateIndex
CREATE UNIQUE INDEX "tracked_documents_user_id_document_id_key" ON "tracked_documents"("user_id", "document_id");

-- CreateIndex
CREATE INDEX "tracked_publishers_publisher_id_idx" ON "tracked_publishers"("publisher_id");

-- CreateIndex
CREATE UNIQUE INDEX "tracked_publishers_user_id_publisher_id_key" ON "tracked_publishers"("user_id", "publisher_id");

-- CreateIndex
CREATE INDEX "tracked_work_items_work_item_id_idx" ON "tracked_work_items"("work_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "tracked_work_items_user_id_work_item_id_key" ON "tracked_work_items"("user_id", "work_item_id");

-- CreateIndex
CREATE INDEX "favorites_document_id_idx" ON "favorites"("document_id");

-- CreateIndex
CREATE UNIQUE INDEX "favorites_user_id_document_id_key" ON "favorites"("user_id", "document_id");

-- CreateIndex
CREATE INDEX "accessed_documents_user_id_last_accessed_at_idx" ON "accessed_documents"("user_id", "last_accessed_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "accessed_documents_user_id_document_id_key" ON "accessed_documents"("user_id", "document_id");

-- CreateIndex
CREATE UNIQUE INDEX "compass_points_uuid_key" ON "compass_points"("uuid");

-- CreateIndex
CREATE INDEX "compass_points_account_id_status_created_at_idx" ON "compass_points"("account_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "compass_points_document_id_account_id_idx" ON "compass_points"("document_id", "account_id");

-- CreateIndex
CREATE INDEX "compass_points_created_by_id_idx" ON "compass_points"("created_by_id");

-- CreateIndex
CREATE INDEX "compass_point_settings_tenant_id_account_id_document_id_idx" ON "compass_point_settings"("tenant_id", "account_id", "document_id");

-- CreateIndex
CREATE INDEX "compass_point_audits_compass_point_id_created_at_idx" ON "compass_point_audits"("compass_point_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "user_notes_user_id_document_id_annotation_id_key" ON "user_notes"("user_id", "document_id", "annotation_id");

-- CreateIndex
CREATE INDEX "groups_account_id_idx" ON "groups"("account_id");

-- CreateIndex
CREATE INDEX "group_members_user_id_idx" ON "group_members"("user_id");

-- CreateIndex
CREATE INDEX "content_shares_shared_with_user_id_kind_idx" ON "content_shares"("shared_with_user_id", "kind");

-- CreateIndex
CREATE INDEX "content_shares_shared_with_group_id_idx" ON "content_shares"("shared_with_group_id");

-- CreateIndex
CREATE INDEX "content_shares_document_id_idx" ON "content_shares"("document_id");

-- CreateIndex
CREATE INDEX "custom_collections_account_id_idx" ON "custom_collections"("account_id");

-- CreateIndex
CREATE INDEX "feedback_tenant_id_created_at_idx" ON "feedback"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "usage_events_tenant_id_occurred_at_idx" ON "usage_events"("tenant_id", "occurred_at");

-- CreateIndex
CREATE INDEX "usage_events_account_id_occurred_at_idx" ON "usage_events"("account_id", "occurred_at");

-- CreateIndex
CREATE INDEX "management_audit_events_timestamp_idx" ON "management_audit_events"("timestamp");

-- CreateIndex
CREATE INDEX "management_audit_events_tenant_id_timestamp_idx" ON "management_audit_events"("tenant_id", "timestamp");

-- CreateIndex
CREATE UNIQUE INDEX "email_deliveries_idempotency_key_key" ON "email_deliveries"("idempotency_key");

-- CreateIndex
CREATE INDEX "email_deliveries_status_idx" ON "email_deliveries"("status");

-- CreateIndex
CREATE UNIQUE INDEX "html_comparisons_new_asset_id_old_asset_id_key" ON "html_comparisons"("new_asset_id", "old_asset_id");

-- CreateIndex
CREATE UNIQUE INDEX "pdf_redlines_new_document_id_old_document_id_key" ON "pdf_redlines"("new_document_id", "old_document_id");

-- AddForeignKey
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_main_publisher_id_fkey" FOREIGN KEY ("main_publisher_id") REFERENCES "publishers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_features" ADD CONSTRAINT "tenant_features_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_search_types" ADD CONSTRAINT "tenant_search_types_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_help_menu_items" ADD CONSTRAINT "tenant_help_menu_items_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_access_messages" ADD CONSTRAINT "tenant_access_messages_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_tips" ADD CONSTRAINT "tenant_tips_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_external_links" ADD CONSTRAINT "tenant_external_links_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_identity_providers" ADD CONSTRAINT "tenant_identity_providers_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_publishers" ADD CONSTRAINT "tenant_publishers_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenant_publishers" ADD CONSTRAINT "tenant_publishers_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_agreements" ADD CONSTRAINT "license_agreements_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_acceptances" ADD CONSTRAINT "license_acceptances_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_acceptances" ADD CONSTRAINT "license_acceptances_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "license_agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "help_documents" ADD CONSTRAINT "help_documents_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refinement_nodes" ADD CONSTRAINT "refinement_nodes_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "refinement_nodes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refinement_nodes" ADD CONSTRAINT "refinement_nodes_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refinement_node_translations" ADD CONSTRAINT "refinement_node_translations_node_id_fkey" FOREIGN KEY ("node_id") REFERENCES "refinement_nodes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_collections" ADD CONSTRAINT "content_collections_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_translation_of_id_fkey" FOREIGN KEY ("translation_of_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_supplement_of_id_fkey" FOREIGN KEY ("supplement_of_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_bodies" ADD CONSTRAINT "document_bodies_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_assets" ADD CONSTRAINT "document_assets_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_relations" ADD CONSTRAINT "document_relations_related_document_id_fkey" FOREIGN KEY ("related_document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_work_item_id_fkey" FOREIGN KEY ("work_item_id") REFERENCES "work_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "videos" ADD CONSTRAINT "videos_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_videos" ADD CONSTRAINT "document_videos_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_videos" ADD CONSTRAINT "document_videos_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "elearning_items" ADD CONSTRAINT "elearning_items_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_ip_ranges" ADD CONSTRAINT "account_ip_ranges_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_menu_preferences" ADD CONSTRAINT "user_menu_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_grants" ADD CONSTRAINT "product_grants_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_grants" ADD CONSTRAINT "product_grants_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_grants" ADD CONSTRAINT "product_grants_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "content_collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_documents" ADD CONSTRAINT "tracked_documents_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_publishers" ADD CONSTRAINT "tracked_publishers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_publishers" ADD CONSTRAINT "tracked_publishers_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publishers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_work_items" ADD CONSTRAINT "tracked_work_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_work_items" ADD CONSTRAINT "tracked_work_items_work_item_id_fkey" FOREIGN KEY ("work_item_id") REFERENCES "work_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accessed_documents" ADD CONSTRAINT "accessed_documents_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accessed_documents" ADD CONSTRAINT "accessed_documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accessed_documents" ADD CONSTRAINT "accessed_documents_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_deleted_by_id_fkey" FOREIGN KEY ("deleted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_points" ADD CONSTRAINT "compass_points_source_compass_point_id_fkey" FOREIGN KEY ("source_compass_point_id") REFERENCES "compass_points"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_point_settings" ADD CONSTRAINT "compass_point_settings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_point_settings" ADD CONSTRAINT "compass_point_settings_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_point_settings" ADD CONSTRAINT "compass_point_settings_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_point_audits" ADD CONSTRAINT "compass_point_audits_compass_point_id_fkey" FOREIGN KEY ("compass_point_id") REFERENCES "compass_points"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compass_point_audits" ADD CONSTRAINT "compass_point_audits_transaction_user_id_fkey" FOREIGN KEY ("transaction_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_documents" ADD CONSTRAINT "group_documents_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_documents" ADD CONSTRAINT "group_documents_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_shared_by_id_fkey" FOREIGN KEY ("shared_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_shared_with_user_id_fkey" FOREIGN KEY ("shared_with_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_shared_with_group_id_fkey" FOREIGN KEY ("shared_with_group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_collections" ADD CONSTRAINT "custom_collections_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_collections" ADD CONSTRAINT "custom_collections_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_collection_items" ADD CONSTRAINT "custom_collection_items_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "custom_collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_collection_items" ADD CONSTRAINT "custom_collection_items_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "management_audit_events" ADD CONSTRAINT "management_audit_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "html_comparisons" ADD CONSTRAINT "html_comparisons_new_asset_id_fkey" FOREIGN KEY ("new_asset_id") REFERENCES "document_assets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "html_comparisons" ADD CONSTRAINT "html_comparisons_old_asset_id_fkey" FOREIGN KEY ("old_asset_id") REFERENCES "document_assets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pdf_redlines" ADD CONSTRAINT "pdf_redlines_new_document_id_fkey" FOREIGN KEY ("new_document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pdf_redlines" ADD CONSTRAINT "pdf_redlines_old_document_id_fkey" FOREIGN KEY ("old_document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ───────────── Hand-written: search, networks, integrity ─────────────

-- Designation text for the search vector: the designation split on punctuation, glued together,
-- and its digits alone, so 'D3039', 'd 3039', 'ASTM D3039-17' and '3039' all find it.
CREATE FUNCTION norma_designation_terms(designation TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT lower(regexp_replace(designation, '[^A-Za-z0-9]+', ' ', 'g'))
      || ' ' || lower(regexp_replace(designation, '[^A-Za-z0-9]+', '', 'g'))
      || ' ' || trim(regexp_replace(designation, '[^0-9]+', ' ', 'g'))
  $$;

-- Weights: A designation, B title, C description, D body text (first 200,000 characters).
CREATE FUNCTION norma_document_vector(display_designation TEXT, title TEXT, description TEXT, body TEXT)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('simple', norma_designation_terms(coalesce(display_designation, ''))), 'A')
        || setweight(to_tsvector('english', coalesce(title, '')), 'B')
        || setweight(to_tsvector('english', coalesce(description, '')), 'C')
        || setweight(to_tsvector('english', left(coalesce(body, ''), 200000)), 'D')
  $$;

CREATE FUNCTION norma_documents_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := norma_document_vector(
    NEW.display_designation, NEW.title, NEW.description,
    (SELECT b.text FROM document_bodies b WHERE b.document_id = NEW.id));
  RETURN NEW;
END $$;

CREATE TRIGGER documents_search_vector
  BEFORE INSERT OR UPDATE OF display_designation, title, description ON "documents"
  FOR EACH ROW EXECUTE FUNCTION norma_documents_search_vector();

CREATE FUNCTION norma_document_bodies_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents d
     SET search_vector = norma_document_vector(d.display_designation, d.title, d.description, NEW.text)
   WHERE d.id = NEW.document_id;
  RETURN NULL;
END $$;

CREATE TRIGGER document_bodies_search_vector
  AFTER INSERT OR UPDATE OF text ON "document_bodies"
  FOR EACH ROW EXECUTE FUNCTION norma_document_bodies_touch();

CREATE INDEX "documents_search_vector_idx" ON "documents" USING GIN ("search_vector");
CREATE INDEX "documents_refinement_node_ids_idx" ON "documents" USING GIN ("refinement_node_ids");
CREATE INDEX "documents_collection_ids_idx" ON "documents" USING GIN ("collection_ids");
-- Type-ahead: trigram indexes on the designation key and the title.
CREATE INDEX "documents_designation_key_trgm_idx" ON "documents" USING GIN ("designation_key" gin_trgm_ops);
CREATE INDEX "documents_title_trgm_idx" ON "documents" USING GIN (lower("title") gin_trgm_ops);

-- Company sign-in by address: "which range contains this IP".
CREATE INDEX "account_ip_ranges_range_idx" ON "account_ip_ranges" USING GIST ("range" inet_ops);

-- Outbox relay picks undispatched rows in order.
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" ("id") WHERE "dispatched_at" IS NULL;

-- Integrity the schema language cannot state.
ALTER TABLE "compass_point_settings"
  ADD CONSTRAINT "compass_point_settings_view_check" CHECK ("view_setting" IN ('All', 'Own', 'None')),
  ADD CONSTRAINT "compass_point_settings_manage_check" CHECK ("manage_setting" IN ('All', 'Own', 'None'));
ALTER TABLE "refinement_nodes"
  ADD CONSTRAINT "refinement_nodes_display_flag_check" CHECK ("display_flag" IN ('Y', 'N'));
ALTER TABLE "product_grants"
  ADD CONSTRAINT "product_grants_target_check" CHECK (("publisher_id" IS NULL) <> ("collection_id" IS NULL));
ALTER TABLE "content_shares"
  ADD CONSTRAINT "content_shares_target_check"
  CHECK ("shared_with_user_id" IS NOT NULL OR "shared_with_email" IS NOT NULL OR "shared_with_group_id" IS NOT NULL);
