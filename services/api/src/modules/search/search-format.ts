// Search result documents (spec 1 §3) from rows: dates as YYYY-MM-DD plus the card's date.
import type { SearchResultDocument, VersionRef } from "./search-types.ts";

export interface HitRow {
  id: number;
  content_code: string;
  publisher_id: number;
  family: string;
  designation_no: string;
  display_designation: string;
  title: string;
  description: string | null;
  document_type: string;
  asset_type: string;
  status: string;
  language_code: string;
  last_update_date: Date | null;
  published_date: Date | null;
  published_online_date: Date | null;
  downloadable: boolean;
  translation_of_id: number | null;
  /** The document's content collections (entitlement is decided on them and the publisher). */
  collection_ids?: number[];
  publisher_key: string;
  publisher_name: string;
}

export interface VersionRow {
  id: number;
  publisher_id: number;
  family: string;
  language_code: string;
  content_code: string;
  designation: string;
  display_designation: string;
  status: string;
  published_date: Date | null;
  is_latest: boolean;
}

export interface TranslationRow {
  id: number;
  group_id: number;
  language_code: string;
  content_code: string;
}

export interface SupplementRow {
  supplement_of_id: number;
  display_designation: string;
  content_code: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A DATE column as YYYY-MM-DD (dates carry no time zone; read in UTC). */
export function isoDate(d: Date | null): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

/** 'MMM DD, YYYY', e.g. 'Mar 05, 2021' (spec 1 §9 date formats). */
export function cardDate(d: Date | null): string | null {
  if (!d) return null;
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, "0")}, ${d.getUTCFullYear()}`;
}

/** The date a card shows: last update, else publication, else online publication; research reports show publication first. */
export function displayDateOf(
  row: Pick<HitRow, "asset_type" | "document_type" | "last_update_date" | "published_date" | "published_online_date">,
): string | null {
  const research = row.asset_type === "Research Report" || row.document_type === "Research Report";
  const order = research
    ? [row.published_date, row.last_update_date, row.published_online_date]
    : [row.last_update_date, row.published_date, row.published_online_date];
  return cardDate(order.find((d) => d !== null) ?? null);
}

export const lineKey = (r: { publisher_id: number; family: string; language_code: string }) =>
  `${r.publisher_id}|${r.family}|${r.language_code}`;

export function formatHits(
  hits: HitRow[],
  related: { versions: VersionRow[]; translations: TranslationRow[]; supplements: SupplementRow[] },
  scores?: Map<number, number>,
  entitledTo?: (hit: HitRow) => boolean,
): SearchResultDocument[] {
  const versionsByLine = new Map<string, VersionRef[]>();
  for (const v of related.versions) {
    const key = lineKey(v);
    const list = versionsByLine.get(key) ?? [];
    list.push({
      id: v.id,
      contentCode: v.content_code,
      designation: v.designation,
      displayDesignation: v.display_designation,
      status: v.status,
      publishDate: isoDate(v.published_date),
      isLatest: v.is_latest,
    });
    versionsByLine.set(key, list);
  }
  const translationsByGroup = new Map<number, TranslationRow[]>();
  for (const t of related.translations) {
    const list = translationsByGroup.get(t.group_id) ?? [];
    list.push(t);
    translationsByGroup.set(t.group_id, list);
  }
  const supplementsOf = new Map<number, SupplementRow[]>();
  for (const s of related.supplements) {
    const list = supplementsOf.get(s.supplement_of_id) ?? [];
    list.push(s);
    supplementsOf.set(s.supplement_of_id, list);
  }
  return hits.map((h) => {
    const group = h.translation_of_id ?? h.id;
    const score = scores?.get(h.id);
    return {
      id: h.id,
      contentCode: h.content_code,
      designationNo: h.designation_no,
      displayDesignation: h.display_designation,
      documentTitle: h.title,
      documentType: h.document_type,
      publisherName: h.publisher_name,
      publisherCode: h.publisher_key,
      status: h.status,
      lastUpdateDate: isoDate(h.last_update_date),
      publishDate: isoDate(h.published_date),
      publishedOnlineDate: isoDate(h.published_online_date),
      displayDate: displayDateOf(h),
      language: h.language_code,
      description: h.description,
      downloadable: h.downloadable,
      ...(entitledTo ? { entitled: entitledTo(h) } : {}),
      ...(score !== undefined ? { score: Math.round(score * 10_000) / 10_000 } : {}),
      translations: (translationsByGroup.get(group) ?? [])
        .filter((t) => t.id !== h.id)
        .map((t) => ({ language: t.language_code, contentCode: t.content_code })),
      connections: [
        {
          designationNo: h.designation_no,
          contentCode: h.content_code,
          versions: versionsByLine.get(lineKey(h)) ?? [],
        },
      ],
      supplements: (supplementsOf.get(h.id) ?? []).map((s) => ({
        "supplement-display-designation": s.display_designation,
        "supplement-content-code": s.content_code,
      })),
    };
  });
}
