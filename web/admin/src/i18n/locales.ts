// The console's languages are the reader's: one list for both (@norma/contracts/locales).
export { DEFAULT_LOCALE, directionOf, isLocale, LOCALE_LABELS, LOCALES, type Locale } from "@norma/contracts/locales";
