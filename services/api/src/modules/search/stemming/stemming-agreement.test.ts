// The in-process stemming of query words (snowball-dictionaries.ts, query-tsvector.ts,
// query-lexemes.ts) against PostgreSQL's, on word lists per language (wordlists/, made by
// scripts/gen-stemming-wordlists.mjs: seeded catalogue text, reader interface text, common forms):
// - each Snowball dictionary: snowballLexize vs ts_lexize('<language>_stem', word);
// - the whole query path: queryLexemes vs the SQL the API ran before (to_tsvector with 'simple',
//   'english' and norma_text_search_config of the reader's language, and the hyphen compounds);
// - the parser on numbers, floats, hyphen compounds and every letter and digit of Unicode.
// Agreement is printed per language and must be 100%: no known difference.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase } from "@norma/tests/harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTsvector } from "../index-postings.ts";
import { textForFullText } from "../search-query.ts";
import { type QueryLexemes, queryLexemes } from "./query-lexemes.ts";
import { ENGLISH, SIMPLE, tsvectorLexemes } from "./query-tsvector.ts";
import { STEMMERS, snowballLexize } from "./snowball-dictionaries.ts";

const LISTS = join(import.meta.dirname, "wordlists");
const wordsOf = (language: string) =>
  readFileSync(join(LISTS, `${language}.txt`), "utf8")
    .split("\n")
    .filter(Boolean);
/** A language code norma_text_search_config maps to each Snowball language. */
const CODE: Record<string, string> = {
  arabic: "ar",
  armenian: "hy",
  basque: "eu",
  catalan: "ca-ES",
  danish: "da",
  dutch: "nl-NL",
  english: "en",
  finnish: "fi",
  french: "fr-CA",
  german: "de-DE",
  greek: "el",
  hindi: "hi",
  hungarian: "hu",
  indonesian: "id",
  irish: "ga",
  italian: "it",
  lithuanian: "lt",
  nepali: "ne",
  norwegian: "nb",
  portuguese: "pt-BR",
  romanian: "ro",
  russian: "ru",
  serbian: "sr",
  spanish: "es-ES",
  swedish: "sv",
  tamil: "ta",
  turkish: "tr",
  yiddish: "yi",
};

let db: TestDatabase;
let client: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const lexemesOf = (tsv: string) => {
  const out: string[] = [];
  parseTsvector(tsv, (lexeme) => out.push(lexeme));
  return out;
};

/** The query's lexemes as the API made them with PostgreSQL before (search-lexeme-queries.ts). */
async function postgresQueryLexemes(words: string[], language: string | null): Promise<QueryLexemes> {
  const { rows } = await client.query<{ simple: string; english: string; own: string | null; compound: string | null }>(
    `SELECT to_tsvector('simple', w)::text AS simple, to_tsvector('english', w)::text AS english,
            CASE WHEN $2::text IS NULL THEN NULL ELSE to_tsvector(norma_text_search_config($2), w)::text END AS own,
            CASE WHEN next IS NULL THEN NULL ELSE to_tsvector('english', w || '-' || next)::text END AS compound
       FROM (SELECT w, n, lead(w) OVER (ORDER BY n) AS next FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n)) t
      ORDER BY n`,
    [words, language],
  );
  const groups: string[][] = [];
  const compounds = new Set<string>();
  for (const r of rows) {
    const english = lexemesOf(r.english);
    const own = r.own === null ? null : lexemesOf(r.own);
    if (r.compound !== null) for (const c of lexemesOf(r.compound)) if (c.includes("-")) compounds.add(c);
    if (english.length === 0 || (own !== null && own.length === 0)) continue;
    groups.push([...new Set([...lexemesOf(r.simple), ...english, ...(own ?? [])])]);
  }
  return { words: groups, compounds: [...compounds] };
}

const percent = (ok: number, n: number) => `${((100 * ok) / n).toFixed(1)}%`;
const languages = readdirSync(LISTS)
  .map((f) => f.replace(/\.txt$/, ""))
  .sort();

