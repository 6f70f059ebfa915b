// Document queries. The catalogue is shared between tenants; a tenant presents the documents of
// its publishers (tenant_publishers), so every lookup is scoped by the tenant through them and a
// document of a publisher the tenant does not present is "not found".
import type { Db, Prisma } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

/** Documents the tenant presents. */
export const visibleTo = (tenantId: number): Prisma.DocumentWhereInput => ({
  publisher: { tenants: { some: { tenantId } } },
});

export const DOCUMENT_INCLUDE = {
  publisher: { select: { id: true, key: true, name: true } },
} satisfies Prisma.DocumentInclude;

export type DocumentRow = Prisma.DocumentGetPayload<{ include: typeof DOCUMENT_INCLUDE }>;

const VERSION_SELECT = {
  id: true,
  contentCode: true,
  designation: true,
  designationNo: true,
  displayDesignation: true,
  status: true,
  isLatest: true,
  editionYear: true,
  publishedDate: true,
  languageCode: true,
  publisher: { select: { key: true } },
  assets: {
    select: { id: true, kind: true, status: true, assetId: true, pageCount: true, byteSize: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.DocumentSelect;

export type VersionRow = Prisma.DocumentGetPayload<{ select: typeof VERSION_SELECT }>;

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createDocumentsRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,

    byContentCode(tenantId: number, contentCode: string): Promise<DocumentRow | null> {
      return db.document.findFirst({ where: { contentCode, ...visibleTo(tenantId) }, include: DOCUMENT_INCLUDE });
    },

    byId(tenantId: number, id: number): Promise<DocumentRow | null> {
      return db.document.findFirst({ where: { id, ...visibleTo(tenantId) }, include: DOCUMENT_INCLUDE });
    },

    /** An asset with its document, when the tenant presents the document. */
    asset(tenantId: number, id: number, kind?: "HTML" | "PDF") {
      return db.documentAsset.findFirst({
        where: { id, ...(kind ? { kind } : {}), document: visibleTo(tenantId) },
        include: { document: { include: DOCUMENT_INCLUDE } },
      });
    },

    /** The document's file of a kind: the Active one, else the newest. */
    fileOf(documentId: number, kind: "HTML" | "PDF") {
      return db.documentAsset.findFirst({
        where: { documentId, kind },
        orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "desc" }],
      });
    },

    /** Every edition of the document's line (publisher, family, language), newest first. */
    versions(tenantId: number, doc: { publisherId: number; family: string; languageCode: string }) {
      return db.document.findMany({
        where: {
          publisherId: doc.publisherId,
          family: doc.family,
          languageCode: doc.languageCode,
          ...visibleTo(tenantId),
        },
        select: VERSION_SELECT,
        orderBy: [{ editionYear: "desc" }, { publishedDate: "desc" }, { id: "desc" }],
      });
    },

    /** The original of the edition and all its translations (the document included). */
    translationGroup(tenantId: number, originalId: number) {
      return db.document.findMany({
        where: { OR: [{ id: originalId }, { translationOfId: originalId }], ...visibleTo(tenantId) },
        select: { id: true, contentCode: true, languageCode: true, title: true, translationOfId: true },
        orderBy: { id: "asc" },
      });
    },

    favoriteId(userId: number, documentId: number) {
      return db.favorite.findUnique({ where: { userId_documentId: { userId, documentId } }, select: { id: true } });
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

    relationsOf(tenantId: number, documentId: number) {
      return db.documentRelation.findMany({
        where: { documentId, relatedDocument: visibleTo(tenantId) },
        include: {
          relatedDocument: {
            select: { contentCode: true, designation: true, displayDesignation: true, family: true, title: true },
          },
        },
        orderBy: [{ section: "asc" }, { position: "asc" }, { id: "asc" }],
      });
    },

    supplementsOf(tenantId: number, documentId: number) {
      return db.document.findMany({
        where: { supplementOfId: documentId, ...visibleTo(tenantId) },
        select: { contentCode: true, designation: true, displayDesignation: true, family: true, title: true },
        orderBy: { id: "asc" },
      });
    },

    /** Work items of the document's family (linked to any of its editions). */
    workItems(publisherId: number, family: string) {
      return db.workItem.findMany({
        where: { publisherId, document: { publisherId, family } },
        include: { publisher: { select: { key: true, name: true } }, ballots: { orderBy: { id: "asc" } } },
        orderBy: [{ initiatedDate: "desc" }, { id: "asc" }],
      });
    },

    hasWorkItems(publisherId: number, family: string) {
      return db.workItem.count({ where: { publisherId, document: { publisherId, family } } });
    },

    hasRelations(tenantId: number, documentId: number) {
      return db.documentRelation.count({ where: { documentId, relatedDocument: visibleTo(tenantId) } });
    },

    videosOfDocument(documentId: number) {
      return db.video.findMany({
        where: { documents: { some: { documentId } } },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
    },

    /** Videos of the tenant's documents whose designation matches. */
    videosByDesignation(tenantId: number, designation: string, key: string) {
      return db.video.findMany({
        where: {
          documents: {
            some: {
              document: {
                ...visibleTo(tenantId),
                OR: [
                  { designation },
                  { designationNo: designation },
                  { displayDesignation: designation },
                  { designationKey: key },
                ],
              },
            },
          },
        },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
    },

    tutorials(tenantId: number) {
      return db.video.findMany({
        where: { isTutorial: true, OR: [{ tenantId }, { tenantId: null }] },
        orderBy: [{ tenantId: { sort: "desc", nulls: "last" } }, { position: "asc" }, { id: "asc" }],
      });
    },

    videoOfDocument(documentId: number, hashedId: string) {
      return db.video.findFirst({ where: { hashedId, documents: { some: { documentId } } } });
    },

    elearningByFamily(tenantId: number, family: string, assetType: string) {
      return db.eLearningItem.findMany({
        where: { family, assetType, publisher: { tenants: { some: { tenantId } } } },
        orderBy: { id: "asc" },
      });
    },

    hasElearning(publisherId: number, family: string) {
      return db.eLearningItem.count({ where: { publisherId, family } });
    },

    /** Candidates for a designation (with or without its edition), the tenant's documents only. */
    byDesignation(tenantId: number, keys: string[], designation: string) {
      return db.document.findMany({
        where: {
          ...visibleTo(tenantId),
          OR: [
            { designationKey: { in: keys } },
            { designation },
            { designationNo: designation },
            { displayDesignation: designation },
          ],
        },
        include: DOCUMENT_INCLUDE,
        orderBy: [{ isLatest: "desc" }, { editionYear: "desc" }, { id: "asc" }],
        take: 200,
      });
    },

    byAssetId(tenantId: number, assetId: string) {
      return db.document.findFirst({ where: { assetId, ...visibleTo(tenantId) }, include: DOCUMENT_INCLUDE });
    },

    async tenant(tenantId: number) {
      const t = await settings.of(tenantId);
      return { ...t, tenantName: t.name };
    },

    account(tenantId: number, accountId: number) {
      return db.account.findFirst({ where: { id: accountId, tenantId }, select: { id: true, compassPointFlag: true } });
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

    refinementNodes(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.refinementNode.findMany({
        where: { id: { in: ids } },
        select: { id: true, taxonomy: true, key: true, name: true, depth: true, publisherId: true },
        orderBy: [{ taxonomy: "asc" }, { depth: "asc" }, { position: "asc" }],
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

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
