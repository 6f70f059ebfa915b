// A compass point's states: active or not (audited ACTIVATE, DEACTIVATE) and its link handed out
// (compass-point-changes-service.ts composes these with the creation and edits).
import { isCompassPointAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import { auditPoint, auditUserName } from "./compass-point-audit.ts";
import { type CompassPointGates, forbiddenToManage } from "./compass-point-gates.ts";
import { canManage } from "./compass-points-access.ts";
import { type CompassPointsRepo, POINT_INCLUDE } from "./compass-points-repo.ts";
import { toDto } from "./compass-points-types.ts";

export function createCompassPointStatesService(deps: { repo: CompassPointsRepo; gates: CompassPointGates }) {
  const { repo } = deps;
  const { pointGate, lockedPoint } = deps.gates;
  return {
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
      const userName = await auditUserName(repo, a);
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
        await auditPoint(tx, row.id, active ? "ACTIVATE" : "DEACTIVATE", a, userName, row, current);
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
