// Date formatting in the current locale (re-renders on a language change).
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type DateStyle, formatDate } from "./dates.ts";
import { isLocale } from "./locales.ts";

export function useDates() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return useCallback(
    (value: string | Date | null | undefined, style: DateStyle = "long") => formatDate(value, locale, style),
    [locale],
  );
}
