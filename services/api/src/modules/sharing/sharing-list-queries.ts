// The shared-with-me and shared-by-me lists, paged (sharing-repo.ts composes these).
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { groupsOf, SHARE_INCLUDE } from "./sharing-scope.ts";

export function createSharedListQueries(db: Db) {
  return {
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
  };
}
