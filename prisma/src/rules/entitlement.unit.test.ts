// The entitlement rule's TypeScript form (entitlement.ts): the scope a set of product grants gives
// and what a scope covers. No database: rules-agreement.test.ts checks the Prisma and SQL forms.
import { describe, expect, it } from "vitest";
import { scopeCovers, scopeOfGrants } from "./entitlement.ts";

describe("scopeOfGrants", () => {
  it("keeps each granted publisher and collection once, in ascending order", () => {
    expect(
      scopeOfGrants([
        { publisherId: 5, collectionId: null },
        { publisherId: null, collectionId: 9 },
        { publisherId: 3, collectionId: null },
        { publisherId: 5, collectionId: 7 },
        { publisherId: null, collectionId: 9 },
      ]),
    ).toEqual({ publisherIds: [3, 5], collectionIds: [7, 9] });
  });

  it("sorts numerically, not as text", () => {
    expect(
      scopeOfGrants([
        { publisherId: 10, collectionId: 2 },
        { publisherId: 9, collectionId: 11 },
      ]),
    ).toEqual({
      publisherIds: [9, 10],
      collectionIds: [2, 11],
    });
  });

  it("gives an empty scope without grants", () => {
    expect(scopeOfGrants([])).toEqual({ publisherIds: [], collectionIds: [] });
  });
});

describe("scopeCovers", () => {
  const scope = { publisherIds: [3], collectionIds: [7] };

  it("covers every document of a granted publisher", () => {
    expect(scopeCovers(scope, { publisherId: 3, collectionIds: [] })).toBe(true);
  });

  it("covers a document of another publisher when one of its collections is granted", () => {
    expect(scopeCovers(scope, { publisherId: 4, collectionIds: [1, 7] })).toBe(true);
  });

  it("covers nothing else", () => {
    expect(scopeCovers(scope, { publisherId: 4, collectionIds: [1, 3] })).toBe(false);
    expect(scopeCovers(scope, { publisherId: 7, collectionIds: [] })).toBe(false);
    expect(scopeCovers({ publisherIds: [], collectionIds: [] }, { publisherId: 3, collectionIds: [7] })).toBe(false);
  });
});
