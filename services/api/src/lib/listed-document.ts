// The document card of every personal list (tracked, favourites, recently accessed, recently
// updated): the fields of spec 1 §3's search result document that a card shows.
import type { components } from "@norma/contracts/api-types";
import type { Prisma } from "@norma/db";

/** What the lists select of a document. */
export const LISTED_DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  family: true,
  designationNo: true,
  displayDesignation: true,
  title: true,
  documentType: true,
  assetType: true,
  assetId: true,
  status: true,
  isLatest: true,
  languageCode: true,
  publishedDate: true,
  publishedOnlineDate: true,
  lastUpdateDate: true,
  publisher: { select: { key: true, name: true } },
} satisfies Prisma.DocumentSelect;

export type ListedDocumentRow = Prisma.DocumentGetPayload<{ select: typeof LISTED_DOCUMENT_SELECT }>;

/**
 * The contract's document card, every field present (the API always sends them all, null where
 * there is no value).
 */
export type ListedDocument = Required<components["schemas"]["ListedDocument"]>;

/** Calendar dates travel as YYYY-MM-DD (the clients format them per locale). */
export const isoDate = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

export function listedDocument(d: ListedDocumentRow): ListedDocument {
  return {
    contentId: d.id,
    contentCode: d.contentCode,
    family: d.family,
    designationNo: d.designationNo,
    displayDesignation: d.displayDesignation,
    documentTitle: d.title,
    documentType: d.documentType,
    assetType: d.assetType,
    assetId: d.assetId,
    publisherCode: d.publisher.key,
    publisherName: d.publisher.name,
    status: d.status,
    isLatest: d.isLatest,
    language: d.languageCode,
    publishDate: isoDate(d.publishedDate),
    publishedOnlineDate: isoDate(d.publishedOnlineDate),
    lastUpdateDate: isoDate(d.lastUpdateDate),
  };
}

/** Page and size of a list call: page from 0, size within 1..max. */
export interface PageRequest {
  page: number;
  size: number;
}
