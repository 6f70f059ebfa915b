// The lexemes of a query's words and hyphen compounds, made in process as PostgreSQL's text
// search would make them (stemming-agreement.test.ts checks both agree): the index matches them
// against the lexemes of the documents' tsvectors, which PostgreSQL makes.
import { ENGLISH, lexemesOf, parseQueryText, SIMPLE, textSearchConfigOf } from "./query-tsvector.ts";

/** The lexemes of a query's words (alternatives of each word) and of its hyphen compounds. */
export interface QueryLexemes {
  words: string[][];
  compounds: string[];
}

/**
 * The lexemes of each query word, as alternatives any of which may match: unstemmed (the
 * 'simple' configuration the designation part is indexed with, so publisher keys such as 'AWS'
 * and 'IES' match as they are), stemmed in English and, for another interface language, stemmed
 * in that language (translations are indexed in their own language). A word either stemmer drops
 * as a stop word is left out, as plainto_tsquery would; the words are AND'ed. Also the compound
 * lexemes of neighbouring words as if hyphenated ('safety related' → 'safety-rel'): a document
 * that writes them joined ranks higher.
 */
export function queryLexemes(words: readonly string[], language: string | null): QueryLexemes {
  const own = language === null ? null : textSearchConfigOf(language);
  const groups: string[][] = [];
  const compounds = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (i + 1 < words.length) {
      // Only the hyphenated tokens give lexemes with a hyphen (stemming never adds nor removes
      // one): the parts need no stemming here.
      const hyphenated = parseQueryText(`${w}-${words[i + 1]}`).filter((t) => t.text.includes("-"));
      for (const c of lexemesOf(ENGLISH, hyphenated)) compounds.add(c);
    }
    const tokens = parseQueryText(w);
    const english = lexemesOf(ENGLISH, tokens);
    const ownLexemes = own === null ? null : lexemesOf(own, tokens);
    if (english.length === 0 || (ownLexemes !== null && ownLexemes.length === 0)) continue;
    groups.push([...new Set([...lexemesOf(SIMPLE, tokens), ...english, ...(ownLexemes ?? [])])]);
  }
  return { words: groups, compounds: [...compounds] };
}
