// What a group is made of (spec 2 §5–§6): its members, users of the group's account, and its
// documents, which the creator must be able to open through that account; documents new to the
// group are e-mailed to its members.
import { randomUUID } from "node:crypto";
import type { Db } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { type ShareableDocument, type ShareDocuments, shareKindOf } from "../sharing/share-documents.ts";
import type { ShareMail } from "../sharing/share-mail.ts";
import type { GroupsRepo } from "./groups-repo.ts";

export function createGroupContents(deps: { repo: GroupsRepo; documents: ShareDocuments; mail: ShareMail }) {
  const { repo, documents, mail } = deps;

  /** The members named, who must be users of the account; the creator is always one. */
  async function membersOf(actor: Actor, accountId: number, ids: number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    const found = new Set((await repo.accountUsers(actor.tenantId, accountId, wanted)).map((u) => u.id));
    const missing = wanted.filter((id) => !found.has(id) && id !== actor.userId);
    if (missing.length)
      throw new NotFound(`No user ${missing.join(", ")} in the group's account`, "error.group.memberNotFound");
    return [...new Set([actor.userId!, ...wanted])];
  }

  /** The documents named, which the creator must be able to open through the group's account. */
  async function documentsOf(actor: Actor, accountId: number, codes: string[]) {
    const docs = await documents.byCodes(actor.tenantId, codes);
    await documents.assertOpenable(actor, accountId, docs);
    return docs;
  }

  /** Adds documents and e-mails the members about the ones that are new to the group. */
  async function addDocuments(
    tx: Parameters<Parameters<Db["$transaction"]>[0]>[0],
    actor: Actor,
    group: { id: number; name: string },
    docs: ShareableDocument[],
  ) {
    const added = await repo.addDocuments(tx, {
      tenantId: actor.tenantId,
      groupId: group.id,
      sharedById: actor.userId!,
      documents: docs.map((d) => ({ id: d.id, kind: shareKindOf(d) })),
    });
    if (added.length === 0) return;
    const fresh = new Set(added);
    const members = await tx.groupMember.findMany({
      where: { groupId: group.id },
      select: { user: { select: { id: true, email: true, firstName: true, lastName: true, langKey: true } } },
    });
    await mail.sharedWithGroup(tx, {
      key: `${group.id}:${randomUUID()}`,
      tenant: await repo.tenant(actor.tenantId),
      sender: await repo.user(actor.tenantId, actor.userId!),
      group,
      members: members.map((m) => m.user),
      documents: docs.filter((d) => fresh.has(d.id)),
    });
  }

  return { membersOf, documentsOf, addDocuments };
}

export type GroupContents = ReturnType<typeof createGroupContents>;
