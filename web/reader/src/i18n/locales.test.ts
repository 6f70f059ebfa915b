// The 14 interface languages (1 §1, 3 §2), the 30-day locale cookie, <html lang dir>, loading a
// locale's file on demand, and the date formats per locale (1 §9, 3 §9).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDuration } from "./dates.ts";
import i18n, { changeLocale, currentLocale, loadLocale, restoreLocale } from "./index.ts";
import {
  closestLocale,
  DEFAULT_LOCALE,
  directionOf,
  LOCALE_COOKIE,
  LOCALE_LABELS,
  LOCALES,
  type Locale,
  localeCookie,
  readLocaleCookie,
} from "./locales.ts";

const LOCALES_DIR = fileURLToPath(new URL("./locales/", import.meta.url));

describe("the languages of the spec", () => {
  it("offers the 14 locales, English first and by default, with the menu's codes in the spec's order", () => {
    expect(LOCALES).toHaveLength(14);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALES.map((l) => LOCALE_LABELS[l].code)).toEqual([
      "EN",
      "AR",
      "CF",
      "zh-Hans",
      "FR",
      "IT",
      "JA",
      "KO",
      "PT",
      "RU",
      "es-ES",
      "ES",
      "TR",
      "DE",
    ]);
    expect(LOCALE_LABELS["fr-CA"].code).toBe("CF");
    for (const l of LOCALES) expect(LOCALE_LABELS[l].name.length).toBeGreaterThan(0);
  });

  it("writes Arabic right to left and every other language left to right", () => {
    expect(LOCALES.filter((l) => directionOf(l) === "rtl")).toEqual(["ar"]);
  });

  it("understands the menu codes and close language tags", () => {
    expect(closestLocale("CF")).toBe("fr-CA");
    expect(closestLocale("fr_CA")).toBe("fr-CA");
    expect(closestLocale("zh-CN")).toBe("zh-Hans");
    expect(closestLocale("es-ES")).toBe("es-ES");
    expect(closestLocale("es-MX")).toBe("es");
    expect(closestLocale("de-AT")).toBe("de");
    expect(closestLocale("xx")).toBeNull();
    expect(closestLocale("")).toBeNull();
  });
});

