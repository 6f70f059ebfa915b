// The console's languages are the reader's: one list for both (web/shared/src/locales.ts).
export { DEFAULT_LOCALE, directionOf, isLocale, LOCALE_LABELS, LOCALES, type Locale } from "@norma/web-shared/locales";
