// E-mail to a group (spec 2 §7): any member writes; one e-mail per other member, and the
// sender's copy when asked.
import { randomUUID } from "node:crypto";
import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { ShareMail } from "../sharing/share-mail.ts";
import type { GroupAccess } from "./group-access.ts";
import { text } from "./group-views.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export function createGroupMailService(deps: { repo: GroupsRepo; mail: ShareMail; access: GroupAccess }) {
  const { repo, mail } = deps;
  const db: Db = repo.db;
  const { memberView } = deps.access;

  return {
    /** POST /api/group/sendMailToGroup: any member; one e-mail per other member (+ the sender's copy). */
    async sendMail(
      actor: Actor,
      body: { groupId?: number; groupID?: number; subject: string; message: string; copyMeFlag?: boolean },
    ) {
      const groupId = body.groupId ?? body.groupID;
      if (groupId === undefined) throw BadRequest.field("groupMail", "groupId", "NotNull", "is required");
      const group = await memberView(actor, groupId);
      const subject = text("groupMail", "subject", body.subject);
      const message = text("groupMail", "message", body.message);
      const recipients = await db.$transaction(async (tx) =>
        mail.groupMessage(tx, {
          mailId: randomUUID(),
          tenant: await repo.tenant(actor.tenantId),
          sender: await repo.user(actor.tenantId, actor.userId!),
          group: { id: group.id, name: group.name },
          members: group.members.map((m) => m.user),
          subject,
          message,
          copyMe: body.copyMeFlag === true,
        }),
      );
      return { recipients };
    },
  };
}
