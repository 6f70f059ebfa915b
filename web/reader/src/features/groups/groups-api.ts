// The groups' changes of spec 2 §7 through the typed client (the reads are groups-queries.ts).
// Spec 2 §8: a failed group action only sets a failure flag, no message (the calls are silent; each returns null on failure); the
// successes show the spec's notices where the screens call them.

import { client, ui } from "../../api/client.ts";
import { queryClient } from "../../api/queries.ts";
import { sharingKeys } from "../sharing/sharing-queries.ts";
import { groupsKeys } from "./groups-queries.ts";

export type { Group, GroupDetail, GroupDocument, GroupUser } from "./groups-queries.ts";

const silent = ui({ silent: true });

/** Every change invalidates the list and each group's detail (groups-queries.ts: `groupsKeys.all`). */
function changed(): void {
  void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
  // Shares through a group show in the members' shared-with-me lists.
  void queryClient.invalidateQueries({ queryKey: sharingKeys.sharedWithMe });
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
