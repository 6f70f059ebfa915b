// The documents a share or a group may name: ones the tenant presents (else 404, as for any
// document call) that the sharer may open through the account in question (else the 403 the
// reader shows as the tenant's no-access message). Sharing never grants access: the recipient's
// own entitlement decides when they open it.
import type { Db, Prisma } from "@norma/db";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import { visibleTo } from "../documents/documents-repo.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";

export const SHARED_DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  designationNo: true,
  displayDesignation: true,
  title: true,
  assetId: true,
  contentType: true,
  publisherId: true,
  collectionIds: true,
  publisher: { select: { key: true, name: true } },
} satisfies Prisma.DocumentSelect;

export type ShareableDocument = Prisma.DocumentGetPayload<{ select: typeof SHARED_DOCUMENT_SELECT }>;

/** Content types shown under publications (journals, books, manuals, data series and their papers). */
export const PUBLICATION_CONTENT_TYPES = new Set([
  "JOURNALS",
  "STP_BOOK",
  "STP_PAPER",
  "MANUAL_MONO_BOOKS",
  "MANUAL_MONO_PAPERS",
  "DATA_SERIES_BOOKS",
  "DATA_SERIES_PAPERS",
]);

export const shareKindOf = (doc: { contentType: string }): "STANDARD" | "PUBLICATION" =>
  PUBLICATION_CONTENT_TYPES.has(doc.contentType) ? "PUBLICATION" : "STANDARD";

export function createShareDocuments(deps: { db: Db; entitlements: EntitlementsService }) {
  const { db, entitlements } = deps;

  /** Documents by content code, in the order asked (duplicates once); an unknown one is 404. */
  async function byCodes(tenantId: number, codes: string[]): Promise<ShareableDocument[]> {
    const unique = [...new Set(codes.map((c) => c.trim()))];
    if (unique.length === 0) return [];
    const rows = await db.document.findMany({
      where: { contentCode: { in: unique }, ...visibleTo(tenantId) },
      select: SHARED_DOCUMENT_SELECT,
    });
    const byCode = new Map(rows.map((r) => [r.contentCode, r]));
    return unique.map((code) => {
      const doc = byCode.get(code);
      if (!doc) throw new NotFound(`Can not find content ${code}`, "error.document.notFound");
      return doc;
    });
  }

  /** One document by contentID and/or contentCode (both must name it). */
  async function byRef(tenantId: number, ref: { contentID?: number; contentCode?: string }) {
    if (ref.contentID === undefined && ref.contentCode === undefined)
      throw BadRequest.field("share", "contentID", "NotNull", "contentID or contentCode is required");
    const doc = await db.document.findFirst({
      where: {
        ...(ref.contentID !== undefined ? { id: ref.contentID } : {}),
        ...(ref.contentCode !== undefined ? { contentCode: ref.contentCode.trim() } : {}),
        ...visibleTo(tenantId),
      },
      select: SHARED_DOCUMENT_SELECT,
    });
    if (!doc) {
      if (ref.contentID !== undefined && ref.contentCode !== undefined) {
        const alone = await db.document.findFirst({ where: { id: ref.contentID, ...visibleTo(tenantId) } });
        if (alone) throw BadRequest.field("share", "contentCode", "Pattern", "is not the document of contentID");
      }
      throw new NotFound(`Can not find content ${ref.contentCode ?? ref.contentID}`, "error.document.notFound");
    }
    return doc;
  }

  /** Throws the no-access 403 unless every document may be opened through the account. */
  async function assertOpenable(actor: Actor, accountId: number, docs: ShareableDocument[]): Promise<void> {
    const through = { ...actor, accountId };
    for (const d of docs) {
      await entitlements.assertEntitled(
        through,
        { publisherId: d.publisherId, collectionIds: d.collectionIds },
        { fresh: true },
      );
    }
  }

  return { byCodes, byRef, assertOpenable };
}

export type ShareDocuments = ReturnType<typeof createShareDocuments>;
