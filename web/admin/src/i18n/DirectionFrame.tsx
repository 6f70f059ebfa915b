// Right-to-left for Arabic: the page's `dir` and `lang`, MUI's theme direction, and emotion's
// stylis-plugin-rtl, which flips the generated CSS (margins, paddings, positions) — so the sidebar,
// drawers and inputs mirror. The language itself is react-admin's locale, kept in its store (local
// storage) when chosen in the app bar's language menu.
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useEffect } from "react";
import { useLocaleState } from "react-admin";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { directionOf } from "./locales.ts";

// Its own key: emotion keeps the flipped styles apart from the left-to-right ones.
const rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });

export function DirectionFrame({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const direction = directionOf(locale);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
  const themed = <ThemeProvider theme={(outer: Theme) => ({ ...outer, direction })}>{children}</ThemeProvider>;
  return direction === "rtl" ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}
