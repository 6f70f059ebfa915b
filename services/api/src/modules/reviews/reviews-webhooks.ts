// A review's webhook events (issue 30): review.assigned when reviewers (or a group, or a due
// date) are given to a review, review.signed_off when it is signed off. Written as a
// `webhooks.emit` outbox row inside the change's transaction — the event exists exactly when the
// change was committed — and turned into the message and its deliveries by the workers
// (jobs/webhooks), like every other event. Only when an enabled endpoint of the tenant takes the
// event type (no row otherwise). Heard by the tenant's endpoints and by the review's account's
// (when entitled to the document). It names the review, its account, the edition and the users
// by id, never by name or address.
import type { WebhookEventType } from "@norma/contracts/webhooks";
import type { Prisma } from "@norma/db";
import { WEBHOOK_DOCUMENT_SELECT, webhookDocument } from "@norma/db/webhook-document";
import { enqueueOutbox } from "../../lib/outbox.ts";

type Tx = Prisma.TransactionClient;

export async function emitReviewEvent(
  tx: Tx,
  eventType: Extract<WebhookEventType, "review.assigned" | "review.signed_off">,
  reviewId: number,
  details: Record<string, unknown>,
): Promise<void> {
  const review = await tx.revisionReview.findUniqueOrThrow({
    where: { id: reviewId },
    select: {
      tenantId: true,
      accountId: true,
      change: true,
      status: true,
      previousDocumentId: true,
      document: { select: WEBHOOK_DOCUMENT_SELECT },
    },
  });
  const listening = await tx.webhookEndpoint.count({
    where: { tenantId: review.tenantId, enabled: true, events: { has: eventType } },
  });
  if (listening === 0) return;
  const d = review.document;
  const at = new Date();
  await enqueueOutbox(
    tx,
    "webhooks.emit",
    {
      tenantId: review.tenantId,
      eventType,
      // Each change is its own event: a review is assigned again, so the time names it.
      sourceKey: `review:${reviewId}:${eventType}:${at.getTime()}`,
      timestamp: at.toISOString(),
      accountIds: [review.accountId],
      documentId: d.id,
      data: {
        review: {
          id: reviewId,
          accountId: review.accountId,
          status: review.status,
          change: review.change,
          previousDocumentId: review.previousDocumentId,
          ...details,
        },
        document: webhookDocument(d),
      },
    },
    { tenantId: review.tenantId },
  );
}
