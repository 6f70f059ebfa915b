// Edits of a group by its creator: name and description, members, documents, or all at once;
// each in a transaction that locks the group first (group-changes-service.ts composes these).
import type { components } from "@norma/contracts/api-types";
import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { GroupAccess } from "./group-access.ts";
import type { GroupContents } from "./group-contents.ts";
import { detailView, text } from "./group-views.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export function createGroupEditsService(deps: { repo: GroupsRepo; access: GroupAccess; contents: GroupContents }) {
  const { repo } = deps;
  const db: Db = repo.db;
  const { memberView, ownedGroup, lockOwned } = deps.access;
  const { membersOf, documentsOf, addDocuments } = deps.contents;

  async function reload(actor: Actor, groupId: number) {
    return detailView(await memberView(actor, groupId));
  }

  return {
    /** PUT /api/group/update: whatever is given changes, all at once. */
    async update(actor: Actor, body: components["schemas"]["GroupUpdate"]) {
      const group = await ownedGroup(actor, body.groupID);
      if (body.accountID !== undefined && body.accountID !== group.accountId)
        throw BadRequest.field("group", "accountID", "Pattern", "is not the group's account (a group cannot move)");
      const name = body.name !== undefined ? text("group", "name", body.name) : undefined;
      const longDesc = body.longDesc !== undefined ? text("group", "longDesc", body.longDesc) : undefined;
      const members = body.memberIds ? await membersOf(actor, group.accountId, body.memberIds) : undefined;
      const docs = body.contentCodes?.length ? await documentsOf(actor, group.accountId, body.contentCodes) : [];
      await db.$transaction(async (tx) => {
        await lockOwned(tx, actor, group.id);
        if (name !== undefined || longDesc !== undefined)
          await repo.update(tx, actor.tenantId, group.id, { name, longDesc });
        if (members) await repo.setMembers(tx, group.id, members);
        await repo.removeDocuments(tx, group.id, body.removeContentIds ?? []);
        await addDocuments(tx, actor, { id: group.id, name: name ?? group.name }, docs);
      });
      return reload(actor, group.id);
    },

    async updateName(actor: Actor, body: { groupID: number; name: string; longDesc: string }) {
      const group = await ownedGroup(actor, body.groupID);
      const name = text("group", "name", body.name);
      const longDesc = text("group", "longDesc", body.longDesc);
      await db.$transaction(async (tx) => {
        await lockOwned(tx, actor, group.id);
        await repo.update(tx, actor.tenantId, group.id, { name, longDesc });
      });
      return reload(actor, group.id);
    },

    async updateMembers(actor: Actor, body: { groupID: number; memberIds: number[] }) {
      const group = await ownedGroup(actor, body.groupID);
      const members = await membersOf(actor, group.accountId, body.memberIds);
      await db.$transaction(async (tx) => {
        await lockOwned(tx, actor, group.id);
        await repo.setMembers(tx, group.id, members);
      });
      return reload(actor, group.id);
    },

    /** POST /api/contentShare/updateContentsByGroup. */
    async updateContents(
      actor: Actor,
      body: { sharedWithGroupID: number; addContentCodes?: string[]; removeContentIds?: number[] },
    ) {
      const group = await ownedGroup(actor, body.sharedWithGroupID);
      const docs = body.addContentCodes?.length ? await documentsOf(actor, group.accountId, body.addContentCodes) : [];
      await db.$transaction(async (tx) => {
        await lockOwned(tx, actor, group.id);
        await repo.removeDocuments(tx, group.id, body.removeContentIds ?? []);
        await addDocuments(tx, actor, { id: group.id, name: group.name }, docs);
      });
      return reload(actor, group.id);
    },
  };
}