describe("the locale cookie", () => {
  it("keeps the locale for 30 days on the whole site", () => {
    const cookie = localeCookie("fr-CA", true);
    expect(cookie).toContain(`${LOCALE_COOKIE}=fr-CA`);
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Secure");
    expect(localeCookie("ar", false)).not.toContain("Secure");
  });

  it("is read back among other cookies; an unknown value is ignored", () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE}=zh-Hans; b=2`)).toBe("zh-Hans");
    expect(readLocaleCookie(`${LOCALE_COOKIE}=${encodeURIComponent("es-ES")}`)).toBe("es-ES");
    expect(readLocaleCookie(`${LOCALE_COOKIE}=klingon`)).toBeNull();
    expect(readLocaleCookie("a=1")).toBeNull();
  });
});

/** A browser document whose cookie jar behaves like one: setting adds or replaces one cookie. */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    documentElement: { lang: "en", dir: "ltr" },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(value: string) {
      const [pair, ...attributes] = value.split(";").map((s) => s.trim());
      const [name, v] = pair.split("=");
      const maxAge = attributes.find((a) => a.startsWith("Max-Age="));
      if (maxAge && Number(maxAge.slice(8)) <= 0) jar.delete(name);
      else jar.set(name, v);
    },
  };
}

describe("choosing a language in the browser", () => {
  let requested: string[] = [];
  let doc: ReturnType<typeof fakeDocument>;

  beforeEach(() => {
    requested = [];
    doc = fakeDocument();
    vi.stubGlobal("document", doc);
    vi.stubGlobal("location", { protocol: "https:" });
    // The server of the reader: /i18n/{locale}.json is the locale's file (scripts/i18n-vite-plugin.ts).
    vi.stubGlobal("fetch", async (url: string) => {
      requested.push(url);
      const m = /^\/i18n\/([A-Za-z-]+)\.json$/.exec(url);
      if (!m || m[1] === "ko") return new Response("Not found", { status: 404 });
      return new Response(readFileSync(`${LOCALES_DIR}${m[1]}.json`, "utf8"), { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(async () => {
    await i18n.changeLanguage("en");
  });

  it("starts in English when no cookie is set", async () => {
    expect(await restoreLocale()).toBe("en");
    expect(doc.documentElement).toEqual({ lang: "en", dir: "ltr" });
    expect(requested).toEqual([]);
  });

  it("fetches the chosen locale's file, switches, and keeps the choice in the cookie", async () => {
    await changeLocale("de");
    expect(requested).toEqual(["/i18n/de.json"]);
    expect(currentLocale()).toBe("de");
    expect(i18n.t("notFound.message")).not.toBe(i18n.getFixedT("en")("notFound.message"));
    expect(readLocaleCookie(doc.cookie)).toBe("de");
    expect(doc.documentElement).toEqual({ lang: "de", dir: "ltr" });
  });

  it("turns the page right to left for Arabic and back", async () => {
    await changeLocale("ar");
    expect(doc.documentElement).toEqual({ lang: "ar", dir: "rtl" });
    await changeLocale("fr-CA");
    expect(doc.documentElement).toEqual({ lang: "fr-CA", dir: "ltr" });
  });

  it("restores the cookie's locale on the next visit, before the first render", async () => {
    await i18n.changeLanguage("en");
    doc.cookie = localeCookie("zh-Hans", true);
    expect(await restoreLocale()).toBe("zh-Hans");
    expect(currentLocale()).toBe("zh-Hans");
    expect(doc.documentElement.lang).toBe("zh-Hans");
    expect(requested).toEqual(["/i18n/zh-Hans.json"]);
  });

  it("shows each locale's own texts under its exact code (fr-CA is not fr, es-ES is not es)", async () => {
    for (const locale of ["fr-CA", "fr", "es-ES", "es", "zh-Hans"] as Locale[]) {
      await changeLocale(locale);
      const own = JSON.parse(readFileSync(`${LOCALES_DIR}${locale}.json`, "utf8")).signIn.intro as string;
      expect(i18n.t("signIn.intro", { name: "Norma" })).toBe(own.replace("{{name}}", "Norma"));
    }
    expect(i18n.getFixedT("fr-CA")("signIn.email")).toBe("Courriel");
    expect(i18n.getFixedT("fr")("signIn.email")).toBe("E-mail");
  });

  it("picks the plural form of each language (Arabic two, Russian many, Japanese one form)", async () => {
    await changeLocale("ar");
    expect(i18n.t("search.resultCount", { count: 2 })).toBe("نتيجتان");
    expect(i18n.t("search.resultCount", { count: 0 })).toBe("لا توجد نتائج");
    await changeLocale("ru");
    expect(i18n.t("search.resultCount", { count: 5 })).toBe("5 результатов");
    expect(i18n.t("search.resultCount", { count: 22 })).toBe("22 результата");
    await changeLocale("ja");
    expect(i18n.t("search.resultCount", { count: 1 })).toBe("1 件の結果");
    await changeLocale("en");
    expect(i18n.t("search.resultCount", { count: 1 })).toBe("1 result");
  });

  it("fetches a file once however often it is chosen", async () => {
    await changeLocale("it");
    await changeLocale("en");
    await changeLocale("it");
    expect(requested).toEqual(["/i18n/it.json"]);
  });

  it("stays in English when the file cannot be fetched, and keeps the old cookie", async () => {
    await i18n.changeLanguage("en");
    doc.cookie = localeCookie("ko", true);
    expect(await restoreLocale()).toBe("en");
    expect(currentLocale()).toBe("en");
    await expect(changeLocale("ko")).rejects.toThrow(/404/);
    expect(currentLocale()).toBe("en");
    expect(readLocaleCookie(doc.cookie)).toBe("ko");
  });

  it("loads with an injected fetch too (the file's bundle is added to i18next)", async () => {
    await loadLocale("pt", (async () => new Response(JSON.stringify({ app: { name: "Norma PT" } }))) as typeof fetch);
    expect(i18n.getResource("pt", "translation", "app.name")).toBeTypeOf("string");
  });
});

describe("dates in the spec's formats", () => {
  const SPEC_FORMATS = [
    /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/, // DD/MM/YY HH:mm
    /^\d{2}\/\d{2}\/\d{4}$/, // DD/MM/YYYY
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, // YYYY-MM-DDTHH:mm
    /^\d{4}-\d{2}-\d{2}$/, // YYYY-MM-DD
    /^\d{2}\/\d{2}\/\d{2}$/, // MM/DD/YY
    /^\p{L}+\.? \d{2}, \d{4}$/u, // MMM DD, YYYY
    /^\d{2} \p{L}+ \d{4}$/u, // DD MMMM YYYY
  ];

  it("formats every style in every locale in one of the spec's seven formats", () => {
    for (const locale of LOCALES) {
      for (const style of ["long", "short", "time", "iso"] as const) {
        const text = formatDate(new Date(2026, 10, 1, 9, 5), locale, style);
        expect(
          SPEC_FORMATS.some((f) => f.test(text)),
          `${locale} ${style}: ${text}`,
        ).toBe(true);
      }
    }
  });

  it("writes English document and list dates MMM DD, YYYY and moments with the month first too", () => {
    expect(formatDate("2026-11-01", "en")).toBe("Nov 01, 2026");
    // Issue 26: list dates were "11/28/26", a different day to half the readers.
    expect(formatDate("2026-11-28", "en", "short")).toBe("Nov 28, 2026");
    // Issue 12: home said "11/25/26" and recently accessed "25/11/26 19:20" for the same day.
    expect(formatDate(new Date(2026, 10, 1, 9, 5), "en", "time")).toBe("11/01/26 09:05");
  });

  it("writes the other languages DD MMMM YYYY with their month names, and DD/MM/YYYY", () => {
    expect(formatDate("2026-11-01", "fr")).toBe("01 novembre 2026");
    expect(formatDate("2026-11-01", "fr-CA")).toBe("01 novembre 2026");
    expect(formatDate("2026-11-01", "de")).toBe("01 November 2026");
    expect(formatDate("2026-11-01", "es-ES")).toBe("01 noviembre 2026");
    expect(formatDate("2026-11-01", "ru")).toBe("01 ноября 2026");
    expect(formatDate("2026-11-01", "tr")).toBe("01 Kasım 2026");
    expect(formatDate("2026-11-01", "ar")).toBe("01 نوفمبر 2026");
    expect(formatDate("2026-03-09", "it", "short")).toBe("09/03/2026");
    expect(formatDate(new Date(2026, 2, 9, 17, 45), "pt", "time")).toBe("09/03/26 17:45");
  });

  it("writes Chinese, Japanese and Korean dates YYYY-MM-DD and moments YYYY-MM-DDTHH:mm", () => {
    for (const locale of ["zh-Hans", "ja", "ko"] as Locale[]) {
      expect(formatDate("2026-11-01", locale)).toBe("2026-11-01");
      expect(formatDate("2026-11-01", locale, "short")).toBe("2026-11-01");
      expect(formatDate(new Date(2026, 10, 1, 9, 5), locale, "time")).toBe("2026-11-01T09:05");
    }
  });

  it("reads a calendar date as that day in any time zone, and nothing from an unreadable value", () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = zone;
        expect(formatDate("2026-01-01", "en")).toBe("Jan 01, 2026");
        expect(formatDate("2026-01-01", "de", "iso")).toBe("2026-01-01");
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
    expect(formatDate(null, "en")).toBe("");
    expect(formatDate("", "en")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("writes video lengths mm:ss", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(65)).toBe("01:05");
    expect(formatDuration(599.6)).toBe("10:00");
  });
});
