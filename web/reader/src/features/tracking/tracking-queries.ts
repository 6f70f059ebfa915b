// Tracked documents and publishers (spec 1 §3, §4, §7). The tracking page's pages and the home
// tab's list share the prefix `trackingKeys.documents`: a change of a tracking (the page, the
// document's activity bar, unsubscribing from a publisher) invalidates it and reaches both. The
// publishers are their own list (`trackingKeys.publishers`).
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export interface TrackedPageQuery {
  page: number;
  size: number;
  /** The turned-off trackings first. */
  sort?: "ContentTrackingOff";
}

export const trackingKeys = {
  all: ["tracking"] as const,
  documents: ["tracking", "documents"] as const,
  page: (query: TrackedPageQuery) => ["tracking", "documents", "page", query] as const,
  latest: ["tracking", "documents", "latest"] as const,
  publishers: ["tracking", "publishers"] as const,
};

/** A page of the tracking page. */
export const trackedDocumentsPageQuery = (query: TrackedPageQuery) =>
  queryOptions({
    queryKey: trackingKeys.page(query),
    queryFn: () => dataOf(client.GET("/api/tracked-documents/page/current-user", { params: { query } })),
  });

/** The latest trackings (the home tab). */
export const latestTrackedDocumentsQuery = () =>
  queryOptions({
    queryKey: trackingKeys.latest,
    queryFn: () => dataOf(client.GET("/api/tracked-documents/current-user")),
  });

export const trackedPublishersQuery = () =>
  queryOptions({
    queryKey: trackingKeys.publishers,
    queryFn: () => dataOf(client.GET("/api/publishers/current-user")),
  });
