// Lists of compass points (spec 2 §2, §7): the user's own in the selected account, every point
// of the tenant for its administrators, and a document's points the view setting lets the user see.
import type { Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import type { CompassPointGates, SignedIn } from "./compass-point-gates.ts";
import { type EffectiveSettings, resolveSettings } from "./compass-points-access.ts";
import type { CompassPointsRepo } from "./compass-points-repo.ts";
import { sortOrder, toDto } from "./compass-points-types.ts";

export function createCompassPointListsService(deps: { repo: CompassPointsRepo; gates: CompassPointGates }) {
  const { repo } = deps;
  const { eligible, assertEnabled, documentGate } = deps.gates;

  async function pageOf(
    actor: SignedIn,
    where: Prisma.CompassPointWhereInput,
    q: { status: "active" | "inactive"; page: number; size: number; sort?: string },
  ) {
    const { total, rows } = await repo.page(
      { ...where, status: q.status === "inactive" ? "INACTIVE" : "ACTIVE" },
      sortOrder(q.sort, q.status),
      (q.page - 1) * q.size,
      q.size,
    );
    const docIds = [...new Set(rows.map((r) => r.documentId))];
    const settingRows = docIds.length ? await repo.settingRows(actor.tenantId, actor.accountId, null) : [];
    const perDoc = new Map<number, EffectiveSettings>();
    for (const id of docIds) {
      const docRows = await repo.settingRows(actor.tenantId, actor.accountId, id);
      perDoc.set(id, resolveSettings(docRows.length ? docRows : settingRows, id));
    }
    return {
      content: rows.map((r) => toDto(r, actor, perDoc.get(r.documentId)!)),
      totalElements: total,
      pageSize: q.size,
    };
  }

  return {
    /** GET /api/v1/compasspoint/detail/page-view: the user's own points in the selected account. */
    async pageOwn(actor: Actor, q: { status: "active" | "inactive"; page: number; size: number; sort?: string }) {
      const a = eligible(actor);
      await assertEnabled(a);
      return pageOf(
        a,
        {
          tenantId: a.tenantId,
          accountId: a.accountId,
          createdById: a.userId,
          document: { publisher: { tenants: { some: { tenantId: a.tenantId } } } },
        },
        q,
      );
    },

    /** GET /api/v1/compasspoint/list-admin: every point of the tenant (the guard checked the authority). */
    async pageAdmin(actor: Actor, q: { status: "active" | "inactive"; page: number; size: number; sort?: string }) {
      const a = eligible(actor);
      await assertEnabled(a);
      return pageOf(
        a,
        { tenantId: a.tenantId, document: { publisher: { tenants: { some: { tenantId: a.tenantId } } } } },
        q,
      );
    },

    /** GET /api/v1/compasspoint/list?contentCode: the active points of a document the user may see. */
    async listOfDocument(actor: Actor, contentCode: string) {
      const { actor: a, doc, settings } = await documentGate(actor, { contentCode });
      if (settings.view === "None") return [];
      const rows = await repo.list({
        tenantId: a.tenantId,
        accountId: a.accountId,
        documentId: doc.id,
        status: "ACTIVE",
        ...(settings.view === "Own" ? { createdById: a.userId } : {}),
      });
      return rows.map((r) => toDto(r, a, settings));
    },

    /** GET /api/v1/compasspoint/page-view: the same, paged, active or deactivated. */
    async pageOfDocument(
      actor: Actor,
      q: { contentID: number; status: "active" | "inactive"; page: number; size: number; sort?: string },
    ) {
      const { actor: a, doc, settings } = await documentGate(actor, { id: q.contentID });
      if (settings.view === "None") return { content: [], totalElements: 0, pageSize: q.size };
      const { total, rows } = await repo.page(
        {
          tenantId: a.tenantId,
          accountId: a.accountId,
          documentId: doc.id,
          status: q.status === "inactive" ? "INACTIVE" : "ACTIVE",
          ...(settings.view === "Own" ? { createdById: a.userId } : {}),
        },
        sortOrder(q.sort, q.status),
        (q.page - 1) * q.size,
        q.size,
      );
      return { content: rows.map((r) => toDto(r, a, settings)), totalElements: total, pageSize: q.size };
    },
  };
}
