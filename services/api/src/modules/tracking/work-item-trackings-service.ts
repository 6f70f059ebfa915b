// Tracking work items (spec 1 §8): whether the user tracks one, and turning it on (entitled,
// tracker on) or off.
import { type Actor, requireUser } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { SIGN_IN_TO_TRACK, type TrackingGates } from "./tracking-gates.ts";
import type { TrackingRepo } from "./tracking-repo.ts";

export function createWorkItemTrackingsService(deps: {
  repo: TrackingRepo;
  entitlements: EntitlementsService;
  gates: TrackingGates;
}) {
  const { repo, entitlements } = deps;
  const { trackerOf, assertTrackerUp } = deps.gates;

  return {
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
