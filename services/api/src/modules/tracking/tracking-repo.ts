// Tracked documents, tracked publishers and tracked work items of a user. Every query names the
// tenant and the user; tracked publishers and work items carry no tenant of their own, so they
// are reached through the user (users belong to exactly one tenant).
import type { Db } from "@norma/db";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import { createTrackedDocumentQueries } from "./tracking-document-queries.ts";
import { createUnsubscribeLinkQueries } from "./tracking-link-queries.ts";
import { createTrackedPublisherQueries } from "./tracking-publisher-queries.ts";
import { createTrackedWorkItemQueries } from "./tracking-work-item-queries.ts";

export { TRACKABLE_SELECT, type TrackableDocument, type TrackedRow } from "./tracking-shapes.ts";

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

    ...createTrackedDocumentQueries(db),
    ...createTrackedPublisherQueries(db),
    ...createTrackedWorkItemQueries(db),
    ...createUnsubscribeLinkQueries(db),
  };
}

export type TrackingRepo = ReturnType<typeof createTrackingRepo>;
