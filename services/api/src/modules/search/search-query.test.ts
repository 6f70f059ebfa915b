// The pure rules of a search request (spec 1 §5): sanitising, designation reading, refinements.
import { describe, expect, it } from "vitest";
import { decodeKeepingPercents, parseDesignation, refinementFilter, sanitiseKeywords } from "./search-query.ts";

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
