// Tracking many documents at once (bulk action on search results, issue 29 §2), under the rules
// of tracking one (document-trackings-service.ts track(): the tracker switched on, entitlement,
// the track rule, one tracking per edition line).
import { type Actor, requireUser } from "../../lib/actor.ts";
import type { BulkVerdict } from "../../lib/bulk-verdict.ts";
import { SIGN_IN_TO_TRACK, type TrackingGates } from "./tracking-gates.ts";
import type { TrackableDocument, TrackingRepo } from "./tracking-repo.ts";

export function createBulkTrackingsService(deps: { repo: TrackingRepo; gates: TrackingGates; clock: () => Date }) {
  const { repo, gates, clock } = deps;
  return {
    /**
     * Each document's outcome — done (tracked or turned back on), already (its line is tracked
     * and on), or why it is refused. The trackings are written in one transaction, under the
     * user's lock (the lock track() takes), so a concurrent track of the same line waits.
     */
    async trackMany(actor: Actor, docs: TrackableDocument[]): Promise<Map<number, BulkVerdict>> {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const tenant = await gates.trackerOf(actor);
      gates.assertTrackerUp(tenant);
      const verdicts: Map<number, BulkVerdict> = await gates.trackVerdicts(actor, docs, tenant.mainPublisherId);
      const trackable = docs.filter((d) => verdicts.get(d.id) === null);
      if (trackable.length === 0) return verdicts;
      const accountId = actor.accountId!; // entitled to something, so an account is selected
      await repo.db.$transaction(
        async (tx) => {
          await repo.lockUser(tx, userId);
          for (const doc of trackable) {
            const existing = await repo.findLineTracking(tx, actor.tenantId, userId, doc);
            if (existing?.trackingFlag) verdicts.set(doc.id, "already");
            else {
              if (existing) await repo.setTrackingFlag(tx, existing.id, true, clock());
              else await repo.createTracked(tx, { tenantId: actor.tenantId, userId, accountId, documentId: doc.id });
              verdicts.set(doc.id, "done");
            }
          }
        },
        // Up to the tenant's limit (5,000 at most) of lookups and inserts: more than the default 5 s.
        { timeout: 60_000 },
      );
      return verdicts;
    },
  };
}
