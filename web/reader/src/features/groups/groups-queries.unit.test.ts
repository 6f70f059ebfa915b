// The groups' keys: a group's change reaches the list and every detail, and the searches of the
// pickers; the account's group-enable flag is per account.
import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { client } from "../../api/client.ts";
import { QueryFailed, queryClient } from "../../api/queries.ts";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import { sharingKeys } from "../sharing/sharing-queries.ts";
import {
  createGroupMutation,
  deleteGroupMutation,
  groupDetailQuery,
  groupEnableQuery,
  groupsKeys,
  groupsQuery,
  memberSearchQuery,
  sendGroupMailMutation,
  updateGroupDocumentsMutation,
  updateGroupMembersMutation,
  updateGroupNameMutation,
} from "./groups-queries.ts";

describe("groups queries", () => {
  it("a group's change reaches the list and the details, not shared-with-me's own prefix", async () => {
    const list = groupsQuery().queryKey;
    const detail = groupDetailQuery(3).queryKey;
    const search = memberSearchQuery("gra").queryKey;
    const sharedWithMe = [...sharingKeys.sharedWithMe, "STANDARD", { page: 0, size: 10 }];
    expect(await keysInvalidatedBy(groupsKeys.all, [list, detail, search, sharedWithMe])).toEqual([
      list,
      detail,
      search,
    ]);
  });

  it("name the group-enable flag by account", () => {
    expect(groupEnableQuery(1).queryKey).not.toEqual(groupEnableQuery(2).queryKey);
  });
});

describe("groups mutations", () => {
  // Untagged keys: the tests cache a placeholder, not the typed data.
  const list: readonly unknown[] = groupsQuery().queryKey;
  const detail3: readonly unknown[] = groupDetailQuery(3).queryKey;
  const detail4: readonly unknown[] = groupDetailQuery(4).queryKey;
  const sharedWithMe = [...sharingKeys.sharedWithMe, "STANDARD", { page: 0, size: 10 }];
  const enable: readonly unknown[] = groupEnableQuery(1).queryKey;

  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  /** The keys a mutation's success leaves stale (with these variables), among those cached. */
  async function staleAfter(options: { onSuccess?: (...args: never[]) => unknown }, variables?: unknown) {
    const keys: (readonly unknown[])[] = [list, detail3, detail4, sharedWithMe, enable];
    for (const key of keys) queryClient.setQueryData(key, "cached");
    await (options.onSuccess as (data: unknown, variables: unknown) => Promise<void>)(undefined, variables);
    return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
  }

  it("creating, renaming, changing members or documents reaches everything of the groups, and shared-with-me", async () => {
    for (const mutation of [
      createGroupMutation(),
      updateGroupNameMutation(),
      updateGroupMembersMutation(),
      updateGroupDocumentsMutation(),
    ]) {
      expect(await staleAfter(mutation)).toEqual([list, detail3, detail4, sharedWithMe, enable]);
      queryClient.clear();
    }
  });

  it("deleting a group reaches the same, without asking again for the deleted group's detail", async () => {
    // The detail page still shows the deleted group: its query is watched (an invalidation would ask again).
    const fetchDeleted = vi.fn(() => Promise.resolve("refetched"));
    const fetchOther = vi.fn(() => Promise.resolve("refetched"));
    const watch = (queryKey: readonly unknown[], queryFn: () => Promise<string>) =>
      new QueryObserver(queryClient, { queryKey, queryFn, staleTime: Number.POSITIVE_INFINITY }).subscribe(() => {});
    queryClient.setQueryData(detail3, "cached");
    queryClient.setQueryData(detail4, "cached");
    const unwatch = [watch(detail3, fetchDeleted), watch(detail4, fetchOther)];
    // The other group's detail was asked again (so it is fresh); the deleted one's is only stale.
    expect(await staleAfter(deleteGroupMutation(), 3)).toEqual([list, detail3, sharedWithMe, enable]);
    expect(fetchDeleted).not.toHaveBeenCalled();
    expect(fetchOther).toHaveBeenCalledOnce();
    for (const stop of unwatch) stop();
  });

  it("e-mailing the group changes nothing cached", () => {
    expect(sendGroupMailMutation().onSuccess).toBeUndefined();
  });

  it("a refused delete fails (the page shows its failure line) and invalidates nothing", async () => {
    vi.spyOn(client, "DELETE").mockResolvedValue({ error: {}, response: new Response(null, { status: 403 }) } as never);
    queryClient.setQueryData(list, "cached");
    const failure = await queryClient
      .getMutationCache()
      .build(queryClient, deleteGroupMutation())
      .execute(3)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(QueryFailed);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);
  });

  it("creating answers the new group's id", async () => {
    vi.spyOn(client, "POST").mockResolvedValue({ data: { groupID: 42 }, response: new Response() } as never);
    const id = await queryClient
      .getMutationCache()
      .build(queryClient, createGroupMutation())
      .execute({ name: "Lab", longDesc: "", memberIds: [2], contentCodes: ["D3039"] });
    expect(id).toBe(42);
  });
});
