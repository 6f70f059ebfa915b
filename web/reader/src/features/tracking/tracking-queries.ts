// Tracked documents and publishers (spec 1 §3, §4, §7). The tracking page's pages and the home
// tab's list share the prefix `trackingKeys.documents`: a change of a tracking (the page, the
// document's activity bar, unsubscribing from a publisher) invalidates it and reaches both. The
// publishers are their own list (`trackingKeys.publishers`).

import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, doneOf, queryClient } from "../../api/queries.ts";
import type { Message } from "../notify/message.ts";

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
  /** Cascade alerts: the user also hears when a document this one references changes (issue 27). */
  referenceAlerts: boolean;
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
      return {
        id: data.id,
        trackingFlag: data.trackingFlag,
        referenceAlerts: data.referenceAlerts,
        trackerUnavailable: data.trackerUnavailable,
      };
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

/**
 * Turns a tracking off or on again, or (referenceAlerts) its cascade alerts: what its document
 * references changing (the tracking page). Silent: a refusal is said with the server's detail (the
 * page's trackingFailure). The page's pages and the home tab are asked again.
 */
export const setTrackingFlagMutation = () =>
  mutationOptions({
    mutationKey: [...trackingKeys.documents, "flag"],
    mutationFn: ({
      id,
      trackingFlag,
      referenceAlerts,
    }: {
      id: number;
      trackingFlag: boolean;
      referenceAlerts?: boolean;
    }) =>
      dataOf(
        client.PUT("/api/tracked-documents/{id}", {
          params: { path: { id } },
          body: { id, trackingFlag, ...(referenceAlerts === undefined ? {} : { referenceAlerts }) },
          ...ui({ silent: true }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.documents }),
  });

/** Deletes a tracking (the tracking page); silent like turning it off, `successMessage` said after. */
export const deleteTrackingMutation = (successMessage: Message) =>
  mutationOptions({
    mutationKey: [...trackingKeys.documents, "delete"],
    mutationFn: (id: number) =>
      doneOf(
        client.DELETE("/api/tracked-documents/{id}", {
          params: { path: { id } },
          ...ui({ silent: true, successMessage }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.documents }),
  });

/** Tracks a whole publisher, or stops (silent: a refusal is said with the server's detail). */
export const subscribePublisherMutation = (successMessage: Message) =>
  mutationOptions({
    mutationKey: [...trackingKeys.publishers, "subscribe"],
    mutationFn: ({ id, subscribed }: { id: number; subscribed: boolean }) =>
      dataOf(
        client.POST("/api/publishers/update", { body: [{ id, subscribed }], ...ui({ silent: true, successMessage }) }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.publishers }),
  });

/**
 * Stops every alert about a publisher. Its trackings are turned off too: the lists and the
 * publishers are asked again.
 */
export const unsubscribePublisherMutation = (successMessage: Message) =>
  mutationOptions({
    mutationKey: [...trackingKeys.publishers, "unsubscribe"],
    mutationFn: (id: number) =>
      dataOf(client.POST("/api/publishers/tracked-documents/unsubscribe", { body: { id }, ...ui({ successMessage }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.all }),
  });

/**
 * Tracks the open document's edition line, or turns its tracking off or on again (the activity
 * bar). Silent: the bar says a refusal itself (the tracker may be unavailable). The trackings'
 * lists and the open document's are asked again.
 */
export const documentTrackingMutation = (contentCode: string) =>
  mutationOptions({
    mutationKey: [...trackingKeys.documents, "of-document", contentCode],
    mutationFn: (current: DocumentTracking | null) =>
      current?.id == null
        ? dataOf(client.POST("/api/tracked-documents", { params: { query: { contentCode } }, ...ui({ silent: true }) }))
        : dataOf(
            client.PUT("/api/tracked-documents/{id}", {
              params: { path: { id: current.id } },
              body: { id: current.id, trackingFlag: !current.trackingFlag },
              ...ui({ silent: true }),
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.documents }),
  });

/** Tracks a work item or stops (the work items tab); the tracker's answer is the item's flag. */
export const workItemTrackingMutation = (publisher: string, workItemNumber: string, successMessage: Message) =>
  mutationOptions({
    mutationKey: trackingKeys.workItem(publisher, workItemNumber),
    mutationFn: (trackingFlag: boolean) =>
      dataOf(
        client.POST("/api/trackers/workItem", {
          body: { publisher, workItemNumber, trackingFlag },
          ...ui({ successMessage }),
        }),
      ),
    onSuccess: (reply) => {
      if (reply.trackingFlag !== undefined)
        queryClient.setQueryData(workItemTrackingQuery(publisher, workItemNumber).queryKey, reply.trackingFlag);
    },
  });
