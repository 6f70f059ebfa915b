// Lists, per locale, what its catalogue lacks or has wrong compared with locales/en.json:
//   npx tsx web/reader/scripts/i18n-missing.ts              summary, exit code 1 when anything is wrong
//   npx tsx web/reader/scripts/i18n-missing.ts --template   a fill-in file of the missing keys of
//                                                           every locale (and of the keys whose
//                                                           English changed), for i18n-apply.ts
// Template format: "@ key" starts a key, "# en: …" shows the English text, and each line
// "locale: text" (plural forms "locale_category: text") carries a translation; lines left empty
// are skipped. A text starting with a double quote is read as a JSON string.
import { checkCatalogue, expectedKeys, flatten, type Problem } from "../src/i18n/catalogue.ts";
import { readLocale, readTranslatedFrom, TRANSLATED } from "./i18n-files.ts";

const en = readLocale("en");
const enLeaves = flatten(en).leaves;
// Keys whose English changed since they were translated: their translations are out of date.
const from = readTranslatedFrom();
const changed = new Set([...enLeaves].filter(([k, text]) => k in from && from[k] !== text).map(([k]) => k));
const isChanged = (key: string, base?: string) =>
  changed.has(key) || (base !== undefined && (changed.has(`${base}_one`) || changed.has(`${base}_other`)));

if (process.argv.includes("--template")) {
  // key → locales (with the plural category) that lack it
  const blocks = new Map<string, { english: string[]; lines: string[] }>();
  for (const locale of TRANSLATED) {
    const problems = checkCatalogue(en, readLocale(locale) ?? {}, locale);
    const bad = new Set(problems.filter((p) => p.kind !== "extra").map((p) => p.key));
    for (const e of expectedKeys(enLeaves, locale)) {
      if (!bad.has(e.key) && !isChanged(e.key, e.plural?.base)) continue;
      const base = e.plural?.base ?? e.key;
      let block = blocks.get(base);
      if (!block) {
        const english = e.plural
          ? ["one", "other"].map((c) => `# en_${c}: ${enLeaves.get(`${base}_${c}`) ?? ""}`)
          : [`# en: ${e.source}`];
        block = { english, lines: [] };
        blocks.set(base, block);
      }
      block.lines.push(e.plural ? `${locale}_${e.plural.category}: ` : `${locale}: `);
    }
  }
  for (const [key, block] of blocks) console.log([`@ ${key}`, ...block.english, ...block.lines, ""].join("\n"));
} else {
  let wrong = changed.size;
  if (changed.size > 0) {
    console.log(`English changed since translated: ${changed.size} key(s)`);
    for (const k of changed) console.log(`  changed      ${k}  (was: ${from[k]})`);
  }
  for (const locale of TRANSLATED) {
    const tree = readLocale(locale);
    const problems: Problem[] = tree === null ? [{ kind: "missing", key: "(file)" }] : checkCatalogue(en, tree, locale);
    wrong += problems.length;
    if (problems.length === 0) {
      console.log(`${locale}: complete`);
      continue;
    }
    console.log(`${locale}: ${problems.length} problem(s)`);
    for (const p of problems) console.log(`  ${p.kind.padEnd(12)} ${p.key}${p.detail ? `  (${p.detail})` : ""}`);
  }
  process.exitCode = wrong > 0 ? 1 : 0;
}
