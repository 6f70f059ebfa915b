// The groups of spec 2 §7 in the query cache: the list, a group's detail, the pickers' searches
// and the account's group-enable flag. Every change of a group invalidates `groupsKeys.all` (the
// list and every detail; groups-api.ts).

import type { components } from "@norma/contracts/api-types";
import { queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, orFail } from "../../api/queries.ts";
import { SEARCH_SIZE } from "./group-rules.ts";

type Schemas = components["schemas"];
export type Group = Schemas["Group"];
export type GroupDetail = Schemas["GroupDetail"];
export type GroupDocument = Schemas["GroupDocument"];
export type GroupUser = Schemas["GroupUser"];

export const groupsKeys = {
  all: ["groups"] as const,
  list: ["groups", "list"] as const,
  detail: (groupId: number) => ["groups", "detail", groupId] as const,
  memberSearch: (name: string) => ["groups", "member-search", name] as const,
  documentSearch: (keywords: string) => ["groups", "document-search", keywords] as const,
  groupEnable: (accountId: number | null) => ["groups", "enable", accountId] as const,
};

async function listGroups(): Promise<Group[] | undefined> {
  return (await client.GET("/api/group/listByCurrentAccount")).data;
}

/** The group, null when there is no such group for the user (404: not theirs, deleted), undefined on failure. */
async function groupDetail(groupId: number): Promise<GroupDetail | null | undefined> {
  const r = await client.GET("/api/group/getGroupDetail", { params: { query: { groupId } }, ...ui({ silent: [404] }) });
  return r.response.status === 404 ? null : r.data;
}

/** The member picker's server search (the caller checks the 3-character minimum). */
async function searchUsers(fullName: string): Promise<GroupUser[] | undefined> {
  const r = await client.POST("/api/user/searchUsers", {
    params: { query: { pageIndex: 1, pageSize: SEARCH_SIZE } },
    body: { fullName: fullName.trim() },
    ...ui({ quiet: true }),
  });
  return r.data?.content;
}

/** The document picker's type-ahead (the caller checks the 3-character minimum). */
async function searchDocuments(keywords: string): Promise<GroupDocument[] | undefined> {
  const r = await client.POST("/api/group/documents/search/type-ahead", {
    params: { query: { size: SEARCH_SIZE } },
    body: { keywords: keywords.trim() },
  });
  return r.data;
}

export const groupsQuery = () =>
  queryOptions({ queryKey: groupsKeys.list, queryFn: async () => orFail(await listGroups()) });

/** The group; null when there is no such group for the user (404). */
export const groupDetailQuery = (groupId: number) =>
  queryOptions({ queryKey: groupsKeys.detail(groupId), queryFn: async () => orFail(await groupDetail(groupId)) });

export const memberSearchQuery = (name: string) =>
  queryOptions({ queryKey: groupsKeys.memberSearch(name), queryFn: async () => orFail(await searchUsers(name)) });

export const documentSearchQuery = (keywords: string) =>
  queryOptions({
    queryKey: groupsKeys.documentSearch(keywords),
    queryFn: async () => orFail(await searchDocuments(keywords)),
  });

/** GET /api/group/getGroupEnable of the account (the sidebar's entry, sharing with a group). */
export const groupEnableQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: groupsKeys.groupEnable(accountId),
    queryFn: () => dataOf(client.GET("/api/group/getGroupEnable", ui({ quiet: true, silent: true }))),
  });
