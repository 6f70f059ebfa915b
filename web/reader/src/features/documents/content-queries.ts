// A document's content in the query cache: the HTML tab's HTML and the PDF tab's bytes (and the
// resolver's lookup of a document by its designation). A reply
// without the content is an answer (its status and problem: the tab says why, documentFailure),
// not a failed query. Dropped once the tab is gone (gcTime 0): the content is large, and a tab
// opened again loads it again, saying 'loading' meanwhile, as before.
import { isProblem, type Problem } from "@norma/web-shared/problem";
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";

/** The content, or the status and problem of the reply without it. */
export type ContentOpening<T> = { content: T } | { content: null; status: number; problem: Problem | null };

export const contentKeys = {
  all: ["document-content"] as const,
  html: (fileId: number) => ["document-content", "html", fileId] as const,
  pdf: (contentCode: string) => ["document-content", "pdf", contentCode] as const,
  byDesignation: (lookup: DesignationLookup) => ["document-content", "designation", lookup] as const,
};

/** A document named by its designation (the resolver's links): optionally its year and status. */
export interface DesignationLookup {
  designation: string;
  year: number | null;
  status: string | null;
}

function opening<T>(result: { data?: unknown; error?: unknown; response: Response }): ContentOpening<T> {
  if (result.data !== undefined && result.data !== null) return { content: result.data as T };
  return { content: null, status: result.response.status, problem: isProblem(result.error) ? result.error : null };
}

/** The HTML of one HTML version (silent: the tab says why there is none). */
export const documentHtmlQuery = (fileId: number) =>
  queryOptions({
    queryKey: contentKeys.html(fileId),
    gcTime: 0,
    queryFn: async (): Promise<ContentOpening<string>> =>
      opening(
        await client.GET("/api/documents/html/{id}", {
          params: { path: { id: fileId } },
          parseAs: "text",
          ...ui({ silent: true }),
        }),
      ),
  });

/** The PDF's bytes of the document (silent: the tab says why there are none). */
export const documentPdfQuery = (contentCode: string) =>
  queryOptions({
    queryKey: contentKeys.pdf(contentCode),
    gcTime: 0,
    queryFn: async (): Promise<ContentOpening<ArrayBuffer>> =>
      opening(
        await client.GET("/api/documents/pdf/contentCode", {
          params: { query: { contentCode } },
          parseAs: "arrayBuffer",
          ...ui({ silent: true }),
        }),
      ),
  });

/** The content code of the document a designation names (the resolve page; silent: it goes home without). */
export const designationLookupQuery = (lookup: DesignationLookup) =>
  queryOptions({
    queryKey: contentKeys.byDesignation(lookup),
    gcTime: 0,
    queryFn: async () =>
      (
        await client.GET("/api/documents/contentCode/designation", {
          params: {
            query: {
              designation: lookup.designation,
              ...(lookup.year ? { year: lookup.year } : {}),
              ...(lookup.status ? { status: lookup.status } : {}),
            },
          },
          ...ui({ silent: true }),
        })
      ).data,
  });
