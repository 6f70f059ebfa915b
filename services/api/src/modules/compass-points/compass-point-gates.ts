// The gates every compass point call passes (spec 2 §1–§9), in the reader's order of refusals:
// 401 not eligible (company session), 404 unknown or foreign ids, 403 not entitled, 403 not
// enabled (tenant, account flag or document setting). The sub-services of the compass points
// module share one of these, made by createCompassPointsService.
import type { Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import {
  CompassPointsNotEligible,
  canManage,
  canSee,
  type EffectiveSettings,
  notEnabled,
  resolveSettings,
} from "./compass-points-access.ts";
import type { CompassPointsRepo, PointRow } from "./compass-points-repo.ts";

type Tx = Prisma.TransactionClient;
export type SignedIn = Actor & { userId: number; accountId: number };

export function createCompassPointGates(deps: { repo: CompassPointsRepo; entitlements: EntitlementsService }) {
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

  return { eligible, assertEnabled, settingsFor, documentGate, pointGate, lockedPoint };
}

export type CompassPointGates = ReturnType<typeof createCompassPointGates>;

export function forbiddenToManage() {
  return new Forbidden("The compass point settings do not let this user manage this compass point", {
    messageKey: "error.compassPoint.manage",
  });
}
