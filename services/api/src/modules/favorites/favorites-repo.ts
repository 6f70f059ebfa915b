// A user's favourite documents. Every query names the tenant and the user.
import type { Db, Prisma } from "@norma/db";
import { Conflict } from "../../lib/errors.ts";
import { LISTED_DOCUMENT_SELECT } from "../../lib/listed-document.ts";
import { visibleTo } from "../documents/documents-repo.ts";

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

    /**
     * Adds the favourite unless it exists; tells which. The insert (ON CONFLICT DO NOTHING
     * RETURNING) answers the row it made; an existing one is read after it, and a remove sent at
     * the same time can take that one away in between (findFirstOrThrow's P2025 was a 500): then
     * the insert is tried again, and it makes the favourite (the add came last).
     */
    async add(tenantId: number, userId: number, documentId: number): Promise<{ row: FavoriteRow; created: boolean }> {
      for (let attempt = 0; ; attempt++) {
        const [made] = await db.favorite.createManyAndReturn({
          data: [{ tenantId, userId, documentId }],
          skipDuplicates: true,
          include: FAVORITE_INCLUDE,
        });
        if (made) return { row: made, created: true };
        const row = await db.favorite.findFirst({ where: { tenantId, userId, documentId }, include: FAVORITE_INCLUDE });
        if (row) return { row, created: false };
        // Removed between the two statements, again and again: answer 409 rather than loop on.
        if (attempt === 2) throw new Conflict("The favourite was removed by another request at the same time");
      }
    },

    /** Adds the favourites that do not exist yet, in one statement; answers the documents it added. */
    async addMany(tenantId: number, userId: number, documentIds: number[]): Promise<Set<number>> {
      if (documentIds.length === 0) return new Set();
      const made = await db.favorite.createManyAndReturn({
        data: documentIds.map((documentId) => ({ tenantId, userId, documentId })),
        skipDuplicates: true,
        select: { documentId: true },
      });
      return new Set(made.map((m) => m.documentId));
    },

    remove(tenantId: number, userId: number, where: { id: number } | { documentId: number }) {
      return db.favorite.deleteMany({ where: { tenantId, userId, ...where } });
    },
  };
}

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;
