// i18n provider of the console (react-admin's polyglot). English is the source locale; other
// locales are added beside en.ts.
import polyglotI18nProvider from "ra-i18n-polyglot";
import { en } from "./en.ts";

export const i18nProvider = polyglotI18nProvider(() => en, "en", [{ locale: "en", name: "English" }], {
  allowMissing: false,
});
