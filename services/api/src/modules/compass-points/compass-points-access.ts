// Who may do what with compass points (spec 2 §6, §8): the refusals with the titles the reader
// maps to its dialogs, the settings matrix (view and manage All/Own/None, per document with
// tenant and account defaults) and what it allows for one point.
import { holdsAuditHistory, isCompassPointAdmin } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { AppError, Forbidden } from "../../lib/errors.ts";
import type { SettingRow } from "./compass-points-repo.ts";

export const NOT_ELIGIBLE =
  "Compass Points feature is not eligible for user type. Compass Points are only viewable to logged in users.";
export const NOT_ENABLED = "Compass points are not enabled at account level setting";

/** 401 whose title is the sentence the shared landing page shows (spec 2 §8). */
export class CompassPointsNotEligible extends AppError {
  readonly status = 401;
  readonly title = NOT_ELIGIBLE;
  constructor() {
    super(NOT_ELIGIBLE, { messageKey: "error.compass-points.user-type" });
  }
}

export const notEnabled = () =>
  new Forbidden(NOT_ENABLED, { title: NOT_ENABLED, messageKey: "error.compass-points.not-enabled" });

export type Level = "All" | "Own" | "None";
export type AttributeKey = "name" | "description" | "overlay-details";
export interface Attribute {
  show: boolean;
  required: boolean;
  "input-type": "text" | "RichText";
  "label-i18n-key": string;
}

export interface EffectiveSettings {
  activate: boolean;
  view: Level;
  manage: Level;
  attributes: Record<AttributeKey, Attribute>;
}

export const DEFAULT_ATTRIBUTES: Record<AttributeKey, Attribute> = {
  name: { show: true, required: true, "input-type": "text", "label-i18n-key": "compassPoint.name" },
  description: { show: true, required: false, "input-type": "RichText", "label-i18n-key": "compassPoint.description" },
  "overlay-details": {
    show: true,
    required: false,
    "input-type": "text",
    "label-i18n-key": "compassPoint.overlayDetails",
  },
};

const level = (v: string, fallback: Level): Level => (v === "All" || v === "Own" || v === "None" ? v : fallback);

/** A row's specificity: the account's beats the tenant's, a document's beats a default. */
const rank = (r: { accountId: number | null; documentId: number | null }) =>
  (r.accountId !== null ? 2 : 0) + (r.documentId !== null ? 1 : 0);

/**
 * The settings for one document (or account-wide when documentId is null): the most specific row
 * gives activate, view and manage (as the document page and the download read them); the
 * attributes merge key by key from the least to the most specific row over the defaults.
 */
export function resolveSettings(rows: SettingRow[], documentId: number | null): EffectiveSettings {
  const applicable = rows
    .filter((r) => r.documentId === null || r.documentId === documentId)
    .sort((a, b) => rank(a) - rank(b));
  const top = applicable[applicable.length - 1];
  const attributes = structuredClone(DEFAULT_ATTRIBUTES);
  for (const r of applicable) {
    const a = (r.attributes ?? {}) as Record<string, Partial<Attribute> | undefined>;
    for (const key of Object.keys(attributes) as AttributeKey[]) {
      const given = a[key];
      if (!given || typeof given !== "object") continue;
      const target = attributes[key];
      if (typeof given.show === "boolean") target.show = given.show;
      if (typeof given.required === "boolean") target.required = given.required;
      if (given["input-type"] === "text" || given["input-type"] === "RichText")
        target["input-type"] = given["input-type"];
      if (typeof given["label-i18n-key"] === "string") target["label-i18n-key"] = given["label-i18n-key"];
    }
  }
  return {
    activate: top?.activate ?? true,
    view: level(top?.viewSetting ?? "All", "All"),
    manage: level(top?.manageSetting ?? "Own", "Own"),
    attributes,
  };
}

/** What the settings allow the user in the viewer and lists (GET settings `permissions`). */
export function permissionsOf(actor: Actor, s: EffectiveSettings) {
  return {
    annotate: s.activate,
    annotationAdmin: s.manage === "All",
    compassPointAdmin: isCompassPointAdmin(actor),
    manageOwn: s.manage !== "None",
    showMenu: s.manage !== "None" || isCompassPointAdmin(actor),
    showNotes: s.view !== "None",
    share: s.view !== "All" && s.manage !== "None",
  };
}

export interface PointFacts {
  tenantId: number;
  accountId: number;
  createdById: number;
  isShared: boolean;
}

/**
 * May the user see the point? Compass Points admins see every point of their tenant; others see
 * points of their account: their own always (even under view None, in their own list), others'
 * under view All, and under view Own only a point shared with them by its link (`direct`: a
 * request for that one point, not a list).
 */
export function canSee(actor: Actor, p: PointFacts, s: EffectiveSettings, direct: boolean): boolean {
  if (p.tenantId !== actor.tenantId) return false;
  if (isCompassPointAdmin(actor)) return true;
  if (p.accountId !== actor.accountId) return false;
  if (p.createdById === actor.userId) return true;
  if (s.view === "All") return true;
  return s.view === "Own" && direct && p.isShared;
}

/**
 * May the user read the point's change history (the audit-history permission, access-policy.ts)?
 * Whoever holds it, for a point they may see; a point's creator for their own point (its history
 * is the record of their own edits and of where a new edition carried it); nobody else, not even
 * a colleague who sees the point under view All.
 */
export function canReadHistory(actor: Actor, p: PointFacts, s: EffectiveSettings, direct: boolean): boolean {
  if (!canSee(actor, p, s, direct)) return false;
  return p.createdById === actor.userId || holdsAuditHistory(actor);
}

/**
 * May the user edit, deactivate and reactivate the point? A Compass Points admin any of the
 * tenant's; under manage None nobody else; the creator under Own or All; an annotation admin
 * (manage All) the points of the account the view lets everyone see — a point of someone else seen
 * only because it was shared is never editable.
 */
export function canManage(actor: Actor, p: PointFacts, s: EffectiveSettings): boolean {
  if (p.tenantId !== actor.tenantId) return false;
  if (isCompassPointAdmin(actor)) return true;
  if (s.manage === "None" || p.accountId !== actor.accountId) return false;
  if (p.createdById === actor.userId) return true;
  return s.manage === "All" && s.view === "All";
}
