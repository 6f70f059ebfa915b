// Tracked documents and publishers (spec 1 §3, §4, §7). The tracking page's pages and the home
// tab's list share the prefix `trackingKeys.documents`: a change of a tracking (the page, the
// document's activity bar, unsubscribing from a publisher) invalidates it and reaches both. The
// publishers are their own list (`trackingKeys.publishers`).
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
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
  /** Under `documents`: a change of the trackings reaches the open document's too. */
  ofDocument: (family: string, contentCode: string) => ["tracking", "documents", "of", family, contentCode] as const,
  workItem: (publisher: string, workItemNumber: string) =>
    ["tracking", "work-item", publisher, workItemNumber] as const,
};

/** The open document's tracking (the activity bar's button). */
export interface DocumentTracking {
  /** null when the family is not tracked. */
  id: number | null;
  trackingFlag: boolean;
  trackerUnavailable: boolean;
}

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

/** The tracking of a document's edition line (a translation has its own). */
export const documentTrackingQuery = (family: string, contentCode: string) =>
  queryOptions({
    queryKey: trackingKeys.ofDocument(family, contentCode),
    queryFn: async (): Promise<DocumentTracking> => {
      const data = await dataOf(
        client.GET("/api/documents/getContentTracking", {
          params: { query: { family, contentCode } },
          ...ui({ quiet: true, silent: true }),
        }),
      );
      return { id: data.id, trackingFlag: data.trackingFlag, trackerUnavailable: data.trackerUnavailable };
    },
  });

/** Whether the user tracks a work item (true or false), from its tracker. */
export const workItemTrackingQuery = (publisher: string, workItemNumber: string) =>
  queryOptions({
    queryKey: trackingKeys.workItem(publisher, workItemNumber),
    queryFn: async () =>
      (
        await dataOf(
          client.GET("/api/trackers/workItem", {
            params: { query: { publisher, workItemNumber } },
            ...ui({ silent: true }),
          }),
        )
      ).trackingFlag,
  });
