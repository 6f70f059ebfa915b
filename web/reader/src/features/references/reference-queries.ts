// The citation graph of a document (issue 27): what its text references, and which current
// documents cite it — GET /api/documents/references/{contentId} and /cited-by/{contentId}.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { client } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";

export type DocumentReferences = Schemas["DocumentReferences"];
export type DocumentReference = Schemas["DocumentReference"];
export type DocumentCitedBy = Schemas["DocumentCitedBy"];
export type ReferenceKind = Schemas["ReferenceKind"];
export type ReferenceNetwork = Schemas["ReferenceNetwork"];

/** The cited-by list's page, refinements and size (the API's default size, 25). */
export interface CitedByQuery {
  page: number;
  publisher?: string;
  documentType?: string;
}

export const CITED_BY_PAGE_SIZE = 25;

export const referencesKeys = {
  all: ["references"] as const,
  of: (contentId: number) => ["references", "of", contentId] as const,
  citedBy: (contentId: number, q: CitedByQuery) => ["references", "cited-by", contentId, q] as const,
  network: (contentId: number) => ["references", "network", contentId] as const,
};

/** The network around a document, two steps each way (the References tab's picture). */
export const referenceNetworkQuery = (contentId: number) =>
  queryOptions({
    queryKey: referencesKeys.network(contentId),
    queryFn: () =>
      dataOf(client.GET("/api/documents/reference-network/{contentId}", { params: { path: { contentId } } })),
    staleTime: 60_000,
  });

export const documentReferencesQuery = (contentId: number) =>
  queryOptions({
    queryKey: referencesKeys.of(contentId),
    queryFn: () => dataOf(client.GET("/api/documents/references/{contentId}", { params: { path: { contentId } } })),
    staleTime: 60_000,
  });

export const citedByQuery = (contentId: number, q: CitedByQuery) =>
  queryOptions({
    queryKey: referencesKeys.citedBy(contentId, q),
    queryFn: () =>
      dataOf(
        client.GET("/api/documents/cited-by/{contentId}", {
          params: {
            path: { contentId },
            query: {
              page: q.page,
              size: CITED_BY_PAGE_SIZE,
              ...(q.publisher ? { publisher: q.publisher } : {}),
              ...(q.documentType ? { documentType: q.documentType } : {}),
            },
          },
        }),
      ),
    staleTime: 60_000,
    // A new page or refinement keeps the list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** The three kinds in the order a reader weighs them: what the document requires first. */
export const KINDS: readonly ReferenceKind[] = ["normative", "informative", "bibliography"];
