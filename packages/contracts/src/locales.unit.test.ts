import { describe, expect, it } from "vitest";
import { acceptedLanguages, closestLocale, LOCALES, negotiateLocale } from "./locales.ts";

describe("closestLocale (one tag)", () => {
  it("returns every supported code as itself, whatever its case", () => {
    for (const l of LOCALES) {
      expect(closestLocale(l)).toBe(l);
      expect(closestLocale(l.toUpperCase())).toBe(l);
    }
  });

  it("maps regional variants to the language offered", () => {
    expect(closestLocale("de-AT")).toBe("de");
    expect(closestLocale("pt-BR")).toBe("pt");
    expect(closestLocale("en-GB")).toBe("en");
    expect(closestLocale("ar-EG")).toBe("ar");
  });

  it("keeps Spain's Spanish for Spain only; every other Spanish is the Latin-American one", () => {
    expect(closestLocale("es-ES")).toBe("es-ES");
    expect(closestLocale("es-MX")).toBe("es");
    expect(closestLocale("es-419")).toBe("es");
    expect(closestLocale("es")).toBe("es");
  });

  it("keeps Canadian French for Canada only, and reads the menu's CF", () => {
    expect(closestLocale("fr-CA")).toBe("fr-CA");
    expect(closestLocale("CF")).toBe("fr-CA");
    expect(closestLocale("cf")).toBe("fr-CA");
    expect(closestLocale("fr-BE")).toBe("fr");
    expect(closestLocale("fr")).toBe("fr");
  });

  it("sends any Chinese to simplified Chinese, the only one offered", () => {
    for (const tag of ["zh", "zh-CN", "zh-TW", "zh-Hant", "zh-hans"]) expect(closestLocale(tag)).toBe("zh-Hans");
  });

  // Resolved difference: the API and the workers turned fr_CA into fr and es_ES into es.
  it("reads an underscore as a hyphen (fr_CA → fr-CA, es_ES → es-ES)", () => {
    expect(closestLocale("fr_CA")).toBe("fr-CA");
    expect(closestLocale("es_ES")).toBe("es-ES");
    expect(closestLocale("zh_CN")).toBe("zh-Hans");
  });

  it("matches nothing for an unknown or empty tag", () => {
    expect(closestLocale("xx")).toBeNull();
    expect(closestLocale("nl-NL")).toBeNull();
    expect(closestLocale("")).toBeNull();
    expect(closestLocale(null)).toBeNull();
    expect(closestLocale(undefined)).toBeNull();
  });
});

describe("acceptedLanguages (an Accept-Language value)", () => {
  it("orders by q-value, equal weights kept in their order, q=0 and * left out", () => {
    expect(acceptedLanguages("fr;q=0.5, de, it;q=0.9, *;q=0.1, ja;q=0, ko")).toEqual(["de", "ko", "it", "fr"]);
  });

  it("reads nothing from an empty header", () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it("takes the first supported language of an Accept-Language list", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(negotiateLocale("es-ES,es;q=0.9")).toBe("es-ES");
  });

  // Resolved difference: the unsubscribe page read the first entry only and answered English here.
  it("looks past unsupported languages and honours q-values", () => {
    expect(negotiateLocale("nl-NL, de;q=0.9")).toBe("de");
    expect(negotiateLocale("en;q=0.2, ar;q=0.8")).toBe("ar");
    expect(negotiateLocale("fr;q=0, it")).toBe("it");
  });

  it("asks the candidates in order: preference, then cookie, then header", () => {
    expect(negotiateLocale(["ja", "ko", "de"])).toBe("ja");
    expect(negotiateLocale([null, "ko", "de"])).toBe("ko");
    expect(negotiateLocale([undefined, "xx", "pt-BR,en;q=0.5"])).toBe("pt");
  });

  it("falls back to English, or to the fallback given, when nothing is supported", () => {
    expect(negotiateLocale("xx")).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale([])).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale(["nl", null], "fr")).toBe("fr");
  });

  it("negotiates one tag as closestLocale does (CF, fr_CA, zh-TW)", () => {
    expect(negotiateLocale("CF")).toBe("fr-CA");
    expect(negotiateLocale("fr_CA")).toBe("fr-CA");
    expect(negotiateLocale("zh-TW")).toBe("zh-Hans");
  });
});
