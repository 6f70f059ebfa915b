// i18n provider of the console (react-admin's polyglot) in the reader's 14 interface languages,
// with the reader's codes (@norma/contracts/locales). English is the source and loaded at
// once; another language is loaded when chosen (one chunk each). react-admin's own messages come
// from its language packages where one exists for react-admin 5 (French, Russian); for the others
// the console carries its own translation of them (locales/<code>.json). A key a translation lacks
// shows in English rather than as a key.
import polyglotI18nProvider from "ra-i18n-polyglot";
import frenchMessages from "ra-language-french";
import russianMessages from "ra-language-russian";
import type { TranslationMessages } from "react-admin";
import { en } from "./en.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_LABELS, LOCALES, type Locale } from "./locales.ts";

type Messages = Record<string, unknown>;

/** `base` with `over` laid on it, key by key (objects merged, strings replaced). */
export function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = v && typeof v === "object" && b && typeof b === "object" ? merge(b as Messages, v as Messages) : (v ?? b);
  }
  return out;
}

/** react-admin's own messages from its language packages (French for Canadian French too). */
const RA_PACKAGES: Partial<Record<Locale, TranslationMessages>> = {
  fr: frenchMessages,
  "fr-CA": frenchMessages,
  ru: russianMessages,
};

/** A regional variant carries only what differs from its language (Canadian French, Spain's Spanish). */
const BASE_OF: Partial<Record<Locale, Locale>> = { "fr-CA": "fr", "es-ES": "es" };

const loaders = import.meta.glob<Messages>("./locales/*.json", { import: "default" });

/** The console's own translation of a language (its base language's under it), without English. */
export async function ownMessagesOf(locale: Locale): Promise<Messages> {
  const load = loaders[`./locales/${locale}.json`];
  const own = load ? await load() : {};
  const base = BASE_OF[locale];
  return base ? merge(await ownMessagesOf(base), own) : own;
}

export async function messagesOf(locale: Locale): Promise<TranslationMessages> {
  if (locale === DEFAULT_LOCALE) return en;
  const pkg = RA_PACKAGES[locale];
  // English under everything, react-admin's package over it, our translation on top (ours keeps
  // the console's own wording, e.g. "E-mail" for the user name).
  return merge(merge(en, (pkg ?? {}) as Messages), await ownMessagesOf(locale)) as TranslationMessages;
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => (isLocale(locale) ? (locale === DEFAULT_LOCALE ? en : messagesOf(locale)) : en),
  DEFAULT_LOCALE,
  LOCALES.map((locale) => ({ locale, name: LOCALE_LABELS[locale].name })),
  { allowMissing: false },
);
