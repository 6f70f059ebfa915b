// The favourites' keys: the page's pages and the home tab share one prefix, so removing or adding
// a favourite (the favourites page, the document's activity bar) refreshes both.
import { describe, expect, it } from "vitest";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import { historyKeys } from "../history/history-queries.ts";
import { favoritesKeys, favoritesQuery } from "./favorites-queries.ts";

describe("favorites queries", () => {
  it("name the data by page, size and sort", () => {
    const page = favoritesQuery({ page: 1, size: 10, sort: "document.documentTitle,desc" }).queryKey;
    expect(page).toEqual(["favorites", "page", { page: 1, size: 10, sort: "document.documentTitle,desc" }]);
    expect(favoritesQuery({ page: 1, size: 10, sort: "document.documentTitle,asc" }).queryKey).not.toEqual(page);
  });

  it("a change reaches the page and the home tab, not other lists", async () => {
    const page = favoritesQuery({ page: 0, size: 10, sort: "document.documentTitle,asc" }).queryKey;
    const home = favoritesQuery({ page: 0, size: 6 }).queryKey;
    const recent = historyKeys.page(0, 6);
    expect(await keysInvalidatedBy(favoritesKeys.all, [page, home, recent])).toEqual([page, home]);
  });
});
