// A document shared with a group, one or many at once (sharing-writes-service.ts: the single
// share; bulk actions on search results, issue 29 §2): the group's rules, and the transaction
// that records the shares, adds the documents to the group's and e-mails the other members once.
import type { Actor } from "../../lib/actor.ts";
import { requireUser } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import { type ShareableDocument, shareKindOf } from "./share-documents.ts";
import { type SharingServiceDeps, SIGN_IN_TO } from "./sharing-common.ts";
import type { ShareRow, SharingRepo } from "./sharing-repo.ts";

/** The tenant as the share e-mails name it. */
export async function tenantOf(settings: SharingServiceDeps["settings"], actor: Actor) {
  const t = await settings.of(actor.tenantId);
  return { id: t.id, code: t.code, tenantName: t.name, defaultLanguage: t.defaultLanguage };
}

export function createGroupShares(deps: SharingServiceDeps) {
  const { repo, settings, mail } = deps;
  const db = repo.db;

  async function groupOf(actor: Actor, tenant: TenantContext, groupId: number) {
    const userId = requireUser(actor, SIGN_IN_TO);
    if (tenant.features["group-enable"] !== true)
      throw new Forbidden("Groups are not enabled for this tenant: share by e-mail", {
        title: "Groups are not enabled",
        messageKey: "feature-no-access",
      });
    const group = await repo.group(actor.tenantId, groupId, userId);
    if (!group) throw new NotFound(`No group ${groupId}`, "error.group.notFound");
    return { userId, group };
  }

  /**
   * The shares of documents with a group, the documents joining the group's, and one e-mail per
   * other member naming the newly shared ones; `key` names the sharing ("share": the single
   * share's own id names it, as before).
   */
  async function shareInGroup(
    actor: Actor,
    userId: number,
    group: NonNullable<Awaited<ReturnType<SharingRepo["group"]>>>,
    docs: ShareableDocument[],
    key: string,
  ) {
    return db.$transaction(async (tx) => {
      const results: { doc: ShareableDocument; created: boolean; row: ShareRow }[] = [];
      for (const doc of docs) {
        const result = await repo.createShare(
          tx,
          {
            tenantId: actor.tenantId,
            documentId: doc.id,
            kind: shareKindOf(doc),
            sharedById: userId,
            sharedWithGroupId: group.id,
          },
          { tenantId: actor.tenantId, documentId: doc.id, sharedWithGroupId: group.id },
        );
        await repo.addGroupDocument(tx, group.id, doc.id);
        results.push({ doc, ...result });
      }
      const made = results.filter((r) => r.created);
      if (made.length > 0) {
        await mail.sharedWithGroup(tx, {
          key: key === "share" ? `share-${made[0].row.id}` : key,
          tenant: await tenantOf(settings, actor),
          sender: (await repo.userById(actor.tenantId, userId))!,
          group,
          members: group.members.map((m) => m.user),
          documents: made.map((r) => r.doc),
        });
      }
      return results;
    });
  }

  return { groupOf, shareInGroup };
}
