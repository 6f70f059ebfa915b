// The user's tracked documents (spec 1 §3–§4): the list and its pages, tracking an edition line
// (one tracking per line), turning a tracking off or back on, and removing it.
import type { components } from "@norma/contracts/api-types";
import { type Actor, requireUser } from "../../lib/actor.ts";
import { NotFound } from "../../lib/errors.ts";
import type { PageRequest } from "../../lib/listed-document.ts";
import { SIGN_IN_TO_TRACK, type TrackingGates, trackedItem } from "./tracking-gates.ts";
import type { TrackedRow, TrackingRepo } from "./tracking-repo.ts";

type ClauseChangeCounts = components["schemas"]["ClauseChangeCounts"];

/** Most trackings the unpaged list returns (the paged call lists every one). */
export const CURRENT_LIST_LIMIT = 200;

export function createDocumentTrackingsService(deps: { repo: TrackingRepo; gates: TrackingGates; clock: () => Date }) {
  const { repo, clock } = deps;
  const { trackerOf, assertTrackerUp, reply, assertTrackable } = deps.gates;

  /** The trackings, each with what changed in its line's latest edition when that is known (issue 25 §3). */
  async function withLatestChanges(rows: TrackedRow[]) {
    const latest = new Map((await repo.latestChanges(rows.map((r) => r.id))).map((l) => [l.tracking_id, l]));
    return rows.map((row) => {
      const l = latest.get(row.id);
      return {
        ...trackedItem(row),
        ...(l
          ? {
              latestChange: {
                contentId: l.id,
                contentCode: l.content_code,
                displayDesignation: l.display_designation,
                counts: l.counts as ClauseChangeCounts,
              },
            }
          : {}),
      };
    });
  }

  return {
    /** The user's trackings, newest first (the home tab shows the first 6). */
    async current(actor: Actor) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const [count, rows] = await Promise.all([
        repo.countTracked(actor.tenantId, userId),
        repo.listTracked(actor.tenantId, userId, { skip: 0, take: CURRENT_LIST_LIMIT, offFirst: false }),
      ]);
      return { count, result: await withLatestChanges(rows) };
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
      return { count, result: await withLatestChanges(rows) };
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

    /** Track off (false) or back on (true); referenceAlerts, given, switches its cascade alerts. */
    async update(actor: Actor, id: number, trackingFlag: boolean, referenceAlerts?: boolean) {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const row = await repo.trackedById(actor.tenantId, userId, id);
      if (!row) throw new NotFound(`No tracked document ${id}`, "error.tracking.notFound");
      if (trackingFlag && !row.trackingFlag) {
        const tenant = await trackerOf(actor);
        assertTrackerUp(tenant);
        const doc = await repo.documentByCode(row.document.contentCode);
        if (doc) await assertTrackable(actor, doc, tenant.mainPublisherId);
      }
      let updated =
        row.trackingFlag === trackingFlag ? row : await repo.setTrackingFlag(repo.db, id, trackingFlag, clock());
      if (referenceAlerts !== undefined && referenceAlerts !== updated.referenceAlerts)
        updated = await repo.setReferenceAlerts(id, referenceAlerts);
      return reply(actor, updated);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const userId = requireUser(actor, SIGN_IN_TO_TRACK);
      const { count } = await repo.deleteTracked(actor.tenantId, userId, id);
      if (count === 0) throw new NotFound(`No tracked document ${id}`, "error.tracking.notFound");
    },
  };
}
