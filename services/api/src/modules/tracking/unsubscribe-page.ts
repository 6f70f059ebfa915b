// The page a browser gets for an unsubscribe link (Accept: text/html): a confirmation with one
// button (a form POST to the same link), then the outcome — in the user's language, Arabic
// right to left. JSON callers (the reader, one-click mail clients) get the JSON replies instead.
import { directionOf, type Locale, negotiateLocale } from "@norma/contracts/locales";
import { createTranslator } from "@norma/contracts/translator";
import type { UnsubscribeScope } from "./link-token.ts";
import catalogues from "./unsubscribe-page.i18n.json" with { type: "json" };

// The page's texts live in unsubscribe-page.i18n.json (one object per locale), the API's own
// catalogue: the page is rendered only here (the API may not import the workers' mail catalogue,
// and the reader's catalogue ships to browsers), so each text exists once. They are read by the
// server i18next set-up shared with the e-mails; Canadian French holds only the text that differs
// and falls back to French.
type Key = keyof typeof catalogues.en;

/** Every locale's catalogue (the tests hold them to the English source). */
export const CATALOGUES: Record<Locale, Partial<Record<Key, string>>> = catalogues;

const translatorFor = createTranslator(CATALOGUES);

const escapeHtml = (v: unknown) =>
  String(v ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

function t(locale: Locale, key: Key, params: Record<string, unknown>): string {
  return translatorFor(locale)(key, params);
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
