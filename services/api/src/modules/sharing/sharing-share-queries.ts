// The shares: recording one, a group's documents, and who a document is shared with
// (sharing-repo.ts composes these).
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { MAIL_USER_SELECT } from "./share-mail.ts";
import { groupsOf, SHARE_INCLUDE, type ShareRow, type Tx } from "./sharing-scope.ts";

export function createShareQueries(db: Db) {
  return {
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
  };
}
