// Tracking (spec 1 §3–§5, §7, §8): a user tracks documents (an edition line: publisher, family,
// language), whole publishers and work items, and gets an e-mail when a new version is published
// or a tracked document is withdrawn or replaced (services/workers jobs/tracking-alerts).
//
// Rules enforced here:
//   - anonymous company sessions cannot track (403 error.signed-in-required: the reader sends
//     them to sign in);
//   - only documents the account is entitled to (the document page is only reachable then), and
//     only whole publishers whose documents it is entitled to (all, or some through collections);
//   - allowToTrack and the main publisher's track rule (trackRefusal of @norma/db/tracking-rules,
//     the rule the workers' revision alerts apply too);
//   - 'Tracker Service Unavailable' (503) when the tenant's tracker is switched off
//     (tenants.tracker_available false): nothing that turns alerts on is accepted then, while
//     turning alerts off or deleting a tracking always works;
//   - trackerUnavailable (in these replies and in GET /api/documents/getContentTracking alike)
//     says that revision alerts cannot go out now: the tenant's tracker is switched off, or alert
//     delivery is stalled (alert or e-mail events waiting for the queue longer than alertStallMs;
//     they wait safely in the outbox and go out when the queue is reachable again). What was
//     asked is saved either way; with the tracker switched off only turning alerts off is asked.
import { trackRefusal } from "@norma/db/tracking-rules";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound, ServiceUnavailable } from "../../lib/errors.ts";
import { listedDocument, type PageRequest } from "../../lib/listed-document.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { refusalDetail } from "./tracking-refusals.ts";
import type { TrackedRow, TrackingRepo } from "./tracking-repo.ts";

export const TRACKER_UNAVAILABLE = "Tracker Service Unavailable";
/** Most trackings the unpaged list returns (the paged call lists every one). */
export const CURRENT_LIST_LIMIT = 200;
const DEFAULT_ALERT_STALL_MS = 10 * 60_000;

export interface TrackingServiceDeps {
  repo: TrackingRepo;
  entitlements: EntitlementsService;
  clock?: () => Date;
  /** How long an alert may wait for the queue before replies say trackerUnavailable. */
  alertStallMs?: number;
}

/** Completes the 403 of an anonymous session: "Sign in to track or favourite documents". */
export const SIGN_IN_TO_TRACK = "track or favourite documents";

const trackedItem = (row: TrackedRow) => ({
  id: row.id,
  trackingFlag: row.trackingFlag,
  trackingSinceDate: row.trackingSince.toISOString(),
  document: listedDocument(row.document),
});

