// Tracked documents, tracked publishers and tracked work items of a user. Every query names the
// tenant and the user; tracked publishers and work items carry no tenant of their own, so they
// are reached through the user (users belong to exactly one tenant).
import type { Db, Prisma } from "@norma/db";
import { LISTED_DOCUMENT_SELECT } from "../../lib/listed-document.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";

type Tx = Db | Prisma.TransactionClient;

/** What the track rules and the entitlement check need to know about a document. */
export const TRACKABLE_SELECT = {
  ...LISTED_DOCUMENT_SELECT,
  publisherId: true,
  languageCode: true,
  allowToTrack: true,
  classification: true,
  collectionIds: true,
} satisfies Prisma.DocumentSelect;

export type TrackableDocument = Prisma.DocumentGetPayload<{ select: typeof TRACKABLE_SELECT }>;

const TRACKED_INCLUDE = { document: { select: LISTED_DOCUMENT_SELECT } } satisfies Prisma.TrackedDocumentInclude;
export type TrackedRow = Prisma.TrackedDocumentGetPayload<{ include: typeof TRACKED_INCLUDE }>;

/** `settings`: the tenant's settings come from the read model (tenants/tenant-settings.ts), not the tenant tables. */
export function createTrackingRepo(db: Db, settings: TenantSettingsReader) {
  return {
    db,

    async tenant(tenantId: number) {
      const t = await settings.of(tenantId);
      return { trackerAvailable: t.trackerAvailable, mainPublisherId: t.mainPublisherId, tenantName: t.name };
    },

    /**
     * Whether alert delivery is stuck: an alert or e-mail event has waited for the relay longer
     * than `cutoff` (the queue is unreachable or no workers run). Uses outbox_events_pending_idx.
     */
    async alertsStalledSince(cutoff: Date): Promise<boolean> {
      const rows = await db.$queryRaw<{ id: bigint }[]>`
        SELECT id FROM outbox_events
         WHERE dispatched_at IS NULL AND queue IN ('tracking-alerts', 'email') AND available_at < ${cutoff}
         LIMIT 1`;
      return rows.length > 0;
    },

    documentByCode(contentCode: string) {
      return db.document.findUnique({ where: { contentCode }, select: TRACKABLE_SELECT });
    },

    // ── tracked documents ──

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

    deleteTracked(tenantId: number, userId: number, id: number) {
      return db.trackedDocument.deleteMany({ where: { id, tenantId, userId } });
    },

    // ── tracked publishers ──

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

    // ── tracked work items ──

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

    // ── unsubscribe links ──

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

export type TrackingRepo = ReturnType<typeof createTrackingRepo>;
