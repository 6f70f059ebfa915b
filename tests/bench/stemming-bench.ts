// Benchmark of query stemming (`npm run bench:stemming`): the lexemes of each new query text made
// in process (services/api/src/modules/search/stemming/query-lexemes.ts) against the PostgreSQL
// round trip the API made before (to_tsvector per word in 'simple', 'english' and the reader's
// language, and the hyphen compounds), on the same queries: 1 to 5 words drawn from the
// stemming word lists (English, Spanish, French, German), half with a reader language. Every
// query text is new to both. In process twice: cold, every word stemmed (the memo of recent
// stems emptied before each query), and as the API runs it, with the memo (these queries' words
// repeat, as real ones do). Prints p50, p95 and p99 per query and the load average.
// It prints figures; it asserts nothing.
//
//   npm run bench:stemming -- --database-url postgresql://…/<a migrated database> [--queries 2000]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { textForFullText } from "@norma/api/src/modules/search/search-query.ts";
import { queryLexemes } from "@norma/api/src/modules/search/stemming/query-lexemes.ts";
import { forgetLexemes } from "@norma/api/src/modules/search/stemming/snowball-dictionaries.ts";
import pg from "pg";
import { loadAverage, percentile } from "./timing.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", default: process.env.DATABASE_URL },
    queries: { type: "string", default: "2000" },
  },
  strict: true,
});
if (!values["database-url"]) throw new Error("--database-url (a migrated database) or DATABASE_URL is needed");
const count = Number(values.queries);

const LISTS = join(import.meta.dirname, "@norma/api/src/modules/search/stemming/wordlists");
const LANGUAGES = { english: null, spanish: "es-ES", french: "fr", german: "de-DE" } as const;
const pools = Object.entries(LANGUAGES).map(([language, code]) => ({
  code,
  words: textForFullText(readFileSync(join(LISTS, `${language}.txt`), "utf8"))
    .split(" ")
    .filter(Boolean),
}));

/** Deterministic queries: a fixed linear congruential sequence picks the words. */
function queriesOf(n: number): { words: string[]; language: string | null }[] {
  let seed = 29;
  const next = (m: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % m;
  };
  return Array.from({ length: n }, (_, i) => {
    const pool = pools[next(pools.length)];
    const words = Array.from({ length: 1 + next(5) }, () => pool.words[next(pool.words.length)]);
    return { words: [...words, `q${i}`], language: i % 2 === 0 ? pool.code : null };
  });
}

// The statement search-lexeme-queries.ts ran before (one round trip per new query text).
const SQL = `SELECT to_tsvector('simple', w)::text AS simple, to_tsvector('english', w)::text AS english,
        CASE WHEN $2::text IS NULL THEN NULL ELSE to_tsvector(norma_text_search_config($2), w)::text END AS own,
        CASE WHEN next IS NULL THEN NULL ELSE to_tsvector('english', w || '-' || next)::text END AS compound
   FROM (SELECT w, n, lead(w) OVER (ORDER BY n) AS next FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n)) t
  ORDER BY n`;

const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(4)} ms, p95 ${percentile(xs, 95).toFixed(4)} ms, p99 ${percentile(xs, 99).toFixed(4)} ms`;

async function main() {
  const client = new pg.Client({ connectionString: values["database-url"] });
  await client.connect();
  const warm = queriesOf(200);
  for (const q of warm) {
    await client.query(SQL, [q.words, q.language]);
    queryLexemes(q.words, q.language);
  }
  const queries = queriesOf(count).map((q) => ({ ...q, words: [...q.words, "bench"] }));
  const roundTrip: number[] = [];
  const cold: number[] = [];
  const memo: number[] = [];
  for (const q of queries) {
    let started = performance.now();
    await client.query(SQL, [q.words, q.language]);
    roundTrip.push(performance.now() - started);
    forgetLexemes();
    started = performance.now();
    queryLexemes(q.words, q.language);
    cold.push(performance.now() - started);
  }
  for (const q of queries) {
    const started = performance.now();
    queryLexemes(q.words, q.language);
    memo.push(performance.now() - started);
  }
  await client.end();
  console.log(`${count} query texts of 2 to 7 words, half with a reader language; load average ${loadAverage()}`);
  console.log(`PostgreSQL round trip: ${fmt(roundTrip)}`);
  console.log(`in process, cold:      ${fmt(cold)}`);
  console.log(`in process, memo:      ${fmt(memo)}`);
}

await main();
