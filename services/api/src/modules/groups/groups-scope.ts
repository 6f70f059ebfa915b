// The shapes groups are read in (a group with its roster, with its documents) and the scope of
// the groups a user is part of, shared by the groups queries (groups-repo.ts composes them).
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { SHARED_DOCUMENT_SELECT } from "../sharing/share-documents.ts";
import { MAIL_USER_SELECT } from "../sharing/share-mail.ts";

export type Tx = Db | Prisma.TransactionClient;

export const GROUP_INCLUDE = {
  createdBy: { select: MAIL_USER_SELECT },
  members: { select: { user: { select: MAIL_USER_SELECT } } },
  _count: { select: { documents: true } },
} satisfies Prisma.GroupInclude;

export type GroupRow = Prisma.GroupGetPayload<{ include: typeof GROUP_INCLUDE }>;

/** A group with its documents; a document the tenant no longer presents is left out. */
export const groupDetailInclude = (tenantId: number) =>
  ({
    ...GROUP_INCLUDE,
    documents: {
      where: { document: visibleTo(tenantId) },
      select: { addedAt: true, document: { select: SHARED_DOCUMENT_SELECT } },
      orderBy: [{ addedAt: "desc" }, { documentId: "desc" }],
    },
  }) satisfies Prisma.GroupInclude;

export type GroupDetailRow = Prisma.GroupGetPayload<{ include: ReturnType<typeof groupDetailInclude> }>;

/** Groups the user created or belongs to. */
export const involving = (userId: number): Prisma.GroupWhereInput => ({
  OR: [{ createdById: userId }, { members: { some: { userId } } }],
});
