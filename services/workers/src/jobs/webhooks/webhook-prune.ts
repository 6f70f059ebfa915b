// Retention of the webhook delivery log (issue 30): the repeatable webhooks.prune job (every
// WEBHOOK_LOG_PRUNE_EVERY_MS, one BullMQ job scheduler however many workers processes run)
// deletes the deliveries older than WEBHOOK_LOG_RETENTION_DAYS with their attempts (ON DELETE
// CASCADE), then the messages as old that no delivery refers to any more. A delivery still
// PENDING is kept whatever its age (its retries are not over). In bounded batches, each its own
// statement, so a large backlog never holds a long lock.
import type { Db } from "@norma/db";

const DAY_MS = 86_400_000;

export async function pruneDeliveryLog(
  db: Db,
  retentionDays: number,
  o: { batchSize?: number; now?: Date } = {},
): Promise<{ deliveries: number; messages: number }> {
  const batch = o.batchSize ?? 5_000;
  const cutoff = new Date((o.now ?? new Date()).getTime() - retentionDays * DAY_MS);
  let deliveries = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM webhook_deliveries WHERE id IN (
        SELECT id FROM webhook_deliveries
         WHERE created_at < ${cutoff} AND status <> 'PENDING'
         LIMIT ${batch} FOR UPDATE SKIP LOCKED)`;
    deliveries += n;
    if (n < batch) break;
  }
  let messages = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM webhook_messages WHERE id IN (
        SELECT m.id FROM webhook_messages m
         WHERE m.created_at < ${cutoff}
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.message_id = m.id)
         LIMIT ${batch} FOR UPDATE SKIP LOCKED)`;
    messages += n;
    if (n < batch) break;
  }
  return { deliveries, messages };
}
