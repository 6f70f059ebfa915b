// The groups calls of spec 2 §7 through the typed client. Spec 2 §8: a failed group action only
// sets a failure flag, no message (the calls are silent; each returns null on failure); the
// successes show the spec's notices where the screens call them.

import type { components } from "@norma/contracts/api-types";
import { client, ui } from "../../api/client.ts";
import { invalidateQueries } from "../../api/queries.ts";
import { SEARCH_SIZE } from "./group-rules.ts";

type Schemas = components["schemas"];
export type Group = Schemas["Group"];
export type GroupDetail = Schemas["GroupDetail"];
export type GroupDocument = Schemas["GroupDocument"];
export type GroupUser = Schemas["GroupUser"];

/** Query keys: every change invalidates both the list and the detail. */
export const GROUPS_KEY = "groups:";
export const groupsListKey = () => `${GROUPS_KEY}list`;
export const groupDetailKey = (id: number) => `${GROUPS_KEY}detail:${id}`;

const silent = ui({ silent: true });

function changed(): void {
  invalidateQueries(GROUPS_KEY);
  // Shares through a group show in the members' shared-with-me lists.
  invalidateQueries("sharedWithMe:");
}

export async function listGroups(): Promise<Group[] | undefined> {
  return (await client.GET("/api/group/listByCurrentAccount")).data;
}

/** The group, null when there is no such group for the user (404: not theirs, deleted), undefined on failure. */
export async function groupDetail(groupId: number): Promise<GroupDetail | null | undefined> {
  const r = await client.GET("/api/group/getGroupDetail", { params: { query: { groupId } }, ...ui({ silent: [404] }) });
  return r.response.status === 404 ? null : r.data;
}

export async function createGroup(body: {
  name: string;
  longDesc: string;
  memberIds: number[];
  contentCodes: string[];
}): Promise<number | null> {
  const r = await client.POST("/api/group/save", { body, ...silent }).catch(() => null);
  if (!r?.data) return null;
  changed();
  return r.data.groupID;
}

export async function updateGroupName(groupID: number, name: string, longDesc: string): Promise<boolean> {
  const r = await client
    .PUT("/api/group/update/name", { body: { groupID, name, longDesc }, ...silent })
    .catch(() => null);
  if (!r?.data) return false;
  changed();
  return true;
}

export async function updateGroupMembers(groupID: number, memberIds: number[]): Promise<boolean> {
  const r = await client
    .PUT("/api/group/update/memberIds", { body: { groupID, memberIds }, ...silent })
    .catch(() => null);
  if (!r?.data) return false;
  changed();
  return true;
}

export async function updateGroupDocuments(
  sharedWithGroupID: number,
  change: { addContentCodes: string[]; removeContentIds: number[] },
): Promise<boolean> {
  const r = await client
    .POST("/api/contentShare/updateContentsByGroup", { body: { sharedWithGroupID, ...change }, ...silent })
    .catch(() => null);
  if (!r?.data) return false;
  changed();
  return true;
}

export async function deleteGroup(groupId: number): Promise<boolean> {
  const r = await client.DELETE("/api/group/{groupId}", { params: { path: { groupId } }, ...silent }).catch(() => null);
  if (!r?.response.ok) return false;
  changed();
  return true;
}

export async function sendMailToGroup(body: {
  groupId: number;
  subject: string;
  message: string;
  copyMeFlag: boolean;
}): Promise<boolean> {
  const r = await client.POST("/api/group/sendMailToGroup", { body, ...silent }).catch(() => null);
  return Boolean(r?.data);
}

/** The member picker's server search (the caller checks the 3-character minimum). */
export async function searchUsers(fullName: string): Promise<GroupUser[] | undefined> {
  const r = await client.POST("/api/user/searchUsers", {
    params: { query: { pageIndex: 1, pageSize: SEARCH_SIZE } },
    body: { fullName: fullName.trim() },
    ...ui({ quiet: true }),
  });
  return r.data?.content;
}

/** The document picker's type-ahead (the caller checks the 3-character minimum). */
export async function searchDocuments(keywords: string): Promise<GroupDocument[] | undefined> {
  const r = await client.POST("/api/group/documents/search/type-ahead", {
    params: { query: { size: SEARCH_SIZE } },
    body: { keywords: keywords.trim() },
  });
  return r.data;
}
