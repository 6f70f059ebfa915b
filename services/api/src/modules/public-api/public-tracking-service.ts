// The public API's tracking list (issue 30, scope `tracking`): a key of one account manages the
// trackings its members make through that account — the list (every member's, or one's), a new
// tracking for a member, and stopping one. The rules are the reader's (tracking/): a tracking is
// made and removed by the reader's tracking service for the member, with the account's
// entitlement, one tracking per edition line, the tenant's tracker switched on. A key of the
// whole tenant has no account to track through: 403 error.apiKey.account.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { TrackingService } from "../tracking/tracking-service.ts";
import type { PublicApiRepo } from "./public-api-repo.ts";
import { summariesOf } from "./public-api-service.ts";
import type { PublicTrackingRepo, PublicTrackingRow } from "./public-tracking-repo.ts";

type PublicTracking = components["schemas"]["PublicTracking"];
type PublicTrackingPage = components["schemas"]["PublicTrackingPage"];

/** The key's account; a key of the whole tenant is refused, saying why. */
export function keyAccount(actor: Actor, what: string): number {
  if (actor.accountId === null)
    throw new Forbidden(
      `${what} belong to an account: this API key is of the whole tenant; use a key made for one account`,
      { messageKey: "error.apiKey.account" },
    );
  return actor.accountId;
}

/** The key's actor acting as one member of its account (the reader's tracking rules need a user). */
const asMember = (actor: Actor, userId: number): Actor => ({ ...actor, userId });

export function createPublicTrackingService(deps: {
  repo: PublicTrackingRepo;
  documents: Pick<PublicApiRepo, "byId">;
  tracking: Pick<TrackingService, "track" | "remove">;
  entitlements: Pick<EntitlementsService, "scopeOf" | "covers">;
}) {
  const { repo, tracking } = deps;

  async function shapes(actor: Actor, rows: PublicTrackingRow[]): Promise<PublicTracking[]> {
    const docs = await summariesOf(
      deps.entitlements,
      actor,
      rows.map((r) => r.document),
    );
    return rows.map((r, i) => ({
      id: r.id,
      userId: r.userId,
      trackingFlag: r.trackingFlag,
      trackingSince: r.trackingSince.toISOString(),
      document: docs[i],
    }));
  }

  return {
    async list(actor: Actor, q: { userId?: number; page?: number; size?: number }): Promise<PublicTrackingPage> {
      const accountId = keyAccount(actor, "Tracking lists");
      const page = q.page ?? 0;
      const size = q.size ?? 25;
      const { count, rows } = await repo.page(actor.tenantId, accountId, {
        userId: q.userId,
        skip: page * size,
        take: size,
      });
      return { count, page, size, hasMore: (page + 1) * size < count, results: await shapes(actor, rows) };
    },

    /** Tracks the document's line for a member: created (true) or the line's tracking, turned on. */
    async track(actor: Actor, body: { documentId: number; userId: number }) {
      const accountId = keyAccount(actor, "Tracking lists");
      const doc = await deps.documents.byId(actor.tenantId, body.documentId);
      if (!doc) throw new NotFound(`No document ${body.documentId}`);
      if (!(await repo.isMember(actor.tenantId, accountId, body.userId)))
        throw new NotFound(`No user ${body.userId} in the key's account`, "error.user.not-found");
      const { created, tracking: t } = await tracking.track(asMember(actor, body.userId), doc.contentCode);
      const row = await repo.byId(actor.tenantId, accountId, t.id);
      if (!row) throw new NotFound(`No tracking ${t.id}`, "error.tracking.notFound");
      return { created, tracking: (await shapes(actor, [row]))[0] };
    },

    async stop(actor: Actor, id: number): Promise<void> {
      const accountId = keyAccount(actor, "Tracking lists");
      const row = await repo.byId(actor.tenantId, accountId, id);
      if (!row) throw new NotFound(`No tracking ${id}`, "error.tracking.notFound");
      await tracking.remove(asMember(actor, row.userId), id);
    },
  };
}

export type PublicTrackingService = ReturnType<typeof createPublicTrackingService>;
