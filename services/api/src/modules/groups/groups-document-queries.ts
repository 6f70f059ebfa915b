// The documents of groups: adding, removing, and the search of documents to add
// (groups-repo.ts composes these).
import type { Db } from "@norma/db";
import { documentsInScopeWhere } from "@norma/db/entitlement-rules";
import { visibleTo } from "../documents/documents-repo.ts";
import { SHARED_DOCUMENT_SELECT } from "../sharing/share-documents.ts";
import type { Tx } from "./groups-scope.ts";

export function createGroupDocumentQueries(db: Db) {
  return {
    /**
     * Adds documents to the group (GroupDocument) with their share record (ContentShare, by the
     * user who added them); answers the ones that were not in it yet.
     */
    async addDocuments(
      tx: Tx,
      opts: {
        tenantId: number;
        groupId: number;
        sharedById: number;
        documents: { id: number; kind: "STANDARD" | "PUBLICATION" }[];
      },
    ): Promise<number[]> {
      if (opts.documents.length === 0) return [];
      const added = await tx.groupDocument.createManyAndReturn({
        data: opts.documents.map((d) => ({ groupId: opts.groupId, documentId: d.id })),
        skipDuplicates: true,
        select: { documentId: true },
      });
      const fresh = new Set(added.map((a) => a.documentId));
      await tx.contentShare.createMany({
        data: opts.documents
          .filter((d) => fresh.has(d.id))
          .map((d) => ({
            tenantId: opts.tenantId,
            documentId: d.id,
            kind: d.kind,
            sharedById: opts.sharedById,
            sharedWithGroupId: opts.groupId,
          })),
        skipDuplicates: true,
      });
      return [...fresh];
    },

    async removeDocuments(tx: Tx, groupId: number, documentIds: number[]) {
      if (documentIds.length === 0) return;
      await tx.groupDocument.deleteMany({ where: { groupId, documentId: { in: documentIds } } });
      await tx.contentShare.deleteMany({ where: { sharedWithGroupId: groupId, documentId: { in: documentIds } } });
    },

    /** Newest editions the tenant presents within the entitlement scope whose designation, title or asset id contain the text. */
    searchDocuments(
      tenantId: number,
      scope: { publisherIds: number[]; collectionIds: number[] },
      text: string,
      take: number,
    ) {
      return db.document.findMany({
        where: {
          isLatest: true,
          ...visibleTo(tenantId),
          AND: [
            documentsInScopeWhere(scope),
            {
              OR: [
                { displayDesignation: { contains: text, mode: "insensitive" } },
                { designationNo: { contains: text, mode: "insensitive" } },
                { title: { contains: text, mode: "insensitive" } },
                { assetId: { contains: text, mode: "insensitive" } },
              ],
            },
          ],
        },
        select: SHARED_DOCUMENT_SELECT,
        orderBy: [{ displayDesignation: "asc" }, { id: "asc" }],
        take,
      });
    },
  };
}
