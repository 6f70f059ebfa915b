// Compass points (spec 2 §1–§9): selection-based annotations of a document, seen by the users of
// the account the settings let see them, managed under the settings matrix, each change audited
// in the same transaction (INSERT, UPDATE, UPDATE-SELECTION, ACTIVATE, DEACTIVATE).
// The order of refusals is the reader's: 401 not eligible (company session), 404 unknown or
// foreign ids, 403 not entitled, 403 not enabled (tenant, account flag or document setting).
//
// The service is composed of: compass-point-gates.ts (eligibility, entitlement, settings, the
// order of refusals), compass-point-lists-service.ts (the lists and pages),
// compass-point-details-service.ts (one point, the settings, the audit trail) and
// compass-point-changes-service.ts (the audited changes), compass-point-placement-service.ts (the
// owner's confirmation of an orphaned carried point).
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import { createCompassPointChangesService } from "./compass-point-changes-service.ts";
import { createCompassPointDetailsService } from "./compass-point-details-service.ts";
import { createCompassPointGates } from "./compass-point-gates.ts";
import { createCompassPointListsService } from "./compass-point-lists-service.ts";
import { createCompassPointPlacementService } from "./compass-point-placement-service.ts";
import type { CompassPointsRepo } from "./compass-points-repo.ts";

export function createCompassPointsService(deps: { repo: CompassPointsRepo; entitlements: EntitlementsService }) {
  const { repo, entitlements } = deps;
  const gates = createCompassPointGates({ repo, entitlements });
  return {
    ...createCompassPointListsService({ repo, gates }),
    ...createCompassPointDetailsService({ repo, entitlements, gates }),
    ...createCompassPointChangesService({ repo, gates }),
    ...createCompassPointPlacementService({ repo, gates }),
    /** For the notes calls: the same document gate. */
    documentGate: gates.documentGate,
  };
}

export type CompassPointsService = ReturnType<typeof createCompassPointsService>;
