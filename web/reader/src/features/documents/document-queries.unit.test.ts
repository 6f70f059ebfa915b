// A document's keys: everything of one document shares its content code, so it can be refreshed
// whole; the early queries (metadata, verification) are fresh for the early answer's time.
import { describe, expect, it } from "vitest";
import { PREFETCH_FRESH_MS } from "../../api/prefetch.ts";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import {
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
