// The console's languages: the reader's 14, with the same codes and order
// (web/reader/src/i18n/locales.ts; i18n.test.ts keeps the two lists equal).
export const LOCALES = [
  "en",
  "ar",
  "fr-CA",
  "zh-Hans",
  "fr",
  "it",
  "ja",
  "ko",
  "pt",
  "ru",
  "es-ES",
  "es",
  "tr",
  "de",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language by its own name (the language menu of the app bar). */
export const LOCALE_LABELS: Record<Locale, { name: string }> = {
  en: { name: "English" },
  ar: { name: "العربية" },
  "fr-CA": { name: "Français (Canada)" },
  "zh-Hans": { name: "简体中文" },
  fr: { name: "Français" },
  it: { name: "Italiano" },
  ja: { name: "日本語" },
  ko: { name: "한국어" },
  pt: { name: "Português" },
  ru: { name: "Русский" },
  "es-ES": { name: "Español (España)" },
  es: { name: "Español (Latinoamérica)" },
  tr: { name: "Türkçe" },
  de: { name: "Deutsch" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: string): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
