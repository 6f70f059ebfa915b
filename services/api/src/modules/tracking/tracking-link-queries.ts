// What the signed unsubscribe links read and write: the signing key, the link's user, what a
// scoped link names, and turning that off (tracking-repo.ts composes these).
import type { Db } from "@norma/db";

export function createUnsubscribeLinkQueries(db: Db) {
  return {
    /** The secret of an unretired link-signing key. */
    async signingSecret(purpose: string, keyId: number): Promise<string | null> {
      const key = await db.linkSigningKey.findFirst({ where: { id: keyId, purpose, retiredAt: null } });
      return key?.secret ?? null;
    },

    linkUser(tenantId: number, userId: number) {
      return db.user.findFirst({
        where: { id: userId, tenantId },
        select: { id: true, email: true, langKey: true, tenant: { select: { tenantName: true } } },
      });
    },

    /** What a scoped link names: the tracked document, publisher or work item (of this user). */
    async linkTarget(tenantId: number, userId: number, scope: "document" | "publisher" | "workItem", id: number) {
      if (scope === "document") {
        const t = await db.trackedDocument.findFirst({
          where: { id, tenantId, userId },
          select: { document: { select: { displayDesignation: true, title: true } } },
        });
        return t ? { designation: t.document.displayDesignation, documentTitle: t.document.title } : null;
      }
      if (scope === "publisher") {
        const p = await db.publisher.findUnique({ where: { id }, select: { name: true } });
        return p ? { publisherName: p.name } : null;
      }
      const w = await db.workItem.findUnique({ where: { id }, select: { workItemNumber: true, title: true } });
      return w ? { workItemNumber: w.workItemNumber, workItemTitle: w.title } : null;
    },

    /** Turns off what the link names; answers how many trackings changed. */
    async unsubscribe(
      tenantId: number,
      userId: number,
      scope: "all" | "document" | "publisher" | "workItem",
      id: number | null,
    ): Promise<number> {
      return db.$transaction(async (tx) => {
        let n = 0;
        if (scope === "all" || scope === "document") {
          const r = await tx.trackedDocument.updateMany({
            where: { tenantId, userId, trackingFlag: true, ...(scope === "document" ? { id: id! } : {}) },
            data: { trackingFlag: false },
          });
          n += r.count;
        }
        if (scope === "all" || scope === "publisher") {
          const r = await tx.trackedPublisher.updateMany({
            where: {
              userId,
              subscribed: true,
              user: { tenantId },
              ...(scope === "publisher" ? { publisherId: id! } : {}),
            },
            data: { subscribed: false },
          });
          n += r.count;
        }
        if (scope === "all" || scope === "workItem") {
          const r = await tx.trackedWorkItem.updateMany({
            where: {
              userId,
              trackingFlag: true,
              user: { tenantId },
              ...(scope === "workItem" ? { workItemId: id! } : {}),
            },
            data: { trackingFlag: false },
          });
          n += r.count;
        }
        return n;
      });
    },
  };
}
