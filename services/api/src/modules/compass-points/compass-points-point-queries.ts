// Compass points themselves: by id or uuid, pages and lists, the lock of a change, transactions and
// audits (compass-points-repo.ts composes these).
import type { Db, Prisma } from "@norma/db";
import { POINT_INCLUDE, type Tx } from "./compass-points-shapes.ts";

export function createCompassPointQueries(db: Db) {
  return {
    byId(tenantId: number, id: number) {
      return db.compassPoint.findFirst({ where: { id, tenantId, deletedAt: null }, include: POINT_INCLUDE });
    },

    byUuid(tenantId: number, uuid: string) {
      return db.compassPoint.findFirst({ where: { uuid, tenantId, deletedAt: null }, include: POINT_INCLUDE });
    },

    /** Deleted points (deletedAt) are gone from every list. */
    async page(
      filter: Prisma.CompassPointWhereInput,
      orderBy: Prisma.CompassPointOrderByWithRelationInput[],
      skip: number,
      take: number,
    ) {
      const where = { ...filter, deletedAt: null };
      const [total, rows] = await Promise.all([
        db.compassPoint.count({ where }),
        db.compassPoint.findMany({ where, orderBy, skip, take, include: POINT_INCLUDE }),
      ]);
      return { total, rows };
    },

    list(filter: Prisma.CompassPointWhereInput) {
      return db.compassPoint.findMany({
        where: { ...filter, deletedAt: null },
        include: POINT_INCLUDE,
        orderBy: [{ pageNumber: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
        take: 2000,
      });
    },

    /**
     * Locks the point's row until the transaction ends (SELECT … FOR UPDATE) and answers it as it
     * is now, or null when it is gone. A change checks and audits against this row, not the one
     * read before its transaction: two changes at once run one after the other, each audit's
     * "previous" is what the change replaced, and a repeated (de)activation finds it done.
     */
    async lockById(tx: Tx, tenantId: number, id: number) {
      await tx.$queryRaw`
        SELECT id FROM compass_points WHERE id = ${id} AND tenant_id = ${tenantId} AND deleted_at IS NULL FOR UPDATE`;
      return tx.compassPoint.findFirst({ where: { id, tenantId, deletedAt: null }, include: POINT_INCLUDE });
    },

    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return db.$transaction(fn);
    },

    audits(compassPointId: number, skip: number, take: number, direction: "asc" | "desc") {
      return Promise.all([
        db.compassPointAudit.count({ where: { compassPointId } }),
        db.compassPointAudit.findMany({
          where: { compassPointId },
          orderBy: [{ createdAt: direction }, { id: direction }],
          skip,
          take,
        }),
      ]);
    },
  };
}
