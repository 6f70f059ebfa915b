// The groups' query keys and the account's group-enable flag: all the sidebar needs of the groups,
// apart from groups-queries.ts (the lists, details and changes), so the first screen's JavaScript
// does not carry those.
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf } from "../../api/queries.ts";

export const groupsKeys = {
  all: ["groups"] as const,
  list: ["groups", "list"] as const,
  detail: (groupId: number) => ["groups", "detail", groupId] as const,
  memberSearch: (name: string) => ["groups", "member-search", name] as const,
  documentSearch: (keywords: string) => ["groups", "document-search", keywords] as const,
  groupEnable: (accountId: number | null) => ["groups", "enable", accountId] as const,
};

export const groupEnableQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: groupsKeys.groupEnable(accountId),
    queryFn: () => dataOf(client.GET("/api/group/getGroupEnable", ui({ quiet: true, silent: true }))),
  });
