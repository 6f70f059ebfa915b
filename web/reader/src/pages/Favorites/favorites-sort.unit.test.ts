// Favourites sorted by document title, ascending or descending (spec 1 §5, §9: ascending by default).
import { describe, expect, it } from "vitest";
import { FAVORITES_PAGE_SIZE, favoritesDirection, favoritesSort, otherDirection } from "./FavoritesPage.tsx";

describe("favourites sort", () => {
  it("is ascending by document title unless the URL says desc", () => {
    expect(favoritesDirection(null)).toBe("asc");
    expect(favoritesDirection("asc")).toBe("asc");
    expect(favoritesDirection("bogus")).toBe("asc");
    expect(favoritesDirection("desc")).toBe("desc");
  });

  it("asks the API to sort by document.documentTitle", () => {
    expect(favoritesSort("asc")).toBe("document.documentTitle,asc");
    expect(favoritesSort("desc")).toBe("document.documentTitle,desc");
  });

  it("turns the direction with the sort button", () => {
    expect(otherDirection("asc")).toBe("desc");
    expect(otherDirection("desc")).toBe("asc");
  });

  it("lists 10 per page", () => {
    expect(FAVORITES_PAGE_SIZE).toBe(10);
  });
});
