// The English catalogue, a chunk of its own (i18n/index.ts): boot.ts starts loading it as soon as
// the page does when English is the interface language, i18n/index.ts adds it to i18next; both
// ask for the same module, so it is downloaded once.
import type en from "./locales/en.json";

export type EnglishCatalogue = typeof en;

export async function loadEnglish(): Promise<EnglishCatalogue> {
  return (await import("./locales/en.json")).default;
}
