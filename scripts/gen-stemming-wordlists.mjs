#!/usr/bin/env node
// Writes the word lists of stemming-agreement.test.ts (services/api/src/modules/search/stemming/
// wordlists/<language>.txt): per Snowball language of PostgreSQL 15, words of the seeded
// catalogue in that language (titles, descriptions, bodies), words of the reader's interface text
// in that language, and common forms sampled evenly from the Snowball project's test vocabulary
// (a local checkout of snowballstem/snowball-data), about 300 words each, some capitalised.
// Usage: DATABASE_URL=<seeded database> node scripts/gen-stemming-wordlists.mjs <snowball-data dir>
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import pg from "pg";

const dataDir = process.argv[2];
const outDir = "services/api/src/modules/search/stemming/wordlists";
const LANGUAGES = {
  arabic: ["ar", "ar"],
  armenian: ["hy"],
  basque: ["eu"],
  catalan: ["ca"],
  danish: ["da"],
  dutch: ["nl"],
  english: ["en", "en"],
  finnish: ["fi"],
  french: ["fr", "fr"],
  german: ["de", "de"],
  greek: ["el"],
  hindi: ["hi"],
  hungarian: ["hu"],
  indonesian: ["id"],
  irish: ["ga"],
  italian: ["it", "it"],
  lithuanian: ["lt"],
  nepali: ["ne"],
  norwegian: ["nb"],
  portuguese: ["pt", "pt"],
  romanian: ["ro"],
  russian: ["ru", "ru"],
  serbian: ["sr"],
  spanish: ["es", "es"],
  swedish: ["sv"],
  tamil: ["ta"],
  turkish: ["tr", "tr"],
  yiddish: ["yi"],
};
// Whole words, with their combining marks (the query path strips those: the test checks both).
const wordsOf = (text) =>
  text
    .normalize("NFKC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/\d/.test(w));
const sample = (words, n) => {
  const unique = [...new Set(words)];
  if (unique.length <= n) return unique;
  return Array.from({ length: n }, (_, i) => unique[Math.floor((i * unique.length) / n)]);
};
function interfaceStrings(locale) {
  const file = `web/reader/src/i18n/locales/${locale}.json`;
  if (!locale || !existsSync(file)) return [];
  const out = [];
  const walk = (v) =>
    typeof v === "string" ? out.push(v.replace(/\{\{[^}]*\}\}/g, " ")) : v && Object.values(v).forEach(walk);
  walk(JSON.parse(readFileSync(file, "utf8")));
  return wordsOf(out.join(" ")).map((w) => w.toLowerCase());
}
function vocabulary(language) {
  const file = `${dataDir}/${language}/voc.txt`;
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").flatMap(wordsOf) : [];
}
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
for (const [language, [code, locale]] of Object.entries(LANGUAGES)) {
  const { rows } = await db.query(
    `SELECT concat_ws(' ', d.title, d.description, left(b.text, 20000)) AS t FROM documents d
       LEFT JOIN document_bodies b ON b.document_id = d.id
      WHERE lower(split_part(d.language_code, '-', 1)) = $1 ORDER BY d.id LIMIT 200`,
    [code],
  );
  const catalogue = sample(
    rows.flatMap((r) => wordsOf(r.t)),
    150,
  );
  const voc = vocabulary(language);
  const ui = sample(interfaceStrings(locale), catalogue.length ? 50 : voc.length ? 150 : 300);
  const common = sample(voc, 300 - catalogue.length - ui.length);
  const words = [...new Set([...catalogue, ...ui, ...common])].map((w, i) =>
    i % 7 === 3 ? w[0].toUpperCase() + w.slice(1) : w,
  );
  writeFileSync(`${outDir}/${language}.txt`, `${words.join("\n")}\n`);
  console.log(language, words.length, `catalogue ${catalogue.length}, interface ${ui.length}, common ${common.length}`);
}
await db.end();
