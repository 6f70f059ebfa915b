// What the public API's tracking calls read (issue 30): the trackings of a key's account (every
// member's, through that account), and whether a user is a member of it. The writes are the
// reader's own (tracking/document-trackings-service.ts), made for the member.
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-scope.ts";
import { PUBLIC_DOCUMENT_SELECT } from "./public-api-repo.ts";

const TRACKING_SELECT = {
  id: true,
  userId: true,
  trackingFlag: true,
  trackingSince: true,
  document: { select: PUBLIC_DOCUMENT_SELECT },
} satisfies Prisma.TrackedDocumentSelect;

export type PublicTrackingRow = Prisma.TrackedDocumentGetPayload<{ select: typeof TRACKING_SELECT }>;

export function createPublicTrackingRepo(db: Db) {
  const ofAccount = (tenantId: number, accountId: number, userId?: number): Prisma.TrackedDocumentWhereInput => ({
    tenantId,
    accountId,
    ...(userId !== undefined ? { userId } : {}),
    document: visibleTo(tenantId),
  });

  return {
    /** A page of the account's trackings, newest first, with how many there are. */
    async page(tenantId: number, accountId: number, q: { userId?: number; skip: number; take: number }) {
      const where = ofAccount(tenantId, accountId, q.userId);
      const [count, rows] = await Promise.all([
        db.trackedDocument.count({ where }),
        db.trackedDocument.findMany({
          where,
          select: TRACKING_SELECT,
          orderBy: [{ trackingSince: "desc" }, { id: "desc" }],
          skip: q.skip,
          take: q.take,
        }),
      ]);
      return { count, rows };
    },

    /** One tracking of the account (null: another account's, another tenant's, or none). */
    byId(tenantId: number, accountId: number, id: number): Promise<PublicTrackingRow | null> {
      return db.trackedDocument.findFirst({
        where: { id, ...ofAccount(tenantId, accountId) },
        select: TRACKING_SELECT,
      });
    },

    /** Whether the user is a member of the account (of the tenant). */
    async isMember(tenantId: number, accountId: number, userId: number): Promise<boolean> {
      const n = await db.accountMembership.count({ where: { tenantId, accountId, userId } });
      return n > 0;
    },
  };
}

export type PublicTrackingRepo = ReturnType<typeof createPublicTrackingRepo>;
