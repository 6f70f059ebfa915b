// The owner's confirmation of an orphaned carried point (issue 25 §1): the re-anchoring job keeps
// the best candidate places of a point it could not place unambiguously
// (compass_points.anchor_candidates, written by services/workers/.../compass-reanchor); its owner
// picks one and the point takes that passage — quote with context, position, page and PDF
// highlight — with placement CONFIRMED, audited UPDATE-SELECTION in the same transaction.
import type { Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import { decoratePoint } from "./compass-point-details-service.ts";
import { type CompassPointGates, forbiddenToManage } from "./compass-point-gates.ts";
import { canManage } from "./compass-points-access.ts";
import { type CompassPointsRepo, POINT_INCLUDE } from "./compass-points-repo.ts";
import { auditValues, personName, storedCandidates } from "./compass-points-types.ts";

export function createCompassPointPlacementService(deps: { repo: CompassPointsRepo; gates: CompassPointGates }) {
  const { repo } = deps;
  const { pointGate, lockedPoint } = deps.gates;

  return {
    /** POST /api/v1/compasspoint/{id}/confirm-placement. */
    async confirmPlacement(actor: Actor, id: number, index: number) {
      const { actor: a, point, settings } = await pointGate(actor, await repo.byId(actor.tenantId, id), String(id));
      if (!canManage(a, point, settings)) throw forbiddenToManage();
      const userName = personName(await repo.user(a.userId));
      const placed = await repo.transaction(async (tx) => {
        const current = await lockedPoint(tx, a, point.id, settings);
        if (current.placement !== "ORPHANED")
          throw BadRequest.field("compassPoint", "candidate", "NotOrphaned", "the compass point is not orphaned");
        const candidate = storedCandidates(current.anchorCandidates)[index];
        if (!candidate)
          throw BadRequest.field(
            "compassPoint",
            "candidate",
            "NotFound",
            `the compass point has no candidate ${index}`,
          );
        const selectors = [
          { type: "TextQuoteSelector", exact: candidate.text, prefix: candidate.prefix, suffix: candidate.suffix },
          { type: "TextPositionSelector", start: candidate.start, end: candidate.end },
          ...(candidate.page ? [{ type: "PageSelector", page: candidate.page }] : []),
        ];
        const evidence = (current.anchorCandidates ?? {}) as Prisma.JsonObject;
        const row = await tx.compassPoint.update({
          where: { id: current.id },
          data: {
            selectionText: candidate.text,
            pageNumber: candidate.page,
            selectionData: candidate.selectionData,
            selectors: selectors as unknown as Prisma.InputJsonValue,
            placement: "CONFIRMED",
            anchorCandidates: { ...evidence, confirmed: index } as Prisma.InputJsonValue,
          },
          include: POINT_INCLUDE,
        });
        await tx.compassPointAudit.create({
          data: {
            compassPointId: row.id,
            dbTransactionType: "UPDATE-SELECTION",
            transactionUserId: a.userId,
            transactionUserName: userName,
            auditData: { current: auditValues(row), previous: auditValues(current) },
          },
        });
        return row;
      });
      return decoratePoint(repo, a, placed, settings);
    },
  };
}
