// Tracked documents of a user: listing them, the latest change of each tracked line, and the
// writes the track rules make under the user's lock (tracking-repo.ts composes these). Every
// query names the tenant and the user.
import type { Db, Prisma } from "@norma/db";
import { TRACKABLE_SELECT, TRACKED_INCLUDE, type TrackableDocument, type Tx } from "./tracking-shapes.ts";

export function createTrackedDocumentQueries(db: Db) {
  return {
    documentByCode(contentCode: string) {
      return db.document.findUnique({ where: { contentCode }, select: TRACKABLE_SELECT });
    },

    countTracked(tenantId: number, userId: number) {
      return db.trackedDocument.count({ where: { tenantId, userId } });
    },

    listTracked(tenantId: number, userId: number, opts: { skip: number; take: number; offFirst: boolean }) {
      return db.trackedDocument.findMany({
        where: { tenantId, userId },
        include: TRACKED_INCLUDE,
        orderBy: [
          ...(opts.offFirst ? [{ trackingFlag: "asc" as const }] : []),
          { trackingSince: "desc" },
          { id: "desc" },
        ],
        skip: opts.skip,
        take: opts.take,
      });
    },

    /**
     * For trackings, the latest edition of each tracked line whose clause-level change summary is
     * ready, with its counts (the line's latest edition is of the tracked document's publisher,
     * so the tenant presents it too).
     */
    latestChanges(trackingIds: number[]) {
      if (!trackingIds.length) return Promise.resolve([]);
      return db.$queryRaw<
        { tracking_id: number; id: number; content_code: string; display_designation: string; counts: unknown }[]
      >`
        SELECT td.id AS tracking_id, l.id, l.content_code, l.display_designation, s.summary -> 'counts' AS counts
          FROM tracked_documents td
          JOIN documents d ON d.id = td.document_id
          JOIN documents l ON l.publisher_id = d.publisher_id AND l.family = d.family
                          AND l.language_code = d.language_code AND l.is_latest
          JOIN document_change_summaries s ON s.document_id = l.id AND s.status = 'READY'
         WHERE td.id = ANY(${trackingIds}::int[])`;
    },

    trackedById(tenantId: number, userId: number, id: number) {
      return db.trackedDocument.findFirst({ where: { id, tenantId, userId }, include: TRACKED_INCLUDE });
    },

    /** Serialises a user's tracking changes (one tracking per document line). */
    async lockUser(tx: Prisma.TransactionClient, userId: number) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('tracking'), ${userId})`;
    },

    /** The user's tracking of any edition of the document's line (publisher, family, language). */
    findLineTracking(tx: Tx, tenantId: number, userId: number, doc: TrackableDocument) {
      return tx.trackedDocument.findFirst({
        where: {
          tenantId,
          userId,
          document: { publisherId: doc.publisherId, family: doc.family, languageCode: doc.languageCode },
        },
        include: TRACKED_INCLUDE,
        orderBy: { id: "asc" },
      });
    },

    createTracked(tx: Tx, data: { tenantId: number; userId: number; accountId: number; documentId: number }) {
      return tx.trackedDocument.create({ data, include: TRACKED_INCLUDE });
    },

    /** Turns a tracking off, or back on from `since` (trackingSinceDate restarts). */
    setTrackingFlag(tx: Tx, id: number, trackingFlag: boolean, since?: Date) {
      return tx.trackedDocument.update({
        where: { id },
        data: { trackingFlag, ...(trackingFlag && since ? { trackingSince: since } : {}) },
        include: TRACKED_INCLUDE,
      });
    },

    /** Switches a tracking's cascade alerts (issue 27) on or off. */
    setReferenceAlerts(id: number, referenceAlerts: boolean) {
      return db.trackedDocument.update({ where: { id }, data: { referenceAlerts }, include: TRACKED_INCLUDE });
    },

    deleteTracked(tenantId: number, userId: number, id: number) {
      return db.trackedDocument.deleteMany({ where: { id, tenantId, userId } });
    },
  };
}
