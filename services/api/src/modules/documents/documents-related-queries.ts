// What a document relates to: related and supplementing documents, work items, refinement nodes
// (documents-repo.ts composes these).
import type { Db } from "@norma/db";
import { visibleTo } from "./documents-scope.ts";

export function createDocumentRelatedQueries(db: Db) {
  return {
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

    /**
     * Whether the citation graph (issue 27) has anything for the document's References tab: a
     * reference found in its text, or a citation of its family by another document (the tab's own
     * calls then apply the tenant's and the user's rules).
     */
    async hasReferences(documentId: number, familyKey: string): Promise<boolean> {
      const rows = await db.$queryRaw<{ found: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM document_references WHERE source_document_id = ${documentId})
            OR EXISTS (SELECT 1 FROM document_references
                        WHERE target_key = ${familyKey} AND source_document_id <> ${documentId}) AS found`;
      return rows[0]?.found === true;
    },

    hasRelations(tenantId: number, documentId: number) {
      return db.documentRelation.count({ where: { documentId, relatedDocument: visibleTo(tenantId) } });
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

    refinementNodes(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.refinementNode.findMany({
        where: { id: { in: ids } },
        select: { id: true, taxonomy: true, key: true, name: true, depth: true, publisherId: true },
        orderBy: [{ taxonomy: "asc" }, { depth: "asc" }, { position: "asc" }],
      });
    },
  };
}
