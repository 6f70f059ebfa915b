// Sharing and shared-with-me (spec 2 §2, §5–§7). Rules enforced here (the contract's guards
// add: signed-in individual users, the tenant's content-share feature):
//   - a document is shared only by a user who may open it (the tenant presents it, else 404;
//     the selected account is entitled, else the no-access 403); sharing never grants access —
//     the recipient's own entitlement decides when they open it;
//   - with a user of the tenant (by id or e-mail), or with a valid e-mail that matches no user:
//     an external user, recorded as such (externalUser) and invited by e-mail;
//   - with a group the sharer belongs to, only with the tenant's group-enable feature (403);
//     the document joins the group's documents and every other member gets an e-mail;
//   - sharing twice with the same recipient answers the existing share and sends nothing;
//   - searches need more than 2 characters after trimming.
import type { Db } from "@norma/db";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import { searchText } from "../../lib/search-text.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { type ShareDocuments, shareKindOf } from "./share-documents.ts";
import { displayName, type MailUser, type ShareMail } from "./share-mail.ts";
import type { ShareRow, SharingRepo } from "./sharing-repo.ts";

/** Most users and most groups a share-target search answers. */
export const TARGET_SEARCH_LIMIT = 25;

/**
 * Completes the 403 of an anonymous session: "Sign in to use groups", the detail sharing has
 * answered since it shared the groups' check.
 */
const SIGN_IN_TO = "use groups";

export interface SharingServiceDeps {
  repo: SharingRepo;
  /** The tenant's name and language (the e-mails) come from the read model. */
  settings: TenantSettingsReader;
  documents: ShareDocuments;
  mail: ShareMail;
}

