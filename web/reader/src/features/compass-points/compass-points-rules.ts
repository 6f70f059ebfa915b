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
