// Exactly once, even when a worker dies mid-batch and the job is retried: recipients are handled
// in chunks, each one transaction that inserts the users' tracking_alerts rows (unique per batch
// and user) and, only for rows that were new, their e-mail outbox rows. A retry walks the same
// recipients and finds them done. Cascade items (alert-references.ts) are said once and only once
// per (user, referencing document, changed edition, change): the chunk's transaction first writes
// their keys to reference_alerts_sent and keeps only the items with a new key; a recipient left
// with no item gets no alert.

import type { AlertItem } from "@norma/contracts/emails";
import { parseJob, QUEUE_OF, type TrackingAlertJob } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";
import type { Job } from "bullmq";
import type { Recipient } from "./alert-items.ts";
import { type CascadeKey, cascadeKeyString } from "./alert-references.ts";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Writes the chunk's cascade keys (those already said stay as they were) and answers the
 * recipients as they are now to be told: cascade items with no new key dropped, the others naming
 * only the referencing documents not yet said; recipients with nothing left dropped.
 */
async function sayCascadesOnce(tx: Tx, batchId: string, part: Recipient[]): Promise<Recipient[]> {
  const keys: CascadeKey[] = part.flatMap((r) => r.cascades.flatMap((c) => c.keys));
  if (keys.length === 0) return part;
  const fresh = await tx.referenceAlertSent.createManyAndReturn({
    data: keys.map((k) => ({ ...k, batchId })),
    skipDuplicates: true,
    select: { userId: true, sourceDocumentId: true, documentId: true, change: true },
  });
  const isFresh = new Set(fresh.map((k) => cascadeKeyString(k as CascadeKey)));
  const out: Recipient[] = [];
  for (const r of part) {
    if (r.cascades.length === 0) {
      out.push(r);
      continue;
    }
    const data = r.email.data as { items: AlertItem[] };
    const drop = new Set<number>();
    const items = data.items.map((it, i) => {
      const c = r.cascades.find((x) => x.item === i);
      if (!c) return it;
      const said = c.designations.filter((_, j) => isFresh.has(cascadeKeyString(c.keys[j]!)));
      if (said.length === 0) drop.add(i);
      return { ...it, referencedBy: said.slice(0, 20) };
    });
    const kept = items.filter((_, i) => !drop.has(i));
    if (kept.length === 0) continue;
    const documentIds = r.documentIds.filter((_, i) => !drop.has(i));
    out.push({ ...r, documentIds, email: { ...r.email, data: { ...data, items: kept } } as Recipient["email"] });
  }
  return out;
}

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
    const chunkRecipients = recipients.slice(start, start + chunkSize);
    const fresh = await db.$transaction(async (tx) => {
      const part = await sayCascadesOnce(tx, batchId, chunkRecipients);
      if (part.length === 0) return 0;
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
    await job.updateProgress(Math.round(((start + chunkRecipients.length) / recipients.length) * 100)).catch(() => {});
  }
  return enqueued;
}
