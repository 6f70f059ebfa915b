// The shared lists: a group's documents, shared with me, shared by me (spec 2 §3, §7).
import { type Actor, requireUser } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { page, type SharingServiceDeps, SIGN_IN_TO } from "./sharing-common.ts";

export function createSharedListOps(deps: SharingServiceDeps) {
  const { repo } = deps;

  return {
    /** GET /api/contentShare/shared/list?groupId: members only. */
    async groupDocuments(actor: Actor, groupId: number) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const group = await repo.group(actor.tenantId, groupId, userId);
      if (!group) throw new NotFound(`No group ${groupId}`, "error.group.notFound");
      const rows = await repo.groupShares(actor.tenantId, group.id);
      return page(rows.length, rows);
    },

    /** Shared-with-me lists: all kinds (findContentShareWithMe) or one. */
    async sharedWithMe(actor: Actor, kind: "STANDARD" | "PUBLICATION" | null, req: { skip: number; take: number }) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const me = (await repo.userById(actor.tenantId, userId))!;
      const { total, rows } = await repo.sharedWith(
        { tenantId: actor.tenantId, id: userId, email: me.email },
        kind,
        req,
      );
      return page(total, rows);
    },

    async sharedByMe(actor: Actor, kind: "STANDARD" | "PUBLICATION", req: { skip: number; take: number }) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const { total, rows } = await repo.sharedBy(actor.tenantId, userId, kind, req);
      return page(total, rows, true);
    },
  };
}
