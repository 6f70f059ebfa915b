// Shapes and constants of the document calls (spec 1 §3).

/** Document page tabs and their positions (spec 1 §2: work items 2, videos 3, related 4, compass points 5). */
export const TAB_POSITIONS = {
  PDF: 0,
  HTML: 1,
  WORK_ITEMS: 2,
  VISUAL_CONTENT: 3,
  E_LEARNING: 3,
  RELATED_CONTENT: 4,
  COMPASS_POINTS: 5,
  /** The citation graph (issue 27): what the document references and what cites it. */
  REFERENCES: 6,
} as const;

export type TabName = keyof typeof TAB_POSITIONS;

/** Extra metadata shown for each content type (spec 1 §3); other types show the generic set. */
export const EXTRA_FIELDS: Record<string, readonly string[]> = {
  ASTM_STANDARDS: [
    "committeeSponsor",
    "mainCommittee",
    "mainWithSubCommittee",
    "doi",
    "histAcceptedDate",
    "language",
    "equivalent",
    "note",
  ],
  JOURNALS: [
    "doi",
    "issn",
    "volumeNumber",
    "histReceivedDate",
    "histAcceptedDate",
    "primaryTopic",
    "fundingOrganization",
    "language",
  ],
  MANUAL_MONO_PAPERS: ["doi", "isbnEb", "committeeSponsor", "primaryTopic", "language"],
  MANUAL_MONO_BOOKS: ["doi", "isbnEb", "committeeSponsor", "primaryTopic", "language"],
  STP_BOOK: ["doi", "isbnEb", "committeeSponsor", "conferenceName", "conferenceLocation", "meetingDate", "session"],
  STP_PAPER: [
    "doi",
    "isbnEb",
    "committeeSponsor",
    "conferenceName",
    "conferenceLocation",
    "meetingDate",
    "session",
    "histReceivedDate",
    "histAcceptedDate",
  ],
  DATA_SERIES_BOOKS: ["doi", "isbnEb", "committeeSponsor"],
  DATA_SERIES_PAPERS: ["doi", "committeeSponsor", "note"],
};
export const GENERIC_EXTRA_FIELDS = ["committeeSponsor", "mainCommittee", "doi", "language", "equivalent", "note"];
export const LIST_FIELDS = new Set(["language", "equivalent", "note"]);

/** Content types whose asset id is shown as the paper id. */
export const PAPER_TYPES = new Set(["JOURNALS", "STP_PAPER", "MANUAL_MONO_PAPERS", "DATA_SERIES_PAPERS"]);

export type ExtraMetadata = Record<string, string | string[]>;

/** The extra metadata of a document for its content type (strings and lists only). */
export function extraMetadataOf(contentType: string, raw: unknown): ExtraMetadata {
  const fields = EXTRA_FIELDS[contentType] ?? GENERIC_EXTRA_FIELDS;
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const out: ExtraMetadata = {};
  for (const f of fields) {
    const v = source[f];
    if (v === undefined || v === null || v === "") continue;
    if (LIST_FIELDS.has(f)) {
      const list = (Array.isArray(v) ? v : [v]).map(String).filter(Boolean);
      if (list.length) out[f] = list;
    } else out[f] = String(v);
  }
  return out;
}

/** A date as the contract's `date` (YYYY-MM-DD), or null. */
export const isoDate = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);
