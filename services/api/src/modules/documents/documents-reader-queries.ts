// What the reader's tenant, account and user have of a document: settings, favourite, tracking,
// compass points, recent access (documents-repo.ts composes these).
import type { Db } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { visibleTo } from "./documents-scope.ts";

export function createDocumentReaderQueries(db: Db, settings: TenantSettingsReader) {
  return {
    async tenant(tenantId: number) {
      const t = await settings.of(tenantId);
      return { ...t, tenantName: t.name };
    },

    account(tenantId: number, accountId: number) {
      return db.account.findFirst({ where: { id: accountId, tenantId }, select: { id: true, compassPointFlag: true } });
    },

    favoriteId(userId: number, documentId: number) {
      return db.favorite.findUnique({ where: { userId_documentId: { userId, documentId } }, select: { id: true } });
    },

    /**
     * The user's tracking of a family: of its edition line (publisher, family, language) when
     * `line` is given, else of any line of it; the one turned on and most recently changed first.
     */
    trackingOfFamily(
      tenantId: number,
      userId: number,
      family: string,
      line?: { publisherId: number; languageCode: string },
    ) {
      return db.trackedDocument.findFirst({
        where: { tenantId, userId, document: { family, ...line, ...visibleTo(tenantId) } },
        include: { document: { select: { contentCode: true } } },
        orderBy: [{ trackingFlag: "desc" }, { updatedAt: "desc" }],
      });
    },

    /** Which compass point states the account has on the document (deleted points do not count). */
    async compassPointStates(tenantId: number, accountId: number, documentId: number) {
      const rows = await db.compassPoint.groupBy({
        by: ["status"],
        where: { tenantId, accountId, documentId, deletedAt: null },
        _count: { _all: true },
      });
      return new Set(rows.map((r) => r.status));
    },

    /** Compass point settings for the account on the document: the most specific row wins. */
    async compassSettings(tenantId: number, accountId: number, documentId: number) {
      const rows = await db.compassPointSetting.findMany({
        where: {
          tenantId,
          OR: [{ accountId }, { accountId: null }],
          AND: [{ OR: [{ documentId }, { documentId: null }] }],
        },
        select: { accountId: true, documentId: true, activate: true, viewSetting: true, manageSetting: true },
      });
      const rank = (r: { accountId: number | null; documentId: number | null }) =>
        (r.accountId !== null ? 2 : 0) + (r.documentId !== null ? 1 : 0);
      return rows.sort((a, b) => rank(b) - rank(a))[0] ?? null;
    },

    /** The account's active (not deleted) compass points on the document, optionally only one creator's. */
    compassPoints(tenantId: number, accountId: number, documentId: number, createdById?: number) {
      return db.compassPoint.findMany({
        where: {
          tenantId,
          accountId,
          documentId,
          status: "ACTIVE",
          deletedAt: null,
          ...(createdById ? { createdById } : {}),
        },
        include: { createdBy: { select: { firstName: true, lastName: true, email: true } } },
        orderBy: [{ pageNumber: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      });
    },

    /** Recently accessed: one row per user and document (the usage event is modules/usage's). */
    async recordAccess(
      actor: { tenantId: number; userId: number | null; accountId: number | null },
      documentId: number,
      at: Date,
    ) {
      if (actor.userId === null || actor.accountId === null) return;
      await db.$executeRaw`
        INSERT INTO accessed_documents (tenant_id, user_id, account_id, document_id, access_count, last_accessed_at)
        VALUES (${actor.tenantId}, ${actor.userId}, ${actor.accountId}, ${documentId}, 1, ${at})
        ON CONFLICT (user_id, document_id) DO UPDATE
           SET access_count = accessed_documents.access_count + 1,
               last_accessed_at = EXCLUDED.last_accessed_at,
               account_id = EXCLUDED.account_id`;
    },
  };
}
