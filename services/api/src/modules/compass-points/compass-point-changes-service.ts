// Changes to compass points (spec 2 §5, §8): create, update, activate and deactivate under the
// settings matrix, each audited in the same transaction (INSERT, UPDATE, UPDATE-SELECTION,
// ACTIVATE, DEACTIVATE), and marking a point's link as handed out (the last two in
// compass-point-states-service.ts).
import type { Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, type FieldError } from "../../lib/errors.ts";
import { auditPoint, auditUserName } from "./compass-point-audit.ts";
import { decoratePoint } from "./compass-point-details-service.ts";
import { type CompassPointGates, forbiddenToManage } from "./compass-point-gates.ts";
import { createCompassPointStatesService } from "./compass-point-states-service.ts";
import { type AttributeKey, canManage, type EffectiveSettings } from "./compass-points-access.ts";
import { type CompassPointsRepo, POINT_INCLUDE, type PointRow } from "./compass-points-repo.ts";
import type { CompassPointInput, Selector } from "./compass-points-types.ts";

export function createCompassPointChangesService(deps: { repo: CompassPointsRepo; gates: CompassPointGates }) {
  const { repo } = deps;
  const { documentGate, pointGate, lockedPoint } = deps.gates;

  return {
    /** POST /api/v1/compasspoint (audited INSERT). */
    async create(actor: Actor, input: CompassPointInput & { contentID: number }) {
      const { actor: a, doc, settings } = await documentGate(actor, { id: input.contentID });
      checkRequired(input, settings, "compassPoint");
      const userName = await auditUserName(repo, a);
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
        await auditPoint(tx, row.id, "INSERT", a, userName, row, null);
        return row;
      });
      return decoratePoint(repo, a, created, settings);
    },

    /** PUT /api/v1/compasspoint/{id}: UPDATE, or UPDATE-SELECTION when the selection changed. */
    async update(actor: Actor, id: number, input: CompassPointInput) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
      if (!canManage(a, point, settings)) throw forbiddenToManage();
      checkRequired(input, settings, "compassPoint");
      const userName = await auditUserName(repo, a);
      const updated = await repo.transaction(async (tx) => {
        // The row as it is now, locked: the check and the audit's "previous" are about it.
        const current = await lockedPoint(tx, a, point.id, settings);
        const sel = changedSelection(input, current);
        const selectionChanged = sel !== null;
        const row = await tx.compassPoint.update({
          where: { id: current.id },
          data: {
            name: input.name.trim(),
            description: input.description !== undefined ? input.description : current.description,
            overlayDetails: input.overlayDetails !== undefined ? input.overlayDetails : current.overlayDetails,
            ...(sel ?? {}),
          },
          include: POINT_INCLUDE,
        });
        await auditPoint(tx, row.id, selectionChanged ? "UPDATE-SELECTION" : "UPDATE", a, userName, row, current);
        return row;
      });
      return decoratePoint(repo, a, updated, settings);
    },

    ...createCompassPointStatesService(deps),
  };
}

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

/**
 * The selection columns of an update when it changes the point's selection (its text, page or
 * data), else null: an update that sends the same selection again is a plain UPDATE.
 */
function changedSelection(input: CompassPointInput, current: PointRow) {
  if (input.selectionMetadata === undefined && input.selectionData === undefined) return null;
  const sel = selectionColumns({
    ...input,
    selectionData: input.selectionData !== undefined ? input.selectionData : current.selectionData,
  });
  const changed =
    sel.selectionText !== current.selectionText ||
    sel.pageNumber !== current.pageNumber ||
    sel.selectionData !== current.selectionData;
  return changed ? sel : null;
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
