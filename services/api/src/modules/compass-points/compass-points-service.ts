// Compass points (spec 2 §1–§9): selection-based annotations of a document, seen by the users of
// the account the settings let see them, managed under the settings matrix, each change audited
// in the same transaction (INSERT, UPDATE, UPDATE-SELECTION, ACTIVATE, DEACTIVATE).
// The order of refusals is the reader's: 401 not eligible (company session), 404 unknown or
// foreign ids, 403 not entitled, 403 not enabled (tenant, account flag or document setting).
import type { Prisma } from "@norma/db";
import { isCompassPointAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, type FieldError, Forbidden, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import {
  type AttributeKey,
  CompassPointsNotEligible,
  canManage,
  canSee,
  type EffectiveSettings,
  notEnabled,
  permissionsOf,
  resolveSettings,
} from "./compass-points-access.ts";
import { type CompassPointsRepo, POINT_INCLUDE, type PointRow } from "./compass-points-repo.ts";
import {
  type AuditData,
  type AuditType,
  auditValues,
  type CompassPointInput,
  personName,
  type Selector,
  sortOrder,
  toDto,
  toVersion,
} from "./compass-points-types.ts";

type Tx = Prisma.TransactionClient;
type SignedIn = Actor & { userId: number; accountId: number };

export function createCompassPointsService(deps: { repo: CompassPointsRepo; entitlements: EntitlementsService }) {
  const { repo, entitlements } = deps;

  /** 401 for anonymous company sessions and company users; a user without an account cannot annotate either. */
  function eligible(actor: Actor): SignedIn {
    if (actor.userId === null || actor.userType !== "INDIVIDUAL") throw new CompassPointsNotEligible();
    if (actor.accountId === null) throw notEnabled();
    return actor as SignedIn;
  }

  /** The tenant's switch and the account's compass point flag. */
  async function assertEnabled(actor: SignedIn) {
    const [tenant, account] = await repo.tenantAndAccount(actor.tenantId, actor.accountId);
    if (!tenant.enableCompassPoints || !account?.compassPointFlag) throw notEnabled();
  }

  async function settingsFor(actor: SignedIn, documentId: number | null) {
    return resolveSettings(await repo.settingRows(actor.tenantId, actor.accountId, documentId), documentId);
  }

  /** The document gate of every call about one document: visible, entitled, enabled. */
  async function documentGate(actor: Actor, ref: { id: number } | { contentCode: string }) {
    const a = eligible(actor);
    const doc = await repo.document(a.tenantId, ref);
    if (!doc) throw new NotFound(`No document ${"id" in ref ? ref.id : ref.contentCode}`, "error.document.notFound");
    await entitlements.assertEntitled(a, doc, { fresh: true });
    await assertEnabled(a);
    const settings = await settingsFor(a, doc.id);
    if (!settings.activate) throw notEnabled();
    return { actor: a, doc, settings };
  }

  /** A point the user may see (404 otherwise), behind its document's gate. */
  async function pointGate(actor: Actor, found: PointRow | null, what: string, opts: { entitled?: boolean } = {}) {
    const a = eligible(actor);
    if (!found || found.tenantId !== a.tenantId)
      throw new NotFound(`No compass point ${what}`, "error.compassPoint.notFound");
    const doc = await repo.document(a.tenantId, { id: found.documentId });
    if (!doc) throw new NotFound(`No compass point ${what}`, "error.compassPoint.notFound");
    const settings = await settingsFor(a, doc.id);
    if (!canSee(a, found, settings, true))
      throw new NotFound(`No compass point ${what}`, "error.compassPoint.notFound");
    if (opts.entitled !== false) await entitlements.assertEntitled(a, doc, { fresh: true });
    await assertEnabled(a);
    if (!settings.activate) throw notEnabled();
    return { actor: a, point: found, doc, settings };
  }

  /** Inside a change's transaction: the point locked as it is now, still the caller's to manage; 404 when gone. */
  async function lockedPoint(tx: Tx, actor: SignedIn, id: number, settings: EffectiveSettings) {
    const current = await repo.lockById(tx, actor.tenantId, id);
    if (!current) throw new NotFound(`No compass point ${id}`, "error.compassPoint.notFound");
    if (!canManage(actor, current, settings)) throw forbiddenToManage();
    return current;
  }

  async function transactionUserName(actor: SignedIn) {
    const u = await repo.user(actor.userId);
    return personName(u);
  }

  async function audit(
    tx: Tx,
    pointId: number,
    type: AuditType,
    actor: SignedIn,
    userName: string,
    current: PointRow,
    previous: PointRow | null,
  ) {
    await tx.compassPointAudit.create({
      data: {
        compassPointId: pointId,
        dbTransactionType: type,
        transactionUserId: actor.userId,
        transactionUserName: userName,
        auditData: { current: auditValues(current), previous: previous ? auditValues(previous) : null },
      },
    });
  }

  /** Blank required fields (after trimming) are refused, each named (spec 2 §5). */
  function checkRequired(input: CompassPointInput, s: EffectiveSettings, objectName: string) {
    const errors: FieldError[] = [];
    const fields: [AttributeKey, keyof CompassPointInput][] = [
      ["name", "name"],
      ["description", "description"],
      ["overlay-details", "overlayDetails"],
    ];
    for (const [attr, field] of fields) {
      const v = input[field];
      if (s.attributes[attr].required && (typeof v !== "string" || v.trim() === "")) {
        errors.push({ objectName, field, message: "NotBlank", detail: "is required by the compass point settings" });
      }
    }
    if (errors.length)
      throw new BadRequest(errors.map((e) => `${e.field} ${e.detail}`).join("; "), { fieldErrors: errors });
  }

  function selectionColumns(input: CompassPointInput) {
    const m = input.selectionMetadata ?? {};
    const given = (m.selectors ?? []) as Selector[];
    const quote = given.find((s) => s.type === "TextQuoteSelector");
    const selectionText = m.selectionText ?? quote?.exact ?? null;
    const pageNumber = m.pageNumber ?? given.find((s) => s.type === "PageSelector")?.page ?? null;
    // Without selectors from the viewer, the quote and page alone: the re-anchoring job takes the
    // prefix and suffix from the edition's text when it first needs them.
    const selectors: Selector[] = given.length
      ? given
      : [
          ...(selectionText ? [{ type: "TextQuoteSelector" as const, exact: selectionText }] : []),
          ...(pageNumber ? [{ type: "PageSelector" as const, page: pageNumber }] : []),
        ];
    return {
      selectionData: input.selectionData ?? null,
      selectionText,
      annotationId: m.annotationID ?? null,
      pageNumber,
      selectors: selectors.length ? (selectors as unknown as Prisma.InputJsonValue) : undefined,
    };
  }

  async function decorate(actor: SignedIn, point: PointRow, settings: EffectiveSettings) {
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
      return decorate(a, point, settings);
    },

    async getByUuid(actor: Actor, uuid: string) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byUuid(actor.tenantId, uuid), uuid);
      return decorate(a, point, settings);
    },

    /** POST /api/v1/compasspoint (audited INSERT). */
    async create(actor: Actor, input: CompassPointInput & { contentID: number }) {
      const { actor: a, doc, settings } = await documentGate(actor, { id: input.contentID });
      checkRequired(input, settings, "compassPoint");
      const userName = await transactionUserName(a);
      const sel = selectionColumns(input);
      const created = await repo.transaction(async (tx) => {
        const row = await tx.compassPoint.create({
          data: {
            tenantId: a.tenantId,
            accountId: a.accountId,
            documentId: doc.id,
            createdById: a.userId,
            name: input.name.trim(),
            description: input.description ?? null,
            overlayDetails: input.overlayDetails ?? null,
            ...sel,
          },
          include: POINT_INCLUDE,
        });
        await audit(tx, row.id, "INSERT", a, userName, row, null);
        return row;
      });
      return decorate(a, created, settings);
    },

    /** PUT /api/v1/compasspoint/{id}: UPDATE, or UPDATE-SELECTION when the selection changed. */
    async update(actor: Actor, id: number, input: CompassPointInput) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
      if (!canManage(a, point, settings)) throw forbiddenToManage();
      checkRequired(input, settings, "compassPoint");
      const userName = await transactionUserName(a);
      const updated = await repo.transaction(async (tx) => {
        // The row as it is now, locked: the check and the audit's "previous" are about it.
        const current = await lockedPoint(tx, a, point.id, settings);
        const sel =
          input.selectionMetadata !== undefined || input.selectionData !== undefined
            ? selectionColumns({
                ...input,
                selectionData: input.selectionData !== undefined ? input.selectionData : current.selectionData,
              })
            : null;
        const selectionChanged =
          sel !== null &&
          (sel.selectionText !== current.selectionText ||
            sel.pageNumber !== current.pageNumber ||
            sel.selectionData !== current.selectionData);
        const row = await tx.compassPoint.update({
          where: { id: current.id },
          data: {
            name: input.name.trim(),
            description: input.description !== undefined ? input.description : current.description,
            overlayDetails: input.overlayDetails !== undefined ? input.overlayDetails : current.overlayDetails,
            ...(selectionChanged && sel ? sel : {}),
          },
          include: POINT_INCLUDE,
        });
        await audit(tx, row.id, selectionChanged ? "UPDATE-SELECTION" : "UPDATE", a, userName, row, current);
        return row;
      });
      return decorate(a, updated, settings);
    },

    /** POST activate/deactivate (ACTIVATE, DEACTIVATE); the same state again answers the point unchanged. */
    async setActive(actor: Actor, id: number, active: boolean) {
      const {
        actor: a,
        point,
        settings,
      } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id), {
        entitled: false,
      });
      if (!canManage(a, point, settings)) throw forbiddenToManage();
      if ((point.status === "ACTIVE") === active) return toDto(point, a, settings);
      const userName = await transactionUserName(a);
      const changed = await repo.transaction(async (tx) => {
        const current = await lockedPoint(tx, a, point.id, settings);
        // Another request (de)activated it meanwhile: done already, nothing to audit twice.
        if ((current.status === "ACTIVE") === active) return current;
        const row = await tx.compassPoint.update({
          where: { id: current.id },
          data: active
            ? { status: "ACTIVE", deactivatedAt: null, deactivatedById: null }
            : { status: "INACTIVE", deactivatedAt: new Date(), deactivatedById: a.userId },
          include: POINT_INCLUDE,
        });
        await audit(tx, row.id, active ? "ACTIVATE" : "DEACTIVATE", a, userName, row, current);
        return row;
      });
      return toDto(changed, a, settings);
    },

    /** POST mark-shared: the point's link was handed out (hidden under view All and manage None). */
    async markShared(actor: Actor, id: number) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
      if (settings.manage === "None" && !isCompassPointAdmin(a)) throw forbiddenToManage();
      if (settings.view === "All") {
        throw new BadRequest("Every colleague sees this compass point already (view setting All)", {
          messageKey: "error.compassPoint.shareHidden",
          params: "compassPoint",
          entityAlert: true,
        });
      }
      if (point.isShared) return toDto(point, a, settings);
      const row = await repo.db.compassPoint.update({
        where: { id: point.id },
        data: { isShared: true },
        include: POINT_INCLUDE,
      });
      return toDto(row, a, settings);
    },

    /** GET /api/v1/audits/compassPoint/{id}/all */
    async audits(actor: Actor, id: number, q: { page: number; size: number; sort: string }) {
      await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
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

    /** For the notes calls: the same document gate. */
    documentGate,
  };
}

function forbiddenToManage() {
  return new Forbidden("The compass point settings do not let this user manage this compass point", {
    messageKey: "error.compassPoint.manage",
  });
}

export type CompassPointsService = ReturnType<typeof createCompassPointsService>;
