// What a publish batch is made of. One batch is one transaction and one revision alert per user.

/** A file of a new edition: its bytes (stored by the service) or a blob already in storage. */
export interface PublishAsset {
  kind: "HTML" | "PDF";
  content?: Buffer | string;
  storageKey?: string;
  contentType?: string;
  /** Ignored: a PDF's page count is read from the file when it is stored. */
  pageCount?: number;
  /** Publisher's asset id (PaperID), when the file has one. */
  assetId?: string;
}

/**
 * A new edition of a document line (publisher, family, language). The line's latest edition, if
 * any, becomes Historical (is_latest false, its assets Historical). Fields left out are taken
 * from that predecessor; a first edition must give title, designationNo, documentType,
 * assetType and contentType.
 */
export interface NewVersionItem {
  kind: "NEW_VERSION";
  publisherKey: string;
  family: string;
  /** BCP-47 code; defaults to en-US. */
  languageCode?: string;
  designation: string;
  designationNo?: string;
  displayDesignation?: string;
  /** Defaults to PUBLISHER|designation made safe|language. */
  contentCode?: string;
  title?: string;
  description?: string | null;
  documentType?: string;
  assetType?: string;
  contentType?: string;
  classification?: string | null;
  assetId?: string | null;
  organizationId?: string | null;
  /** Defaults to Active. */
  status?: string;
  editionYear?: number | null;
  /** YYYY-MM-DD; defaults to the publication day. */
  publishedDate?: string;
  publishedOnlineDate?: string | null;
  lastUpdateDate?: string;
  downloadable?: boolean;
  allowToTrack?: boolean;
  allowToFavorite?: boolean;
  hasVideo?: boolean;
  refinementNodeIds?: number[];
  collectionIds?: number[];
  extraMetadata?: Record<string, unknown>;
  /**
   * A paper's book (STP_PAPER, MANUAL_MONO_PAPERS, DATA_SERIES_PAPERS): its content code, of a
   * document that exists or comes earlier in the batch; null for none. Defaults to the
   * predecessor's book.
   */
  bookContentCode?: string | null;
  /** Plain text of the body (search weight D). */
  bodyText?: string;
  assets?: PublishAsset[];
}

export const STATUS_CHANGES = ["Withdrawn", "Withdrawn No replacement", "Withdrawn Replaced", "Replaced"] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

/** A document withdrawn or replaced; Replaced and Withdrawn Replaced name the replacement. */
export interface StatusItem {
  kind: "STATUS";
  contentCode: string;
  status: StatusChange;
  replacedByContentCode?: string;
  /** YYYY-MM-DD of the change (last update date); defaults to the publication day. */
  date?: string;
}

export type PublishItem = NewVersionItem | StatusItem;

export interface PublishBatch {
  /**
   * Names the batch and its revision alerts; used once only (a reused id is refused, field
   * batchId). 1–100 of A–Z a–z 0–9 . _ : -; defaults to a random UUID.
   */
  batchId?: string;
  /** Defaults to now. */
  publishedAt?: Date;
  items: PublishItem[];
}

export interface PublishedChange {
  kind: "NEW_VERSION" | "STATUS";
  contentCode: string;
  documentId: number;
  previousDocumentId: number | null;
  previousStatus: string | null;
  status: string;
  replacedByContentCode: string | null;
  /** The redline (old → new) scheduled for a new edition with a PDF predecessor. */
  redlineId: number | null;
}

export interface PublishResult {
  batchId: string;
  publishedAt: string;
  changes: PublishedChange[];
}

/** PUBLISHER|designation made safe|language (the catalogue's content codes). */
export function contentCodeOf(publisherKey: string, designation: string, language: string): string {
  const safe = designation
    .replace(/[^A-Za-z0-9.-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  return `${publisherKey}|${safe}|${language}`;
}

/** A date YYYY-MM-DD as midnight UTC. */
export const day = (s: string) => new Date(`${s}T00:00:00.000Z`);
