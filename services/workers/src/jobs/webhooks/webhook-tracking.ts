// tracking.document_changed (issue 30): what the revision-alert fan-out found — a change of the
// batch that users of a tenant track (their edition line, work item or publisher, by the same
// recipient rule as the e-mails) — as one message per (tenant, change). It names the document and
// the change and how many of the tenant's users track it, never who. An account's endpoint hears
// of it only when one of the trackers tracks the document through that account (tracked_documents);
// an endpoint of the whole tenant always.
import type { TrackingAlertJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { WEBHOOK_DOCUMENT_SELECT, type WebhookDocumentRow, webhookDocument } from "@norma/db/webhook-document";
import { listeningTenants, type NewMessage, writeMessages } from "./webhook-messages.ts";

type Docs = Map<number, WebhookDocumentRow | { id: number }>;

export async function emitTrackingWebhooks(
  db: Db,
  job: Pick<TrackingAlertJob, "batchId" | "publishedAt" | "changes">,
  byUser: Map<number, Map<number, unknown>>,
): Promise<number> {
  const tenants = await listeningTenants(db, ["tracking.document_changed"]);
  if (tenants.size === 0 || byUser.size === 0) return 0;
  const users = await db.user.findMany({
    where: { id: { in: [...byUser.keys()] }, tenantId: { in: [...tenants] } },
    select: { id: true, tenantId: true },
  });
  // (tenant, change index) → the tenant's users who track the change.
  const trackers = new Map<string, number[]>();
  for (const u of users)
    for (const idx of byUser.get(u.id)?.keys() ?? []) {
      const key = `${u.tenantId}:${idx}`;
      trackers.set(key, [...(trackers.get(key) ?? []), u.id]);
    }
  if (trackers.size === 0) return 0;
  const docIds = [...new Set(job.changes.map((c) => c.documentId))];
  const docs: Docs = new Map(
    (
      await db.document.findMany({
        where: { id: { in: docIds } },
        select: WEBHOOK_DOCUMENT_SELECT,
      })
    ).map((d) => [d.id, d]),
  );
  const messages: NewMessage[] = [];
  for (const [key, userIds] of trackers) {
    const [tenantId, idx] = key.split(":").map(Number);
    const change = job.changes[idx];
    const doc = docs.get(change.documentId);
    if (!doc || !("contentCode" in doc)) continue;
    const accounts = await db.trackedDocument.findMany({
      where: {
        tenantId,
        userId: { in: userIds },
        documentId: { in: [change.documentId, ...(change.previousDocumentId ? [change.previousDocumentId] : [])] },
      },
      select: { accountId: true },
      distinct: ["accountId"],
    });
    messages.push({
      tenantId,
      eventType: "tracking.document_changed",
      sourceKey: `tracking:${job.batchId}:${change.documentId}:${change.kind}`.slice(0, 200),
      timestamp: job.publishedAt,
      accountIds: accounts.map((a) => a.accountId),
      documentId: change.documentId,
      data: {
        batchId: job.batchId,
        kind: change.kind,
        status: change.status,
        previousStatus: change.previousStatus,
        previousDocumentId: change.previousDocumentId,
        replacedByContentCode: change.replacedByContentCode,
        trackers: userIds.length,
        document: webhookDocument(doc),
      },
    });
  }
  return writeMessages(db, messages);
}
