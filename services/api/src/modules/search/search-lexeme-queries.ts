// The lexemes of a query's words and hyphen compounds, as PostgreSQL's text search makes them
// (search-repo.ts composes these).
import { parseTsvector } from "./search-index.ts";
import type { RawQuery } from "./search-index-queries.ts";

/** The lexemes of a query's words (alternatives of each word) and of its hyphen compounds. */
export interface QueryLexemes {
  words: string[][];
  compounds: string[];
}

export function createSearchLexemeQueries(query: RawQuery) {
  return {
    /**
     * The lexemes of each query word, as alternatives any of which may match: unstemmed (the
     * 'simple' configuration the designation part is indexed with, so publisher keys such as
     * 'AWS' and 'IES' match as they are), stemmed in English and, for another interface language,
     * stemmed in that language (translations are indexed in their own language). A word either
     * stemmer drops as a stop word is left out, as plainto_tsquery would; the words are AND'ed.
     * Also the compound lexemes of neighbouring words as if hyphenated ('safety related' →
     * 'safety-rel'): a document that writes them joined ranks higher.
     */
    async wordLexemes(words: string[], language: string | null): Promise<QueryLexemes> {
      if (words.length === 0) return { words: [], compounds: [] };
      const rows = await query<{ simple: string; english: string; own: string | null; compound: string | null }>(
        `SELECT to_tsvector('simple', w)::text AS simple, to_tsvector('english', w)::text AS english,
                CASE WHEN $2::text IS NULL THEN NULL ELSE to_tsvector(norma_text_search_config($2), w)::text END AS own,
                CASE WHEN next IS NULL THEN NULL ELSE to_tsvector('english', w || '-' || next)::text END AS compound
           FROM (SELECT w, n, lead(w) OVER (ORDER BY n) AS next FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n)) t
          ORDER BY n`,
        [words, language],
      );
      const lexemes = (tsv: string) => {
        const out: string[] = [];
        parseTsvector(tsv, (lexeme) => out.push(lexeme));
        return out;
      };
      const groups: string[][] = [];
      const compounds = new Set<string>();
      for (const r of rows) {
        const english = lexemes(r.english);
        const own = r.own === null ? null : lexemes(r.own);
        if (r.compound !== null) for (const c of lexemes(r.compound)) if (c.includes("-")) compounds.add(c);
        if (english.length === 0 || (own !== null && own.length === 0)) continue;
        groups.push([...new Set([...lexemes(r.simple), ...english, ...(own ?? [])])]);
      }
      return { words: groups, compounds: [...compounds] };
    },
  };
}
