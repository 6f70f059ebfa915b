// Share links and their access log. Every query names the tenant.
import type { Db, Prisma } from "@norma/db";
import { SHARED_DOCUMENT_SELECT } from "./share-documents.ts";
import { MAIL_USER_SELECT } from "./share-mail.ts";

const LINK_INCLUDE = {
  document: { select: SHARED_DOCUMENT_SELECT },
  createdBy: { select: MAIL_USER_SELECT },
  _count: { select: { accesses: true } },
} satisfies Prisma.ShareLinkInclude;

export type ShareLinkRow = Prisma.ShareLinkGetPayload<{ include: typeof LINK_INCLUDE }>;

export function createShareLinksRepo(db: Db) {
  return {
    create(data: {
      tenantId: number;
      documentId: number;
      createdById: number;
      tokenHash: string;
      tokenSealed: string;
      expiresAt: Date | null;
    }) {
      return db.shareLink.create({ data, include: LINK_INCLUDE });
    },

    byId(tenantId: number, id: number) {
      return db.shareLink.findFirst({ where: { id, tenantId }, include: LINK_INCLUDE });
    },

    /** By the SHA-256 of the token (share-link-tokens.ts): the token itself is not stored. */
    byTokenHash(tenantId: number, tokenHash: string) {
      return db.shareLink.findFirst({ where: { tokenHash, tenantId }, include: LINK_INCLUDE });
    },

    async list(where: Prisma.ShareLinkWhereInput, page: { skip: number; take: number }) {
      const [total, rows] = await Promise.all([
        db.shareLink.count({ where }),
        db.shareLink.findMany({
          where,
          include: LINK_INCLUDE,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: page.skip,
          take: page.take,
        }),
      ]);
      return { total, rows };
    },

    /** Revokes the link unless it is revoked already (the first revocation stands). */
    revoke(tenantId: number, id: number, byUserId: number, at: Date) {
      return db.shareLink.updateMany({
        where: { id, tenantId, revokedAt: null },
        data: { revokedAt: at, revokedById: byUserId },
      });
    },

    logAccess(linkId: number, userId: number, outcome: string, at: Date) {
      return db.shareLinkAccess.create({ data: { linkId, userId, outcome, accessedAt: at } });
    },

    async accesses(linkId: number, page: { skip: number; take: number }) {
      const where = { linkId };
      const [total, rows] = await Promise.all([
        db.shareLinkAccess.count({ where }),
        db.shareLinkAccess.findMany({
          where,
          include: { user: { select: MAIL_USER_SELECT } },
          orderBy: [{ accessedAt: "desc" }, { id: "desc" }],
          skip: page.skip,
          take: page.take,
        }),
      ]);
      return { total, rows };
    },
  };
}

export type ShareLinksRepo = ReturnType<typeof createShareLinksRepo>;
