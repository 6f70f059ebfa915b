// What a publish batch is made of. One batch is one transaction and one revision alert per user.
import type { components } from "@norma/contracts/api-types";

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

/** The contract's publish item (openapi.yaml `PublishItem`): the fields and their meanings live there. */
type ContractItem = components["schemas"]["PublishItem"];

/**
 * A new edition of a document line (publisher, family, language): the contract's NEW_VERSION item,
 * with its required fields made required and its assets given as bytes or stored blobs. The
 * line's latest edition, if any, becomes Historical (is_latest false, its assets Historical).
 * Fields left out are taken from that predecessor; a first edition must give title,
 * designationNo, documentType, assetType and contentType.
 */
export interface NewVersionItem
  extends Omit<
    ContractItem,
    "kind" | "publisherKey" | "family" | "designation" | "date" | "replacedByContentCode" | "assets"
  > {
  kind: "NEW_VERSION";
  publisherKey: string;
  family: string;
  designation: string;
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
