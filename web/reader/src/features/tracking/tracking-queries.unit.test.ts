// The trackings' keys: a tracking's change (the page, the document's activity bar) reaches the
// page and the home tab; unsubscribing from a publisher reaches the publishers too.
import { describe, expect, it } from "vitest";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import {
  documentTrackingQuery,
  latestTrackedDocumentsQuery,
  trackedDocumentsPageQuery,
  trackedPublishersQuery,
  trackingKeys,
  workItemTrackingQuery,
} from "./tracking-queries.ts";

const page = trackedDocumentsPageQuery({ page: 2, size: 10 }).queryKey;
const offFirst = trackedDocumentsPageQuery({ page: 0, size: 10, sort: "ContentTrackingOff" }).queryKey;
const latest = latestTrackedDocumentsQuery().queryKey;
const publishers = trackedPublishersQuery().queryKey;
const openDocument = documentTrackingQuery("D3039", "ASTM|D3039_D3039M-17|en-US").queryKey;
const workItem = workItemTrackingQuery("ASTM", "WK123").queryKey;

describe("tracking queries", () => {
  it("name a page by its number, size and order", () => {
    expect(page).toEqual(["tracking", "documents", "page", { page: 2, size: 10 }]);
    expect(offFirst).not.toEqual(trackedDocumentsPageQuery({ page: 0, size: 10 }).queryKey);
  });

  it("a tracking's change reaches every page, the home tab and the open document's, not the publishers", async () => {
    const keys = [page, offFirst, latest, openDocument, publishers, workItem];
    expect(await keysInvalidatedBy(trackingKeys.documents, keys)).toEqual([page, offFirst, latest, openDocument]);
  });

  it("unsubscribing (everything) reaches the publishers too", async () => {
    expect(await keysInvalidatedBy(trackingKeys.all, [page, latest, publishers])).toEqual([page, latest, publishers]);
  });
});
