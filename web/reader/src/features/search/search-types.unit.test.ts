import { describe, expect, it } from "vitest";
import type { TenantConfig } from "../../api/types.ts";
import {
  availableSearchTypes,
  canSubmit,
  cleanTerm,
  safeDecode,
  searchRedirect,
  wantsTypeAhead,
} from "./search-types.ts";
import { mergeGroup, type TypeAheadGroup, typeAheadDelay, visibleSuggestions } from "./type-ahead.ts";

describe("submit rules of the search box", () => {
  it("content and semantic search need a trimmed term longer than 1 character", () => {
    for (const type of ["content", "semantic"] as const) {
      expect(canSubmit(type, "")).toBe(false);
      expect(canSubmit(type, "  a  ")).toBe(false);
      expect(canSubmit(type, "ab")).toBe(true);
    }
  });

  it("subscription search also accepts an empty term", () => {
    expect(canSubmit("mysubscription", "")).toBe(true);
    expect(canSubmit("mysubscription", "   ")).toBe(true);
    expect(canSubmit("mysubscription", "a")).toBe(false);
    expect(canSubmit("mysubscription", "ab")).toBe(true);
  });

  it("decodes percent escapes but keeps other percent signs", () => {
    expect(safeDecode("steel%20pipe")).toBe("steel pipe");
    expect(safeDecode("50% RH")).toBe("50% RH");
    expect(safeDecode("100%%20done")).toBe("100% done");
    expect(cleanTerm(` ${"x".repeat(600)} `)).toHaveLength(500);
  });

  it("type-ahead runs for more than 2 characters only, after 500 ms", () => {
    expect(wantsTypeAhead("ab")).toBe(false);
    expect(wantsTypeAhead("  ab  ")).toBe(false);
    expect(wantsTypeAhead("abc")).toBe(true);
    expect(typeAheadDelay("ab")).toBeNull();
    expect(typeAheadDelay("d30")).toBe(500);
  });
});

function config(codes: string[]): TenantConfig {
  return {
    "search-types-configuration": ["content", "mysubscription", "semantic"].map((code) => ({
      code,
      "label-i18n-key": code,
      enabled: codes.includes(code),
    })),
  } as TenantConfig;
}

describe("search type availability and redirects", () => {
  it("offers semantic search only with the account's flag", () => {
    const all = config(["content", "mysubscription", "semantic"]);
    expect(availableSearchTypes(all, { semanticSearchFlag: false } as never)).toEqual(["content", "mysubscription"]);
    expect(availableSearchTypes(all, { semanticSearchFlag: true } as never)).toEqual([
      "content",
      "mysubscription",
      "semantic",
    ]);
  });

  it("discovery search without the flag goes to content search with stype=A, keeping the text", () => {
    expect(searchRedirect("semantic", ["content"], false, "?content=pipe&stype=K")).toBe(
      "/content-search/?content=pipe&stype=A",
    );
    expect(searchRedirect("semantic", ["content", "semantic"], true, "?content=pipe")).toBeNull();
  });

  it("content search without its type goes to subscription search, or semantic, else home", () => {
    expect(searchRedirect("content", ["mysubscription"], false, "?content=x")).toBe(
      "/mysubscription-search/?content=x",
    );
    expect(searchRedirect("content", ["semantic"], true, "?content=x")).toBe("/semantic-search/?content=x");
    expect(searchRedirect("content", [], false, "")).toBe("/");
  });

  it("subscription search without its type goes to content search, else home", () => {
    expect(searchRedirect("mysubscription", ["content"], false, "?content=x")).toBe("/content-search/?content=x");
    expect(searchRedirect("mysubscription", ["semantic"], true, "")).toBe("/");
  });
});

describe("type-ahead suggestions", () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it("shows up to 5 at once, else 4 and 'show all'", () => {
    expect(visibleSuggestions(items(5), false)).toEqual({ shown: items(5), hidden: 0 });
    expect(visibleSuggestions(items(6), false)).toEqual({ shown: items(4), hidden: 2 });
    expect(visibleSuggestions(items(6), true)).toEqual({ shown: items(6), hidden: 0 });
  });

  it("adds a publisher's further results once, and keeps the 'more' flag only while there are new ones", () => {
    const item = (c: string) => ({ contentCode: c, designationNo: c, documentTitle: c });
    const group: TypeAheadGroup = { publisher: "ASTM", flag: true, results: [item("a"), item("b")] };
    const more: TypeAheadGroup = { publisher: "ASTM", flag: true, results: [item("b"), item("c")] };
    const merged = mergeGroup(group, more);
    expect(merged.results.map((r) => r.contentCode)).toEqual(["a", "b", "c"]);
    expect(merged.flag).toBe(true);
    expect(mergeGroup(group, { ...more, flag: false }).flag).toBe(false);
    expect(mergeGroup(group, undefined).flag).toBe(false);
  });
});
