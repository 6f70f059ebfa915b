// The reader's languages are the product's (@norma/contracts/locales, shared with the console, the API and the e-mails);
// the locale cookie is the reader's own.
import { closestLocale, type Locale } from "@norma/contracts/locales";

export {
  closestLocale,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALE_LABELS,
  LOCALES,
  type Locale,
} from "@norma/contracts/locales";

/** The locale cookie (spec: kept 30 days). */
export const LOCALE_COOKIE = "norma_locale";
export const LOCALE_COOKIE_DAYS = 30;

export function readLocaleCookie(cookie: string): Locale | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return closestLocale(decodeURIComponent(rest.join("=")));
  }
  return null;
}

export function localeCookie(locale: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
