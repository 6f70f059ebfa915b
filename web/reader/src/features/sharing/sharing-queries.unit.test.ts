// Sharing's keys: what sharing a document, a group's change and a link's change each refresh.
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import type { ShareTarget } from "./share-rules.ts";
import {
  publicationsSharedQuery,
  shareDocumentMutation,
  sharedWithMeQuery,
  shareLinkAccessesQuery,
  shareLinkOpeningQuery,
  shareLinksQuery,
  shareRecipientsQuery,
  sharingKeys,
} from "./sharing-queries.ts";

const standards = sharedWithMeQuery("STANDARD", { page: 0, size: 10 }).queryKey;
const publications = sharedWithMeQuery("PUBLICATION", { page: 1, size: 10 }).queryKey;
const byMe = publicationsSharedQuery({ page: 0, size: 10 }).queryKey;
const recipients = shareRecipientsQuery(42).queryKey;
const mine = shareLinksQuery("mine", 42, { page: 0, size: 20 }).queryKey;
const tenant = shareLinksQuery("tenant", null, { page: 0, size: 20 }).queryKey;
const accesses = shareLinkAccessesQuery(7).queryKey;
const opening = shareLinkOpeningQuery("abc").queryKey;
const every = [standards, publications, byMe, recipients, mine, tenant, accesses, opening];

describe("sharing queries", () => {
  it("tell the two tabs and their pages apart", () => {
    expect(standards).toEqual(["sharing", "with-me", "STANDARD", { page: 0, size: 10 }]);
    expect(publications).not.toEqual(sharedWithMeQuery("STANDARD", { page: 1, size: 10 }).queryKey);
  });

  it("shared with me (a share, a group's change) reaches both tabs only", async () => {
    expect(await keysInvalidatedBy(sharingKeys.sharedWithMe, every)).toEqual([standards, publications]);
  });

  it("a link's change reaches the lists and logs, never the opening of a link (it logs a visit)", async () => {
    expect(await keysInvalidatedBy(sharingKeys.links, every)).toEqual([mine, tenant, accesses]);
  });

  it("a scope's lists are reached by its own prefix", async () => {
    expect(await keysInvalidatedBy(sharingKeys.linkList("mine"), every)).toEqual([mine]);
  });
});

describe("sharing a document", () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  const person = { id: 3, isGroup: false, name: "Ada", email: "ada@example.com" } as ShareTarget;
  const group = { id: 8, isGroup: true, name: "Lab" } as ShareTarget;
  const stranger = { id: null, isGroup: false, name: "new@example.com", email: null } as unknown as ShareTarget;

  function share(targets: ShareTarget[]) {
    const lists = [recipients, standards, byMe];
    for (const key of lists) queryClient.setQueryData(key as readonly unknown[], "cached");
    const run = queryClient
      .getMutationCache()
      .build(queryClient, shareDocumentMutation({ contentId: 42, title: "Tensile" }))
      .execute(targets);
    return { run, stale: () => lists.filter((key) => queryClient.getQueryState(key)?.isInvalidated).length };
  }

  it("sends one call per person, address or group, and refreshes the recipients and the shared lists", async () => {
    const post = vi.spyOn(client, "POST").mockResolvedValue({ data: {}, response: new Response(null) } as never);
    const { run, stale } = share([person, group, stranger]);
    await run;
    const calls = post.mock.calls as unknown as [string, { body: unknown }][];
    expect(calls.map(([path, init]) => [path, init.body])).toEqual([
      ["/api/contentShare/withUser", { contentID: 42, sharedWithUserID: 3, title: "Tensile" }],
      ["/api/contentShare/withGroup", { contentID: 42, sharedWithGroupID: 8, title: "Tensile" }],
      ["/api/contentShare/withUser", { contentID: 42, email: "new@example.com", externalUser: true, title: "Tensile" }],
    ]);
    expect(stale()).toBe(3);
  });

  it("tries every target when one is refused, then fails; what went through is refreshed all the same", async () => {
    const post = vi
      .spyOn(client, "POST")
      .mockResolvedValueOnce({ error: { detail: "no" }, response: new Response(null, { status: 400 }) } as never)
      .mockResolvedValue({ data: {}, response: new Response(null) } as never);
    const { run, stale } = share([person, group]);
    await expect(run).rejects.toBeInstanceOf(QueryFailed);
    expect(post).toHaveBeenCalledTimes(2);
    expect(stale()).toBe(3);
  });
});
