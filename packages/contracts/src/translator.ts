// Server-side i18next, set up once for every server catalogue (the workers' e-mails, the API's
// unsubscribe page), so both read their texts by the same rules. Keys are flat
// ("alert.subject.new"), placeholders {{name}}. A key a locale lacks falls back to its parent
// language when we offer it (fr-CA → fr, es-ES → es), then to English: Canadian French may hold
// only the texts that differ from French. Values are not HTML-escaped here: the caller escapes
// (React in the e-mails, escapeHtml on the page), so escaping twice cannot show "&amp;".
import i18next, { type TFunction } from "i18next";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales.ts";

/** Why a chain: i18next's own language-only fallback would also invent codes we do not have (zh). */
function fallbackChain(locale: Locale): Locale[] {
  const parent = locale.split("-")[0];
  return isLocale(parent) && parent !== locale && parent !== DEFAULT_LOCALE
    ? [parent, DEFAULT_LOCALE]
    : [DEFAULT_LOCALE];
}

/** One i18next instance over the given catalogues; returns a translate function per locale. */
export function createTranslator(
  catalogues: Record<Locale, Readonly<Partial<Record<string, string>>>>,
): (locale: Locale) => TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(Object.entries(catalogues).map(([l, c]) => [l, { translation: c }])),
    lng: DEFAULT_LOCALE,
    fallbackLng: { ...Object.fromEntries(LOCALES.map((l) => [l, fallbackChain(l)])), default: [DEFAULT_LOCALE] },
    // The codes are ours exactly (negotiateLocale has chosen one): no case folding, no lookups of
    // codes i18next would derive itself.
    load: "currentOnly",
    lowerCaseLng: false,
    cleanCode: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return (locale) => instance.getFixedT(locale);
}
