// A user's favourite documents. Every query names the tenant and the user.
import type { Db, Prisma } from "@norma/db";
import { visibleTo } from "../documents/documents-repo.ts";
import { LISTED_DOCUMENT_SELECT } from "../history/listed-document.ts";

export const FAVORABLE_SELECT = {
  ...LISTED_DOCUMENT_SELECT,
  publisherId: true,
  allowToFavorite: true,
  collectionIds: true,
} satisfies Prisma.DocumentSelect;

const FAVORITE_INCLUDE = { document: { select: LISTED_DOCUMENT_SELECT } } satisfies Prisma.FavoriteInclude;
export type FavoriteRow = Prisma.FavoriteGetPayload<{ include: typeof FAVORITE_INCLUDE }>;

export function createFavoritesRepo(db: Db) {
  return {
    /** A document the tenant presents (any other is "not found", never "not entitled"). */
    document(tenantId: number, where: { contentCode: string } | { id: number }) {
      return db.document.findFirst({ where: { ...where, ...visibleTo(tenantId) }, select: FAVORABLE_SELECT });
    },

    count(tenantId: number, userId: number) {
      return db.favorite.count({ where: { tenantId, userId } });
    },

    list(tenantId: number, userId: number, opts: { skip: number; take: number; direction: "asc" | "desc" }) {
      return db.favorite.findMany({
        where: { tenantId, userId },
        include: FAVORITE_INCLUDE,
        orderBy: [{ document: { title: opts.direction } }, { id: opts.direction }],
        skip: opts.skip,
        take: opts.take,
      });
    },

    byId(tenantId: number, userId: number, id: number) {
      return db.favorite.findFirst({ where: { id, tenantId, userId }, include: FAVORITE_INCLUDE });
    },

    /** Adds the favourite unless it exists; tells which. */
    async add(tenantId: number, userId: number, documentId: number): Promise<{ row: FavoriteRow; created: boolean }> {
      const { count } = await db.favorite.createMany({
        data: [{ tenantId, userId, documentId }],
        skipDuplicates: true,
      });
      const row = await db.favorite.findFirstOrThrow({
        where: { tenantId, userId, documentId },
        include: FAVORITE_INCLUDE,
      });
      return { row, created: count === 1 };
    },

    remove(tenantId: number, userId: number, where: { id: number } | { documentId: number }) {
      return db.favorite.deleteMany({ where: { tenantId, userId, ...where } });
    },
  };
}

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;
