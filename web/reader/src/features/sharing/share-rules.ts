// The share dialog's rules (spec 2 §2, §5, §9), as pure functions: the search runs only above 2
// characters after trimming, 500 ms after the last key; without group support only a valid
// e-mail is a target; a typed string that matches nobody is a no-match, unless it is a valid
// e-mail (offered as an external user); targets shared before show 'sent' instead of 'add';
// group rosters show 3 names and then '+N more'; the selection shows 1 until expanded.
import type { AccountSession, Schemas } from "../../api/types.ts";

export type ShareTarget = Schemas["ShareTarget"];
export type SharedTargets = Schemas["SharedTargets"];

/** The document a share dialog and its links panel are about. */
export interface SharedDocument {
  contentId: number;
  contentCode: string;
  title: string;
  designation: string;
}

export const SEARCH_DEBOUNCE_MS = 500;
export const MIN_SEARCH_CHARS = 3;
export const ROSTER_PREVIEW = 3;
export const SELECTION_PREVIEW = 1;

/**
 * Spec 2 §6: the share menu is for individual, signed-in users (not anonymous company sessions),
 * with the tenant's content-share feature.
 */
export function canShare(
  account: Pick<AccountSession, "id" | "userType"> | null,
  contentShareFeature: boolean,
): boolean {
  return contentShareFeature && account !== null && account.id !== null && account.userType === "INDIVIDUAL";
}

/** Spec 2 §5: more than 2 characters after trimming. */
export function searchable(keyword: string): boolean {
  return keyword.trim().length >= MIN_SEARCH_CHARS;
}

// The shape HTML's <input type=email> accepts (WHATWG), with a dot in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length >= 3 && v.length <= 254 && EMAIL.test(v);
}

/** A stable key of a target: the group's or user's id, else the (lower-cased) e-mail. */
export function targetKey(t: Pick<ShareTarget, "id" | "isGroup" | "email" | "name">): string {
  if (t.isGroup) return `group:${t.id}`;
  if (t.id !== null) return `user:${t.id}`;
  return `email:${(t.email ?? t.name).trim().toLowerCase()}`;
}

/** Whether the document was shared with this target before (the dialog shows 'sent'). */
export function isSent(t: ShareTarget, sent: SharedTargets | undefined): boolean {
  if (!sent) return false;
  if (t.isGroup) return sent.groupList.some((g) => g.id === t.id);
  const email = (t.email ?? "").trim().toLowerCase();
  return sent.userList.some(
    (u) => (t.id !== null && u.id === t.id) || (email !== "" && (u.email ?? "").trim().toLowerCase() === email),
  );
}

/** The first `ROSTER_PREVIEW` names and how many more there are ('+N more'). */
export function rosterPreview(names: string[], limit = ROSTER_PREVIEW): { shown: string[]; more: number } {
  return { shown: names.slice(0, limit), more: Math.max(0, names.length - limit) };
}

export type SearchState =
  /** Nothing to search yet (2 characters or fewer). */
  | { kind: "idle" }
  /** Without group support, the text is not a valid e-mail. */
  | { kind: "needEmail" }
  | { kind: "results"; targets: ShareTarget[] }
  /** A valid e-mail that matched no user: offered as an external user. */
  | { kind: "external"; email: string }
  /** Not a valid e-mail and no match. */
  | { kind: "noMatch" };

/**
 * What the dialog shows for a keyword and the search's reply (undefined: no reply for this
 * keyword yet). Without group support the search is by e-mail only.
 */
export function searchState(keyword: string, groupSupport: boolean, reply: ShareTarget[] | undefined): SearchState {
  const k = keyword.trim();
  if (!searchable(k)) return { kind: "idle" };
  if (!groupSupport && !isEmail(k)) return { kind: "needEmail" };
  if (reply === undefined) return { kind: "idle" };
  const known = reply.filter((t) => !t.isExternalUser);
  if (known.length > 0) return { kind: "results", targets: known };
  if (isEmail(k)) return { kind: "external", email: k };
  return { kind: "noMatch" };
}

/** The external-user target of an e-mail nobody has. */
export function externalTarget(email: string): ShareTarget {
  const e = email.trim();
  return { id: null, name: e, email: e, isGroup: false, isExternalUser: true };
}

/** Adds a target to the selection once. */
export function addTarget(selection: ShareTarget[], t: ShareTarget): ShareTarget[] {
  const key = targetKey(t);
  return selection.some((s) => targetKey(s) === key) ? selection : [...selection, t];
}

export type LinkExpiry = Schemas["ShareLinkRequest"]["expiresIn"];
export const LINK_EXPIRIES: LinkExpiry[] = ["ONE_DAY", "SEVEN_DAYS", "THIRTY_DAYS", "NEVER"];
