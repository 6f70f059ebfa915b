// The rest of the pure search rules (issue 11 item 16: survivors of mutation testing): who may
// submit what, the text full-text search sees, designation keys and their limits, LIKE escaping,
// and unknown refinement roots.
import { describe, expect, it } from "vitest";
import {
  assertSubmittable,
  codeKey,
  codeNodes,
  committeeCodes,
  decodeKeepingPercents,
  designationKey,
  isMatchAll,
  likeEscape,
  parseDesignation,
  refinementFilter,
  textForFullText,
} from "./search-query.ts";

const KEYS = ["ASTM", "ISO"];

describe("submitting a search (spec 1 §5)", () => {
  it("content search: '*' (everything) or a term of 2+ characters", () => {
    expect(() => assertSubmittable("*", "content")).not.toThrow();
    expect(() => assertSubmittable("ab", "content")).not.toThrow();
    expect(() => assertSubmittable("a", "content")).toThrow(/longer than 1 character/);
  });

  it("subscription search accepts anything, '*' and one character included", () => {
    expect(() => assertSubmittable("*", "entitled")).not.toThrow();
    expect(() => assertSubmittable("a", "entitled")).not.toThrow();
  });

  it("semantic search needs a real term: not '*', not one character", () => {
    for (const bad of ["*", "a", ""]) {
      try {
        assertSubmittable(bad, "semantic");
        expect.unreachable(`'${bad}' was accepted`);
      } catch (e) {
        expect(e).toMatchObject({ status: 400, fieldErrors: [{ field: "keywords", message: "Size" }] });
      }
    }
    expect(() => assertSubmittable("ab", "semantic")).not.toThrow();
  });

  it("only '*' matches everything", () => {
    expect(isMatchAll("*")).toBe(true);
    expect(isMatchAll("**")).toBe(false);
    expect(isMatchAll(" *")).toBe(false);
  });
});

describe("text for full-text search", () => {
  it("keeps letters and digits of any script, everything else becomes one space", () => {
    expect(textForFullText(' "tensile" & (strength) | !composite:* ')).toBe("tensile strength composite");
    expect(textForFullText("Ｄ３０３９ résistance — 強度")).toBe("D3039 résistance 強度");
    expect(textForFullText("<->")).toBe("");
  });
});

describe("designation keys", () => {
  it("lower-case ASCII letters and digits, accents stripped", () => {
    expect(designationKey("ASTM D3039/D3039M-17")).toBe("astmd3039d3039m17");
    expect(designationKey("ÉN 1090-2")).toBe("en10902");
  });

  it.each([
    ["no digit", "steel tubes"],
    ["longer than 60 characters", `D${"1".repeat(60)}`],
    ["more than 8 tokens", "a1 b c d e f g h i"],
    ["a single character", "7"],
  ])("no designation in text with %s", (_, text) => {
    expect(parseDesignation(text, KEYS)).toBeNull();
  });

  it("a publisher key alone before a number is the publisher; alone it is the designation", () => {
    expect(parseDesignation("ASTM 5", KEYS)).toMatchObject({ publisherKey: "ASTM", bare: "5", full: "astm5" });
    expect(parseDesignation("astm5", KEYS)).toMatchObject({ publisherKey: null, bare: "astm5" });
  });

  it("an edition needs a designation before it", () => {
    expect(parseDesignation("D3039 2015", KEYS)).toMatchObject({ withoutEdition: "d3039", edition: "2015" });
    expect(parseDesignation("D3039 17a", KEYS)).toMatchObject({ withoutEdition: "d3039", edition: "17a" });
    expect(parseDesignation("D 17", KEYS)).toMatchObject({ edition: null, withoutEdition: null, bare: "d17" });
    expect(parseDesignation("D3039 123", KEYS)).toMatchObject({ edition: null });
    expect(parseDesignation("3039", KEYS)?.digitsOnly).toBe(true);
    expect(parseDesignation("D3039", KEYS)?.digitsOnly).toBe(false);
  });
});

describe("LIKE escaping and refinement roots", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(likeEscape("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(likeEscape("plain")).toBe("plain");
  });

  it("a refinement of an unknown root is a 400 naming refinements.r; roots are read case-insensitively", () => {
    expect(() => refinementFilter({ refinements: [{ r: "nope", k: "x" }] })).toThrow(/unknown refinement root 'nope'/);
    expect([...refinementFilter({ refinements: [{ r: " PUB ", k: "ASTM" }] }).keys()]).toEqual(["pub"]);
  });
});

// Survivors of the first `npm run mutation -- search-query` run (79.1 %), each a rule of its own.
describe("percent decoding", () => {
  it("decodes a multi-byte character written as a run of %XX", () => {
    expect(decodeKeepingPercents("%E2%82%AC 10")).toBe("€ 10");
  });
});

