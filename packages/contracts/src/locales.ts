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

// Locale negotiation lives here once (issue 24 §2): the reader's cookie, the API's unsubscribe
// page and the workers' e-mails all ask these two functions. Before, three copies disagreed; the
// rules below are the ones kept, each pinned by locales.unit.test.ts:
// - "_" is read as "-" and case is ignored everywhere (fr_CA → fr-CA, ES_es → es-ES); the API and
//   the workers used to turn fr_CA into fr and es_ES into es.
// - "CF", the menu's short code for Canadian French, is accepted everywhere (the workers did not).
// - Chinese of any region or script (zh, zh-CN, zh-TW, zh-Hant) → zh-Hans, the only Chinese offered:
//   a simplified page beats an English one for a Chinese reader.
// - Spanish: es-ES (Spain) only for Spain; every other Spanish (es-MX, es-419, plain es) → es, the
//   Latin-American one. French: fr-CA only for Canada; other French → fr.
// - Any other tag falls back to its language (de-AT → de, pt-BR → pt); an unknown one matches nothing.
// - An Accept-Language list is read whole, by q-value (RFC 9110 §12.5.4): the first supported
//   language wins, q=0 means "not this one", "*" names nothing. The unsubscribe page used to read
//   the first entry only, so "xx, de;q=0.9" got English instead of German.
// - Nothing supported → the default, English (what all three did).

/** The supported locale closest to one language tag (CF → fr-CA, zh-CN → zh-Hans, es-MX → es, xx → null). */
export function closestLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const raw = tag.trim().replace(/_/g, "-");
  if (raw.toUpperCase() === "CF") return "fr-CA";
  const exact = LOCALES.find((l) => l.toLowerCase() === raw.toLowerCase());
  if (exact) return exact;
  const [lang, region] = raw.toLowerCase().split("-");
  if (lang === "fr" && region === "ca") return "fr-CA";
  if (lang === "zh") return "zh-Hans";
  if (lang === "es" && region === "es") return "es-ES";
  return LOCALES.find((l) => l === lang) ?? null;
}

/** The tags of an Accept-Language value, most wanted first (stable for equal weights), q=0 and "*" left out. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.split(";").map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.tag && e.tag !== "*" && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((e) => e.tag);
}

/**
 * The locale to use, from what is known about the reader in order of precedence — e.g. the user's
 * saved preference, then the locale cookie, then the browser's Accept-Language header. Each
 * candidate may be one tag or a whole Accept-Language list; the first that names a supported
 * language wins, and when none does the answer is `fallback` (English unless told otherwise).
 */
export function negotiateLocale(
  candidates: string | null | undefined | readonly (string | null | undefined)[],
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  const list = typeof candidates === "string" || candidates == null ? [candidates] : candidates;
  for (const candidate of list) {
    for (const tag of acceptedLanguages(candidate)) {
      const locale = closestLocale(tag);
      if (locale) return locale;
    }
  }
  return fallback;
}
