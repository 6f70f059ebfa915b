// Where the e-mail strings come from: the i18next catalogues (locales/*.json) — re-exported for
// the callers that translate outside a template.
export { CATALOGUES as MESSAGES, type MessageKey, resolveLocale, translate } from "./i18n.ts";
