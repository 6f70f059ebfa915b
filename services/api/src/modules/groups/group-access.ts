// Who may see and change a group (spec 2 §5): its members read it (others get 404), only its
// creator changes it (a member gets 403), and a change locks the group's row and checks again.
import type { Db } from "@norma/db";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { GroupsRepo } from "./groups-repo.ts";

/** Completes the 403 of an anonymous session: "Sign in to use groups". */
export const SIGN_IN_TO = "use groups";

export function createGroupAccess({ repo }: { repo: GroupsRepo }) {
  /** The group as its member sees it, or 404. */
  async function memberView(actor: Actor, groupId: number) {
    const userId = requireUser(actor, SIGN_IN_TO);
    const group = await repo.detail(actor.tenantId, groupId, userId);
    if (!group) throw new NotFound(`No group ${groupId}`, "error.group.notFound");
    return group;
  }

  /** The group if the caller created it: 404 when they are not in it, 403 when only a member. */
  async function ownedGroup(actor: Actor, groupId: number) {
    const group = await memberView(actor, groupId);
    if (group.createdById !== actor.userId) {
      throw new Forbidden("Only the group's creator can change or delete it", {
        title: "Only the group's creator can change or delete it",
        messageKey: "error.group.notOwner",
      });
    }
    return group;
  }

  /**
   * Inside a change's transaction, before its first write: locks the group's row and checks again
   * that the group exists and is the caller's (the check before the transaction may be stale by
   * now). A group deleted meanwhile is 404; a delete sent meanwhile waits until this one commits.
   */
  async function lockOwned(tx: Parameters<Parameters<Db["$transaction"]>[0]>[0], actor: Actor, groupId: number) {
    const locked = await repo.lock(tx, actor.tenantId, groupId);
    if (!locked || locked.createdById !== actor.userId)
      throw new NotFound(`No group ${groupId}`, "error.group.notFound");
  }

  return { memberView, ownedGroup, lockOwned };
}

export type GroupAccess = ReturnType<typeof createGroupAccess>;
