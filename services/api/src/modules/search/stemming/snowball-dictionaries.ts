// PostgreSQL's Snowball dictionaries (<language>_stem, PostgreSQL 15: Snowball 2.2.0) and its
// 'simple' dictionary, in process: the query words of a search are stemmed here instead of by a
// round trip to the database, which stays the system of record for the documents' tsvectors.
//
// The stemmers come from three npm packages, chosen per language by measurement against
// ts_lexize on the word lists of stemming-agreement.test.ts (100% agreement each; see
// docs/performance.md):
// - @orama/stemmers, the default: generated from Snowball, the 23 languages it has agree.
// - snowball-stemmers for English, Basque and Catalan: @orama has no Basque or Catalan, and its
//   English is another algorithm (94% agreement: 'abruptly' → 'abruptli', PostgreSQL 'abrupt').
// - multilingual-stemmer (Snowball 3.1 in WebAssembly) for Hindi and Yiddish, which neither of
//   the others has; its other languages follow Snowball 3 where PostgreSQL 15 has 2.2 (Dutch 55%,
//   German 96%, Romanian 85%, English 99.9% agreement), so it is used for these two only.
import { stemmer as arabic } from "@orama/stemmers/arabic";
import { stemmer as armenian } from "@orama/stemmers/armenian";
import { stemmer as danish } from "@orama/stemmers/danish";
import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as finnish } from "@orama/stemmers/finnish";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as greek } from "@orama/stemmers/greek";
import { stemmer as hungarian } from "@orama/stemmers/hungarian";
import { stemmer as indonesian } from "@orama/stemmers/indonesian";
import { stemmer as irish } from "@orama/stemmers/irish";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as lithuanian } from "@orama/stemmers/lithuanian";
import { stemmer as nepali } from "@orama/stemmers/nepali";
import { stemmer as norwegian } from "@orama/stemmers/norwegian";
import { stemmer as portuguese } from "@orama/stemmers/portuguese";
import { stemmer as romanian } from "@orama/stemmers/romanian";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as serbian } from "@orama/stemmers/serbian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as swedish } from "@orama/stemmers/swedish";
import { stemmer as tamil } from "@orama/stemmers/tamil";
import { stemmer as turkish } from "@orama/stemmers/turkish";
import { hindi, yiddish } from "multilingual-stemmer";
import snowball from "snowball-stemmers";
import { STOP_WORDS } from "./stop-words.ts";

const classic = (language: string) => {
  const s = snowball.newStemmer(language);
  return (word: string) => s.stem(word);
};

/** The Snowball stemmer of each language PostgreSQL 15 has a `<language>_stem` dictionary for. */
export const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  arabic,
  armenian,
  basque: classic("basque"),
  catalan: classic("catalan"),
  danish,
  dutch,
  english: classic("english"),
  finnish,
  french,
  german,
  greek,
  hindi,
  hungarian,
  indonesian,
  irish,
  italian,
  lithuanian,
  nepali,
  norwegian,
  portuguese,
  romanian,
  russian,
  serbian,
  spanish,
  swedish,
  tamil,
  turkish,
  yiddish,
};

/**
 * Lower case as PostgreSQL's lowerstr does under a glibc UTF-8 locale: towlower character by
 * character, so no final sigma ('ΣΑΣ' → 'σασ') and 'İ' → 'i' (JavaScript's toLowerCase of a
 * whole string does both differently).
 */
export function lowerAsPostgres(text: string): string {
  let out = "";
  for (const c of text) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c === "\u0130" ? "i" : c;
  }
  return out;
}

const stopSets = new Map<string, ReadonlySet<string>>();
function stopWordsOf(language: string): ReadonlySet<string> {
  let set = stopSets.get(language);
  if (!set) {
    const list = STOP_WORDS[language];
    set = new Set(list ? list.split(" ") : []);
    stopSets.set(language, set);
  }
  return set;
}

const utf8Length = (s: string) => Buffer.byteLength(s, "utf8");

/**
 * Recent lexemes per dictionary, by lower-cased word: query words repeat far more than query
 * texts, and the English stemmer (snowball-stemmers, the only one of the three that agrees with
 * PostgreSQL everywhere) takes ~10 µs a word. A stem never changes: no expiry; a dictionary's
 * map is emptied when it reaches MEMO_SIZE words, and only words of up to MEMO_WORD characters
 * are kept, which bounds its memory (a few MB).
 */
const MEMO_SIZE = 10_000;
const MEMO_WORD = 64;
const memo = new Map<string, Map<string, string>>();

/** Empties the lexemes remembered (benchmarks measure stemming without them). */
export function forgetLexemes(): void {
  memo.clear();
}

/**
 * What ts_lexize('<language>_stem', token) gives: the lexeme, or null for a stop word. As
 * dict_snowball.c: lower-cased; a token over 1,000 bytes is not stemmed; an empty stem keeps the
 * lower-cased word.
 */
export function snowballLexize(language: string, token: string): string | null {
  const stem = STEMMERS[language];
  if (!stem) throw new Error(`no Snowball stemmer for '${language}'`);
  const lower = lowerAsPostgres(token);
  if (utf8Length(token) > 1000) return lower;
  if (lower === "" || stopWordsOf(language).has(lower)) return null;
  let known = memo.get(language);
  const remembered = known?.get(lower);
  if (remembered !== undefined) return remembered;
  const lexeme = stem(lower) || lower;
  if (lower.length > MEMO_WORD) return lexeme;
  if (!known || known.size >= MEMO_SIZE) {
    known = new Map();
    memo.set(language, known);
  }
  known.set(lower, lexeme);
  return lexeme;
}

/** What ts_lexize('simple', token) gives (the 'simple' dictionary has no stop words). */
export function simpleLexize(token: string): string | null {
  const lower = lowerAsPostgres(token);
  return lower === "" ? null : lower;
}
