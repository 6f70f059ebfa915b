// A document's data in the query cache: its work items, e-learning courses and related content
// (the document page's tabs), and the documents updated for the user (the home tab).
import { queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export const documentKeys = {
  all: ["documents"] as const,
  workItems: (contentCode: string) => ["documents", contentCode, "work-items"] as const,
  related: (contentCode: string) => ["documents", contentCode, "related"] as const,
  eLearning: (family: string) => ["documents", "e-learning", family] as const,
  updated: (page: number, size: number) => ["documents", "updated", { page, size }] as const,
  additionalDetails: (contentCode: string) => ["documents", contentCode, "additional-details"] as const,
  publisherDetails: (contentCode: string) => ["documents", contentCode, "publisher-details"] as const,
};

export const workItemsQuery = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.workItems(contentCode),
    queryFn: () => dataOf(client.GET("/api/documents/work-items/{contentCode}", { params: { path: { contentCode } } })),
  });

export const relatedContentQuery = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.related(contentCode),
    queryFn: () => dataOf(client.GET("/api/documents/relatedContent", { params: { query: { contentCode } } })),
  });

export const eLearningQuery = (family: string) =>
  queryOptions({
    queryKey: documentKeys.eLearning(family),
    queryFn: () =>
      dataOf(
        client.GET("/api/v1/documents/getELearningAssetsByFamily", {
          params: { query: { familyName: family, assetType: "eLearning" } },
        }),
      ),
  });

/** The documents updated since the user last saw them (the home tab). */
export const updatedDocumentsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: documentKeys.updated(page, size),
    queryFn: () => dataOf(client.GET("/api/updated-documents/current-user", { params: { query: { page, size } } })),
  });

/**
 * The document's additional details (the details dialog). null when the call failed: the dialog
 * still shows what the metadata has.
 */
export const additionalDetailsQuery = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.additionalDetails(contentCode),
    queryFn: async () =>
      (await client.GET("/api/documents/additional-details", { params: { query: { contentCode } } })).data ?? null,
  });

/** The publisher's details of the document (the additional details dialog); null when the call failed. */
export const publisherDetailsQuery = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.publisherDetails(contentCode),
    queryFn: async () =>
      (await client.GET("/api/documents/additional-details-by-publisher", { params: { query: { contentCode } } }))
        .data ?? null,
  });
