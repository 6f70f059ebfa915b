// What must follow a published batch, written to the outbox in the batch's transaction (see
// publishing-service.ts): the revision alerts' fan-out, the index refresh of every changed
// document, the sanitising of the new editions' HTML, their clause-level change summaries, their
// references (the documents they cite), their clauses for the search inside them and the
// re-anchoring of compass points of superseded editions.
import {
  CLAUSE_INDEX_CHUNK,
  REFERENCES_CHUNK,
  SANITIZE_CHUNK,
  type TrackingAlertChange,
} from "@norma/contracts/queues";
import type { Prisma } from "@norma/db";
import { enqueueOutbox } from "../../lib/outbox.ts";
import type { PublishedChange } from "./publishing-types.ts";

/** New editions per change-summary job (a job stays well inside the sandbox's hard limit). */
const CHANGE_SUMMARY_CHUNK = 20;

export async function enqueueFollowUps(
  tx: Prisma.TransactionClient,
  batch: { batchId: string; publishedAt: Date; changes: PublishedChange[]; htmlAssetIds: number[] },
) {
  const { batchId, publishedAt, changes: out, htmlAssetIds } = batch;
  const alertChanges: TrackingAlertChange[] = out.map((c) => ({
    kind: c.kind,
    documentId: c.documentId,
    previousDocumentId: c.previousDocumentId,
    previousStatus: c.previousStatus,
    status: c.status,
    replacedByContentCode: c.replacedByContentCode,
  }));
  await enqueueOutbox(tx, "tracking-alerts.fan-out", {
    batchId,
    publishedAt: publishedAt.toISOString(),
    changes: alertChanges,
  });
  const changedIds = new Set(
    out.flatMap((c) => [c.documentId, ...(c.previousDocumentId ? [c.previousDocumentId] : [])]),
  );
  await enqueueOutbox(tx, "indexing.refresh", { documentIds: [...changedIds] });
  for (let at = 0; at < htmlAssetIds.length; at += SANITIZE_CHUNK)
    await enqueueOutbox(tx, "sanitize-html.run", { assetIds: htmlAssetIds.slice(at, at + SANITIZE_CHUNK) });
  // Every new edition's references, detected and resolved (jobs/references); the undated
  // citations of its family move to it there.
  const newEditions = out.filter((c) => c.kind === "NEW_VERSION").map((c) => c.documentId);
  for (let at = 0; at < newEditions.length; at += REFERENCES_CHUNK)
    await enqueueOutbox(tx, "references.detect", { documentIds: newEditions.slice(at, at + REFERENCES_CHUNK) });
  // …and its clauses, indexed for the search inside the documents (jobs/clause-index).
  for (let at = 0; at < newEditions.length; at += CLAUSE_INDEX_CHUNK)
    await enqueueOutbox(tx, "clause-index.documents", { documentIds: newEditions.slice(at, at + CLAUSE_INDEX_CHUNK) });
  // Compass points of superseded editions follow to the new ones (jobs/compass-reanchor).
  const superseded = out.flatMap((c) =>
    c.kind === "NEW_VERSION" && c.previousDocumentId
      ? [{ documentId: c.documentId, previousDocumentId: c.previousDocumentId }]
      : [],
  );
  // Each new edition's clause-level change summary against its predecessor (jobs/change-summary):
  // PENDING until the job has computed it, so a reader who comes first does not ask again.
  if (superseded.length)
    await tx.documentChangeSummary.createMany({
      data: superseded.map((e) => ({ documentId: e.documentId, previousDocumentId: e.previousDocumentId })),
      skipDuplicates: true,
    });
  for (let at = 0; at < superseded.length; at += CHANGE_SUMMARY_CHUNK)
    await enqueueOutbox(tx, "change-summary.run", { editions: superseded.slice(at, at + CHANGE_SUMMARY_CHUNK) });
  if (superseded.length) {
    const annotated = await tx.compassPoint.groupBy({
      by: ["documentId"],
      where: {
        documentId: { in: superseded.map((e) => e.previousDocumentId) },
        status: "ACTIVE",
        deletedAt: null,
      },
    });
    const withPoints = new Set(annotated.map((a) => a.documentId));
    const editions = superseded.filter((e) => withPoints.has(e.previousDocumentId));
    if (editions.length) await enqueueOutbox(tx, "compass-reanchor.run", { batchId, editions });
  }
}
