// The language menu (only with the tenant feature language-selection): the 14 locales; the
// choice is kept in a cookie for 30 days.
import { useTranslation } from "react-i18next";
import { Menu } from "../components/Menu.tsx";
import { notify } from "../features/notify/notify-store.ts";
import { changeLocale, currentLocale } from "../i18n/index.ts";
import { LOCALE_LABELS, LOCALES } from "../i18n/locales.ts";

export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Menu
      className={className}
      label={
        <>
          {/* The name holds the visible code (WCAG 2.5.3): "Language: English EN". */}
          <span className="visually-hidden">{t("shell.language", { language: LOCALE_LABELS[locale].name })} </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
            />
          </svg>
          <span className="menu__code">{LOCALE_LABELS[locale].code}</span>
        </>
      }
      items={LOCALES.map((l) => ({
        key: l,
        lang: l,
        current: l === locale,
        label: (
          <>
            <span className="menu__code">{LOCALE_LABELS[l].code}</span> {LOCALE_LABELS[l].name}
          </>
        ),
        onSelect: () => {
          changeLocale(l).catch(() => notify("ERROR", { key: "shell.languageFailed" }));
        },
      }))}
    />
  );
}
