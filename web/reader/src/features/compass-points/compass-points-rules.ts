// Compass point display rules (spec 2 §2, §3, §9), as pure functions tested on their own.
export type ListStatus = "active" | "inactive";

/** Sort keys of the lists (spec 2 §3); a trailing minus sorts descending. */
export const SORT_KEYS = [
  "designation",
  "contentStatus",
  "name",
  "email",
  "createdDate",
  "deactivatedBy",
  "deactivatedDate",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Spec 2 §4: active lists sort by created date, deactivated by deactivated date, newest first. */
export const defaultSort = (status: ListStatus) => (status === "inactive" ? "deactivatedDate-" : "createdDate-");

/** The sort parameter from the URL, when it is one of the list's keys. */
export function sortOf(param: string | null, status: ListStatus): string {
  if (param && (SORT_KEYS as readonly string[]).includes(param.replace(/-$/, ""))) return param;
  return defaultSort(status);
}

/** Clicking a column: the same key flips direction, another key starts ascending. */
export function toggleSort(current: string, key: SortKey): string {
  const base = current.replace(/-$/, "");
  if (base !== key) return key;
  return current.endsWith("-") ? key : `${key}-`;
}

/** Display truncation (spec 2 §2, §9): the text cut at `max` characters with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const s = text ?? "";
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * Spec 2 §2/§6: a shared compass point can be saved by the viewer as one of their own when it is
 * not theirs already, they may create points, and shared-save is not hidden (view All or manage
 * None hide it, as they hide the share link).
 */
export function maySaveShared(
  point: { own?: boolean; status?: string } | null | undefined,
  permissions: { share: boolean; annotate: boolean } | null | undefined,
): boolean {
  return !!point && point.own !== true && point.status !== "inactive" && !!permissions?.share && !!permissions.annotate;
}

export const NAME_DISPLAY = 25;
export const SELECTION_DISPLAY = 50;
export const TOOLTIP_MAX = 1000;
export const HISTORY_TEXT_MAX = 255;
export const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Spec 2 §2 change-history labels by dbTransactionType (UPDATE-SELECTION is Edited too). */
export type HistoryLabelKey =
  | "compassPointsHistory.created"
  | "compassPointsHistory.reactivated"
  | "compassPointsHistory.deactivated"
  | "compassPointsHistory.edited";

export function historyLabelKey(type: string): HistoryLabelKey {
  switch (type) {
    case "INSERT":
      return "compassPointsHistory.created";
    case "ACTIVATE":
      return "compassPointsHistory.reactivated";
    case "DEACTIVATE":
      return "compassPointsHistory.deactivated";
    default:
      return "compassPointsHistory.edited";
  }
}

/** Spec 2 §2, §9: viewer author names: Guest (in the reader's language), else last plus first name cut at 20 characters. */
export const VIEWER_NAME_MAX = 20;

export function authorName(
  user: { firstName?: string | null; lastName?: string | null } | null,
  guest = "Guest",
): string {
  const parts = [user?.lastName, user?.firstName].map((s) => s?.trim()).filter(Boolean);
  if (!parts.length) return guest;
  return parts.join(" ").slice(0, VIEWER_NAME_MAX).trimEnd();
}

/** The label of a carried point's placement (re-anchoring on a new edition). */
export const PLACEMENT_KEY = {
  EXACT: "compassPointsHistory.placement-EXACT",
  MOVED: "compassPointsHistory.placement-MOVED",
  ORPHANED: "compassPointsHistory.placement-ORPHANED",
  CONFIRMED: "compassPointsHistory.placement-CONFIRMED",
} as const;

/**
 * The admin list's selection (spec 2 §2: "for an admin, clicking a compass point selects it
 * without a link"): only points the admin may change can be chosen, for the bulk deactivate or
 * reactivate. A click toggles one; the header box chooses the page's selectable points, or
 * clears them when all are chosen already.
 */
export function selectablePoints<P extends { compassPointID: number; edit?: boolean }>(points: readonly P[]): number[] {
  return points.filter((p) => p.edit === true).map((p) => p.compassPointID);
}

export function toggleSelected(selected: ReadonlySet<number>, id: number, selectable: readonly number[]): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else if (selectable.includes(id)) next.add(id);
  return next;
}

export function toggleAllSelected(selected: ReadonlySet<number>, selectable: readonly number[]): Set<number> {
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return all ? new Set() : new Set(selectable);
}

/** The header box's state: "all", "some" (indeterminate) or "none" of the page's selectable points. */
export function selectionState(selected: ReadonlySet<number>, selectable: readonly number[]): "all" | "some" | "none" {
  const chosen = selectable.filter((id) => selected.has(id)).length;
  if (chosen === 0) return "none";
  return chosen === selectable.length ? "all" : "some";
}

/** The document at a point (or, for a deactivated point, the document alone): the admin row's Open. */
export function pointDocumentUrl(p: { contentCode: string; compassPointUUID: string }, status: ListStatus): string {
  const base = `/document/?contentCode=${encodeURIComponent(p.contentCode)}`;
  return status === "active" ? `${base}&compasspointuuid=${p.compassPointUUID}` : base;
}

/**
 * Spec 2 §2, §4: the selection-change dialog. A new selection made in the document while a point
 * is created or edited is offered; using it keeps the one it replaced for an undo, keeping the
 * old one drops the offer; undo puts the replaced selection back (once).
 */
export interface SelectionChange<S> {
  /** The selection the point will have. */
  selection: S | null;
  /** A new selection waiting for the user's answer. */
  offered: S | null;
  /** The selection the last accepted change replaced. */
  undo: { before: S | null } | null;
}

export type SelectionEvent<S> =
  | { kind: "offer"; selection: S }
  | { kind: "accept" }
  | { kind: "keep" }
  | { kind: "undo" };

export function selectionChange<S>(state: SelectionChange<S>, event: SelectionEvent<S>): SelectionChange<S> {
  switch (event.kind) {
    case "offer":
      return { ...state, offered: event.selection };
    case "accept":
      return state.offered ? { selection: state.offered, offered: null, undo: { before: state.selection } } : state;
    case "keep":
      return { ...state, offered: null };
    case "undo":
      return state.undo ? { ...state, selection: state.undo.before, undo: null } : state;
  }
}

/** Spec 2 §2, §9: the selected text shown at 255 characters until "show more"; whether to offer it. */
export function selectionPreview(text: string, expanded: boolean, max = 255): { shown: string; toggle: boolean } {
  return { shown: expanded ? text : truncate(text, max), toggle: text.length > max };
}
