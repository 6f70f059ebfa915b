// A document's keys: everything of one document shares its content code, so it can be refreshed
// whole; the early queries (metadata, verification) are fresh for the early answer's time.
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import {
  type CitationFileRequest,
  citationFileMutation,
  documentKeys,
  documentMetadataQuery,
  documentVerificationQuery,
  relatedContentQuery,
  updatedDocumentsQuery,
  workItemsQuery,
} from "./document-queries.ts";

describe("document queries", () => {
  it("keep the early answers fresh as long as boot's answers are used", () => {
    expect(documentMetadataQuery("A|B|en").staleTime).toBe(PREFETCH_FRESH_MS);
    expect(documentVerificationQuery("A|B|en").staleTime).toBe(PREFETCH_FRESH_MS);
  });

  it("a change of the documents' data reaches every document's entries", async () => {
    const metadata = documentMetadataQuery("A|B|en").queryKey;
    const other = workItemsQuery("A|C|en").queryKey;
    const updated = updatedDocumentsQuery(0, 6).queryKey;
    const favorites = ["favorites", "page", { page: 0, size: 6 }];
    expect(await keysInvalidatedBy(documentKeys.all, [metadata, other, updated, favorites])).toEqual([
      metadata,
      other,
      updated,
    ]);
  });

  it("tell one document's data from another's", () => {
    expect(relatedContentQuery("A|B|en").queryKey).toEqual(["documents", "A|B|en", "related"]);
    expect(documentMetadataQuery("A|B|en").queryKey).not.toEqual(documentMetadataQuery("A|C|en").queryKey);
  });
});

describe("the citation file export", () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  const document = { contentId: 12, contentType: "STANDARD", assetType: "STANDARD" } as const;
  const exportFile = (request: CitationFileRequest) =>
    queryClient.getMutationCache().build(queryClient, citationFileMutation()).execute(request);

  it("invalidates nothing: an export changes no document", () => {
    expect(citationFileMutation().onSuccess).toBeUndefined();
  });

  it("asks the format's call with the chosen style and names the file by the format", async () => {
    const file = new Blob(["TY  - STD"]);
    const get = vi.spyOn(client, "GET").mockResolvedValue({ data: file, response: new Response() } as never);
    expect(await exportFile({ ...document, format: "ris", citationStyle: "APA" })).toEqual({
      file,
      fileName: "citation.ris",
    });
    expect((await exportFile({ ...document, format: "bibtex", citationStyle: null })).fileName).toBe("citation.bib");
    const calls = get.mock.calls as unknown as [string, { params: { query: unknown } }][];
    expect(calls.map(([path, init]) => [path, init.params.query])).toEqual([
      ["/api/getRisCitation", { ...document, citationStyle: "APA" }],
      // No style chosen yet: the API's default.
      ["/api/getBibtexCitation", document],
    ]);
  });

  it("fails when the call does (nothing is saved)", async () => {
    vi.spyOn(client, "GET").mockResolvedValue({ error: {}, response: new Response(null, { status: 500 }) } as never);
    const failure = await exportFile({ ...document, format: "ris", citationStyle: null }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(QueryFailed);
  });
});
