// The groups of spec 2 §7 in the query cache: the list, a group's detail, the pickers' searches
// and the account's group-enable flag; and their changes as mutation factories, for the dialogs'
// save step (useGroupSave) and the pages' confirmations. Every change of a group invalidates
// `groupsKeys.all` (the list and every detail) and the shared-with-me lists.
// Spec 2 §8: a failed group action only sets a failure flag, no message: the calls are silent and
// the screens show their failure line; the successes show the spec's notices where the screens say.

import type { components } from "@norma/contracts/api-types";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { client, ui } from "../../api/client.ts";
import { dataOf, doneOf, orFail, queryClient } from "../../api/queries.ts";
import { sharingKeys } from "../sharing/sharing-queries.ts";
import { SEARCH_SIZE } from "./group-rules.ts";
import { groupsKeys } from "./groups-keys.ts";

export { groupEnableQuery, groupsKeys } from "./groups-keys.ts";

type Schemas = components["schemas"];
export type Group = Schemas["Group"];
export type GroupDetail = Schemas["GroupDetail"];
export type GroupDocument = Schemas["GroupDocument"];
export type GroupUser = Schemas["GroupUser"];

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

const silent = ui({ silent: true });

/**
 * After a group's change: the list and every group's detail are asked again, and the members'
 * shared-with-me lists (shares through a group show there). The change counts as pending until
 * they have answered, so the dialog closes on the group as it now is.
 */
export const groupsChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharingKeys.sharedWithMe }),
  ]);

export interface NewGroup {
  name: string;
  longDesc: string;
  memberIds: number[];
  contentCodes: string[];
}

/** Creates a group (the wizard); answers the new group's id. */
export const createGroupMutation = () =>
  mutationOptions({
    mutationKey: [...groupsKeys.all, "create"],
    mutationFn: async (body: NewGroup) => (await dataOf(client.POST("/api/group/save", { body, ...silent }))).groupID,
    onSuccess: groupsChanged,
  });

export const updateGroupNameMutation = () =>
  mutationOptions({
    mutationKey: [...groupsKeys.all, "update-name"],
    mutationFn: (body: { groupID: number; name: string; longDesc: string }) =>
      dataOf(client.PUT("/api/group/update/name", { body, ...silent })),
    onSuccess: groupsChanged,
  });

export const updateGroupMembersMutation = () =>
  mutationOptions({
    mutationKey: [...groupsKeys.all, "update-members"],
    mutationFn: (body: { groupID: number; memberIds: number[] }) =>
      dataOf(client.PUT("/api/group/update/memberIds", { body, ...silent })),
    onSuccess: groupsChanged,
  });

/** Shares documents with the group's members and stops sharing others (the edit dialog, the detail page's delete). */
export const updateGroupDocumentsMutation = () =>
  mutationOptions({
    mutationKey: [...groupsKeys.all, "update-documents"],
    mutationFn: (body: { sharedWithGroupID: number; addContentCodes: string[]; removeContentIds: number[] }) =>
      dataOf(client.POST("/api/contentShare/updateContentsByGroup", { body, ...silent })),
    onSuccess: groupsChanged,
  });

/**
 * Deletes a group. Its detail is marked stale but not asked again now (it would answer 404 and
 * show "not found" on the page the user is leaving); everything else a change reaches is.
 */
export const deleteGroupMutation = () =>
  mutationOptions({
    mutationKey: [...groupsKeys.all, "delete"],
    mutationFn: (groupId: number) =>
      doneOf(client.DELETE("/api/group/{groupId}", { params: { path: { groupId } }, ...silent })),
    onSuccess: (_deleted, groupId: number) => {
      const deleted = groupsKeys.detail(groupId);
      const isDeleted = (key: readonly unknown[]) => deleted.every((part, i) => key[i] === part);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: deleted, refetchType: "none" }),
        queryClient.invalidateQueries({ queryKey: groupsKeys.all, predicate: (q) => !isDeleted(q.queryKey) }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.sharedWithMe }),
      ]);
    },
  });

/** E-mails the group's members; nothing cached changes. */
export const sendGroupMailMutation = () =>
  mutationOptions({
    mutationKey: [...groupsKeys.all, "send-mail"],
    mutationFn: (body: { groupId: number; subject: string; message: string; copyMeFlag: boolean }) =>
      dataOf(client.POST("/api/group/sendMailToGroup", { body, ...silent })),
  });
