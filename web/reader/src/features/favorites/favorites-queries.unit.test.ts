// The favourites' keys: the page's pages and the home tab share one prefix, so removing or adding
// a favourite (the favourites page, the document's activity bar) refreshes both.
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import { historyKeys } from "../history/history-queries.ts";
import { addFavoriteMutation, favoritesKeys, favoritesQuery, removeFavoriteMutation } from "./favorites-queries.ts";

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

describe("favorites mutations", () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it("adding or removing a favourite says so and asks the lists again", async () => {
    const del = vi
      .spyOn(client, "DELETE")
      .mockResolvedValue({ response: new Response(null, { status: 204 }) } as never);
    const list: readonly unknown[] = favoritesQuery({ page: 0, size: 10 }).queryKey;
    queryClient.setQueryData(list, "cached");
    await queryClient
      .getMutationCache()
      .build(queryClient, removeFavoriteMutation({ fallback: "Favourite deleted" }))
      .execute(5);
    expect(del).toHaveBeenCalledWith("/api/content-favorites/{id}", {
      params: { path: { id: 5 } },
      ui: { successMessage: { fallback: "Favourite deleted" } },
    });
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);

    vi.spyOn(client, "POST").mockResolvedValue({ data: { id: 9 }, response: new Response(null) } as never);
    queryClient.setQueryData(list, "cached again");
    await queryClient
      .getMutationCache()
      .build(queryClient, addFavoriteMutation({ fallback: "Added" }))
      .execute("ASTM|D3039|en-US");
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it("a removal the API refuses fails and leaves the lists as they are", async () => {
    vi.spyOn(client, "DELETE").mockResolvedValue({ error: {}, response: new Response(null, { status: 500 }) } as never);
    const list: readonly unknown[] = favoritesQuery({ page: 0, size: 10 }).queryKey;
    queryClient.setQueryData(list, "cached");
    const removal = queryClient
      .getMutationCache()
      .build(queryClient, removeFavoriteMutation({ fallback: "Favourite deleted" }));
    await expect(removal.execute(5)).rejects.toBeInstanceOf(QueryFailed);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);
  });
});