describe("refusals name the request object", () => {
  it("a one-character term and an unknown root are 400s on searchRequest", () => {
    expect(() => assertSubmittable("a", "content")).toThrow(
      expect.objectContaining({
        fieldErrors: [
          {
            objectName: "searchRequest",
            field: "keywords",
            message: "Size",
            detail: "the search term must be longer than 1 character",
          },
        ],
      }),
    );
    expect(() => refinementFilter({ refinements: [{ r: "nope", k: "x" }] })).toThrow(
      expect.objectContaining({
        fieldErrors: [
          {
            objectName: "searchRequest",
            field: "refinements.r",
            message: "Enum",
            detail: "unknown refinement root 'nope'",
          },
        ],
      }),
    );
  });
});

describe("designation limits", () => {
  it("up to 60 characters once trimmed, up to 8 tokens, 2 letters or digits at least", () => {
    const sixty = `D${"1".repeat(59)}`;
    expect(parseDesignation(sixty, KEYS)?.bare).toBe(sixty.toLowerCase());
    expect(parseDesignation(`  ${sixty}  `, KEYS)?.bare).toBe(sixty.toLowerCase());
    expect(parseDesignation("a1 b c d e f g h", KEYS)?.bare).toBe("a1bcdefgh");
    // Separators around the text make no empty tokens.
    expect(parseDesignation("/a1 b c d e f g h/", KEYS)?.bare).toBe("a1bcdefgh");
    expect(parseDesignation("D3", KEYS)?.full).toBe("d3");
  });

  it("a publisher key in brackets is still the publisher", () => {
    expect(parseDesignation("(ASTM) D3039", KEYS)).toMatchObject({ publisherKey: "ASTM", bare: "d3039" });
  });

  it("a publisher key alone, even one with a digit, is the designation itself", () => {
    expect(parseDesignation("3M", ["3M"])).toMatchObject({ publisherKey: null, bare: "3m", numbers: ["3"] });
    // After the key no number: none.
    expect(parseDesignation("3M tape", ["3M"])).toMatchObject({ publisherKey: "3M", bare: "tape", numbers: [] });
  });

  it("the edition is cut off the whole designation before it", () => {
    expect(parseDesignation("EN 1090 2 2018", KEYS)).toMatchObject({
      bare: "en109022018",
      withoutEdition: "en10902",
      edition: "2018",
    });
  });

  it("numbers lose their leading zeros, a zero stays a zero; digits only means nothing but digits", () => {
    expect(parseDesignation("A 0042 0", KEYS)?.numbers).toEqual(["42", "0"]);
    expect(parseDesignation("3039A", KEYS)?.digitsOnly).toBe(false);
  });
});

describe("codes of committees and ICS: limits", () => {
  const nodes = [
    { id: 1, taxonomy: "COMMITTEE", key: "ASTM-D30" },
    { id: 6, taxonomy: "COMMITTEE", key: "AWS-D30" },
    { id: 7, taxonomy: "COMMITTEE", key: "ASTM-D3" },
    { id: 8, taxonomy: "COMMITTEE", key: "X-7" },
    { id: 9, taxonomy: "COMMITTEE", key: "ASTM-STEEL" },
    { id: 10, taxonomy: "COMMITTEE", key: `X-D${"1".repeat(39)}` },
    { id: 11, taxonomy: "COMMITTEE", key: `X-D${"1".repeat(40)}` },
    { id: 20, taxonomy: "ICS", key: "91" },
    { id: 21, taxonomy: "ICS", key: "25.160" },
    { id: 22, taxonomy: "ICS", key: "25.160.10" },
  ];
  const ics = (code: string) => nodes.find((n) => n.taxonomy === "ICS" && n.key === code)?.id;

  it.each([
    // Two committees of one code, each once.
    ["D30", [1, 6]],
    // Codes of two characters count; of one, not.
    ["D3", [7]],
    ["7", []],
    // Plain words name nothing, even a committee spelt without digits.
    ["steel", []],
    // Up to 40 characters.
    [`D${"1".repeat(39)}`, [10]],
    [`D${"1".repeat(40)}`, []],
    // An ICS code needs its dots or 'ICS' before it; ICS nodes are no committees.
    ["91", []],
    ["ICS 91", [20]],
    ["  ICS 91  ", [20]],
    ["ics25.160", [21]],
    ["ICS 25.160.10", [22]],
    ["ＩＣＳ ２５.１６０", [21]],
    // The whole text is the code.
    ["D25.160", []],
    ["25.1605", []],
  ])("'%s' names %j", (text, ids) => {
    // Built in the test, not when the file is collected: Stryker activates a mutant per test.
    // A node read twice is named once.
    const committees = committeeCodes([...nodes, nodes[0]]);
    expect(codeNodes(text, ics, committees)).toEqual(ids);
  });

  it("code keys fold accents and full-width letters", () => {
    expect(codeKey("ÉN/TC 1.2")).toBe("entc1.2");
    expect(codeKey("ＴＣ １７")).toBe("tc17");
  });
});
