-- Search relevance (issue 13): each document's text is stemmed with its own language's
-- configuration, and words joined by slashes are split before PostgreSQL's parser reads them.
--
-- The designation part stays in the 'simple' configuration (no stemming: 'AWS' is 'aws', 'IES'
-- is 'ies'); the API looks every query word up in 'simple' as well as in the stemming
-- configurations (search-repo.ts `wordLexemes`), so a publisher key matches the designations
-- that carry it whatever a stemmer would make of it.

-- The text search configuration of a document language ('es-ES' → spanish); PostgreSQL ships
-- stemmers for these; other languages (Chinese, Japanese, Korean, …) are not stemmed.
CREATE FUNCTION norma_text_search_config(language_code TEXT) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE lower(split_part(coalesce(language_code, ''), '-', 1))
      WHEN '' THEN 'english'::regconfig
      WHEN 'en' THEN 'english'::regconfig
      WHEN 'ar' THEN 'arabic'::regconfig
      WHEN 'ca' THEN 'catalan'::regconfig
      WHEN 'da' THEN 'danish'::regconfig
      WHEN 'de' THEN 'german'::regconfig
      WHEN 'el' THEN 'greek'::regconfig
      WHEN 'es' THEN 'spanish'::regconfig
      WHEN 'eu' THEN 'basque'::regconfig
      WHEN 'fi' THEN 'finnish'::regconfig
      WHEN 'fr' THEN 'french'::regconfig
      WHEN 'ga' THEN 'irish'::regconfig
      WHEN 'hi' THEN 'hindi'::regconfig
      WHEN 'hu' THEN 'hungarian'::regconfig
      WHEN 'hy' THEN 'armenian'::regconfig
      WHEN 'id' THEN 'indonesian'::regconfig
      WHEN 'it' THEN 'italian'::regconfig
      WHEN 'lt' THEN 'lithuanian'::regconfig
      WHEN 'nb' THEN 'norwegian'::regconfig
      WHEN 'ne' THEN 'nepali'::regconfig
      WHEN 'nl' THEN 'dutch'::regconfig
      WHEN 'nn' THEN 'norwegian'::regconfig
      WHEN 'no' THEN 'norwegian'::regconfig
      WHEN 'pt' THEN 'portuguese'::regconfig
      WHEN 'ro' THEN 'romanian'::regconfig
      WHEN 'ru' THEN 'russian'::regconfig
      WHEN 'sr' THEN 'serbian'::regconfig
      WHEN 'sv' THEN 'swedish'::regconfig
      WHEN 'ta' THEN 'tamil'::regconfig
      WHEN 'tr' THEN 'turkish'::regconfig
      WHEN 'yi' THEN 'yiddish'::regconfig
      ELSE 'simple'::regconfig
    END
  $$;

-- PostgreSQL's parser reads 'electrical/electronic/programmable' as one file-path token, so
-- none of its words could be found; slashes and backslashes become spaces. (Hyphenated words
-- already give the whole and each part; underscores already separate words.)
CREATE FUNCTION norma_search_words(t TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(coalesce(t, ''), '[/\\]+', ' ', 'g')
  $$;

-- Weights: A designation, B title, C description, D body text (first 200,000 characters), all
-- in the document's language. A document in another language than English also carries the
-- words of its title and description unstemmed, at the body's weight: a reader whose interface
-- is in English who types them ('seguridad contra incendios', 'durómetro') still finds it (the
-- API looks every word up unstemmed too), without that copy counting in the ranking's length.
CREATE FUNCTION norma_document_vector(display_designation TEXT, title TEXT, description TEXT, body TEXT, language_code TEXT)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('simple', norma_designation_terms(coalesce(display_designation, ''))), 'A')
        || setweight(to_tsvector(norma_text_search_config(language_code), norma_search_words(title)), 'B')
        || setweight(to_tsvector(norma_text_search_config(language_code), norma_search_words(description)), 'C')
        || setweight(to_tsvector(norma_text_search_config(language_code), norma_search_words(left(coalesce(body, ''), 200000))), 'D')
        || CASE WHEN norma_text_search_config(language_code) = 'english'::regconfig THEN ''::tsvector
                ELSE setweight(to_tsvector('simple', norma_search_words(concat_ws(' ', title, description))), 'D') END
  $$;

-- The four-argument form (English) stays for callers that do not know the language.
CREATE OR REPLACE FUNCTION norma_document_vector(display_designation TEXT, title TEXT, description TEXT, body TEXT)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT norma_document_vector(display_designation, title, description, body, 'en')
  $$;

CREATE OR REPLACE FUNCTION norma_documents_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := norma_document_vector(
    NEW.display_designation, NEW.title, NEW.description,
    (SELECT b.text FROM document_bodies b WHERE b.document_id = NEW.id), NEW.language_code);
  RETURN NEW;
END $$;

DROP TRIGGER documents_search_vector ON "documents";
CREATE TRIGGER documents_search_vector
  BEFORE INSERT OR UPDATE OF display_designation, title, description, language_code ON "documents"
  FOR EACH ROW EXECUTE FUNCTION norma_documents_search_vector();

CREATE OR REPLACE FUNCTION norma_document_bodies_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents d
     SET search_vector = norma_document_vector(d.display_designation, d.title, d.description, NEW.text, d.language_code)
   WHERE d.id = NEW.document_id;
  RETURN NULL;
END $$;

-- Existing documents whose vector changes get the new one: those in another language than
-- English, and those with a slash or backslash in their text (an English document without one
-- gets the same vector as before, so a large catalogue is not rewritten for nothing). The update
-- stamps updated_at, so a running API's index picks them up.
UPDATE documents d
   SET search_vector = norma_document_vector(d.display_designation, d.title, d.description, b.text, d.language_code)
  FROM (SELECT dd.id, bb.text FROM documents dd LEFT JOIN document_bodies bb ON bb.document_id = dd.id) b
 WHERE b.id = d.id
   AND (norma_text_search_config(d.language_code) <> 'english'::regconfig
        OR d.title ~ '[/\\]' OR d.description ~ '[/\\]' OR left(b.text, 200000) ~ '[/\\]');
