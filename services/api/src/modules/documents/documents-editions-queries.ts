// Finding the tenant's documents, their files and their editions (documents-repo.ts composes these).
import type { Db } from "@norma/db";
import {
  DOCUMENT_INCLUDE,
  type DocumentLine,
  type DocumentRow,
  lineVisibleTo,
  VERSION_SELECT,
  visibleTo,
} from "./documents-scope.ts";

export function createDocumentEditionsQueries(db: Db) {
  return {
    byContentCode(tenantId: number, contentCode: string): Promise<DocumentRow | null> {
      return db.document.findFirst({ where: { contentCode, ...visibleTo(tenantId) }, include: DOCUMENT_INCLUDE });
    },

    byId(tenantId: number, id: number): Promise<DocumentRow | null> {
      return db.document.findFirst({ where: { id, ...visibleTo(tenantId) }, include: DOCUMENT_INCLUDE });
    },

    byAssetId(tenantId: number, assetId: string) {
      return db.document.findFirst({ where: { assetId, ...visibleTo(tenantId) }, include: DOCUMENT_INCLUDE });
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
    versions(tenantId: number, doc: DocumentLine) {
      return db.document.findMany({
        where: lineVisibleTo(tenantId, doc),
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
  };
}
