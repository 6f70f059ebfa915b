// Scheduling of compare work, callable inside any transaction (publishing a new version makes
// the redline against its predecessor ahead of time; the compare calls make them on demand).
// Idempotent and safe under concurrency: one row per pair (INSERT … ON CONFLICT DO NOTHING), and
// one outbox event when the row is created (or when a failed one is retried).
import type { Db, Prisma } from "@norma/db";
import { enqueueOutbox } from "../../lib/outbox.ts";

type Tx = Db | Prisma.TransactionClient;

/** Makes sure a PDF redline of (old → new) exists or is being made. Returns its row id. */
export async function scheduleRedline(
  tx: Tx,
  pair: { newDocumentId: number; oldDocumentId: number },
  tenantId: number | null = null,
): Promise<number> {
  const created = await tx.pdfRedline.createMany({ data: [{ ...pair, status: "QUEUED" }], skipDuplicates: true });
  const row = await tx.pdfRedline.findUniqueOrThrow({
    where: { newDocumentId_oldDocumentId: pair },
    select: { id: true, status: true },
  });
  if (created.count === 1 || row.status === "FAILED") {
    if (row.status === "FAILED")
      await tx.pdfRedline.update({ where: { id: row.id }, data: { status: "QUEUED", error: null } });
    await enqueueOutbox(tx, "compare-pdf.run", { redlineId: row.id, ...pair }, { tenantId });
  }
  return row.id;
}

/** Makes sure an HTML compare of (old → new) asset exists or is being made. Returns its row id. */
export async function scheduleHtmlComparison(
  tx: Tx,
  pair: { newAssetId: number; oldAssetId: number },
  tenantId: number | null = null,
): Promise<number> {
  const created = await tx.htmlComparison.createMany({ data: [{ ...pair, status: "QUEUED" }], skipDuplicates: true });
  const row = await tx.htmlComparison.findUniqueOrThrow({
    where: { newAssetId_oldAssetId: pair },
    select: { id: true, status: true },
  });
  if (created.count === 1 || row.status === "FAILED") {
    if (row.status === "FAILED")
      await tx.htmlComparison.update({ where: { id: row.id }, data: { status: "QUEUED", error: null } });
    await enqueueOutbox(tx, "compare-html.run", { comparisonId: row.id, ...pair }, { tenantId });
  }
  return row.id;
}
