// The e-mails' texts: every interface locale loaded at start (small JSON files beside this one,
// bundled with the workers), read by the server i18next set-up shared with the API
// (@norma/contracts/translator). React escapes whatever the templates render.

import type { Locale } from "@norma/contracts/locales";
import { createTranslator } from "@norma/contracts/translator";
import ar from "./locales/ar.json" with { type: "json" };
import de from "./locales/de.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import es from "./locales/es.json" with { type: "json" };
import esES from "./locales/es-ES.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import frCA from "./locales/fr-CA.json" with { type: "json" };
import it from "./locales/it.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import ko from "./locales/ko.json" with { type: "json" };
import pt from "./locales/pt.json" with { type: "json" };
import ru from "./locales/ru.json" with { type: "json" };
import tr from "./locales/tr.json" with { type: "json" };
import zhHans from "./locales/zh-Hans.json" with { type: "json" };

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** Every locale's catalogue (the tests hold them to the English source). */
export const CATALOGUES: Record<Locale, Partial<Catalogue>> = {
  en,
  ar,
  "fr-CA": frCA,
  fr,
  "zh-Hans": zhHans,
  it,
  ja,
  ko,
  pt,
  ru,
  tr,
  "es-ES": esES,
  es,
  de,
};

/** A translate function fixed to one locale. */
export const translatorFor = createTranslator(CATALOGUES);

// The e-mail's locale comes from the job (the user's saved language): negotiated by the one rule in
// @norma/contracts (CF and fr_CA → fr-CA, zh-* → zh-Hans, es-MX → es, anything else → English),
// kept under this name for the e-mail job and messages.ts.
export { negotiateLocale as resolveLocale } from "@norma/contracts/locales";

export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  return translatorFor(locale)(key, params);
}
