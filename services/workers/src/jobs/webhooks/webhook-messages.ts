// Webhook messages and their deliveries (issue 30). One transaction writes a message, a delivery
// for every enabled endpoint of the tenant that takes its event type, and the outbox row of each
// delivery's first attempt: the deliveries exist exactly when the message does, and each goes out
// through the relay like any job. The message is unique per (tenant, source key) and a delivery
// per (endpoint, message, replay 0), so a fan-out run again — a retried job, a re-dispatched
// outbox row — adds nothing and sends nothing twice.
//
// Who hears of a message: the tenant's endpoints only (a message belongs to one tenant: the
// fan-outs make one per tenant that presents the document's publisher, tracks it, owns the point
// or the review). An endpoint of one account hears of a message about a document only when the
// account is entitled to the document when the message is written — by the one rule the API and
// the revision alerts apply (@norma/db/entitlement-rules, its SQL form) — and, when the message
// names accounts (a tracker's, a review's), only when it is one of them.
import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@norma/contracts/webhooks";
import { type Db, Prisma } from "@norma/db";
import { accountEntitledSql } from "@norma/db/entitlement-rules";

export interface NewMessage {
  tenantId: number;
  eventType: WebhookEventType;
  /** What made the message (e.g. `publish-event:42`): its identity within the tenant. */
  sourceKey: string;
  /** The event's `data`. */
  data: Record<string, unknown>;
  /** The event's time (the publication). */
  timestamp: string;
  /** Only endpoints of the whole tenant and of these accounts; null: every endpoint of the tenant. */
  accountIds: number[] | null;
  /** The document the message is about: an account's endpoint needs the account entitled to it. */
  documentId: number | null;
}

type Tx = Prisma.TransactionClient;

/** A new message id: the Standard Webhooks `webhook-id`, at most 40 characters. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** Writes one message with its deliveries and their outbox rows; answers the deliveries made. */
async function writeMessage(tx: Tx, m: NewMessage): Promise<number> {
  const payload = { type: m.eventType, timestamp: m.timestamp, data: m.data };
  await tx.$executeRaw`
    INSERT INTO webhook_messages (id, tenant_id, event_type, source_key, payload)
    VALUES (${newMessageId()}, ${m.tenantId}, ${m.eventType}, ${m.sourceKey}, ${JSON.stringify(payload)}::jsonb)
    ON CONFLICT (tenant_id, source_key) DO NOTHING`;
  const accounts =
    m.accountIds === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`(e.account_id IS NULL OR e.account_id = ANY(${m.accountIds}::int[]))`;
  const entitled =
    m.documentId === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`(e.account_id IS NULL OR EXISTS (
          SELECT 1 FROM documents doc WHERE doc.id = ${m.documentId} AND ${accountEntitledSql({
            accountId: Prisma.sql`e.account_id`,
            tenantId: Prisma.sql`e.tenant_id`,
            document: Prisma.sql`doc`,
            now: new Date(),
          })}))`;
  const made = await tx.$executeRaw`
    WITH msg AS (
      SELECT id FROM webhook_messages WHERE tenant_id = ${m.tenantId} AND source_key = ${m.sourceKey}
    ), added AS (
      INSERT INTO webhook_deliveries (endpoint_id, message_id, next_attempt_at)
      SELECT e.id, msg.id, now() FROM webhook_endpoints e, msg
       WHERE e.tenant_id = ${m.tenantId} AND e.enabled AND ${m.eventType} = ANY(e.events)
         AND ${accounts} AND ${entitled}
      ON CONFLICT (endpoint_id, message_id, replay_number) DO NOTHING
      RETURNING id
    )
    INSERT INTO outbox_events (queue, type, payload, tenant_id)
    SELECT 'webhooks', 'webhooks.deliver', jsonb_build_object('deliveryId', added.id::text, 'attempt', 1), ${m.tenantId}
      FROM added`;
  return made;
}

/** Writes the messages in one transaction; answers the number of deliveries made. */
export async function writeMessages(db: Db, messages: NewMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  return db.$transaction(async (tx) => {
    let deliveries = 0;
    for (const m of messages) deliveries += await writeMessage(tx, m);
    return deliveries;
  });
}

/** The tenants that have an enabled endpoint taking any of the types (to skip the others early). */
export async function listeningTenants(db: Db, types: WebhookEventType[]): Promise<Set<number>> {
  const rows = await db.webhookEndpoint.findMany({
    where: { enabled: true, events: { hasSome: types } },
    select: { tenantId: true },
    distinct: ["tenantId"],
  });
  return new Set(rows.map((r) => r.tenantId));
}