describe("in-process stemming agrees with PostgreSQL", () => {
  it("has a word list of a few hundred words for every Snowball dictionary", () => {
    expect(languages).toEqual(Object.keys(STEMMERS).sort());
    for (const l of languages) expect(wordsOf(l).length, l).toBeGreaterThanOrEqual(l === "tamil" ? 40 : 250);
  });

  it("each Snowball dictionary: the same lexeme as ts_lexize, stop words dropped alike", async () => {
    const report: string[] = [];
    for (const language of languages) {
      const words = wordsOf(language);
      const { rows } = await client.query<{ w: string; l: string[] | null }>(
        "SELECT w, ts_lexize($2::regdictionary, w) AS l FROM unnest($1::text[]) w",
        [words, `${language}_stem`],
      );
      const differ = rows.filter((r) => (r.l?.[0] ?? null) !== snowballLexize(language, r.w));
      const stops = rows.filter((r) => r.l?.length === 0).length;
      report.push(
        `${language} ${percent(rows.length - differ.length, rows.length)} of ${rows.length} (${stops} stop words)`,
      );
      expect(
        differ.map((r) => `${r.w}: ${r.l} ≠ ${snowballLexize(language, r.w)}`),
        language,
      ).toEqual([]);
    }
    console.log(`ts_lexize agreement:\n  ${report.join("\n  ")}`);
  });

  it("the query path: the same word groups and compounds as to_tsvector, for English and each language", async () => {
    const report: string[] = [];
    for (const language of languages) {
      const words = textForFullText(wordsOf(language).join(" ")).split(" ").filter(Boolean);
      for (const code of [null, CODE[language]]) {
        const expected = await postgresQueryLexemes(words, code);
        const actual = queryLexemes(words, code);
        const same = expected.words.filter((g, i) => JSON.stringify(g) === JSON.stringify(actual.words[i])).length;
        if (code !== null)
          report.push(`${language} (${code}) ${percent(same, expected.words.length)} of ${words.length} words`);
        expect(actual, `${language} ${code}`).toEqual(expected);
      }
    }
    console.log(`query path agreement:\n  ${report.join("\n  ")}`);
  });

  it("numbers, floats and hyphen compounds are tokenised as PostgreSQL's parser does", async () => {
    const pieces = [
      "abc",
      "Café",
      "9001",
      "2015",
      "0",
      "1e5",
      "1E05",
      "12e",
      "1e",
      "5e5x",
      "x1e5",
      "12a",
      "٣",
      "٣4",
      "ü",
      "e5",
      "ISO",
      "the",
    ];
    const texts = pieces.flatMap((a) => [a, ...pieces.map((b) => `${a}-${b}`)]);
    const { rows } = await client.query<{ t: string; s: string; e: string; r: string }>(
      `SELECT t, to_tsvector('simple', t)::text AS s, to_tsvector('english', t)::text AS e, to_tsvector('russian', t)::text AS r
         FROM unnest($1::text[]) t`,
      [texts],
    );
    const russian = { ascii: "english", word: "russian" };
    const differ = rows.filter(
      (r) =>
        JSON.stringify([lexemesOf(r.s), lexemesOf(r.e), lexemesOf(r.r)]) !==
        JSON.stringify([tsvectorLexemes(SIMPLE, r.t), tsvectorLexemes(ENGLISH, r.t), tsvectorLexemes(russian, r.t)]),
    );
    expect(differ.map((r) => `${r.t}: ${r.s} | ${r.e} | ${r.r}`)).toEqual([]);
    expect(rows.length).toBe(texts.length);
  });

  it("every letter and digit of Unicode is read and lower-cased as PostgreSQL does", async () => {
    const chars: string[] = [];
    for (let cp = 0x30; cp <= 0x3ffff; cp++) {
      const c = String.fromCodePoint(cp);
      if (/^[\p{L}\p{N}]$/u.test(c) && c.normalize("NFKC") === c) chars.push(c);
    }
    const texts = chars.map((c) => `${c}x`);
    const { rows } = await client.query<{ t: string; s: string }>(
      "SELECT t, to_tsvector('simple', t)::text AS s FROM unnest($1::text[]) t",
      [texts],
    );
    const differ = rows.filter((r) => JSON.stringify(lexemesOf(r.s)) !== JSON.stringify(tsvectorLexemes(SIMPLE, r.t)));
    console.log(`Unicode letters and digits: ${percent(rows.length - differ.length, rows.length)} of ${rows.length}`);
    expect(differ.slice(0, 20).map((r) => `U+${r.t.codePointAt(0)!.toString(16)} ${r.t}: ${r.s}`)).toEqual([]);
  });
});
