// Merges filled-in templates (see i18n-missing.ts --template) into the locale files, then writes
// every locale file in the key order of locales/en.json, without the keys English no longer has,
// and records the English each translation was made from (src/i18n/translated-from.json):
//   npx tsx web/reader/scripts/i18n-apply.ts filled.txt [more.txt …]
//   npx tsx web/reader/scripts/i18n-apply.ts                 (only re-orders and prunes)
import { readFileSync } from "node:fs";
import { expectedKeys, flatten, ordered } from "../src/i18n/catalogue.ts";
import { isLocale, type Locale } from "../src/i18n/locales.ts";
import { readLocale, readTranslatedFrom, TRANSLATED, writeLocale, writeTranslatedFrom } from "./i18n-files.ts";

const enLeaves = flatten(readLocale("en")).leaves;
const leaves = new Map<Locale, Map<string, string>>(
  TRANSLATED.map((l) => [l, flatten(readLocale(l) ?? {}).leaves] as const),
);

const LINE = /^([A-Za-z-]+?)(?:_(zero|one|two|few|many|other))?:\s?(.*)$/;
const from = readTranslatedFrom();
let applied = 0;
for (const file of process.argv.slice(2)) {
  let key: string | null = null;
  readFileSync(file, "utf8")
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trimEnd();
      if (line === "" || line.startsWith("#")) return;
      if (line.startsWith("@ ")) {
        key = line.slice(2).trim();
        return;
      }
      const m = LINE.exec(line);
      if (!m || !key || !isLocale(m[1]) || m[1] === "en")
        throw new Error(`${file}:${index + 1}: cannot read "${line}"`);
      const text = m[3].startsWith('"') ? (JSON.parse(m[3]) as string) : m[3].trim();
      if (text === "") return;
      leaves.get(m[1])?.set(m[2] ? `${key}_${m[2]}` : key, text);
      // The English this translation was made from (both English forms of a plural key).
      for (const k of m[2] ? [`${key}_one`, `${key}_other`] : [key]) {
        const english = enLeaves.get(k);
        if (english !== undefined) from[k] = english;
      }
      applied++;
    });
}

for (const locale of TRANSLATED) {
  const map = leaves.get(locale) ?? new Map<string, string>();
  writeLocale(locale, ordered(expectedKeys(enLeaves, locale), map));
}
writeTranslatedFrom(Object.fromEntries([...enLeaves.keys()].filter((k) => k in from).map((k) => [k, from[k]])));
console.log(`${applied} translation(s) applied; ${TRANSLATED.length} locale files written.`);
