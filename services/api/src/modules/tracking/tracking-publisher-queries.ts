// Tracked publishers of a user: the publishers the tenant presents with the user's subscription
// and counts, and the subscription writes (tracking-repo.ts composes these). Tracked publishers
// carry no tenant of their own, so they are reached through the user.
import type { Db } from "@norma/db";

export function createTrackedPublisherQueries(db: Db) {
  return {
    /** Publishers the tenant presents, with the user's publisher tracking and tracked-document counts. */
    async publishersOf(tenantId: number, userId: number) {
      const [presented, tracked, counts] = await Promise.all([
        db.tenantPublisher.findMany({
          where: { tenantId },
          select: { publisher: { select: { id: true, key: true, name: true } } },
          orderBy: [{ position: "asc" }, { publisher: { position: "asc" } }, { publisherId: "asc" }],
        }),
        db.trackedPublisher.findMany({ where: { userId, user: { tenantId } } }),
        db.$queryRaw<{ publisher_id: number; n: bigint }[]>`
          SELECT d.publisher_id, count(*) AS n
            FROM tracked_documents t JOIN documents d ON d.id = t.document_id
           WHERE t.tenant_id = ${tenantId} AND t.user_id = ${userId} AND t.tracking_flag
           GROUP BY d.publisher_id`,
      ]);
      const subscribed = new Map(tracked.map((t) => [t.publisherId, t.subscribed]));
      const count = new Map(counts.map((c) => [c.publisher_id, Number(c.n)]));
      return presented.map(({ publisher: p }) => ({
        id: p.id,
        publisherCode: p.key,
        publisherName: p.name,
        subscribed: subscribed.get(p.id) ?? false,
        trackedDocumentCount: count.get(p.id) ?? 0,
      }));
    },

    presentedPublisherIds(tenantId: number, ids: number[]) {
      return db.tenantPublisher
        .findMany({ where: { tenantId, publisherId: { in: ids } }, select: { publisherId: true } })
        .then((rows) => new Set(rows.map((r) => r.publisherId)));
    },

    /** Those of the publishers that have documents in one of the collections. */
    async publishersInCollections(publisherIds: number[], collectionIds: number[]): Promise<Set<number>> {
      if (!publisherIds.length || !collectionIds.length) return new Set();
      const rows = await db.$queryRaw<{ id: number }[]>`
        SELECT p.id FROM unnest(${publisherIds}::int[]) AS p(id)
         WHERE EXISTS (SELECT 1 FROM documents d WHERE d.publisher_id = p.id AND d.collection_ids && ${collectionIds}::int[])`;
      return new Set(rows.map((r) => r.id));
    },

    setPublisherSubscriptions(userId: number, changes: { publisherId: number; subscribed: boolean }[]) {
      return db.$transaction(
        changes.map((c) =>
          db.trackedPublisher.upsert({
            where: { userId_publisherId: { userId, publisherId: c.publisherId } },
            create: { userId, publisherId: c.publisherId, subscribed: c.subscribed },
            update: { subscribed: c.subscribed },
          }),
        ),
      );
    },

    /** Turns tracking off for every tracked document of the publisher; returns how many changed. */
    async unsubscribePublisherDocuments(tenantId: number, userId: number, publisherId: number): Promise<number> {
      return db.$transaction(async (tx) => {
        const changed = await tx.trackedDocument.updateMany({
          where: { tenantId, userId, trackingFlag: true, document: { publisherId } },
          data: { trackingFlag: false },
        });
        await tx.trackedPublisher.updateMany({ where: { userId, publisherId }, data: { subscribed: false } });
        return changed.count;
      });
    },
  };
}
