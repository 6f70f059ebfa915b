// Serves the locale files (src/i18n/locales/{locale}.json) as /i18n/{locale}.json, the path of the
// spec (1 §7, 3 §6): read fresh on every request in development, emitted into dist/i18n/ by the
// build. The app fetches the chosen one; English, the source, it loads as a chunk of its own
// (src/i18n/english.ts: hashed, cached for good), but en.json is served here all the same.
import { existsSync, readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { isLocale, LOCALES } from "../src/i18n/locales.ts";
import { localeFile } from "./i18n-files.ts";

const PATH = /^\/i18n\/([A-Za-z-]+)\.json(?:\?.*)?$/;

/** The file's JSON without its indentation. */
const compact = (file: string) => JSON.stringify(JSON.parse(readFileSync(file, "utf8")));

export function i18nLocales(): Plugin {
  return {
    name: "norma-i18n-locales",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = PATH.exec(req.url ?? "");
        if (!m || !isLocale(m[1]) || (req.method !== "GET" && req.method !== "HEAD")) return next();
        try {
          const body = compact(localeFile(m[1]));
          res.setHeader("Content-Type", "application/json; charset=utf-8");
          res.setHeader("Cache-Control", "no-cache");
          res.end(req.method === "HEAD" ? undefined : body);
        } catch (error) {
          next(error);
        }
      });
    },
    generateBundle() {
      for (const locale of LOCALES) {
        if (!existsSync(localeFile(locale))) {
          this.warn(`src/i18n/locales/${locale}.json is missing: that language will show English`);
          continue;
        }
        this.emitFile({ type: "asset", fileName: `i18n/${locale}.json`, source: compact(localeFile(locale)) });
      }
    },
  };
}
