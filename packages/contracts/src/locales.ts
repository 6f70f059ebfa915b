// The interface languages of the spec (1 §1, 3 §2): ONE list for the API (tenant texts, the
// unsubscribe page), the e-mails (the workers' catalogues) and both web apps (the reader's menu,
// the console). English is the default; Arabic is written right to left; Canadian French is shown
// as "CF". openapi.yaml's language enums list the same codes in the same order.

// In the order of the language menu (3 §2): EN, AR, CF, zh-Hans, FR, IT, JA, KO, PT, RU, es-ES, ES, TR, DE.
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

/** The short code of the language menu (spec 3 §2: EN, AR, CF, zh-Hans, FR, …) and the language's own name. */
export const LOCALE_LABELS: Record<Locale, { code: string; name: string }> = {
  en: { code: "EN", name: "English" },
  ar: { code: "AR", name: "العربية" },
  "fr-CA": { code: "CF", name: "Français (Canada)" },
  "zh-Hans": { code: "zh-Hans", name: "简体中文" },
  fr: { code: "FR", name: "Français" },
  it: { code: "IT", name: "Italiano" },
  ja: { code: "JA", name: "日本語" },
  ko: { code: "KO", name: "한국어" },
  pt: { code: "PT", name: "Português" },
  ru: { code: "RU", name: "Русский" },
  "es-ES": { code: "es-ES", name: "Español (España)" },
  es: { code: "ES", name: "Español (Latinoamérica)" },
  tr: { code: "TR", name: "Türkçe" },
  de: { code: "DE", name: "Deutsch" },
};

const RTL = new Set<Locale>(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Any tag may be asked (the console reads it from react-admin's locale, a plain string). */
export function directionOf(locale: string): "rtl" | "ltr" {
  return (RTL as Set<string>).has(locale) ? "rtl" : "ltr";
}

/** The supported locale closest to a language tag (CF → fr-CA, zh-CN → zh-Hans, es-MX → es, xx → null). */
export function closestLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const raw = tag.trim();
  if (raw.toUpperCase() === "CF") return "fr-CA";
  const exact = LOCALES.find((l) => l.toLowerCase() === raw.toLowerCase());
  if (exact) return exact;
  const [lang, region] = raw.toLowerCase().split(/[-_]/);
  if (lang === "fr" && region === "ca") return "fr-CA";
  if (lang === "zh") return "zh-Hans";
  if (lang === "es" && region === "es") return "es-ES";
  return LOCALES.find((l) => l === lang) ?? null;
}
