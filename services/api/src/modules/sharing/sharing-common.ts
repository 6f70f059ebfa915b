// What the sharing operations share: their dependencies, the sign-in detail, and the views of
// users, groups and shares the replies are made of (sharing-service.ts composes the operations).
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { ShareDocuments } from "./share-documents.ts";
import { displayName, type MailUser, type ShareMail } from "./share-mail.ts";
import type { ShareRow, SharingRepo } from "./sharing-repo.ts";

/** Most users and most groups a share-target search answers. */
export const TARGET_SEARCH_LIMIT = 25;

/**
 * Completes the 403 of an anonymous session: "Sign in to use groups", the detail sharing has
 * answered since it shared the groups' check.
 */
export const SIGN_IN_TO = "use groups";

export interface SharingServiceDeps {
  repo: SharingRepo;
  /** The tenant's name and language (the e-mails) come from the read model. */
  settings: TenantSettingsReader;
  documents: ShareDocuments;
  mail: ShareMail;
}

export const roster = (u: MailUser) => ({
  user: { userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
  userName: displayName(u),
});

export const userTarget = (u: MailUser) => ({
  id: u.id,
  name: displayName(u),
  email: u.email,
  isGroup: false,
  isExternalUser: false,
});
export const groupTarget = (g: { id: number; name: string; members: { user: MailUser }[] }) => ({
  id: g.id,
  name: g.name,
  email: null,
  isGroup: true,
  isExternalUser: false,
  rosters: g.members.map((m) => roster(m.user)),
});

export const shareView = (s: ShareRow) => ({
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

export const page = (total: number, rows: ShareRow[], withRecipient = false) => ({
  responseData: { totalCount: total, list: rows.map((r) => sharedDocument(r, { withRecipient })) },
});
