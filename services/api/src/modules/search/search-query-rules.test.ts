// The rest of the pure search rules (issue 11 item 16: survivors of mutation testing): who may
// submit what, the text full-text search sees, designation keys and their limits, LIKE escaping,
// and unknown refinement roots.
import { describe, expect, it } from "vitest";
import {
  assertSubmittable,
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
