// to_tsvector in process, for what a search query is made of: words of letters and digits
// (search-query.ts textForFullText) and two of them joined by a hyphen (the compounds of
// query-lexemes.ts). PostgreSQL's default parser is followed for those inputs only: it reads a
// run of digits as a number ('9001', '-2015' after a word, '1e5' and '1e-5' as floats, which also
// split '1e5x' in two), letters with digits as one numword, and two words joined by a hyphen as
// one hyphenated word unless the second is all digits. Dictionaries as the configurations map
// them: numbers and numwords 'simple', words the language's Snowball stemmer (ASCII words the
// English one in 'russian' and 'hindi'), everything 'simple' in the 'simple' configuration.
import { PARSER_SEPARATORS } from "./parser-separators.ts";
import { simpleLexize, snowballLexize } from "./snowball-dictionaries.ts";

type TokenKind = "ascii" | "word" | "number";

/** A text search configuration: the dictionary of ASCII words and of other words ('simple' or a Snowball language). */
export interface TextSearchConfig {
  ascii: string;
  word: string;
}

const SIMPLE: TextSearchConfig = { ascii: "simple", word: "simple" };
const stemmed = (language: string, ascii = language): TextSearchConfig => ({ ascii, word: language });

/** The configuration norma_text_search_config (migration 20261125130000) gives a language code. */
const BY_CODE: Readonly<Record<string, TextSearchConfig>> = {
  "": stemmed("english"),
  en: stemmed("english"),
  ar: stemmed("arabic"),
  ca: stemmed("catalan"),
  da: stemmed("danish"),
  de: stemmed("german"),
  el: stemmed("greek"),
  es: stemmed("spanish"),
  eu: stemmed("basque"),
  fi: stemmed("finnish"),
  fr: stemmed("french"),
  ga: stemmed("irish"),
  hi: stemmed("hindi", "english"),
  hu: stemmed("hungarian"),
  hy: stemmed("armenian"),
  id: stemmed("indonesian"),
  it: stemmed("italian"),
  lt: stemmed("lithuanian"),
  nb: stemmed("norwegian"),
  ne: stemmed("nepali"),
  nl: stemmed("dutch"),
  nn: stemmed("norwegian"),
  no: stemmed("norwegian"),
  pt: stemmed("portuguese"),
  ro: stemmed("romanian"),
  ru: stemmed("russian", "english"),
  sr: stemmed("serbian"),
  sv: stemmed("swedish"),
  ta: stemmed("tamil"),
  tr: stemmed("turkish"),
  yi: stemmed("yiddish"),
};

export const ENGLISH = BY_CODE.en;
export { SIMPLE };

/** norma_text_search_config: the part before the first '-', lower-cased; unknown → 'simple'. */
export function textSearchConfigOf(languageCode: string | null): TextSearchConfig {
  const code = (languageCode ?? "").split("-")[0].toLowerCase();
  return Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : SIMPLE;
}

export interface Token {
  text: string;
  kind: TokenKind;
}

/** [from, to] code point ranges the parser reads as separators, sorted. */
const SEPARATORS: [number, number][] = PARSER_SEPARATORS.split(",").map((r) => {
  const [from, to = from] = r.split("-");
  return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
});

