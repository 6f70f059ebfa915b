-- Share-link tokens no longer stored in clear (issue 23 §5). The links page of the reader copies
-- an existing link's address again, so a token is kept sealed (AES-256-GCM under SHARE_LINK_KEY,
-- a key the database never holds: services/api/src/modules/sharing/share-link-tokens.ts) next to
-- its SHA-256, by which /share/{token} finds the link.
--
-- SQL cannot seal (the key is not here), so existing links are converted in two steps:
--   1. here: each token's SHA-256 (PostgreSQL's built-in sha256(), no extension needed), so every
--      existing link keeps opening; the clear token moves to legacy_token;
--   2. at the API's start, before it serves (sealLegacyShareLinks): each legacy token is sealed
--      into token_sealed and legacy_token set to NULL.
-- New links never write legacy_token.
ALTER TABLE "share_links" ADD COLUMN "token_hash" CHAR(64);
ALTER TABLE "share_links" ADD COLUMN "token_sealed" TEXT;
UPDATE "share_links" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
ALTER TABLE "share_links" ALTER COLUMN "token_hash" SET NOT NULL;
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links" ("token_hash");

DROP INDEX "share_links_token_key";
ALTER TABLE "share_links" RENAME COLUMN "token" TO "legacy_token";
ALTER TABLE "share_links" ALTER COLUMN "legacy_token" DROP NOT NULL;
