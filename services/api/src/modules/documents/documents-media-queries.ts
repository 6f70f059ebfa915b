// Videos, tutorials and e-learning of documents (documents-repo.ts composes these).
import type { Db } from "@norma/db";
import { visibleTo } from "./documents-scope.ts";

export function createDocumentMediaQueries(db: Db) {
  return {
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
  };
}
