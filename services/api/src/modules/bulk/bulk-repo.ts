// The documents of a bulk selection (issue 29 §2): one query for all of them, only those the
// tenant presents (any other id is "not found"), with what every action's rules and the export
// read of a document — and nothing more (no body text).
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { SHARED_DOCUMENT_SELECT } from "../sharing/share-documents.ts";
import { TRACKABLE_SELECT } from "../tracking/tracking-repo.ts";

export const BULK_DOCUMENT_SELECT = {
  ...TRACKABLE_SELECT,
  ...SHARED_DOCUMENT_SELECT,
  allowToFavorite: true,
  assetType: true,
  editionYear: true,
  extraMetadata: true,
  publisher: { select: { key: true, name: true } },
} satisfies Prisma.DocumentSelect;

export type BulkDocument = Prisma.DocumentGetPayload<{ select: typeof BULK_DOCUMENT_SELECT }>;

export function createBulkRepo(db: Db) {
  return {
    /** The documents of these ids the tenant presents (in no particular order). */
    documents(tenantId: number, ids: number[]): Promise<BulkDocument[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.document.findMany({ where: { id: { in: ids }, ...visibleTo(tenantId) }, select: BULK_DOCUMENT_SELECT });
    },

    /** The interface language the user saved (null when none, or for an anonymous session). */
    async langKeyOf(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const user = await db.user.findUnique({ where: { id: userId }, select: { langKey: true } });
      return user?.langKey ?? null;
    },
  };
}

export type BulkRepo = ReturnType<typeof createBulkRepo>;
