// Sharing a document with a user, an e-mail address or a group (spec 2 §5, §6): the share is
// recorded once per recipient and the recipients are mailed in the same transaction.
import { randomUUID } from "node:crypto";
import type { Db, Prisma } from "@norma/db";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import { createGroupShares, tenantOf } from "./group-shares.ts";
import { type ShareableDocument, shareKindOf } from "./share-documents.ts";
import type { MailUser } from "./share-mail.ts";
import { type SharingServiceDeps, SIGN_IN_TO, shareView } from "./sharing-common.ts";
import type { SharingRepo } from "./sharing-repo.ts";

export function createShareWriteOps(deps: SharingServiceDeps) {
  const { repo, settings, documents, mail } = deps;
  const db: Db = repo.db;
  const { groupOf, shareInGroup } = createGroupShares(deps);

  /** The recipient named by id (whose e-mail, when also given, must match) or by e-mail; null for an e-mail of no user. */
  async function recipientOf(
    actor: Actor,
    body: { sharedWithUserID?: number; email?: string },
  ): Promise<MailUser | null> {
    if (body.sharedWithUserID !== undefined) {
      const recipient = await repo.userById(actor.tenantId, body.sharedWithUserID);
      if (!recipient) throw new NotFound(`No user ${body.sharedWithUserID}`, "error.user.notFound");
      if (body.email !== undefined && body.email.trim().toLowerCase() !== recipient.email.toLowerCase())
        throw BadRequest.field("share", "email", "Pattern", "is not the e-mail of sharedWithUserID");
      return recipient;
    } else if (body.email !== undefined) {
      return repo.userByEmail(actor.tenantId, body.email);
    } else {
      throw BadRequest.field("share", "email", "NotNull", "sharedWithUserID or email is required");
    }
  }

  return {
    async shareWithUser(
      actor: Actor,
      body: { contentID?: number; contentCode?: string; sharedWithUserID?: number; email?: string },
    ): Promise<{ created: boolean; share: ReturnType<typeof shareView> }> {
      const userId = requireUser(actor, SIGN_IN_TO);
      const doc = await shareableBy(documents, actor, body);
      const recipient = await recipientOf(actor, body);
      if (recipient?.id === userId) throw BadRequest.field("share", "email", "Pattern", "is your own");
      const email = body.email?.trim().toLowerCase() ?? null;
      const kind = shareKindOf(doc);
      const { created, row } = await db.$transaction(async (tx) => {
        const result = await createUserShare(repo, tx, {
          tenantId: actor.tenantId,
          doc,
          kind,
          userId,
          recipient,
          email,
        });
        if (result.created) {
          const tenant = await tenantOf(settings, actor);
          const sender = (await repo.userById(actor.tenantId, userId))!;
          if (recipient)
            await mail.sharedWithUser(tx, { shareId: result.row.id, tenant, sender, recipient, document: doc });
          else await mail.invitation(tx, { shareId: result.row.id, tenant, sender, email: email!, document: doc });
        }
        return result;
      });
      return { created, share: shareView(row) };
    },

    async shareWithGroup(
      actor: Actor,
      tenant: TenantContext,
      body: { contentID?: number; contentCode?: string; sharedWithGroupID: number },
    ): Promise<{ created: boolean; share: ReturnType<typeof shareView> }> {
      const { userId, group } = await groupOf(actor, tenant, body.sharedWithGroupID);
      const doc = await shareableBy(documents, actor, body);
      const [result] = await shareInGroup(actor, userId, group, [doc], `share`);
      return { created: result.created, share: shareView(result.row) };
    },

    /**
     * Shares documents with a group (the bulk action, issue 29 §2): the group's rules as above;
     * the caller decides which documents may be shared (shareableBy's rules, applied to many).
     * One transaction; the members get one e-mail listing the documents newly shared.
     */
    async shareManyWithGroup(actor: Actor, tenant: TenantContext, groupId: number, docs: ShareableDocument[]) {
      const { userId, group } = await groupOf(actor, tenant, groupId);
      return { group, results: await shareInGroup(actor, userId, group, docs, `bulk-${randomUUID()}`) };
    },
  };
}

/** The document a user may share: one they may open (the tenant presents it and the account is entitled). */
async function shareableBy(
  documents: SharingServiceDeps["documents"],
  actor: Actor,
  ref: { contentID?: number; contentCode?: string },
) {
  requireUser(actor, SIGN_IN_TO);
  const doc = await documents.byRef(actor.tenantId, ref);
  if (actor.accountId === null)
    throw new Forbidden("User is not entitled for the Document", {
      title: "User is not entitled for the Document",
      messageKey: "content-no-access",
    });
  await documents.assertOpenable(actor, actor.accountId, [doc]);
  return doc;
}

/** The share with a user of the tenant, or with an e-mail that matches none (an external user); the existing one when there is. */
function createUserShare(
  repo: SharingRepo,
  tx: Prisma.TransactionClient,
  share: {
    tenantId: number;
    doc: { id: number };
    kind: ReturnType<typeof shareKindOf>;
    userId: number;
    recipient: MailUser | null;
    email: string | null;
  },
) {
  const { tenantId, doc, kind, userId, recipient, email } = share;
  return recipient
    ? repo.createShare(
        tx,
        {
          tenantId,
          documentId: doc.id,
          kind,
          sharedById: userId,
          sharedWithUserId: recipient.id,
        },
        { tenantId, documentId: doc.id, sharedById: userId, sharedWithUserId: recipient.id },
      )
    : repo.createShare(
        tx,
        {
          tenantId,
          documentId: doc.id,
          kind,
          sharedById: userId,
          sharedWithEmail: email,
          externalUser: true,
        },
        {
          tenantId,
          documentId: doc.id,
          sharedById: userId,
          externalUser: true,
          sharedWithEmail: { equals: email!, mode: "insensitive" },
        },
      );
}
