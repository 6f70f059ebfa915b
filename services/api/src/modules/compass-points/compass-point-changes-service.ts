// Changes to compass points (spec 2 §5, §8): create, update, activate and deactivate under the
// settings matrix, each audited in the same transaction (INSERT, UPDATE, UPDATE-SELECTION,
// ACTIVATE, DEACTIVATE), and marking a point's link as handed out.
import type { Prisma } from "@norma/db";
import { isCompassPointAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, type FieldError } from "../../lib/errors.ts";
import { decoratePoint } from "./compass-point-details-service.ts";
import { type CompassPointGates, forbiddenToManage, type SignedIn } from "./compass-point-gates.ts";
import { type AttributeKey, canManage, type EffectiveSettings } from "./compass-points-access.ts";
import { type CompassPointsRepo, POINT_INCLUDE, type PointRow } from "./compass-points-repo.ts";
import {
  type AuditType,
  auditValues,
  type CompassPointInput,
  personName,
  type Selector,
  toDto,
} from "./compass-points-types.ts";

type Tx = Prisma.TransactionClient;

export function createCompassPointChangesService(deps: { repo: CompassPointsRepo; gates: CompassPointGates }) {
  const { repo } = deps;
  const { documentGate, pointGate, lockedPoint } = deps.gates;

  async function transactionUserName(actor: SignedIn) {
    const u = await repo.user(actor.userId);
    return personName(u);
  }

  return {
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
      return decoratePoint(repo, a, created, settings);
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
      return decoratePoint(repo, a, updated, settings);
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
  };
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
