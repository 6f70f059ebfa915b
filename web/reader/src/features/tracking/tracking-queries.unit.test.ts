// The trackings' keys: a tracking's change (the page, the document's activity bar) reaches the
// page and the home tab; unsubscribing from a publisher reaches the publishers too.
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import {
  deleteTrackingMutation,
  documentTrackingQuery,
  latestTrackedDocumentsQuery,
  setTrackingFlagMutation,
  subscribePublisherMutation,
  trackedDocumentsPageQuery,
  trackedPublishersQuery,
  trackingKeys,
  unsubscribePublisherMutation,
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

describe("tracking mutations", () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  /** The keys a mutation's success leaves stale, among every tracking list cached. */
  async function staleAfter(options: { onSuccess?: (...args: never[]) => unknown }) {
    const keys: (readonly unknown[])[] = [page, latest, openDocument, publishers];
    for (const key of keys) queryClient.setQueryData(key, "cached");
    // The lists are not refetched here (nobody watches them): they are only marked stale.
    await (options.onSuccess as () => Promise<void>)();
    return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
  }

  it("turning a tracking off or deleting it reaches the lists, not the publishers", async () => {
    expect(await staleAfter(setTrackingFlagMutation())).toEqual([page, latest, openDocument]);
    queryClient.clear();
    expect(await staleAfter(deleteTrackingMutation({ fallback: "Deleted" }))).toEqual([page, latest, openDocument]);
  });

  it("subscribing reaches the publishers; unsubscribing reaches the publishers and the lists", async () => {
    expect(await staleAfter(subscribePublisherMutation({ fallback: "Saved" }))).toEqual([publishers]);
    queryClient.clear();
    expect(await staleAfter(unsubscribePublisherMutation({ fallback: "Unsubscribed" }))).toEqual([
      page,
      latest,
      openDocument,
      publishers,
    ]);
  });

  it("a refused change fails with the server's problem (the page says its detail)", async () => {
    const problem = { detail: "Tracker Service Unavailable" };
    vi.spyOn(client, "DELETE").mockResolvedValue({
      error: problem,
      response: new Response(null, { status: 503 }),
    } as never);
    const failure = await queryClient
      .getMutationCache()
      .build(queryClient, deleteTrackingMutation({ fallback: "Deleted" }))
      .execute(7)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(QueryFailed);
    expect((failure as QueryFailed).problem).toBe(problem);
    expect((failure as QueryFailed).status).toBe(503);
  });
});