const roster = (u: MailUser) => ({
  user: { userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
  userName: displayName(u),
});

const userTarget = (u: MailUser) => ({
  id: u.id,
  name: displayName(u),
  email: u.email,
  isGroup: false,
  isExternalUser: false,
});
const groupTarget = (g: { id: number; name: string; members: { user: MailUser }[] }) => ({
  id: g.id,
  name: g.name,
  email: null,
  isGroup: true,
  isExternalUser: false,
  rosters: g.members.map((m) => roster(m.user)),
});

const shareView = (s: ShareRow) => ({
  id: s.id,
  contentID: s.documentId,
  contentCode: s.document.contentCode,
  sharedWithUserID: s.sharedWithUserId,
  sharedWithGroupID: s.sharedWithGroupId,
  email: s.sharedWithUser?.email ?? s.sharedWithEmail,
  externalUser: s.externalUser,
  createdDate: s.createdAt.toISOString(),
});

/** A row of the shared lists (spec 2 §3 'Shared document'). */
export const sharedDocument = (s: ShareRow, opts: { withRecipient?: boolean } = {}) => ({
  id: s.id,
  contentID: s.documentId,
  document: {
    contentCode: s.document.contentCode,
    publisherName: s.document.publisher.name,
    documentTitle: s.document.title,
  },
  designationNo: s.document.designationNo,
  assetId: s.document.assetId,
  email: s.sharedBy.email,
  sharedByUserAccount: { user: { firstName: s.sharedBy.firstName, lastName: s.sharedBy.lastName } },
  sharedDate: s.createdAt.toISOString(),
  shareType: s.kind,
  sharedWithGroup: s.sharedWithGroup ? { groupID: s.sharedWithGroup.id, name: s.sharedWithGroup.name } : null,
  ...(opts.withRecipient
    ? { sharedWith: s.sharedWithGroup?.name ?? s.sharedWithUser?.email ?? s.sharedWithEmail ?? null }
    : {}),
});

const page = (total: number, rows: ShareRow[], withRecipient = false) => ({
  responseData: { totalCount: total, list: rows.map((r) => sharedDocument(r, { withRecipient })) },
});

export function createSharingService(deps: SharingServiceDeps) {
  const { repo, settings, documents, mail } = deps;
  const db: Db = repo.db;

  async function shareableBy(actor: Actor, ref: { contentID?: number; contentCode?: string }) {
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

  async function tenantOf(actor: Actor) {
    const t = await settings.of(actor.tenantId);
    return { id: t.id, code: t.code, tenantName: t.name, defaultLanguage: t.defaultLanguage };
  }

  return {
    /** GET /api/contentShare/getSharedGroupAndUserByContentID/{id}: the share dialog's 'sent'. */
    async sharedTargets(actor: Actor, contentId: number, tenant: TenantContext) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const doc = await documents.byRef(actor.tenantId, { contentID: contentId });
      const shares = await repo.userSharesOf(actor.tenantId, userId, doc.id);
      const groups =
        tenant.features["group-enable"] === true ? await repo.groupsWithDocument(actor.tenantId, userId, doc.id) : [];
      return {
        userList: shares.map((s) =>
          s.sharedWithUser
            ? userTarget(s.sharedWithUser)
            : {
                id: null,
                name: s.sharedWithEmail ?? "",
                email: s.sharedWithEmail,
                isGroup: false,
                isExternalUser: true,
              },
        ),
        groupList: groups.map(groupTarget),
      };
    },

    /** GET /api/contentShare/shared/list?groupId: members only. */
    async groupDocuments(actor: Actor, groupId: number) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const group = await repo.group(actor.tenantId, groupId, userId);
      if (!group) throw new NotFound(`No group ${groupId}`, "error.group.notFound");
      const rows = await repo.groupShares(actor.tenantId, group.id);
      return page(rows.length, rows);
    },

    async shareWithUser(
      actor: Actor,
      body: { contentID?: number; contentCode?: string; sharedWithUserID?: number; email?: string },
    ): Promise<{ created: boolean; share: ReturnType<typeof shareView> }> {
      const userId = requireUser(actor, SIGN_IN_TO);
      const doc = await shareableBy(actor, body);
      let recipient: MailUser | null = null;
      if (body.sharedWithUserID !== undefined) {
        recipient = await repo.userById(actor.tenantId, body.sharedWithUserID);
        if (!recipient) throw new NotFound(`No user ${body.sharedWithUserID}`, "error.user.notFound");
        if (body.email !== undefined && body.email.trim().toLowerCase() !== recipient.email.toLowerCase())
          throw BadRequest.field("share", "email", "Pattern", "is not the e-mail of sharedWithUserID");
      } else if (body.email !== undefined) {
        recipient = await repo.userByEmail(actor.tenantId, body.email);
      } else {
        throw BadRequest.field("share", "email", "NotNull", "sharedWithUserID or email is required");
      }
      if (recipient?.id === userId) throw BadRequest.field("share", "email", "Pattern", "is your own");
      const email = body.email?.trim().toLowerCase() ?? null;
      const kind = shareKindOf(doc);
      const { created, row } = await db.$transaction(async (tx) => {
        const result = recipient
          ? await repo.createShare(
              tx,
              {
                tenantId: actor.tenantId,
                documentId: doc.id,
                kind,
                sharedById: userId,
                sharedWithUserId: recipient.id,
              },
              { tenantId: actor.tenantId, documentId: doc.id, sharedById: userId, sharedWithUserId: recipient.id },
            )
          : await repo.createShare(
              tx,
              {
                tenantId: actor.tenantId,
                documentId: doc.id,
                kind,
                sharedById: userId,
                sharedWithEmail: email,
                externalUser: true,
              },
              {
                tenantId: actor.tenantId,
                documentId: doc.id,
                sharedById: userId,
                externalUser: true,
                sharedWithEmail: { equals: email!, mode: "insensitive" },
              },
            );
        if (result.created) {
          const tenant = await tenantOf(actor);
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
      const userId = requireUser(actor, SIGN_IN_TO);
      if (tenant.features["group-enable"] !== true)
        throw new Forbidden("Groups are not enabled for this tenant: share by e-mail", {
          title: "Groups are not enabled",
          messageKey: "feature-no-access",
        });
      const group = await repo.group(actor.tenantId, body.sharedWithGroupID, userId);
      if (!group) throw new NotFound(`No group ${body.sharedWithGroupID}`, "error.group.notFound");
      const doc = await shareableBy(actor, body);
      const { created, row } = await db.$transaction(async (tx) => {
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
        if (result.created) {
          await mail.sharedWithGroup(tx, {
            key: `share-${result.row.id}`,
            tenant: await tenantOf(actor),
            sender: (await repo.userById(actor.tenantId, userId))!,
            group,
            members: group.members.map((m) => m.user),
            documents: [doc],
          });
        }
        return result;
      });
      return { created, share: shareView(row) };
    },

    /** GET /api/contentShare/searchUsersAndGroups?keyword. */
    async searchTargets(actor: Actor, tenant: TenantContext, keyword: string) {
      const userId = requireUser(actor, SIGN_IN_TO);
      const q = searchText("shareSearch", "keyword", keyword);
      if (actor.accountId === null) return [];
      const users = await repo.searchAccountUsers(actor.tenantId, actor.accountId, userId, q, TARGET_SEARCH_LIMIT);
      const groups =
        tenant.features["group-enable"] === true
          ? await repo.searchGroups(actor.tenantId, actor.accountId, userId, q, TARGET_SEARCH_LIMIT)
          : [];
      return [...users.map(userTarget), ...groups.map(groupTarget)];
    },

    /** POST /api/user/searchUsersByEmail: the user with the e-mail, else an external user. */
    async searchByEmail(actor: Actor, email: string) {
      requireUser(actor, SIGN_IN_TO);
      const user = await repo.userByEmail(actor.tenantId, email);
      if (user) return userTarget(user);
      const normalised = email.trim().toLowerCase();
      return { id: null, name: normalised, email: normalised, isGroup: false, isExternalUser: true };
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

export type SharingService = ReturnType<typeof createSharingService>;
