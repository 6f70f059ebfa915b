-- Per-language tenant texts (issue 12): the greeting, the banner, the tips and the help topics are
-- written in the tenant's default language on their own rows; this table holds their texts in
-- other interface languages. The reader shows the text of the interface language, else English,
-- else the tenant's own, and marks a text in another language than the interface with its lang.
-- field: 'greeting' | 'banner' | 'tip.<position>.title' | 'tip.<position>.content' |
--        'tip.<position>.linkText' | 'help.<help menu key>'
CREATE TABLE "tenant_texts" (
  "tenant_id" INTEGER      NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
  "language"  VARCHAR(16)  NOT NULL,
  "field"     VARCHAR(200) NOT NULL,
  "text"      TEXT         NOT NULL,
  CONSTRAINT "tenant_texts_pkey" PRIMARY KEY ("tenant_id", "language", "field")
);
