// What the public API (issue 30) reads: the tenant's documents (documents-scope's visibleTo: a
// document of a publisher the tenant does not present does not exist for its keys) and the
// publish events of its publishers (migration 20261129120000).
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-scope.ts";

export const PUBLIC_DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  designationNo: true,
  title: true,
  description: true,
  documentType: true,
  contentType: true,
  status: true,
  isLatest: true,
  editionYear: true,
  publishedDate: true,
  lastUpdateDate: true,
  languageCode: true,
  publisherId: true,
  family: true,
  bookId: true,
  collectionIds: true,
  publisher: { select: { key: true, name: true } },
} satisfies Prisma.DocumentSelect;

export type PublicDocumentRow = Prisma.DocumentGetPayload<{ select: typeof PUBLIC_DOCUMENT_SELECT }>;

export function createPublicApiRepo(db: Db) {
  return {
    byId(tenantId: number, id: number): Promise<PublicDocumentRow | null> {
      return db.document.findFirst({ where: { id, ...visibleTo(tenantId) }, select: PUBLIC_DOCUMENT_SELECT });
    },

    byIds(tenantId: number, ids: number[]): Promise<PublicDocumentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.document.findMany({
        where: { id: { in: ids }, ...visibleTo(tenantId) },
        select: PUBLIC_DOCUMENT_SELECT,
      });
    },

    /** The kinds of file the document has (HTML, PDF). */
    async formats(documentId: number): Promise<string[]> {
      const rows = await db.documentAsset.findMany({
        where: { documentId, kind: { in: ["HTML", "PDF"] } },
        select: { kind: true },
        distinct: ["kind"],
        orderBy: { kind: "asc" },
      });
      return rows.map((r) => r.kind);
    },

    /** Every edition of the line (publisher, family, language) the tenant presents, newest first. */
    editions(tenantId: number, doc: Pick<PublicDocumentRow, "publisherId" | "family" | "languageCode">) {
      return db.document.findMany({
        where: {
          publisherId: doc.publisherId,
          family: doc.family,
          languageCode: doc.languageCode,
          ...visibleTo(tenantId),
        },
        select: PUBLIC_DOCUMENT_SELECT,
        orderBy: [{ isLatest: "desc" }, { editionYear: { sort: "desc", nulls: "last" } }, { id: "desc" }],
        take: 1000,
      });
    },

    /** Publish events of the tenant's publishers after `afterId`, oldest first. */
    changes(tenantId: number, afterId: bigint, take: number) {
      return db.publishEvent.findMany({
        where: { id: { gt: afterId }, publisher: { tenants: { some: { tenantId } } } },
        orderBy: { id: "asc" },
        take,
        select: {
          id: true,
          kind: true,
          publishedAt: true,
          batchId: true,
          previousDocumentId: true,
          status: true,
          previousStatus: true,
          document: { select: PUBLIC_DOCUMENT_SELECT },
        },
      });
    },
  };
}

export type PublicApiRepo = ReturnType<typeof createPublicApiRepo>;
