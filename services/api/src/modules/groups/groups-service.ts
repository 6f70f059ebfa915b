// Groups (spec 2 §2, §5–§7, §9): an owner gathers members and documents; any member e-mails the
// group. Rules enforced here (the contract's guards add: signed-in individual users only, the
// tenant's group-enable feature):
//   - a group belongs to an account; its members are activated users of that account (same
//     tenant), its documents ones its creator may open through that account;
//   - only the creator changes the name, description, members or documents, or deletes it;
//   - members (the creator is always one) read it and e-mail it;
//   - groups of other tenants or accounts, and groups the caller is not in, are 404;
//   - names and descriptions: at most 255 characters (the contract), not blank after trimming;
//   - searches need more than 2 characters after trimming; member search answers up to 100 a
//     page, the document type-ahead up to 100.
import { randomUUID } from "node:crypto";
import type { Db } from "@norma/db";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import { searchText } from "../../lib/search-text.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { type ShareableDocument, type ShareDocuments, shareKindOf } from "../sharing/share-documents.ts";
import { displayName, type MailUser, type ShareMail } from "../sharing/share-mail.ts";
import type { GroupDetailRow, GroupRow, GroupsRepo } from "./groups-repo.ts";

export interface GroupsServiceDeps {
  repo: GroupsRepo;
  documents: ShareDocuments;
  entitlements: EntitlementsService;
  mail: ShareMail;
}

const roster = (u: MailUser) => ({
  user: { userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
  userName: displayName(u),
});

export const groupDocument = (d: ShareableDocument) => ({
  contentCode: d.contentCode,
  contentID: d.id,
  designationNo: d.designationNo,
  displayDesignation: d.displayDesignation,
  assetId: d.assetId,
  documentTitle: d.title,
  publisherName: d.publisher.name,
});

/** The roster: the creator first, then by last and first name. */
function rosterOf(g: GroupRow) {
  const others = g.members
    .map((m) => m.user)
    .filter((u) => u.id !== g.createdById)
    .sort(
      (a, b) =>
        (a.lastName ?? "").localeCompare(b.lastName ?? "") ||
        (a.firstName ?? "").localeCompare(b.firstName ?? "") ||
        a.id - b.id,
    );
  return [g.createdBy, ...others];
}

/** A-Z by name, whatever the case (the database's collation would put capitals first). */
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;

export function groupView(g: GroupRow) {
  const members = rosterOf(g);
  return {
    groupID: g.id,
    accountID: g.accountId,
    name: g.name,
    longDesc: g.longDesc,
    memberCount: members.length,
    contentCount: g._count.documents,
    createdById: g.createdById,
    createdByFirstName: g.createdBy.firstName,
    createdByLastName: g.createdBy.lastName,
    userInfo: { createFirstName: g.createdBy.firstName, createLastName: g.createdBy.lastName },
    rosters: members.map(roster),
    createdDate: g.createdAt.toISOString(),
  };
}

function detailView(g: GroupDetailRow) {
  return {
    ...groupView({ ...g, _count: { documents: g.documents.length } }),
    sharedDocuments: g.documents.map((d) => groupDocument(d.document)),
  };
}

/** Trimmed text that must not be blank. */
function text(objectName: string, field: string, value: string): string {
  const t = value.trim();
  if (t === "") throw BadRequest.field(objectName, field, "NotBlank", "must not be blank");
  return t;
}

/** Completes the 403 of an anonymous session: "Sign in to use groups". */
const SIGN_IN_TO = "use groups";

export function createGroupsService(deps: GroupsServiceDeps) {
  const { repo, documents, entitlements, mail } = deps;
  const db: Db = repo.db;

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

  async function reload(actor: Actor, groupId: number) {
    return detailView(await memberView(actor, groupId));
  }

  return {
    /** GET /api/group/list?accountId: one of the user's accounts, else 404. */
    async list(actor: Actor, accountId: number) {
      const userId = requireUser(actor, SIGN_IN_TO);
      if (!(await repo.isAccountMember(actor.tenantId, accountId, userId)))
        throw new NotFound(`No account ${accountId}`, "error.account.notFound");
      return (await repo.list(actor.tenantId, accountId, userId)).sort(byName).map(groupView);
    },

    async listByCurrentAccount(actor: Actor) {
      const userId = requireUser(actor, SIGN_IN_TO);
      if (actor.accountId === null) return [];
      return (await repo.list(actor.tenantId, actor.accountId, userId)).sort(byName).map(groupView);
    },

    async detail(actor: Actor, groupId: number) {
      return detailView(await memberView(actor, groupId));
    },

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

    /** PUT /api/group/update: whatever is given changes, all at once. */
    async update(
      actor: Actor,
      body: {
        groupID: number;
        accountID?: number;
        name?: string;
        longDesc?: string;
        memberIds?: number[];
        contentCodes?: string[];
        removeContentIds?: number[];
      },
    ) {
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

    async delete(actor: Actor, groupId: number): Promise<void> {
      const group = await ownedGroup(actor, groupId);
      // A delete that found nothing to delete lost to another delete sent at the same time: 404,
      // as it would have been one request later.
      const { count } = await db.$transaction((tx) => repo.delete(tx, actor.tenantId, group.id));
      if (count === 0) throw new NotFound(`No group ${groupId}`, "error.group.notFound");
    },

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

    /** POST /api/user/searchUsers: users of the selected account by name (the member picker). */
    async searchUsers(actor: Actor, fullName: string, page: { pageIndex: number; pageSize: number }) {
      requireUser(actor, SIGN_IN_TO);
      const q = searchText("userSearch", "fullName", fullName);
      if (actor.accountId === null) return { content: [], totalElements: 0, pageSize: page.pageSize };
      const { total, rows } = await repo.searchAccountUsers(actor.tenantId, actor.accountId, q, {
        skip: (page.pageIndex - 1) * page.pageSize,
        take: page.pageSize,
      });
      return {
        content: rows.map((u) => ({ userId: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email })),
        totalElements: total,
        pageSize: page.pageSize,
      };
    },

    /** POST /api/group/documents/search/type-ahead: documents the user may open (the document picker). */
    async searchDocuments(actor: Actor, keywords: string, size: number) {
      requireUser(actor, SIGN_IN_TO);
      const q = searchText("documentSearch", "keywords", keywords);
      const scope = await entitlements.scopeOf(actor);
      if (scope.publisherIds.length === 0 && scope.collectionIds.length === 0) return [];
      return (await repo.searchDocuments(actor.tenantId, scope, q, size)).map(groupDocument);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
