// The document page's rules (spec 1 §2, §4, §5), as pure functions.
import type { Schemas } from "../../api/types.ts";

export type DocumentMetadata = Schemas["DocumentMetadata"];
export type DocumentVersion = Schemas["DocumentVersion"];
export type TabName = Schemas["DocumentTab"]["name"];

/** Tabs this app shows (every tab of the spec; compass points at the position the server gives, 5). */
const SHOWN_TABS = new Set<TabName>([
  "PDF",
  "HTML",
  "WORK_ITEMS",
  "VISUAL_CONTENT",
  "E_LEARNING",
  "RELATED_CONTENT",
  "COMPASS_POINTS",
  "REFERENCES",
]);
const DEFAULT_TABS: Schemas["DocumentTab"][] = [
  { name: "PDF", position: 0 },
  { name: "HTML", position: 1 },
];

/** The tab list: the document's tabs (default PDF then HTML), sorted by position, de-duplicated. */
export function tabsOf(tabs: Schemas["DocumentTab"][] | null | undefined): TabName[] {
  const source = tabs?.length ? tabs : DEFAULT_TABS;
  const seen = new Set<TabName>();
  return [...source]
    .sort((a, b) => a.position - b.position)
    .map((t) => t.name)
    .filter((name) => {
      if (!SHOWN_TABS.has(name) || seen.has(name)) return false;
      seen.add(name);
      return true;
    });
}

const RESEARCH_REPORT = /^research[- ]report$/i;

/**
 * The date the header shows: the last updated date (the published date for a research report),
 * falling back to the published date, then the published online date.
 */
export function headerDate(
  m: Pick<DocumentMetadata, "documentType" | "lastUpdateDate" | "publishedDate" | "publishedOnlineDate">,
): {
  kind: "updated" | "published" | "publishedOnline";
  value: string;
} | null {
  const first = RESEARCH_REPORT.test(m.documentType) ? m.publishedDate : m.lastUpdateDate;
  if (first) return { kind: RESEARCH_REPORT.test(m.documentType) ? "published" : "updated", value: first };
  if (m.publishedDate) return { kind: "published", value: m.publishedDate };
  if (m.publishedOnlineDate) return { kind: "publishedOnline", value: m.publishedOnlineDate };
  return null;
}

/**
 * Spec 1 §5: for the main publisher the track button shows only for Standard documents (unless
 * their classification is RL) and translated ones; for other publishers always; never when the
 * document disallows tracking. The type is the digital-library type, i.e. the asset type
 * (Standard, Translated Standard, Related Materials, …) — the one the server's rule reads
 * (trackRefusal of @norma/db/tracking-rules, prisma/src/rules/tracking.ts), so the button shows
 * exactly when tracking is accepted. The document type (Test Method, Guide, …) plays no part.
 */
export function showTrack(
  m: Pick<DocumentMetadata, "allowToTrack" | "publisherCode" | "assetType" | "classification">,
  mainPublisher: string | null | undefined,
): boolean {
  if (!m.allowToTrack) return false;
  if (!mainPublisher || m.publisherCode !== mainPublisher) return true;
  const type = m.assetType.trim().toLowerCase();
  if (type.startsWith("translated")) return true;
  return type === "standard" && (m.classification ?? "").trim().toUpperCase() !== "RL";
}

/** Content types whose citations the main tenant offers (journals, STP books/symposia, manuals). */
export const CITATION_CONTENT_TYPES = new Set([
  "JOURNALS",
  "STP_BOOK",
  "STP_PAPER",
  "MANUAL_MONO_BOOKS",
  "MANUAL_MONO_PAPERS",
]);

export function showCitations(
  m: Pick<DocumentMetadata, "contentType" | "citationArticleTypeExclude">,
  mainTenant: boolean,
): boolean {
  return mainTenant && CITATION_CONTENT_TYPES.has(m.contentType) && m.citationArticleTypeExclude !== true;
}

/**
 * The edition this one superseded, as the document page names it (its display designation), or
 * null for the first edition of its line: the versions come newest first, as the API orders them.
 */
export function previousEditionOf(metadata: Pick<DocumentMetadata, "contentId" | "versions">): string | null {
  const at = metadata.versions.findIndex((v) => v.id === metadata.contentId);
  const previous = at >= 0 ? metadata.versions[at + 1] : undefined;
  return previous ? (previous.displayDesignation ?? previous.designationNo) : null;
}

/**
 * The banner of an older edition (issue 12: a historical edition said nothing of the current one):
 * the newest edition to go to, when this one is not the newest and no replacement is named (the
 * header then names the replacement instead). Null otherwise.
 */
export function newerEditionOf(
  metadata: Pick<DocumentMetadata, "contentCode" | "versions" | "replacedByContentCode">,
): DocumentVersion | null {
  if (metadata.replacedByContentCode) return null;
  const own = metadata.versions.find((v) => v.contentCode === metadata.contentCode);
  if (!own || own.isLatest) return null;
  return metadata.versions.find((v) => v.isLatest) ?? null;
}
