// Reading one compass point (spec 2 §3–§4, §6–§7): the point with its line of editions, the
// effective settings of a document, and the point's audit trail.
import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { CompassPointGates, SignedIn } from "./compass-point-gates.ts";
import { canReadHistory, type EffectiveSettings, permissionsOf } from "./compass-points-access.ts";
import type { CompassPointsRepo, PointRow } from "./compass-points-repo.ts";
import { type AuditData, type AuditType, toDto, toVersion } from "./compass-points-types.ts";

export function createCompassPointDetailsService(deps: {
  repo: CompassPointsRepo;
  entitlements: EntitlementsService;
  gates: CompassPointGates;
}) {
  const { repo, entitlements } = deps;
  const { eligible, assertEnabled, settingsFor, pointGate } = deps.gates;

  return {
    /** GET /api/v1/compasspoint/settings?contentID */
    async settings(actor: Actor, contentID: number) {
      const a = eligible(actor);
      const doc = await repo.document(a.tenantId, { id: contentID });
      if (!doc) throw new NotFound(`No document ${contentID}`, "error.document.notFound");
      await entitlements.assertEntitled(a, doc, { fresh: true });
      await assertEnabled(a);
      const s = await settingsFor(a, doc.id);
      return {
        contentID: doc.id,
        activate: s.activate,
        "pdf-view-setting": { view: s.view, manage: s.manage },
        attributes: s.attributes,
        permissions: permissionsOf(a, s),
      };
    },

    async get(actor: Actor, id: number) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
      return decoratePoint(repo, a, point, settings);
    },

    async getByUuid(actor: Actor, uuid: string) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byUuid(actor.tenantId, uuid), uuid);
      return decoratePoint(repo, a, point, settings);
    },

    /** GET /api/v1/audits/compassPoint/{id}/all */
    async audits(actor: Actor, id: number, q: { page: number; size: number; sort: string }) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
      if (!canReadHistory(a, point, settings, true)) throw forbiddenToReadHistory();
      const [total, rows] = await repo.audits(id, q.page * q.size, q.size, q.sort === "createdDate" ? "asc" : "desc");
      return {
        content: rows.map((r) => ({
          id: r.id,
          dbTransactionType: r.dbTransactionType as AuditType,
          transactionUserName: r.transactionUserName,
          createdDate: r.createdAt.toISOString(),
          auditData: r.auditData as unknown as AuditData,
        })),
        totalElements: total,
        pageSize: q.size,
      };
    },
  };
}

/** A point as the reader shows it: with its line of editions, and the active edition when the point was left on an old one. */
export async function decoratePoint(
  repo: CompassPointsRepo,
  actor: SignedIn,
  point: PointRow,
  settings: EffectiveSettings,
) {
  const line = await repo.lineOf(point);
  const active =
    point.createdById === actor.userId && !point.document.isLatest && point.document.status !== "Active"
      ? await repo.activeEditionOf(actor.tenantId, point.document)
      : null;
  const carried = active ? line.find((l) => l.document.id === active.id) : undefined;
  return {
    ...toDto(point, actor, settings),
    pdfVersions: line.map((l) => toVersion(l.document, l)),
    activeVersion: active
      ? toVersion(active, carried ?? { id: point.id, uuid: point.uuid, placement: null }, !carried)
      : null,
  };
}

/** The change history of a point the user sees but may not audit (spec 2: it needs audit-history permission). */
export function forbiddenToReadHistory() {
  return new Forbidden("Reading a compass point's change history needs the audit-history permission", {
    messageKey: "error.compassPoint.history",
  });
}
