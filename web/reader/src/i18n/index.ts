// i18next set-up. English is the source locale (every visible string is a key of locales/en.json,
// and the types check the keys); the other 13 locales are static files of the reader,
// /i18n/{locale}.json (spec 1 §7; src/i18n/locales/{locale}.json served by
// scripts/i18n-vite-plugin.ts), fetched when chosen. Each catalogue is complete (catalogue.test.ts),
// so only the interface language's own is loaded: English is a chunk of its own (hashed, cached for
// good), loaded before the first render only when English is the language (boot.ts starts it early),
// so the other languages' readers do not download it and it is not part of the initial JavaScript.
// The chosen locale is kept in a cookie for 30 days; the document's `lang` and `dir` follow it
// (Arabic is right to left).
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { loadEnglish } from "./english.ts";
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALES,
  type Locale,
  localeCookie,
  readLocaleCookie,
} from "./locales.ts";

export { DEFAULT_LOCALE, LOCALES, type Locale };

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

function applyToDocument(lng: string): void {
  if (typeof document === "undefined") return;
  const locale = isLocale(lng) ? lng : DEFAULT_LOCALE;
  const html = document.documentElement;
  // Written only when they change: each write restyles the whole document.
  if (html.lang !== locale) html.lang = locale;
  if (html.dir !== directionOf(locale)) html.dir = directionOf(locale);
}

i18n.on("languageChanged", applyToDocument);

// No resources yet (loadLocale adds them), so initialisation completes synchronously.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Locale codes are used as written (zh-Hans, es-ES, fr-CA), never lower-cased or reduced.
  load: "currentOnly",
  nonExplicitSupportedLngs: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  showSupportNotice: false,
});

/** Loads a locale's catalogue once (English: its chunk; others: /i18n/{locale}.json) into i18next. */
export function loadLocale(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  const pending = loading.get(locale);
  if (pending) return pending;
  const job = (async () => {
    if (locale === DEFAULT_LOCALE) {
      i18n.addResourceBundle(locale, "translation", await loadEnglish(), true, true);
      loaded.add(locale);
      return;
    }
    // Revalidated on every load (ETag), so a new release's texts are never hidden by a cache.
    const response = await fetchImpl(`${import.meta.env.BASE_URL}i18n/${locale}.json`, {
      headers: { Accept: "application/json" },
      cache: "no-cache",
    });
    if (!response.ok) throw new Error(`i18n/${locale}.json: ${response.status}`);
    const bundle = (await response.json()) as Record<string, unknown>;
    i18n.addResourceBundle(locale, "translation", bundle, true, true);
    loaded.add(locale);
  })().finally(() => loading.delete(locale));
  loading.set(locale, job);
  return job;
}

/** Switches the interface language and remembers it in the cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  if (typeof document !== "undefined") document.cookie = localeCookie(locale, location.protocol === "https:");
  await i18n.changeLanguage(locale);
}

/** The locale of the cookie (else the default), loaded; called once before the first render. */
export async function restoreLocale(): Promise<Locale> {
  const saved = typeof document === "undefined" ? null : readLocaleCookie(document.cookie);
  const locale = saved ?? DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) {
    try {
      await loadLocale(locale);
      await i18n.changeLanguage(locale);
      return locale;
    } catch {
      // The file could not be fetched: English it is.
    }
  }
  await loadLocale(DEFAULT_LOCALE);
  applyToDocument(DEFAULT_LOCALE);
  return DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export default i18n;
