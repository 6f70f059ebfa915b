// Writes an outbox event inside the caller's transaction: the event exists exactly when the
// change it describes was committed. The workers' relay turns it into a BullMQ job. The payload is
// checked against its job's schema first (@norma/contracts/queues): a malformed one fails the
// change that made it, here, instead of a job the workers cannot run.
import { type JobType, type JobTypes, parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";

type Tx = Db | Prisma.TransactionClient;

export async function enqueueOutbox<T extends JobType>(
  tx: Tx,
  type: T,
  payload: JobTypes[T],
  options: { tenantId?: number | null; availableAt?: Date } = {},
): Promise<bigint> {
  const row = await tx.outboxEvent.create({
    data: {
      queue: QUEUE_OF[type],
      type,
      payload: parseJob(type, payload) as unknown as Prisma.InputJsonObject,
      tenantId: options.tenantId ?? null,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    },
    select: { id: true },
  });
  return row.id;
}
