// The reviews' query keys and the sidebar's badge (the caller's open reviews): all the sidebar needs
// of the reviews, apart from reviews-queries.ts (lists, one review, changes), so the first screen's
// JavaScript does not carry those.
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export type ReviewFilter = "open" | "due-soon" | "overdue" | "closed";

export interface ReviewListQuery {
  status?: ReviewFilter;
  mine?: boolean;
  page: number;
}

export const reviewsKeys = {
  all: ["reviews"] as const,
  list: (query: ReviewListQuery) => ["reviews", "list", query] as const,
  badge: ["reviews", "badge"] as const,
  one: (id: number) => ["reviews", "one", id] as const,
  history: (id: number) => ["reviews", "history", id] as const,
};

/** The sidebar's badge: how many open reviews the caller reviews or owns an action of. */
export const myOpenReviewsQuery = () =>
  queryOptions({
    queryKey: reviewsKeys.badge,
    queryFn: async () => {
      const page = await dataOf(
        client.GET("/api/reviews", {
          params: { query: { status: "open", mine: true, size: 1 } },
          ...ui({ quiet: true, silent: true }),
        }),
      );
      return page.total;
    },
    staleTime: 60_000,
  });
