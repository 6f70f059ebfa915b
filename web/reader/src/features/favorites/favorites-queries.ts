// The user's favourites (spec 1 §4, §5, §9): the favourites page and the home tab read the same
// list call; adding or removing a favourite invalidates `favoritesKeys.all`, which reaches both.

import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, doneOf, queryClient } from "../../api/queries.ts";
import type { Message } from "../notify/message.ts";

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

/**
 * After a change: the lists of favourites are asked again (the page's and the home tab's), and
 * whatever else the screen knows the change reaches (`also`: a document's metadata, which says
 * whether it is a favourite). The change counts as pending until they have answered, so its
 * button is not pressed again on a stale state.
 */
const favoritesChanged = (also?: () => Promise<unknown>) => () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: favoritesKeys.all }), also?.()]);

/** Adds a document to the favourites (the document's activity bar); `successMessage` is said after. */
export const addFavoriteMutation = (successMessage: Message, also?: () => Promise<unknown>) =>
  mutationOptions({
    mutationKey: [...favoritesKeys.all, "add"],
    mutationFn: (contentCode: string) =>
      dataOf(client.POST("/api/content-favorites", { body: { contentCode }, ...ui({ successMessage }) })),
    onSuccess: favoritesChanged(also),
  });

/** Removes a favourite by its id (the favourites page, the activity bar); `successMessage` is said after. */
export const removeFavoriteMutation = (successMessage: Message, also?: () => Promise<unknown>) =>
  mutationOptions({
    mutationKey: [...favoritesKeys.all, "remove"],
    mutationFn: (id: number) =>
      doneOf(client.DELETE("/api/content-favorites/{id}", { params: { path: { id } }, ...ui({ successMessage }) })),
    onSuccess: favoritesChanged(also),
  });
