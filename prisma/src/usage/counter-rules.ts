// COUNTER Release 5.1 rules applied when a usage event is recorded: which metric types an
// action counts toward, the data type of what was used, its year of publication, and the keys
// of double-click filtering and of unique counting per user-session.
// (COUNTER Code of Practice R5.1, sections 3.3 and 7: https://cop5.projectcounter.org/)

export const METRIC_TYPES = [
  "Total_Item_Investigations",
  "Total_Item_Requests",
  "Unique_Item_Investigations",
  "Unique_Item_Requests",
  "Unique_Title_Investigations",
  "Unique_Title_Requests",
  "No_License",
  "Limit_Exceeded",
  "Searches_Regular",
  "Searches_Platform",
] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

export const ACCESS_METHODS = ["Regular", "TDM"] as const;
export type AccessMethod = (typeof ACCESS_METHODS)[number];

/**
 * What a user did, in COUNTER's terms:
 * - request: the full content was delivered (HTML or PDF view, download, full book, video play);
 * - investigation: information about the item, not the item itself (metadata page, abstract,
 *   citation export, a compare of two editions);
 * - no_license / limit_exceeded: access was refused;
 * - search: the platform ran a search for a new result set.
 */
export type CounterAction = "request" | "investigation" | "no_license" | "limit_exceeded" | "search";

/**
 * Item-level data type from the document's content type. Papers of a book are Book_Segments
 * (their title is the book), journal papers Articles (their title is the journal), a book or
 * manual delivered whole is a Book, a video Multimedia; standards, regulations and construction
 * specifications are Standards.
 */
export function itemDataType(contentType: string): string {
  switch (contentType) {
    case "JOURNALS":
      return "Article";
    case "STP_PAPER":
    case "MANUAL_MONO_PAPERS":
    case "DATA_SERIES_PAPERS":
    // A book delivered whole counts as a single Book_Segment of itself (COUNTER 7.3).
    case "STP_BOOK":
    case "MANUAL_MONO_BOOKS":
    case "DATA_SERIES_BOOKS":
      return "Book_Segment";
    case "Related Materials":
      return "Other";
    default:
      return "Standard";
  }
}

export const MULTIMEDIA = "Multimedia";

/** The data type of the title (the parent work) an item belongs to, as the Title Report shows it. */
export function titleDataType(itemType: string): string | null {
  switch (itemType) {
    case "Book_Segment":
      return "Book";
    case "Article":
      return "Journal";
    case "Standard":
      return "Standard";
    case "Other":
      return "Other";
    default:
      return null; // Multimedia and the platform have no title in the Title Report
  }
}

/** Unique_Title_* apply to books only (COUNTER 7.4: Data_Types Book and Reference_Work). */
export const countsUniqueTitles = (itemType: string) => itemType === "Book_Segment";

/** COUNTER's YOP: the year of publication, 0001 when unknown. */
export function yearOfPublication(doc: { editionYear: number | null; publishedDate: Date | null }): string {
  const year = doc.editionYear ?? doc.publishedDate?.getUTCFullYear() ?? null;
  return year && year > 0 && year < 10000 ? String(year).padStart(4, "0") : "0001";
}

/** Two actions of the same user on the same item within this many milliseconds are one (COUNTER 7.2). */
export const DOUBLE_CLICK_MS = 30_000;

/**
 * Who acts, for double-click filtering: the signed-in user, else the session (an anonymous
 * company session), else the account.
 */
export function actorKey(actor: {
  tenantId: number;
  userId: number | null;
  accountId: number | null;
  jti?: string;
}): string {
  if (actor.userId !== null) return `u${actor.userId}`;
  if (actor.jti) return `s${actor.jti}`;
  return `a${actor.tenantId}:${actor.accountId ?? 0}`;
}

/**
 * The user-session for unique counts (COUNTER 7.3): the session id (the sign-in's start, which
 * token renewals keep) with the transaction date; without one, the user with the date and the
 * hour of day.
 */
export function sessionKey(
  actor: { userId: number | null; accountId: number | null; tenantId: number; authTime?: number; jti?: string },
  at: Date,
): string {
  const day = at.toISOString().slice(0, 10);
  const who = actorKey(actor);
  if (actor.authTime) return `${who}|${actor.authTime}|${day}`;
  return `${who}|${day}|${at.getUTCHours()}`;
}

/** The metric types one counted action adds to, before unique filtering. */
export function totalMetrics(action: CounterAction): MetricType[] {
  switch (action) {
    case "request":
      // Every request is also an investigation (COUNTER 3.3.4).
      return ["Total_Item_Investigations", "Total_Item_Requests"];
    case "investigation":
      return ["Total_Item_Investigations"];
    case "no_license":
      return ["No_License"];
    case "limit_exceeded":
      return ["Limit_Exceeded"];
    case "search":
      return ["Searches_Regular", "Searches_Platform"];
  }
}

/** The unique metrics an action may add to, each with the scope it is unique in. */
export function uniqueMetrics(
  action: CounterAction,
  itemType: string,
): { metric: MetricType; scope: "item" | "title" }[] {
  const out: { metric: MetricType; scope: "item" | "title" }[] = [];
  if (action !== "request" && action !== "investigation") return out;
  out.push({ metric: "Unique_Item_Investigations", scope: "item" });
  if (action === "request") out.push({ metric: "Unique_Item_Requests", scope: "item" });
  if (countsUniqueTitles(itemType)) {
    out.push({ metric: "Unique_Title_Investigations", scope: "title" });
    if (action === "request") out.push({ metric: "Unique_Title_Requests", scope: "title" });
  }
  return out;
}

/** Search text as the usage page groups it: trimmed, spaces collapsed, lower case, at most 200. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase().slice(0, 200);
}
