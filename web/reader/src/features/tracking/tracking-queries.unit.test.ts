// The trackings' keys: a tracking's change (the page, the document's activity bar) reaches the
// page and the home tab; unsubscribing from a publisher reaches the publishers too.
import { describe, expect, it } from "vitest";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import {
  latestTrackedDocumentsQuery,
  trackedDocumentsPageQuery,
  trackedPublishersQuery,
  trackingKeys,
} from "./tracking-queries.ts";

const page = trackedDocumentsPageQuery({ page: 2, size: 10 }).queryKey;
const offFirst = trackedDocumentsPageQuery({ page: 0, size: 10, sort: "ContentTrackingOff" }).queryKey;
const latest = latestTrackedDocumentsQuery().queryKey;
const publishers = trackedPublishersQuery().queryKey;

describe("tracking queries", () => {
  it("name a page by its number, size and order", () => {
    expect(page).toEqual(["tracking", "documents", "page", { page: 2, size: 10 }]);
    expect(offFirst).not.toEqual(trackedDocumentsPageQuery({ page: 0, size: 10 }).queryKey);
  });

  it("a tracking's change reaches every page and the home tab, not the publishers", async () => {
    expect(await keysInvalidatedBy(trackingKeys.documents, [page, offFirst, latest, publishers])).toEqual([
      page,
      offFirst,
      latest,
    ]);
  });

  it("unsubscribing (everything) reaches the publishers too", async () => {
    expect(await keysInvalidatedBy(trackingKeys.all, [page, latest, publishers])).toEqual([page, latest, publishers]);
  });
});
