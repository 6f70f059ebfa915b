// Reading and writing the locale files of the reader (src/i18n/locales/{locale}.json), for the
// i18n scripts and the Vite plugin that serves them as /i18n/{locale}.json.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCALES, type Locale } from "../src/i18n/locales.ts";

export const LOCALES_DIR = fileURLToPath(new URL("../src/i18n/locales/", import.meta.url));

export const localeFile = (locale: Locale) => `${LOCALES_DIR}${locale}.json`;

/** The parsed file of a locale, or null when it does not exist yet. */
export function readLocale(locale: Locale): unknown | null {
  const file = localeFile(locale);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

export function writeLocale(locale: Locale, tree: unknown): void {
  writeFileSync(localeFile(locale), `${JSON.stringify(tree, null, 2)}\n`);
}

/**
 * The English text each key had when it was last translated (written by i18n-apply.ts), so that
 * i18n-missing.ts can name the keys whose English changed since.
 */
export const TRANSLATED_FROM = fileURLToPath(new URL("../src/i18n/translated-from.json", import.meta.url));

export function readTranslatedFrom(): Record<string, string> {
  return existsSync(TRANSLATED_FROM) ? JSON.parse(readFileSync(TRANSLATED_FROM, "utf8")) : {};
}

export function writeTranslatedFrom(map: Record<string, string>): void {
  writeFileSync(TRANSLATED_FROM, `${JSON.stringify(map, null, 2)}\n`);
}

/** Every locale but the English source. */
export const TRANSLATED: Locale[] = LOCALES.filter((l) => l !== "en");
