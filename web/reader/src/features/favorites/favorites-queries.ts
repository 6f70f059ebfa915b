// The user's favourites (spec 1 §4, §5, §9): the favourites page and the home tab read the same
// list call; adding or removing a favourite invalidates `favoritesKeys.all`, which reaches both.
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export interface FavoritesPageQuery {
  page: number;
  size: number;
  /** `document.documentTitle,asc|desc`; the API's order when absent. */
  sort?: string;
}

export const favoritesKeys = {
  all: ["favorites"] as const,
  page: (query: FavoritesPageQuery) => ["favorites", "page", query] as const,
};

export const favoritesQuery = (query: FavoritesPageQuery) =>
  queryOptions({
    queryKey: favoritesKeys.page(query),
    queryFn: () => dataOf(client.GET("/api/favorite-documents/current-user", { params: { query } })),
  });
