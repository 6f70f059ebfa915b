// The page a browser gets for an unsubscribe link (Accept: text/html): a confirmation with one
// button (a form POST to the same link), then the outcome — in the user's language, Arabic
// right to left. JSON callers (the reader, one-click mail clients) get the JSON replies instead.
import { directionOf, type Locale, negotiateLocale } from "@norma/contracts/locales";
import i18next from "i18next";
import type { UnsubscribeScope } from "./link-token.ts";
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

// The page's texts live in ./locales/*.json, the API's own catalogue: the page is rendered only
// here (the API may not import the workers' mail catalogue, and the reader's catalogue ships to
// browsers), so each text exists once. One i18next instance, made when the module loads, the same
// set-up as the workers' e-mails (services/workers/src/lib/mail/i18n.ts): flat keys, {{name}}
// placeholders. Canadian French holds only the text that differs and falls back to French.
type Key = keyof typeof en;

/** Every locale's catalogue (the tests hold them to the English source). */
export const CATALOGUES: Record<Locale, Partial<Record<Key, string>>> = {
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

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(Object.entries(CATALOGUES).map(([l, c]) => [l, { translation: c }])),
  lng: "en",
  fallbackLng: { "fr-CA": ["fr", "en"], default: ["en"] },
  // The codes are ours exactly (negotiateLocale has already chosen one): no case folding, no
  // language-only lookups i18next would make up.
  load: "currentOnly",
  lowerCaseLng: false,
  cleanCode: false,
  keySeparator: false,
  nsSeparator: false,
  // The page escapes each whole text when it writes it into HTML (escapeHtml below): escaping
  // here too would show "&amp;" to the reader.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

const escapeHtml = (v: unknown) =>
  String(v ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

function t(locale: Locale, key: Key, params: Record<string, unknown>): string {
  return i18n.t(key, { ...params, lng: locale });
}

export interface PageFacts {
  scope: UnsubscribeScope;
  email: string;
  tenantName: string;
  language: string;
  designation?: string;
  publisherName?: string;
  workItemNumber?: string;
}

function page(locale: Locale, heading: string, body: string): string {
  const dir = directionOf(locale);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<main style="max-width:560px;margin:48px auto;padding:28px;background:#fff;border-radius:6px;border-top:3px solid #0b4f8a">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4f8a">${escapeHtml(heading)}</h1>
${body}
</main></body></html>`;
}

const paramsOf = (f: PageFacts) => ({
  email: f.email,
  designation: f.designation ?? "",
  publisher: f.publisherName ?? "",
  workItem: f.workItemNumber ?? "",
});

/** The confirmation: one button that POSTs the same link. */
export function confirmPage(f: PageFacts, action: string): string {
  const locale = negotiateLocale(f.language);
  const heading = `${f.tenantName} — ${t(locale, "title", {})}`;
  return page(
    locale,
    heading,
    `<p>${escapeHtml(t(locale, `confirm.${f.scope}`, paramsOf(f)))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:10px 18px;background:#0b4f8a;color:#fff;border:0;border-radius:4px;font-size:15px;cursor:pointer">${escapeHtml(t(locale, "button", {}))}</button>
</form>`,
  );
}

export function donePage(f: PageFacts): string {
  const locale = negotiateLocale(f.language);
  return page(
    locale,
    `${f.tenantName} — ${t(locale, "title", {})}`,
    `<p>${escapeHtml(t(locale, `done.${f.scope}`, paramsOf(f)))}</p>`,
  );
}

/** For a link that names nobody: in the browser's most wanted language we offer (Accept-Language, by q-value). */
export function invalidPage(acceptLanguage: string | undefined): string {
  const locale = negotiateLocale(acceptLanguage);
  return page(locale, t(locale, "title", {}), `<p>${escapeHtml(t(locale, "invalid", {}))}</p>`);
}

/** Whether the caller is a browser asking for a page rather than a program asking for JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(",").map((p) => p.split(";")[0].trim().toLowerCase());
  const html = types.indexOf("text/html");
  const json = types.indexOf("application/json");
  return html >= 0 && (json < 0 || html < json);
}
