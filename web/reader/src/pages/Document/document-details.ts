// The rows of the document details dialog (spec 1 §3, issue 12 defect 8): the content type by its
// name in the user's language (never the raw code), one Language row (the catalogue's list when
// it has one, else the document's language code, each named in the user's language), and dates
// in the user's locale like every other date of the reader.
import type { DateStyle } from "../../i18n/dates.ts";

/** The extra metadata fields shown, in this order (those the content type has). */
export const DETAIL_FIELDS = [
  "paperId",
  "committeeSponsor",
  "mainCommittee",
  "mainWithSubCommittee",
  "doi",
  "issn",
  "isbnEb",
  "volumeNumber",
  "histReceivedDate",
  "histAcceptedDate",
  "conferenceName",
  "conferenceLocation",
  "meetingDate",
  "session",
  "primaryTopic",
  "fundingOrganization",
  "equivalent",
  "note",
] as const;

const DATE_FIELDS = new Set<string>(["histReceivedDate", "histAcceptedDate", "meetingDate"]);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/;

/** The key of a content type's name: "ASTM_STANDARDS", "Translated Standard" → "TRANSLATED_STANDARD". */
export function contentTypeKey(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_");
}

/** A readable form of a code without a name ("SOME_NEW_TYPE" → "Some new type"). */
export function humanize(code: string): string {
  const words = code
    .trim()
    .replace(/[_\s]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A language code ("en-US") named in `locale` ("English (United States)"); other text as it is. */
export function languageName(value: string, locale: string): string {
  if (!/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(value.trim())) return value;
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(value.trim().replace("_", "-")) ?? value;
  } catch {
    return value;
  }
}

export interface DetailInput {
  contentType: string;
  languageCode: string | null | undefined;
  publishedDate?: string | null;
  publishedOnlineDate?: string | null;
  extra: Record<string, unknown> | null;
}

export interface DetailTools {
  t: (key: string, options?: Record<string, unknown>) => string;
  formatDate: (value: string, style?: DateStyle) => string;
  locale: string;
}

/** The label and value of each row of the details dialog. */
export function detailRows(input: DetailInput, { t, formatDate, locale }: DetailTools): [string, string][] {
  const rows: [string, string][] = [];
  rows.push([
    t("document.fields.contentType"),
    t(`document.contentTypes.${contentTypeKey(input.contentType)}`, { defaultValue: humanize(input.contentType) }),
  ]);
  const listed = input.extra?.language;
  const languages = (Array.isArray(listed) ? listed.map(String) : typeof listed === "string" ? [listed] : [])
    .map((l) => l.trim())
    .filter(Boolean);
  if (!languages.length && input.languageCode) languages.push(input.languageCode);
  if (languages.length)
    rows.push([t("document.fields.language"), [...new Set(languages.map((l) => languageName(l, locale)))].join("; ")]);
  if (input.publishedDate) rows.push([t("document.date.published"), formatDate(input.publishedDate, "long")]);
  if (input.publishedOnlineDate)
    rows.push([t("document.date.publishedOnline"), formatDate(input.publishedOnlineDate, "long")]);
  for (const field of DETAIL_FIELDS) {
    const value = input.extra?.[field];
    if (value === undefined || value === null || value === "") continue;
    const text = Array.isArray(value) ? value.join("; ") : String(value);
    rows.push([
      t(`document.fields.${field}`),
      DATE_FIELDS.has(field) && CALENDAR_DATE.test(text) ? formatDate(text.slice(0, 10), "long") : text,
    ]);
  }
  return rows;
}
