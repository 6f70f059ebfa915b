// What a batch did to each document, as publish events (migration 20261129120000): the public
// API's changes feed (issue 30) pages through them by id. Written in the batch's transaction,
// after a transaction-scoped advisory lock that every batch takes here: the ids of two batches
// are then committed in the order they were drawn, so a reader that has seen id N never finds a
// smaller id committed later — its cursor can only move forward without skipping a change.
import { Prisma } from "@norma/db";
import type { PublishedChange } from "./publishing-types.ts";

/** The advisory lock's key (any constant; this one spells "pubevent"). */
export const PUBLISH_EVENTS_LOCK = 0x7075626576656e74n;

export type PublishEventKind = "PUBLISHED" | "REVISED" | "WITHDRAWN" | "STATUS_CHANGED";

export function eventKindOf(change: Pick<PublishedChange, "kind" | "previousDocumentId" | "status">): PublishEventKind {
  if (change.kind === "NEW_VERSION") return change.previousDocumentId === null ? "PUBLISHED" : "REVISED";
  return change.status.startsWith("Withdrawn") ? "WITHDRAWN" : "STATUS_CHANGED";
}

export async function recordPublishEvents(
  tx: Prisma.TransactionClient,
  batch: { batchId: string; publishedAt: Date; changes: PublishedChange[] },
): Promise<void> {
  if (batch.changes.length === 0) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PUBLISH_EVENTS_LOCK})`;
  const rows = batch.changes.map(
    (c, i) =>
      Prisma.sql`(${i}, ${c.documentId}::int, ${c.previousDocumentId}::int, ${eventKindOf(c)}, ${c.status}, ${c.previousStatus})`,
  );
  await tx.$executeRaw`
    INSERT INTO publish_events (batch_id, published_at, document_id, previous_document_id, publisher_id, kind, status, previous_status)
    SELECT ${batch.batchId}, ${batch.publishedAt}, v.document_id, v.previous_document_id, d.publisher_id, v.kind, v.status, v.previous_status
      FROM (VALUES ${Prisma.join(rows)}) AS v(n, document_id, previous_document_id, kind, status, previous_status)
      JOIN documents d ON d.id = v.document_id
     ORDER BY v.n`;
}
