// Carrying one compass point to a new edition: it is placed on the new text (placement.ts) and a
// carried point is created with the source's account, creator, name, description and overlay
// details, a link to its source, its placement, updated selectors and page, and an INSERT audit
// recording why it was placed there, in one transaction. A carried point is unique per (source,
// edition): a retried job finds it and skips it (null).
import type { Db, Prisma } from "@norma/db";
import type { AnchorText } from "./document-text.ts";
import { placeOnNewEdition } from "./placement.ts";
import type { StructureEvidence } from "./structure.ts";

/** What a point is carried with. */
export const SOURCE_SELECT = {
  id: true,
  tenantId: true,
  accountId: true,
  createdById: true,
  name: true,
  description: true,
  overlayDetails: true,
  selectionText: true,
  selectionData: true,
  annotationId: true,
  pageNumber: true,
  selectors: true,
  placement: true,
  type: true,
  isShared: true,
} satisfies Prisma.CompassPointSelect;
export type Source = Prisma.CompassPointGetPayload<{ select: typeof SOURCE_SELECT }>;

/** The carried point, or null when an earlier attempt carried it. */
export async function carryPoint(
  db: Db,
  source: Source,
  newId: number,
  next: AnchorText | null,
  old: AnchorText | null,
  structure: StructureEvidence | null,
) {
  const { anchor, evidence, selectionText, pageNumber, selectors, selectionData } = placeOnNewEdition(
    source,
    next,
    old,
    structure,
  );
  return db.$transaction(async (tx) => {
    const created = await tx.compassPoint.createManyAndReturn({
      data: [
        {
          tenantId: source.tenantId,
          accountId: source.accountId,
          documentId: newId,
          createdById: source.createdById,
          name: source.name,
          description: source.description,
          overlayDetails: source.overlayDetails,
          selectionText,
          selectionData,
          annotationId: source.annotationId,
          pageNumber,
          selectors: selectors as unknown as Prisma.InputJsonValue,
          type: source.type,
          isShared: source.isShared,
          sourceCompassPointId: source.id,
          placement: anchor.placement,
          anchorCandidates: evidence as unknown as Prisma.InputJsonValue,
        },
      ],
      skipDuplicates: true,
    });
    if (!created.length) return null; // carried by an earlier attempt
    const row = created[0];
    await tx.compassPointAudit.create({
      data: {
        compassPointId: row.id,
        dbTransactionType: "INSERT",
        transactionUserId: null,
        transactionUserName: "System",
        auditData: {
          current: {
            modifiedDate: row.modifiedAt.toISOString(),
            name: row.name,
            description: row.description,
            overlayDetails: row.overlayDetails,
            status: "active",
            selectionMetadata: {
              selectionText: row.selectionText,
              sourceCompassPointId: source.id,
              pageNumber: row.pageNumber,
              placement: anchor.placement,
              anchoring: anchor.reason,
              // Why: the clause it was in and was placed in, and the places considered.
              anchorEvidence: {
                structure: evidence.structure,
                clause: evidence.clause,
                candidates: evidence.candidates,
              } as unknown as Prisma.InputJsonValue,
            },
          },
          previous: null,
        },
      },
    });
    return row;
  });
}
