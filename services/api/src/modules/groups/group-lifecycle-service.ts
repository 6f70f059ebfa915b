// A group's creation (by a member of the account, with its members and documents) and deletion
// (by its creator); group-changes-service.ts composes these with the edits.
import type { Db } from "@norma/db";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { type GroupAccess, SIGN_IN_TO } from "./group-access.ts";
import type { GroupContents } from "./group-contents.ts";
import { text } from "./group-views.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export function createGroupLifecycleService(deps: { repo: GroupsRepo; access: GroupAccess; contents: GroupContents }) {
  const { repo } = deps;
  const db: Db = repo.db;
  const { ownedGroup } = deps.access;
  const { membersOf, documentsOf, addDocuments } = deps.contents;

  return {
    async create(
      actor: Actor,
      body: { accountID?: number; name: string; longDesc: string; memberIds: number[]; contentCodes: string[] },
    ) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const accountId = body.accountID ?? actor.accountId;
      if (accountId === null)
        throw BadRequest.field("group", "accountID", "NotNull", "no account is selected: name one");
      if (!(await repo.isAccountMember(actor.tenantId, accountId, userId)))
        throw new NotFound(`No account ${accountId}`, "error.account.notFound");
      const name = text("group", "name", body.name);
      const longDesc = text("group", "longDesc", body.longDesc);
      const members = await membersOf(actor, accountId, body.memberIds);
      const docs = await documentsOf(actor, accountId, body.contentCodes);
      const groupId = await db.$transaction(async (tx) => {
        const { id } = await repo.create(tx, {
          tenantId: actor.tenantId,
          accountId,
          name,
          longDesc,
          createdById: userId,
        });
        await repo.setMembers(tx, id, members);
        await addDocuments(tx, actor, { id, name }, docs);
        return id;
      });
      return { groupID: groupId };
    },

    async delete(actor: Actor, groupId: number): Promise<void> {
      const group = await ownedGroup(actor, groupId);
      // A delete that found nothing to delete lost to another delete sent at the same time: 404,
      // as it would have been one request later.
      const { count } = await db.$transaction((tx) => repo.delete(tx, actor.tenantId, group.id));
      if (count === 0) throw new NotFound(`No group ${groupId}`, "error.group.notFound");
    },
  };
}