export function createTrackingService(deps: TrackingServiceDeps) {
  const { repo, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());
  const stallMs = deps.alertStallMs ?? DEFAULT_ALERT_STALL_MS;

  async function trackerOf(actor: Actor) {
    return repo.tenant(actor.tenantId);
  }

  function assertTrackerUp(tenant: { trackerAvailable: boolean }) {
    if (!tenant.trackerAvailable) {
      throw new ServiceUnavailable(TRACKER_UNAVAILABLE, { messageKey: "error.tracker.unavailable" });
    }
  }

  const alertsStalled = () => repo.alertsStalledSince(new Date(clock().getTime() - stallMs));

  /** Revision alerts cannot go out now: the tenant's tracker is off, or delivery is stalled. */
  async function trackerUnavailable(tenantId: number): Promise<boolean> {
    const tenant = await repo.tenant(tenantId);
    return !tenant.trackerAvailable || (await alertsStalled());
  }

  const reply = async (actor: Actor, row: TrackedRow) => ({
    ...trackedItem(row),
    trackerUnavailable: await trackerUnavailable(actor.tenantId),
  });

  async function assertTrackable(
    actor: Actor,
    doc: Parameters<typeof trackRefusal>[0] & { collectionIds: number[]; displayDesignation: string },
    mainPublisherId: number | null,
  ) {
    await entitlements.assertEntitled(actor, { publisherId: doc.publisherId, collectionIds: doc.collectionIds });
    const refusal = trackRefusal(doc, mainPublisherId);
    if (refusal) {
      throw new BadRequest(refusalDetail(refusal, doc.displayDesignation), {
        messageKey: "error.tracking.notAllowed",
        params: "trackedDocument",
        entityAlert: true,
      });
    }
  }

  /**
   * Tracking a whole publisher needs entitlement to its documents: a subscription granting the
   * publisher, or a collection holding some of its documents (the alerts then name only those).
   */
  async function assertPublishersEntitled(actor: Actor, publisherIds: number[]) {
    const scope = await entitlements.scopeOf(actor, { fresh: true });
    const rest = publisherIds.filter((id) => !scope.publisherIds.includes(id));
    const viaCollections = await repo.publishersInCollections(rest, scope.collectionIds);
    const refused = rest.filter((id) => !viaCollections.has(id));
    if (refused.length) {
      throw new Forbidden(`User is not entitled to the documents of publisher ${refused.join(", ")}`, {
        title: "User is not entitled for the Document",
        messageKey: "content-no-access",
      });
    }
  }

  return {
    /** Whether revision alerts cannot go out now (the trackerUnavailable of every reply). */
    trackerUnavailable: (actor: Actor) => trackerUnavailable(actor.tenantId),

    /** The user's trackings, newest first (the home tab shows the first 6). */
    async current(actor: Actor) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const [count, rows] = await Promise.all([
        repo.countTracked(actor.tenantId, userId),
        repo.listTracked(actor.tenantId, userId, { skip: 0, take: CURRENT_LIST_LIMIT, offFirst: false }),
      ]);
      return { count, result: rows.map(trackedItem) };
    },

    /** One page of the user's trackings; sort ContentTrackingOff lists those turned off first. */
    async page(actor: Actor, req: PageRequest & { sort?: "ContentTrackingOff" }) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const [count, rows] = await Promise.all([
        repo.countTracked(actor.tenantId, userId),
        repo.listTracked(actor.tenantId, userId, {
          skip: req.page * req.size,
          take: req.size,
          offFirst: req.sort === "ContentTrackingOff",
        }),
      ]);
      return { count, result: rows.map(trackedItem) };
    },

    /**
     * Tracks the document's edition line. A user has one tracking per line: tracking another
     * edition of a tracked line answers that tracking (turned on), not a second one.
     */
    async track(actor: Actor, contentCode: string) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const tenant = await trackerOf(actor);
      assertTrackerUp(tenant);
      const doc = await repo.documentByCode(contentCode);
      if (!doc) throw new NotFound(`No document has the content code ${contentCode}`, "error.document.notFound");
      await assertTrackable(actor, doc, tenant.mainPublisherId);
      const accountId = actor.accountId!; // entitled, so an account is selected
      const { row, created } = await repo.db.$transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const existing = await repo.findLineTracking(tx, actor.tenantId, userId, doc);
        if (existing) {
          const row = existing.trackingFlag ? existing : await repo.setTrackingFlag(tx, existing.id, true, clock());
          return { row, created: false };
        }
        const row = await repo.createTracked(tx, { tenantId: actor.tenantId, userId, accountId, documentId: doc.id });
        return { row, created: true };
      });
      return { created, tracking: await reply(actor, row) };
    },

    /** Track off (false) or back on (true). */
    async update(actor: Actor, id: number, trackingFlag: boolean) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const row = await repo.trackedById(actor.tenantId, userId, id);
      if (!row) throw new NotFound(`No tracked document ${id}`, "error.tracking.notFound");
      if (trackingFlag && !row.trackingFlag) {
        const tenant = await trackerOf(actor);
        assertTrackerUp(tenant);
        const doc = await repo.documentByCode(row.document.contentCode);
        if (doc) await assertTrackable(actor, doc, tenant.mainPublisherId);
      }
      const updated =
        row.trackingFlag === trackingFlag ? row : await repo.setTrackingFlag(repo.db, id, trackingFlag, clock());
      return reply(actor, updated);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const { count } = await repo.deleteTracked(actor.tenantId, userId, id);
      if (count === 0) throw new NotFound(`No tracked document ${id}`, "error.tracking.notFound");
    },

    // ── whole publishers ──

    async publishers(actor: Actor) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      return repo.publishersOf(actor.tenantId, userId);
    },

    /** Sets the user's tracking of whole publishers; answers the updated list. */
    async updatePublishers(actor: Actor, changes: { id: number; subscribed: boolean }[]) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const latest = new Map<number, boolean>();
      for (const c of changes) latest.set(c.id, c.subscribed);
      const presented = await repo.presentedPublisherIds(actor.tenantId, [...latest.keys()]);
      const unknown = [...latest.keys()].filter((id) => !presented.has(id));
      if (unknown.length)
        throw new NotFound(`No publisher ${unknown.join(", ")} on this site`, "error.publisher.notFound");
      const subscribing = [...latest].flatMap(([id, on]) => (on ? [id] : []));
      if (subscribing.length) {
        assertTrackerUp(await trackerOf(actor));
        await assertPublishersEntitled(actor, subscribing);
      }
      await repo.setPublisherSubscriptions(
        userId,
        [...latest].map(([publisherId, subscribed]) => ({ publisherId, subscribed })),
      );
      return repo.publishersOf(actor.tenantId, userId);
    },

    /** Stops alerts about a publisher: its tracked documents are turned off and so is the publisher. */
    async unsubscribePublisherDocuments(actor: Actor, publisherId: number) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const presented = await repo.presentedPublisherIds(actor.tenantId, [publisherId]);
      if (!presented.has(publisherId))
        throw new NotFound(`No publisher ${publisherId} on this site`, "error.publisher.notFound");
      const unsubscribedDocuments = await repo.unsubscribePublisherDocuments(actor.tenantId, userId, publisherId);
      const publisher = (await repo.publishersOf(actor.tenantId, userId)).find((p) => p.id === publisherId)!;
      return { ...publisher, unsubscribedDocuments };
    },

    // ── work items ──

    async workItem(actor: Actor, q: { publisher: string; workItemNumber: string }) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const wi = await repo.findWorkItem(actor.tenantId, q.publisher, q.workItemNumber);
      if (!wi) throw new NotFound(`No work item ${q.workItemNumber} of ${q.publisher}`, "error.workItem.notFound");
      const row = await repo.workItemTracking(userId, wi.id);
      return {
        publisher: wi.publisher.key,
        workItemNumber: wi.workItemNumber,
        trackingFlag: row?.trackingFlag ?? false,
        trackingSinceDate: row?.trackingFlag ? row.trackingSince.toISOString() : null,
      };
    },

    async setWorkItem(actor: Actor, body: { publisher: string; workItemNumber: string; trackingFlag: boolean }) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const wi = await repo.findWorkItem(actor.tenantId, body.publisher, body.workItemNumber);
      if (!wi)
        throw new NotFound(`No work item ${body.workItemNumber} of ${body.publisher}`, "error.workItem.notFound");
      if (body.trackingFlag) {
        assertTrackerUp(await trackerOf(actor));
        await entitlements.assertEntitled(actor, {
          publisherId: wi.publisherId,
          collectionIds: wi.document?.collectionIds ?? [],
        });
      }
      const row = await repo.setWorkItemTracking(userId, wi.id, body.trackingFlag);
      return {
        publisher: wi.publisher.key,
        workItemNumber: wi.workItemNumber,
        trackingFlag: row.trackingFlag,
        trackingSinceDate: row.trackingFlag ? row.trackingSince.toISOString() : null,
      };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
