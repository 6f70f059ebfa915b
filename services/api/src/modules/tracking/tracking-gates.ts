// The checks every tracking call shares (see tracking-service.ts for the rules): the tenant's
// tracker switched on, the entitlement and track rule of a document, the entitlement to a whole
// publisher, and whether revision alerts can go out now (trackerUnavailable of every reply).
import { trackRefusal } from "@norma/db/tracking-rules";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, ServiceUnavailable } from "../../lib/errors.ts";
import { listedDocument } from "../../lib/listed-document.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { refusalDetail } from "./tracking-refusals.ts";
import type { TrackedRow, TrackingRepo } from "./tracking-repo.ts";

export const TRACKER_UNAVAILABLE = "Tracker Service Unavailable";
const DEFAULT_ALERT_STALL_MS = 10 * 60_000;

/** Completes the 403 of an anonymous session: "Sign in to track or favourite documents". */
export const SIGN_IN_TO_TRACK = "track or favourite documents";

export const trackedItem = (row: TrackedRow) => ({
  id: row.id,
  trackingFlag: row.trackingFlag,
  referenceAlerts: row.referenceAlerts,
  trackingSinceDate: row.trackingSince.toISOString(),
  document: listedDocument(row.document),
});

export interface TrackingGatesDeps {
  repo: TrackingRepo;
  entitlements: EntitlementsService;
  clock: () => Date;
  /** How long an alert may wait for the queue before replies say trackerUnavailable. */
  alertStallMs?: number;
}

export function createTrackingGates(deps: TrackingGatesDeps) {
  const { repo, entitlements, clock } = deps;
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
   * The verdict form of assertTrackable for many documents (bulk tracking, issue 29 §2): the same
   * entitlement rule (the scope read once, fresh) and the same track rule, as a reason, not a throw.
   */
  async function trackVerdicts(
    actor: Actor,
    docs: (Parameters<typeof trackRefusal>[0] & { id: number; collectionIds: number[] })[],
    mainPublisherId: number | null,
  ): Promise<Map<number, "not-entitled" | "not-allowed" | null>> {
    const scope = await entitlements.scopeOf(actor, { fresh: true });
    return new Map(
      docs.map((d) => [
        d.id,
        !entitlements.covers(scope, { publisherId: d.publisherId, collectionIds: d.collectionIds })
          ? "not-entitled"
          : trackRefusal(d, mainPublisherId)
            ? "not-allowed"
            : null,
      ]),
    );
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
    trackerOf,
    assertTrackerUp,
    trackerUnavailable,
    reply,
    assertTrackable,
    trackVerdicts,
    assertPublishersEntitled,
  };
}

export type TrackingGates = ReturnType<typeof createTrackingGates>;
