// Recently accessed documents (rows written by the document calls when a user opens a document)
// and recently updated documents of the account's entitlement.
import type { Db } from "@norma/db";
import { documentsInScopeWhere } from "@norma/db/entitlement-rules";
import { LISTED_DOCUMENT_SELECT } from "../../lib/listed-document.ts";

export function createHistoryRepo(db: Db) {
  return {
    countAccessed(tenantId: number, userId: number) {
      return db.accessedDocument.count({ where: { tenantId, userId } });
    },

    listAccessed(tenantId: number, userId: number, skip: number, take: number) {
      return db.accessedDocument.findMany({
        where: { tenantId, userId },
        include: { document: { select: LISTED_DOCUMENT_SELECT } },
        orderBy: [{ lastAccessedAt: "desc" }, { id: "desc" }],
        skip,
        take,
      });
    },

    /**
     * Latest editions of the entitled publishers and collections whose last update is on or after
     * `since`, newest first. Documents are shared by tenants; the entitlement (from the tenant's
     * own products) is what scopes them.
     */
    async updated(scope: { publisherIds: number[]; collectionIds: number[] }, since: Date, skip: number, take: number) {
      const where = {
        isLatest: true,
        lastUpdateDate: { gte: since },
        ...documentsInScopeWhere(scope),
      };
      const [count, rows] = await Promise.all([
        db.document.count({ where }),
        db.document.findMany({
          where,
          select: LISTED_DOCUMENT_SELECT,
          orderBy: [{ lastUpdateDate: "desc" }, { id: "desc" }],
          skip,
          take,
        }),
      ]);
      return { count, rows };
    },
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
