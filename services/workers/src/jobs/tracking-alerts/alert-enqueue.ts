// Exactly once, even when a worker dies mid-batch and the job is retried: recipients are handled
// in chunks, each one transaction that inserts the users' tracking_alerts rows (unique per batch
// and user) and, only for rows that were new, their e-mail outbox rows. A retry walks the same
// recipients and finds them done.
import { parseJob, QUEUE_OF, type TrackingAlertJob } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import type { Job } from "bullmq";
import type { Recipient } from "./alert-items.ts";

/** Writes the alerts and their e-mails chunk by chunk; answers how many e-mails were new. */
export async function enqueueAlerts(
  db: Db,
  job: Job<TrackingAlertJob>,
  recipients: Recipient[],
  opts: {
    chunkSize: number;
    onChunk?: (info: { chunk: number; enqueued: number }) => void | Promise<void>;
  },
): Promise<number> {
  const { batchId } = job.data;
  const { chunkSize } = opts;
  let enqueued = 0;
  for (let start = 0, chunk = 1; start < recipients.length; start += chunkSize, chunk++) {
    const part = recipients.slice(start, start + chunkSize);
    const fresh = await db.$transaction(async (tx) => {
      const inserted = await tx.trackingAlert.createManyAndReturn({
        data: part.map((r) => ({
          batchId,
          userId: r.userId,
          tenantId: r.tenantId,
          documentIds: r.documentIds,
          idempotencyKey: r.email.idempotencyKey,
        })),
        skipDuplicates: true,
        select: { userId: true },
      });
      const isNew = new Set(inserted.map((r) => r.userId));
      const events = part
        .filter((r) => isNew.has(r.userId))
        .map((r) => ({
          queue: QUEUE_OF["email.send"],
          type: "email.send",
          payload: parseJob("email.send", r.email) as unknown as Prisma.InputJsonObject,
          tenantId: r.tenantId,
        }));
      if (events.length) await tx.outboxEvent.createMany({ data: events });
      return events.length;
    });
    enqueued += fresh;
    await opts.onChunk?.({ chunk, enqueued: fresh });
    await job.updateProgress(Math.round(((start + part.length) / recipients.length) * 100)).catch(() => {});
  }
  return enqueued;
}
