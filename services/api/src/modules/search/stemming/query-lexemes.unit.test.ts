// The lexemes of query words made in process, on cases whose expected values are what PostgreSQL
// 15 gives (to_tsvector in 'simple', 'english' and norma_text_search_config of the language); the
// word lists of every language are checked against PostgreSQL itself in stemming-agreement.test.ts.
import { describe, expect, it } from "vitest";
import { queryLexemes } from "./query-lexemes.ts";
import { textSearchConfigOf } from "./query-tsvector.ts";
import { lowerAsPostgres, snowballLexize } from "./snowball-dictionaries.ts";

describe("query lexemes", () => {
  it("each word as written and stemmed in English; stop words left out; neighbours as hyphen compounds", () => {
    expect(queryLexemes(["Safety", "related", "the", "Requirements"], null)).toEqual({
      words: [
        ["safety", "safeti"],
        ["related", "relat"],
        ["requirements", "requir"],
      ],
      compounds: ["safety-rel", "related-th", "the-requir"],
    });
  });

  it("also stemmed in the reader's language, whose stop words are left out too", () => {
    expect(queryLexemes(["seguridad", "contra", "incendios"], "es-ES")).toEqual({
      words: [
        ["seguridad", "segur"],
        ["incendios", "incendio", "incendi"],
      ],
      compounds: ["seguridad-contra", "contra-incendio"],
    });
    // Russian words in Russian; ASCII words in English, as the 'russian' configuration maps them.
    expect(queryLexemes(["Данные", "steel", "и"], "ru")).toEqual({
      words: [["данные", "дан"], ["steel"]],
      compounds: ["данные-steel", "steel-и"],
    });
  });

  it("reads numbers as PostgreSQL's parser does: a number after a word is signed, a float splits a word", () => {
    expect(queryLexemes(["ISO", "9001", "2015"], null)).toEqual({
      words: [["iso"], ["9001"], ["2015"]],
      compounds: ["-9001", "-2015"],
    });
    expect(queryLexemes(["1e5x", "x1e5"], null)).toEqual({ words: [["1e5", "x"], ["x1e5"]], compounds: ["x-x1e5"] });
  });

  it("lower-cases letter by letter as glibc does: no final sigma, dotted capital I to i", () => {
    expect(lowerAsPostgres("ΣΑΣ İstanbul")).toBe("σασ istanbul");
    expect(queryLexemes(["ΣΑΣ", "İstanbul"], "el")).toEqual({
      words: [["σασ", "σ"], ["istanbul"]],
      compounds: ["σασ-istanbul"],
    });
  });

  it("maps a language code as norma_text_search_config does: the part before '-' only", () => {
    expect(textSearchConfigOf("pt-BR")).toEqual({ ascii: "portuguese", word: "portuguese" });
    expect(textSearchConfigOf("de_DE")).toEqual({ ascii: "simple", word: "simple" });
    expect(textSearchConfigOf("zh-Hans")).toEqual({ ascii: "simple", word: "simple" });
    expect(queryLexemes(["Über", "Prüfungen"], "de_DE").words).toEqual([["über"], ["prüfungen"]]);
  });

  it("keeps the word when a stem would be empty, and does not stem a token over 1,000 bytes", () => {
    expect(snowballLexize("greek", "ιστός")).toBe("ιστός");
    // 1,000 bytes are stemmed ('а' off), 1,002 are not.
    expect(snowballLexize("russian", "жа".repeat(250))).toBe(`${"жа".repeat(249)}ж`);
    expect(snowballLexize("russian", "ЖА".repeat(251))).toBe("жа".repeat(251));
  });
});
