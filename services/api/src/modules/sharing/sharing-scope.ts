// The shape a share is read in and the scope of the groups a user is part of, shared by the
// sharing queries (sharing-repo.ts composes them).
import type { Db, Prisma } from "@norma/db";
import { SHARED_DOCUMENT_SELECT } from "./share-documents.ts";
import { MAIL_USER_SELECT } from "./share-mail.ts";

export type Tx = Db | Prisma.TransactionClient;

export const SHARE_INCLUDE = {
  document: { select: SHARED_DOCUMENT_SELECT },
  sharedBy: { select: MAIL_USER_SELECT },
  sharedWithUser: { select: MAIL_USER_SELECT },
  sharedWithGroup: { select: { id: true, name: true } },
} satisfies Prisma.ContentShareInclude;

export type ShareRow = Prisma.ContentShareGetPayload<{ include: typeof SHARE_INCLUDE }>;

/** Groups the user created or belongs to. */
export const groupsOf = (tenantId: number, userId: number): Prisma.GroupWhereInput => ({
  tenantId,
  OR: [{ createdById: userId }, { members: { some: { userId } } }],
});
