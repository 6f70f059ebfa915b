// Writes an outbox event inside the caller's transaction: the event exists exactly when the
// change it describes was committed. The workers' relay turns it into a BullMQ job.
import type { Db, Prisma } from "@norma/db";
import { type JobType, type JobTypes, QUEUE_OF } from "@norma/workers/contracts";

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
      payload: payload as unknown as Prisma.InputJsonObject,
      tenantId: options.tenantId ?? null,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    },
    select: { id: true },
  });
  return row.id;
}
