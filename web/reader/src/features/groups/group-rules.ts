// The rules of the groups screens (spec 2 §2, §5, §9), as pure functions: sorting the cards,
// truncating names, the member previews, the searches' thresholds and filters, and when each
// button of the create wizard and the edit dialogs may be pressed. Tested in group-rules.unit.test.ts.

/** Spec 2 §9: group name and description are at most 255 characters. */
export const GROUP_TEXT_MAX = 255;
/** Spec 2 §2, §9: the group name is shown truncated at 50 characters. */
export const GROUP_NAME_TRUNCATION = 50;
/** Spec 2 §2, §9: the detail page lists 6 members before 'N more...'. */
export const DETAIL_MEMBER_PREVIEW = 6;
/** Spec 2 §2, §9: roster cards list 3 names before '+N more'. */
export const CARD_MEMBER_PREVIEW = 3;
/** Spec 2 §5: searches need more than 2 characters. */
export const MIN_SEARCH_CHARS = 3;
/** Spec 2 §5, §9: the member search waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Spec 2 §7, §9: member search and document type-ahead return up to 100. */
export const SEARCH_SIZE = 100;

export type GroupSort = "asc" | "desc";

/** The sort of the URL: A-Z unless it says desc. */
export function groupSort(param: string | null): GroupSort {
  return param === "desc" ? "desc" : "asc";
}

/** Groups by name, A-Z or Z-A, in the language's order (case-insensitive), then by id. */
export function sortGroups<T extends { name: string; groupID: number }>(
  groups: T[],
  sort: GroupSort,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const sign = sort === "asc" ? 1 : -1;
  return [...groups].sort((a, b) => sign * (collator.compare(a.name, b.name) || a.groupID - b.groupID));
}

/** Spec 2 §2: names longer than 50 characters are cut at 50 with an ellipsis. */
export function truncateName(name: string, max = GROUP_NAME_TRUNCATION): string {
  return [...name].length > max ? `${[...name].slice(0, max).join("")}…` : name;
}

export interface Person {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** "First Last", else the e-mail. */
export function personName(p: Person): string {
  return [p.firstName, p.lastName].filter((x) => x?.trim()).join(" ") || p.email;
}

/** The first `count` items and how many are left over ('N more...', '+N more'). */
export function preview<T>(items: T[], count: number, expanded = false): { shown: T[]; more: number } {
  if (expanded || items.length <= count) return { shown: items, more: 0 };
  return { shown: items.slice(0, count), more: items.length - count };
}

/** Spec 2 §5: a search runs only with more than 2 characters after trimming. */
export function searchable(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_CHARS;
}

/** Spec 2 §5: the group-side member filter: first plus last name, case- and space-insensitive, more than 2 characters. */
export function filterMembers<T extends Person>(members: T[], text: string): T[] {
  if (!searchable(text)) return members;
  const squash = (s: string) => s.replace(/\s+/g, "").toLocaleLowerCase();
  const q = squash(text);
  return members.filter((m) => squash(`${m.firstName ?? ""}${m.lastName ?? ""}`).includes(q));
}

export interface PickedDocument {
  contentCode: string;
  contentID: number;
  designationNo: string;
  displayDesignation?: string;
  assetId: string | null;
  documentTitle: string;
}

/** Spec 2 §5: the group-side document filter matches title, asset id or designation (more than 2 characters). */
export function filterDocuments<T extends PickedDocument>(documents: T[], text: string): T[] {
  if (!searchable(text)) return documents;
  const q = text.trim().toLocaleLowerCase();
  return documents.filter((d) =>
    [d.documentTitle, d.assetId ?? "", d.designationNo, d.displayDesignation ?? ""].some((v) =>
      v.toLocaleLowerCase().includes(q),
    ),
  );
}

/** Spec 2 §5: a field's limit notice shows when exactly the maximum has been typed. */
export function atLimit(text: string, max = GROUP_TEXT_MAX): boolean {
  return text.length === max;
}

const filled = (s: string) => s.trim() !== "";

/** The create wizard's steps: 0 name and description, 1 members, 2 documents. */
export type WizardStep = 0 | 1 | 2;

export interface WizardState {
  name: string;
  description: string;
  memberCount: number;
  documentCount: number;
}

/**
 * Spec 2 §5: step 0's Next needs a name and description (not blank after trimming, at most 255);
 * step 1's Next needs a member; step 2's confirm needs a document.
 */
export function canAdvance(step: WizardStep, s: WizardState): boolean {
  if (step === 0)
    return (
      filled(s.name) &&
      filled(s.description) &&
      s.name.length <= GROUP_TEXT_MAX &&
      s.description.length <= GROUP_TEXT_MAX
    );
  if (step === 1) return s.memberCount > 0;
  return s.documentCount > 0;
}

/** Spec 2 §5: the name/description update waits until a field was touched and both are non-blank. */
export function canUpdateText(touched: boolean, name: string, description: string): boolean {
  return (
    touched &&
    filled(name) &&
    filled(description) &&
    name.length <= GROUP_TEXT_MAX &&
    description.length <= GROUP_TEXT_MAX
  );
}

/** Spec 2 §5: the e-mail group send waits for a subject and a message (after trimming). */
export function canSendMail(subject: string, message: string): boolean {
  return filled(subject) && filled(message);
}

/** Ids to add and to remove to go from `before` to `after` (the documents dialog's update). */
export function documentChanges(
  before: PickedDocument[],
  after: PickedDocument[],
): { addContentCodes: string[]; removeContentIds: number[] } {
  const had = new Set(before.map((d) => d.contentCode));
  const has = new Set(after.map((d) => d.contentCode));
  return {
    addContentCodes: after.filter((d) => !had.has(d.contentCode)).map((d) => d.contentCode),
    removeContentIds: before.filter((d) => !has.has(d.contentCode)).map((d) => d.contentID),
  };
}

/** Moves the checked keys from one list to the other (keeping the target's order, new ones last). */
export function moveItems<T>(from: T[], to: T[], checked: ReadonlySet<string>, key: (t: T) => string): [T[], T[]] {
  const moving = from.filter((x) => checked.has(key(x)));
  const present = new Set(to.map(key));
  return [from.filter((x) => !checked.has(key(x))), [...to, ...moving.filter((x) => !present.has(key(x)))]];
}

/** The group id of /group-detail/?groupId=… (null when it is not a positive 32-bit integer). */
export function groupIdOf(param: string | null): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 && n <= 2147483647 ? n : null;
}
