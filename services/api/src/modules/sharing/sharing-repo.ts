// Content shares: with users, external e-mails and groups. Every query names the tenant.
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { SHARED_DOCUMENT_SELECT } from "./share-documents.ts";
import { MAIL_USER_SELECT } from "./share-mail.ts";

type Tx = Db | Prisma.TransactionClient;

const SHARE_INCLUDE = {
  document: { select: SHARED_DOCUMENT_SELECT },
  sharedBy: { select: MAIL_USER_SELECT },
  sharedWithUser: { select: MAIL_USER_SELECT },
  sharedWithGroup: { select: { id: true, name: true } },
} satisfies Prisma.ContentShareInclude;

export type ShareRow = Prisma.ContentShareGetPayload<{ include: typeof SHARE_INCLUDE }>;

/** Groups the user created or belongs to. */
const groupsOf = (tenantId: number, userId: number): Prisma.GroupWhereInput => ({
  tenantId,
  OR: [{ createdById: userId }, { members: { some: { userId } } }],
});

export function createSharingRepo(db: Db) {
  return {
    db,

    userById(tenantId: number, id: number) {
      return db.user.findFirst({ where: { id, tenantId }, select: MAIL_USER_SELECT });
    },

    userByEmail(tenantId: number, email: string) {
      return db.user.findFirst({
        where: { tenantId, email: { equals: email.trim(), mode: "insensitive" } },
        select: MAIL_USER_SELECT,
      });
    },

    /** A group the user created or belongs to, with its members. */
    group(tenantId: number, groupId: number, userId: number) {
      return db.group.findFirst({
        where: { id: groupId, ...groupsOf(tenantId, userId) },
        select: { id: true, name: true, members: { select: { user: { select: MAIL_USER_SELECT } } } },
      });
    },

    /** Creates the share unless the same one exists (partial unique indexes); tells which. */
    async createShare(
      tx: Tx,
      data: Prisma.ContentShareUncheckedCreateInput,
      existing: Prisma.ContentShareWhereInput,
    ): Promise<{ row: ShareRow; created: boolean }> {
      const { count } = await tx.contentShare.createMany({ data: [data], skipDuplicates: true });
      const row = await tx.contentShare.findFirstOrThrow({
        where: existing,
        include: SHARE_INCLUDE,
        orderBy: { id: "asc" },
      });
      return { row, created: count === 1 };
    },

    addGroupDocument(tx: Tx, groupId: number, documentId: number) {
      return tx.groupDocument.createMany({ data: [{ groupId, documentId }], skipDuplicates: true });
    },

    /** What the user shared this document with: users and external e-mails. */
    userSharesOf(tenantId: number, userId: number, documentId: number) {
      return db.contentShare.findMany({
        where: { tenantId, documentId, sharedById: userId, sharedWithGroupId: null },
        include: SHARE_INCLUDE,
        orderBy: { id: "asc" },
      });
    },

    /** The user's groups that have this document, with their rosters. */
    groupsWithDocument(tenantId: number, userId: number, documentId: number) {
      return db.group.findMany({
        where: { ...groupsOf(tenantId, userId), documents: { some: { documentId } } },
        select: { id: true, name: true, members: { select: { user: { select: MAIL_USER_SELECT } } } },
        orderBy: [{ name: "asc" }, { id: "asc" }],
      });
    },

    /** The documents shared with a group, newest first. */
    groupShares(tenantId: number, groupId: number) {
      return db.contentShare.findMany({
        where: { tenantId, sharedWithGroupId: groupId, document: visibleTo(tenantId) },
        include: SHARE_INCLUDE,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
    },

    /**
     * Shares that reach the user: to them, to their e-mail as an external user (they signed up
     * later), or to a group they are in (except their own shares), of documents the tenant presents.
     */
    async sharedWith(
      user: { tenantId: number; id: number; email: string },
      kind: "STANDARD" | "PUBLICATION" | null,
      page: { skip: number; take: number },
    ) {
      const where: Prisma.ContentShareWhereInput = {
        tenantId: user.tenantId,
        ...(kind ? { kind } : {}),
        document: visibleTo(user.tenantId),
        OR: [
          { sharedWithUserId: user.id },
          { externalUser: true, sharedWithEmail: { equals: user.email, mode: "insensitive" } },
          { sharedWithGroup: groupsOf(user.tenantId, user.id), sharedById: { not: user.id } },
        ],
      };
      const [total, rows] = await Promise.all([
        db.contentShare.count({ where }),
        db.contentShare.findMany({
          where,
          include: SHARE_INCLUDE,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: page.skip,
          take: page.take,
        }),
      ]);
      return { total, rows };
    },

    /** Shares the user made, newest first. */
    async sharedBy(
      tenantId: number,
      userId: number,
      kind: "STANDARD" | "PUBLICATION",
      page: { skip: number; take: number },
    ) {
      const where: Prisma.ContentShareWhereInput = {
        tenantId,
        sharedById: userId,
        kind,
        document: visibleTo(tenantId),
      };
      const [total, rows] = await Promise.all([
        db.contentShare.count({ where }),
        db.contentShare.findMany({
          where,
          include: SHARE_INCLUDE,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: page.skip,
          take: page.take,
        }),
      ]);
      return { total, rows };
    },

    /** Users of the account (but the caller) whose name or e-mail contains the text. */
    searchAccountUsers(tenantId: number, accountId: number, exceptUserId: number, text: string, take: number) {
      const contains = { contains: text, mode: "insensitive" as const };
      return db.user.findMany({
        where: {
          tenantId,
          activated: true,
          id: { not: exceptUserId },
          memberships: { some: { accountId, tenantId } },
          OR: [{ firstName: contains }, { lastName: contains }, { email: contains }],
        },
        select: MAIL_USER_SELECT,
        orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
        take,
      });
    },

    /** The user's groups of the account whose name contains the text, with their rosters. */
    searchGroups(tenantId: number, accountId: number, userId: number, text: string, take: number) {
      return db.group.findMany({
        where: { ...groupsOf(tenantId, userId), accountId, name: { contains: text, mode: "insensitive" } },
        select: { id: true, name: true, members: { select: { user: { select: MAIL_USER_SELECT } } } },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take,
      });
    },
  };
}

export type SharingRepo = ReturnType<typeof createSharingRepo>;
