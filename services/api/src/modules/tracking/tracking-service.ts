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
//
// The service is composed of: tracking-gates.ts (the checks above), document-trackings-service.ts,
// publisher-trackings-service.ts and work-item-trackings-service.ts.
import type { Actor } from "../../lib/actor.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { createBulkTrackingsService } from "./bulk-trackings-service.ts";
import { createDocumentTrackingsService } from "./document-trackings-service.ts";
import { createPublisherTrackingsService } from "./publisher-trackings-service.ts";
import { createTrackingGates } from "./tracking-gates.ts";
import type { TrackingRepo } from "./tracking-repo.ts";
import { createWorkItemTrackingsService } from "./work-item-trackings-service.ts";

export interface TrackingServiceDeps {
  repo: TrackingRepo;
  entitlements: EntitlementsService;
  clock?: () => Date;
  /** How long an alert may wait for the queue before replies say trackerUnavailable. */
  alertStallMs?: number;
}

export function createTrackingService(deps: TrackingServiceDeps) {
  const { repo, entitlements } = deps;
  const clock = deps.clock ?? (() => new Date());
  const gates = createTrackingGates({ repo, entitlements, clock, alertStallMs: deps.alertStallMs });
  return {
    /** Whether revision alerts cannot go out now (the trackerUnavailable of every reply). */
    trackerUnavailable: (actor: Actor) => gates.trackerUnavailable(actor.tenantId),
    ...createDocumentTrackingsService({ repo, gates, clock }),
    ...createBulkTrackingsService({ repo, gates, clock }),
    ...createPublisherTrackingsService({ repo, gates }),
    ...createWorkItemTrackingsService({ repo, entitlements, gates }),
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
