// A publish batch's events as webhook messages (issue 30): each publish event (what the public
// changes feed lists) becomes one message per tenant that presents the document's publisher and
// has an endpoint taking its type — document.published, .revised, .withdrawn or .status_changed.
import { EVENT_OF_PUBLISH_KIND, type WebhookEventType } from "@norma/contracts/webhooks";
import type { Db } from "@norma/db";
import { WEBHOOK_DOCUMENT_SELECT, webhookDocument } from "@norma/db/webhook-document";
import { listeningTenants, type NewMessage, writeMessages } from "./webhook-messages.ts";

/** The batch's events as messages to every tenant that presents their publisher and listens. */
export async function fanOutPublishBatch(db: Db, batchId: string): Promise<{ messages: number; deliveries: number }> {
  const tenants = await listeningTenants(db, Object.values(EVENT_OF_PUBLISH_KIND));
  if (tenants.size === 0) return { messages: 0, deliveries: 0 };
  const events = await db.publishEvent.findMany({
    where: { batchId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      kind: true,
      status: true,
      previousStatus: true,
      previousDocumentId: true,
      publishedAt: true,
      publisherId: true,
      document: { select: WEBHOOK_DOCUMENT_SELECT },
    },
  });
  const presenting = await db.tenantPublisher.findMany({
    where: { publisherId: { in: [...new Set(events.map((e) => e.publisherId))] }, tenantId: { in: [...tenants] } },
    select: { tenantId: true, publisherId: true },
  });
  const messages: NewMessage[] = [];
  for (const e of events) {
    const eventType: WebhookEventType | undefined = EVENT_OF_PUBLISH_KIND[e.kind];
    if (!eventType) continue;
    const data = {
      publishEventId: e.id.toString(),
      batchId,
      kind: e.kind,
      status: e.status,
      previousStatus: e.previousStatus,
      previousDocumentId: e.previousDocumentId,
      document: webhookDocument(e.document),
    };
    for (const p of presenting) {
      if (p.publisherId !== e.publisherId) continue;
      messages.push({
        tenantId: p.tenantId,
        eventType,
        sourceKey: `publish-event:${e.id}`,
        data,
        timestamp: e.publishedAt.toISOString(),
        accountIds: null,
        documentId: e.document.id,
      });
    }
  }
  return { messages: messages.length, deliveries: await writeMessages(db, messages) };
}
