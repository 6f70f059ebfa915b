// The shapes tracked documents are read in, shared by the tracking queries (tracking-repo.ts
// composes them) and by the track rules that check a document before tracking it.
import type { Db, Prisma } from "@norma/db";
import { LISTED_DOCUMENT_SELECT } from "../../lib/listed-document.ts";

export type Tx = Db | Prisma.TransactionClient;

/** What the track rules and the entitlement check need to know about a document. */
export const TRACKABLE_SELECT = {
  ...LISTED_DOCUMENT_SELECT,
  publisherId: true,
  languageCode: true,
  allowToTrack: true,
  classification: true,
  collectionIds: true,
} satisfies Prisma.DocumentSelect;

export type TrackableDocument = Prisma.DocumentGetPayload<{ select: typeof TRACKABLE_SELECT }>;

export const TRACKED_INCLUDE = { document: { select: LISTED_DOCUMENT_SELECT } } satisfies Prisma.TrackedDocumentInclude;
export type TrackedRow = Prisma.TrackedDocumentGetPayload<{ include: typeof TRACKED_INCLUDE }>;
