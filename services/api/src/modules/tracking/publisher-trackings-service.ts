// Tracking whole publishers (spec 1 §7): the user's publishers, subscribing (needs entitlement
// to the publisher's documents) and unsubscribing, and stopping alerts about a publisher.
import { type Actor, requireUser } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import { SIGN_IN_TO_TRACK, type TrackingGates } from "./tracking-gates.ts";
import type { TrackingRepo } from "./tracking-repo.ts";

export function createPublisherTrackingsService(deps: { repo: TrackingRepo; gates: TrackingGates }) {
  const { repo } = deps;
  const { trackerOf, assertTrackerUp, assertPublishersEntitled } = deps.gates;

  return {
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
  };
}
