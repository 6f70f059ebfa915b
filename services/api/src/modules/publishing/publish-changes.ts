// The writes of a batch inside its transaction: a new edition of a line (the previous edition
// becomes Historical, the line's trackings follow, the redline old → new is scheduled) and a
// status change (withdrawn, replaced, ...).
import type { Prisma } from "@norma/db";
import { BadRequest } from "../../lib/errors.ts";
import { scheduleRedline } from "../compare/compare-scheduling.ts";
import type { StoredAsset } from "./publish-assets.ts";
import { contentCodeOf, day, type NewVersionItem, type PublishedChange, type StatusItem } from "./publishing-types.ts";

type Tx = Prisma.TransactionClient;

const designationKeyOf = (display: string) => display.toLowerCase().replace(/[^a-z0-9]/g, "");

export async function newVersion(
  tx: Tx,
  index: number,
  it: NewVersionItem,
  publisherId: number,
  assets: StoredAsset[],
  today: string,
  htmlAssetIds: number[],
): Promise<PublishedChange> {
  const languageCode = it.languageCode ?? "en-US";
  const code = it.contentCode ?? contentCodeOf(it.publisherKey, it.designation, languageCode);
  // The line's current edition, locked so two batches cannot both supersede it.
  const [prev] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM documents
     WHERE publisher_id = ${publisherId} AND family = ${it.family} AND language_code = ${languageCode} AND is_latest
     ORDER BY id DESC LIMIT 1 FOR UPDATE`;
  const p = prev ? await tx.document.findUniqueOrThrow({ where: { id: prev.id } }) : null;
  const need = <T>(value: T | undefined, inherited: T | undefined, field: string): T => {
    const v = value !== undefined ? value : inherited;
    if (v === undefined || v === null || v === "") {
      throw BadRequest.field(
        "publishBatch",
        `items[${index}].${field}`,
        "NotNull",
        `is required for the first edition of ${it.family}`,
      );
    }
    return v;
  };
  const displayDesignation = it.displayDesignation ?? `${it.publisherKey} ${it.designation}`;
  const status = it.status ?? "Active";
  const book = it.bookContentCode
    ? await tx.document.findUniqueOrThrow({ where: { contentCode: it.bookContentCode }, select: { id: true } })
    : null;
  const doc = await tx.document.create({
    data: {
      contentCode: code,
      publisherId,
      family: it.family,
      designation: it.designation,
      designationNo: need(it.designationNo, p?.designationNo, "designationNo"),
      displayDesignation,
      designationKey: designationKeyOf(displayDesignation),
      title: need(it.title, p?.title, "title"),
      description: it.description !== undefined ? it.description : (p?.description ?? null),
      documentType: need(it.documentType, p?.documentType, "documentType"),
      assetType: need(it.assetType, p?.assetType, "assetType"),
      contentType: need(it.contentType, p?.contentType, "contentType"),
      classification: it.classification !== undefined ? it.classification : (p?.classification ?? null),
      assetId: it.assetId ?? null,
      organizationId: it.organizationId !== undefined ? it.organizationId : (p?.organizationId ?? null),
      status,
      isLatest: true,
      editionYear: it.editionYear ?? null,
      languageCode,
      publishedDate: day(it.publishedDate ?? today),
      publishedOnlineDate: it.publishedOnlineDate ? day(it.publishedOnlineDate) : day(it.publishedDate ?? today),
      lastUpdateDate: day(it.lastUpdateDate ?? it.publishedDate ?? today),
      downloadable: it.downloadable ?? p?.downloadable ?? true,
      allowToTrack: it.allowToTrack ?? p?.allowToTrack ?? true,
      allowToFavorite: it.allowToFavorite ?? p?.allowToFavorite ?? true,
      hasVideo: it.hasVideo ?? false,
      refinementNodeIds: it.refinementNodeIds ?? p?.refinementNodeIds ?? [],
      collectionIds: it.collectionIds ?? p?.collectionIds ?? [],
      bookId: it.bookContentCode === undefined ? (p?.bookId ?? null) : (book?.id ?? null),
      extraMetadata: (it.extraMetadata ?? inheritedMetadata(p?.extraMetadata)) as Prisma.InputJsonValue,
      ...(it.bodyText ? { body: { create: { text: it.bodyText } } } : {}),
    },
    select: { id: true },
  });
  if (assets.length) {
    await tx.documentAsset.createMany({
      data: assets.map((a) => ({ documentId: doc.id, status: "Active" as const, ...a })),
    });
    const html = await tx.documentAsset.findMany({
      where: { documentId: doc.id, kind: "HTML" },
      select: { id: true },
    });
    htmlAssetIds.push(...html.map((a) => a.id));
  }
  const redlineId = p
    ? await supersede(tx, p.id, doc.id, { publisherId, family: it.family, languageCode }, assets)
    : null;
  return {
    kind: "NEW_VERSION",
    contentCode: code,
    documentId: doc.id,
    previousDocumentId: p?.id ?? null,
    previousStatus: p?.status ?? null,
    status,
    replacedByContentCode: null,
    redlineId,
  };
}

/**
 * The line's previous edition becomes Historical (with its files), the line's trackings follow
 * the new edition, and when both editions have a PDF the redline old → new is scheduled (its id
 * is answered, else null).
 */
async function supersede(
  tx: Tx,
  previousId: number,
  newId: number,
  line: { publisherId: number; family: string; languageCode: string },
  assets: StoredAsset[],
): Promise<number | null> {
  await tx.document.update({ where: { id: previousId }, data: { isLatest: false, status: "Historical" } });
  await tx.documentAsset.updateMany({ where: { documentId: previousId }, data: { status: "Historical" } });
  await followLine(tx, newId, line.publisherId, line.family, line.languageCode);
  const oldPdf = await tx.documentAsset.count({ where: { documentId: previousId, kind: "PDF" } });
  if (oldPdf > 0 && assets.some((a) => a.kind === "PDF")) {
    return scheduleRedline(tx, { newDocumentId: newId, oldDocumentId: previousId });
  }
  return null;
}

/**
 * A tracking is of an edition line (publisher, family, language), whichever edition the user
 * pressed track on: every tracking of the line moves to the new edition, so the tracked list
 * shows the current one. A user left with two trackings of the line (from before the
 * one-per-line rule) keeps one: the one turned on, else the oldest.
 */
async function followLine(tx: Tx, newId: number, publisherId: number, family: string, languageCode: string) {
  await tx.$executeRaw`
    WITH line AS (
      SELECT t.id, row_number() OVER (PARTITION BY t.user_id ORDER BY t.tracking_flag DESC, t.id) AS rank
        FROM tracked_documents t
        JOIN documents d ON d.id = t.document_id
       WHERE d.publisher_id = ${publisherId} AND d.family = ${family} AND d.language_code = ${languageCode}
         AND d.id <> ${newId}
    ), extra AS (
      DELETE FROM tracked_documents WHERE id IN (SELECT id FROM line WHERE rank > 1)
    )
    UPDATE tracked_documents SET document_id = ${newId}, updated_at = now()
     WHERE id IN (SELECT id FROM line WHERE rank = 1)`;
}

export async function statusChange(tx: Tx, it: StatusItem, today: string): Promise<PublishedChange> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM documents WHERE content_code = ${it.contentCode} FOR UPDATE`;
  const before = await tx.document.findUniqueOrThrow({ where: { id: locked.id } });
  const replacement = it.replacedByContentCode
    ? await tx.document.findUniqueOrThrow({
        where: { contentCode: it.replacedByContentCode },
        select: { family: true },
      })
    : null;
  await tx.document.update({
    where: { id: before.id },
    data: {
      status: it.status,
      replacedByContentCode: it.replacedByContentCode ?? null,
      replacedByFamilyValue: replacement?.family ?? null,
      lastUpdateDate: day(it.date ?? today),
    },
  });
  return {
    kind: "STATUS",
    contentCode: it.contentCode,
    documentId: before.id,
    previousDocumentId: null,
    previousStatus: before.status,
    status: it.status,
    replacedByContentCode: it.replacedByContentCode ?? null,
    redlineId: null,
  };
}

/**
 * The extra metadata (publishers' own keys) a new edition inherits from its predecessor when the
 * batch gives none: everything but the identifiers of one edition. A DOI or ISBN names exactly one
 * edition; copied, the usage reports showed the old edition's DOI for the new one (issue 25 §4).
 * The new edition then has its own (given by the batch) or none.
 */
export const EDITION_OWN_METADATA = ["doi", "isbn", "isbnEb", "isbnPb", "histAcceptedDate"] as const;

export function inheritedMetadata(previous: unknown): Record<string, unknown> {
  if (!previous || typeof previous !== "object" || Array.isArray(previous)) return {};
  const own = new Set<string>(EDITION_OWN_METADATA);
  return Object.fromEntries(Object.entries(previous as Record<string, unknown>).filter(([k]) => !own.has(k)));
}
