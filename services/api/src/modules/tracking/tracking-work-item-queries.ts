// Tracked work items of a user (tracking-repo.ts composes these). Work items carry no tenant of
// their own: one is found through a publisher the tenant presents, a tracking through the user.
import type { Db } from "@norma/db";

export function createTrackedWorkItemQueries(db: Db) {
  return {
    /** A work item of a publisher the tenant presents, by publisher key or name and number. */
    findWorkItem(tenantId: number, publisher: string, workItemNumber: string) {
      return db.workItem.findFirst({
        where: {
          workItemNumber: { equals: workItemNumber, mode: "insensitive" },
          publisher: {
            OR: [
              { key: { equals: publisher, mode: "insensitive" } },
              { name: { equals: publisher, mode: "insensitive" } },
            ],
            tenants: { some: { tenantId } },
          },
        },
        select: {
          id: true,
          workItemNumber: true,
          publisherId: true,
          publisher: { select: { key: true } },
          document: { select: { collectionIds: true } },
        },
      });
    },

    workItemTracking(userId: number, workItemId: number) {
      return db.trackedWorkItem.findUnique({ where: { userId_workItemId: { userId, workItemId } } });
    },

    /** Sets the flag; turning tracking (back) on restarts its tracking-since date. */
    async setWorkItemTracking(userId: number, workItemId: number, trackingFlag: boolean) {
      const where = { userId_workItemId: { userId, workItemId } };
      if (trackingFlag) {
        const restarted = await db.trackedWorkItem.updateMany({
          where: { userId, workItemId, trackingFlag: false },
          data: { trackingFlag: true, trackingSince: new Date() },
        });
        if (restarted.count) return db.trackedWorkItem.findUniqueOrThrow({ where });
      }
      return db.trackedWorkItem.upsert({
        where,
        create: { userId, workItemId, trackingFlag },
        update: { trackingFlag },
      });
    },
  };
}
