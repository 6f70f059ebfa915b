// A document's data in the query cache: its metadata and the entitlement verification (the
// document page, which boot.ts may have asked for already: api/early-queries.ts), its work items,
// e-learning courses, related content and details (the page's tabs and dialogs), and the
// documents updated for the user (the home tab). A change of what the metadata carries (a
// favourite) invalidates `documentKeys.all`.
import { isProblem, type Problem } from "@norma/web-shared/problem";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { dataOf } from "../../api/queries.ts";
import type { Schemas } from "../../api/types.ts";

/** The metadata of a document, or why there is none (the page says it: documentFailure). */
export type DocumentOpening =
  | { metadata: Schemas["DocumentMetadata"] }
  | { metadata: null; status: number; problem: Problem | null };

export const documentKeys = {
  all: ["documents"] as const,
  metadata: (contentCode: string) => ["documents", contentCode, "metadata"] as const,
  verification: (contentCode: string) => ["documents", contentCode, "verification"] as const,
  workItems: (contentCode: string) => ["documents", contentCode, "work-items"] as const,
  related: (contentCode: string) => ["documents", contentCode, "related"] as const,
  eLearning: (family: string) => ["documents", "e-learning", family] as const,
  updated: (page: number, size: number) => ["documents", "updated", { page, size }] as const,
  additionalDetails: (contentCode: string) => ["documents", contentCode, "additional-details"] as const,
  publisherDetails: (contentCode: string) => ["documents", contentCode, "publisher-details"] as const,
  citationStyles: ["documents", "citation-styles"] as const,
  citation: (query: CitationQuery) => ["documents", "citation", query] as const,
};

export interface CitationQuery {
  contentId: number;
  contentType: Schemas["DocumentMetadata"]["contentType"];
  citationStyle: Schemas["CitationStyle"];
  assetType: Schemas["DocumentMetadata"]["assetType"];
  /** The citation's terms and dates in the reader's language (the CSL locale). */
  language: string;
}

/**
 * The document's metadata (silent: the page shows why it has none). Fresh for the early answer's
 * 15 s, so the page does not repeat the call boot.ts started; the page asks again after a change.
 */
export const documentMetadataQuery = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.metadata(contentCode),
    staleTime: PREFETCH_FRESH_MS,
    queryFn: async (): Promise<DocumentOpening> => {
      const result = await client.GET("/api/documents/metadata", {
        params: { query: { contentCode } },
        ...ui({ silent: true }),
      });
      if (result.data) return { metadata: result.data };
      return { metadata: null, status: result.response.status, problem: isProblem(result.error) ? result.error : null };
    },
  });

/** Spec 1 §6: whether the user may open the document (the header entitlementaccess is 'true'). */
export const documentVerificationQuery = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.verification(contentCode),
    staleTime: PREFETCH_FRESH_MS,
    queryFn: async () => {
      const result = await client.GET("/api/documents/verification/contentCode", {
        params: { query: { contentCode } },
        ...ui({ silent: true }),
      });
      return { entitled: result.response.headers.get("entitlementaccess") === "true" };
    },
  });

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

/** The citation styles offered (none when the call failed: the dialog's select stays disabled). */
export const citationStylesQuery = () =>
  queryOptions({
    queryKey: documentKeys.citationStyles,
    queryFn: async () => (await client.GET("/api/getCitationTypes")).data?.responseData ?? [],
  });

/** A citation's text ("" when the call failed: the dialog says there is none). */
export const citationQuery = (query: CitationQuery) =>
  queryOptions({
    queryKey: documentKeys.citation(query),
    queryFn: async () =>
      (await client.GET("/api/getTextCitation", { params: { query } })).data?.responseData.text ?? "",
  });

/** The citation files the dialog exports, and the name each is saved under. */
export const CITATION_FILES = {
  ris: { path: "/api/getRisCitation", fileName: "citation.ris" },
  bibtex: { path: "/api/getBibtexCitation", fileName: "citation.bib" },
} as const;

export interface CitationFileRequest extends Omit<CitationQuery, "language" | "citationStyle"> {
  format: keyof typeof CITATION_FILES;
  /** The style chosen in the dialog; none yet: the API's default. */
  citationStyle: Schemas["CitationStyle"] | null;
}

/**
 * A citation as a file to save (the citation dialog's export): the file and its name. An export,
 * not a change: nothing cached is invalidated. A failed call is said by the global handler.
 */
export const citationFileMutation = () =>
  mutationOptions({
    mutationKey: [...documentKeys.all, "citation-file"],
    mutationFn: async ({ format, citationStyle, ...document }: CitationFileRequest) => {
      const { path, fileName } = CITATION_FILES[format];
      const query = { ...document, ...(citationStyle ? { citationStyle } : {}) };
      const file = await dataOf(client.GET(path, { params: { query }, parseAs: "blob" }));
      return { file: file as unknown as Blob, fileName };
    },
  });
