// The clauses the search inside the documents indexes (issue 29): the shared clause rules' clauses
// with their own text, the text before the first clause kept as clause 0, quotes the reader can
// find, control characters gone, and the requirement words of each language.
import { buildAnchorText } from "@norma/contracts/anchor-text";
import { describe, expect, it } from "vitest";
import { requirementLanguageKnown, searchClausesOf, statesRequirement } from "./search-clauses.ts";

const edition = (lines: string[]) => {
  const t = buildAnchorText(lines.map((text) => ({ text, breakBefore: true })));
  return { text: t.text, breaks: t.breaks };
};

describe("searchClausesOf", () => {
  it("keeps the text before the first clause as clause 0 and each clause's own text after its heading", () => {
    const rows = searchClausesOf(
      edition([
        "Rockwell Hardness",
        "1. Scope",
        "1.1 This method covers hardness.",
        "2. Apparatus",
        "2.1 The tester shall apply the load.",
      ]),
      "en-US",
    );
    expect(rows.map((r) => [r.ordinal, r.number, r.heading, r.text])).toEqual([
      [0, "", null, "Rockwell Hardness"],
      [1, "1", "Scope", ""],
      [2, "1.1", null, "This method covers hardness."],
      [3, "2", "Apparatus", ""],
      [4, "2.1", null, "The tester shall apply the load."],
    ]);
    expect(rows[4].quote).toBe("2.1 The tester shall apply the load.");
    expect(rows.map((r) => r.statesRequirement)).toEqual([false, false, false, false, true]);
  });

  it("indexes a text without numbered clauses as one clause 0", () => {
    const rows = searchClausesOf(edition(["A note without numbers.", "It must be read."]), "en");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ordinal: 0, number: "", statesRequirement: true });
  });

  it("removes control characters (a snippet's markers are never in the text)", () => {
    const [row] = searchClausesOf(edition(["Bell\u0001 and\u0002 tab"]), "en");
    expect(row.text).toBe("Bell  and  tab");
  });

  it("cuts long quotes at a word", () => {
    const long = `1. ${"Word ".repeat(60)}`;
    const rows = searchClausesOf(edition([long]), "en");
    expect(rows[0].quote.length).toBeLessThanOrEqual(80);
    expect(rows[0].quote.endsWith("Word")).toBe(true);
  });
});

describe("statesRequirement", () => {
  it.each([
    ["en-US", "The specimen shall be conditioned.", true],
    ["en", "The operator is required to record it.", true],
    ["en", "Marshall the results.", false],
    ["de-DE", "Die Probe muss gereinigt werden.", true],
    ["de", "Die Probe wird gereinigt.", false],
    ["fr-FR", "L'éprouvette doit être conditionnée.", true],
    ["es", "La probeta debe acondicionarse.", true],
    ["it", "Il provino deve essere condizionato.", true],
    ["pt-BR", "O corpo de prova deve ser condicionado.", true],
    ["ru", "Образец должен быть выдержан.", true],
    ["ru", "Образец выдержан.", false],
    ["tr", "Numune şartlandırılmalıdır.", true],
    ["ar", "ويجب تكييف العينة.", true],
    ["ar", "تم تكييف العينة.", false],
    ["ja", "試験片は状態調節しなければならない。", true],
    ["ko", "시험편은 상태 조절하여야 한다.", true],
    ["zh-Hans", "试样应在标准环境中调节。", true],
    ["zh", "本方法的应用范围。", false],
  ])("%s: %s → %s", (language, text, expected) => {
    expect(statesRequirement(text, language)).toBe(expected);
  });

  it("does not know every language (null, and the filter leaves them out)", () => {
    expect(statesRequirement("Tekst", "xx")).toBeNull();
    expect(requirementLanguageKnown("xx-YY")).toBe(false);
    expect(requirementLanguageKnown("fr-CA")).toBe(true);
  });
});
