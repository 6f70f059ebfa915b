// The pure rules of a search request (spec 1 §5): sanitising, designation reading, refinements.
import { describe, expect, it } from "vitest";
import {
  codeKey,
  codeNodes,
  committeeCodes,
  decodeKeepingPercents,
  parseDesignation,
  refinementFilter,
  sanitiseKeywords,
} from "./search-query.ts";

const KEYS = ["ASTM", "ISO", "IEC", "API"];

describe("sanitising", () => {
  it("URL-decodes, keeps other percent signs, cuts at 500 characters", () => {
    expect(decodeKeepingPercents("polymer%20matrix")).toBe("polymer matrix");
    expect(decodeKeepingPercents("50% RH")).toBe("50% RH");
    expect(decodeKeepingPercents("100%")).toBe("100%");
    expect(decodeKeepingPercents("%E2%82")).toBe("%E2%82");
    expect(decodeKeepingPercents("x".repeat(700))).toHaveLength(500);
  });

  it("empty keywords mean *", () => {
    expect(sanitiseKeywords("")).toBe("*");
    expect(sanitiseKeywords("   ")).toBe("*");
    expect(sanitiseKeywords(undefined)).toBe("*");
    expect(sanitiseKeywords(" steel ")).toBe("steel");
  });
});

describe("parseDesignation", () => {
  it.each([
    ["D3039", { bare: "d3039", publisherKey: null, edition: null }],
    ["d 3039", { bare: "d3039", publisherKey: null, edition: null }],
    ["ASTM D3039-17", { bare: "d303917", publisherKey: "ASTM", withoutEdition: "d3039", edition: "17" }],
    ["3039", { bare: "3039", digitsOnly: true }],
    ["ISO 9001:2015", { publisherKey: "ISO", withoutEdition: "9001", edition: "2015" }],
  ])("reads %s", (text, expected) => {
    expect(parseDesignation(text, KEYS)).toMatchObject(expected);
  });

  it("is null for text without digits", () => {
    expect(parseDesignation("tensile strength", KEYS)).toBeNull();
  });
});

describe("refinementFilter", () => {
  it("groups the categories list and the payload groups by root", () => {
    const f = refinementFilter({
      refinements: [
        { k: "ASTM", r: "pub" },
        { k: "ISO", r: "PUB" },
        { k: "CAT-STD", r: "cat" },
      ],
      icsCodeRefinement: ["83"],
    });
    expect([...(f.get("pub") ?? [])]).toEqual(["ASTM", "ISO"]);
    expect([...(f.get("cat") ?? [])]).toEqual(["CAT-STD"]);
    expect([...(f.get("ics") ?? [])]).toEqual(["83"]);
  });
});

describe("codes of committees and ICS (issue 13)", () => {
  const nodes = [
    { id: 1, taxonomy: "COMMITTEE", key: "ASTM-D30" },
    { id: 2, taxonomy: "COMMITTEE", key: "ASTM-D30.04" },
    { id: 3, taxonomy: "COMMITTEE", key: "ISO-TC17-SC4" },
    { id: 4, taxonomy: "COMMITTEE", key: "ASTM-D11" },
    { id: 5, taxonomy: "ICS", key: "25.160" },
  ];
  const committees = committeeCodes(nodes);
  const ics = (code: string) => nodes.find((n) => n.taxonomy === "ICS" && n.key === code)?.id;
  it.each([
    ["D30", [1]],
    ["ASTM D30", [1]],
    ["astm-d30.04", [2]],
    ["D30.04", [2]],
    ["ISO/TC 17/SC 4", [3]],
    ["ICS 25.160", [5]],
    ["25.160", [5]],
    // A designation is not a committee ('D1.1' is not D11), a bare number not an ICS code.
    ["D1.1", []],
    ["25", []],
    ["steel", []],
    ["ICS 99.999", []],
  ])("'%s' names %j", (text, ids) => {
    expect(codeNodes(text, ics, committees)).toEqual(ids);
  });
  it("keeps dots in codes", () => {
    expect(codeKey("D30.04 ")).toBe("d30.04");
  });
});

describe("numbers typed in a designation (issue 13)", () => {
  it("keeps the whole numbers in order, after the publisher", () => {
    expect(parseDesignation("aws a 12 87", ["AWS"])).toMatchObject({
      numbers: ["12", "87"],
      edition: "87",
      bare: "a1287",
    });
    expect(parseDesignation("527-1", [])).toMatchObject({ numbers: ["527", "1"], digitsOnly: true });
    expect(parseDesignation("ISO 9001:2015", ["ISO"])).toMatchObject({ numbers: ["9001", "2015"], edition: "2015" });
  });
});