function isSeparator(c: string): boolean {
  const cp = c.codePointAt(0)!;
  if (cp < 0x80) return false;
  let lo = 0;
  let hi = SEPARATORS.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < SEPARATORS[mid][0]) hi = mid - 1;
    else if (cp > SEPARATORS[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
/**
 * Any other letter or digit is a letter to the parser (glibc counts non-ASCII digits as alpha),
 * except the separators: other numbers ('৴') and letters newer than the C library's Unicode.
 */
const isAlpha = (c: string | undefined) => c !== undefined && c !== "-" && !isDigit(c) && !isSeparator(c);
const isWordChar = (c: string | undefined) => isDigit(c) || isAlpha(c);
const ASCII_LETTERS = /^[A-Za-z]+$/;

function digitsEnd(s: string[], i: number): number {
  while (isDigit(s[i])) i++;
  return i;
}

/** A float at i ('12e5', '1e-5', and after a word's hyphen '-1e5'): its end, or -1. */
function floatEnd(s: string[], afterDigits: number): number {
  if (s[afterDigits] !== "e" && s[afterDigits] !== "E") return -1;
  const mantissa = s[afterDigits + 1] === "-" ? afterDigits + 2 : afterDigits + 1;
  return isDigit(s[mantissa]) ? digitsEnd(s, mantissa) : -1;
}

function kindOf(text: string): TokenKind {
  if (/[0-9]/.test(text)) return "number";
  return ASCII_LETTERS.test(text) ? "ascii" : "word";
}

/** A word starting at i (a letter, or digits followed by a letter), hyphenated or not: its end. */
function scanWord(s: string[], i: number, out: Token[]): number {
  let end = i;
  while (isWordChar(s[end])) end++;
  let whole = end;
  const parts = [s.slice(i, end).join("")];
  while (s[whole] === "-" && whole + 1 < s.length) {
    const from = whole + 1;
    // After a hyphen: a letter, or digits then a letter, continue the hyphenated word.
    if (!isAlpha(s[from]) && !isAlpha(s[digitsEnd(s, from)])) break;
    let to = from;
    while (isWordChar(s[to])) to++;
    parts.push(s.slice(from, to).join(""));
    whole = to;
  }
  if (parts.length === 1) {
    out.push({ text: parts[0], kind: kindOf(parts[0]) });
    return end;
  }
  out.push({ text: parts.join("-"), kind: kindOf(parts.join("")) });
  for (const p of parts) out.push({ text: p, kind: kindOf(p) });
  return whole;
}

/** The tokens of PostgreSQL's default parser that carry a lexeme, for words and hyphen compounds. */
export function parseQueryText(text: string): Token[] {
  const s = [...text];
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === "-") {
      if (!isDigit(s[i + 1])) {
        i++;
        continue;
      }
      // A signed number: '-2015', or a float '-1e5'.
      const digits = digitsEnd(s, i + 1);
      const end = Math.max(digits, floatEnd(s, digits));
      out.push({ text: s.slice(i, end).join(""), kind: "number" });
      i = end;
    } else if (isDigit(c)) {
      const digits = digitsEnd(s, i);
      const float = floatEnd(s, digits);
      if (float > 0 || !isAlpha(s[digits])) {
        const end = Math.max(digits, float);
        out.push({ text: s.slice(i, end).join(""), kind: "number" });
        i = end;
      } else i = scanWord(s, i, out);
    } else if (isAlpha(c)) i = scanWord(s, i, out);
    else i++;
  }
  return out;
}

/** Tokens of 2,047 bytes or more are left out of a tsvector (MAXSTRLEN). */
const MAX_TOKEN_BYTES = 2047;

function lexize(config: TextSearchConfig, token: Token): string | null {
  if (Buffer.byteLength(token.text, "utf8") >= MAX_TOKEN_BYTES) return null;
  const dictionary = token.kind === "number" ? "simple" : token.kind === "ascii" ? config.ascii : config.word;
  return dictionary === "simple" ? simpleLexize(token.text) : snowballLexize(dictionary, token.text);
}

/** Orders as a tsvector does: by the lexemes' bytes (UTF-8 byte order is code point order). */
function byBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** The lexemes of some tokens in a configuration, in a tsvector's order (to_tsvector of their text). */
export function lexemesOf(config: TextSearchConfig, tokens: readonly Token[]): string[] {
  const lexemes = new Set<string>();
  for (const token of tokens) {
    const lexeme = lexize(config, token);
    if (lexeme !== null) lexemes.add(lexeme);
  }
  return [...lexemes].sort(byBytes);
}

/** The lexemes of to_tsvector(config, text), in the tsvector's order, for query words and compounds. */
export function tsvectorLexemes(config: TextSearchConfig, text: string): string[] {
  return lexemesOf(config, parseQueryText(text));
}
