// The groups' keys: a group's change reaches the list and every detail, and the searches of the
// pickers; the account's group-enable flag is per account.
import { describe, expect, it } from "vitest";
import { keysInvalidatedBy } from "../../api/test-helpers.ts";
import { sharingKeys } from "../sharing/sharing-queries.ts";
import { groupDetailQuery, groupEnableQuery, groupsKeys, groupsQuery, memberSearchQuery } from "./groups-queries.ts";

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
