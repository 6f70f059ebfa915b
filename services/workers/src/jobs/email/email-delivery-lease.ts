// The lease of an e-mail delivery (email-job.ts says why it exists): the claim that lets one run
// send, its renewal while the send lasts, the claim given back when nothing was accepted, and the
// one statement that records the delivery SENT with its outbox row done.
import type { Db } from "@norma/db";
import { SCRUBBED_PAYLOAD } from "@norma/db/outbox-completion";
import type { Logger } from "pino";

/** Another run holds the delivery's lease: this run backs off (BullMQ retries it later). */
export class DeliveryBusy extends Error {
  constructor(key: string, leaseUntil: Date | null, owner: string | null) {
    super(
      `e-mail ${key} is being sent by another run (${owner ?? "unknown"}, lease until ${leaseUntil?.toISOString() ?? "?"}); retrying later`,
    );
    this.name = "DeliveryBusy";
  }
}

interface ClaimedRow {
  id: number;
}

export function createDeliveryLease(deps: { db: Db; leaseMs: number; owner: string; log: Logger }) {
  const { db, leaseMs, owner, log } = deps;

  /** Claims the delivery for this run; null when it is SENT or another run's lease is live. */
  async function claim(key: string): Promise<ClaimedRow | null> {
    const rows = await db.$queryRaw<ClaimedRow[]>`
      UPDATE email_deliveries
         SET status = 'SENDING',
             lease_until = clock_timestamp() + make_interval(secs => ${leaseMs / 1000}::float8),
             lease_owner = ${owner},
             attempts = attempts + 1
       WHERE idempotency_key = ${key}
         AND (status IN ('PENDING', 'FAILED') OR (status = 'SENDING' AND lease_until < clock_timestamp()))
       RETURNING id`;
    return rows[0] ?? null;
  }

  /** Extends this run's lease while its send lasts. */
  function keepLease(id: number): () => void {
    const timer = setInterval(
      () => {
        db.$executeRaw`
          UPDATE email_deliveries
             SET lease_until = clock_timestamp() + make_interval(secs => ${leaseMs / 1000}::float8)
           WHERE id = ${id} AND status = 'SENDING' AND lease_owner = ${owner}`.catch((err: Error) =>
          log.warn({ deliveryId: id, err: err.message }, "could not renew the e-mail lease"),
        );
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  return {
    claim,
    keepLease,

    /** Nothing was accepted: the claim is given back so the retry (of this or any run) sends it. */
    async giveBack(id: number, err: Error): Promise<void> {
      await db.emailDelivery.updateMany({
        where: { id, status: "SENDING", leaseOwner: owner },
        data: {
          status: "PENDING",
          leaseUntil: null,
          leaseOwner: null,
          lastError: err.message.slice(0, 1000),
        },
      });
    },

    /** Accepted: recorded first, in one statement with the outbox row's completion (the window). */
    async markSent(id: number, messageId: string, outboxId: bigint | null): Promise<void> {
      await db.$executeRaw`
      WITH sent AS (
        UPDATE email_deliveries
           SET status = 'SENT', sent_at = clock_timestamp(), message_id = ${messageId},
               last_error = NULL, lease_until = NULL, lease_owner = NULL
         WHERE id = ${id}
        RETURNING id)
      UPDATE outbox_events SET completed_at = COALESCE(completed_at, clock_timestamp()), payload = ${SCRUBBED_PAYLOAD}
       WHERE id = ${outboxId} AND EXISTS (SELECT 1 FROM sent)`;
    },
  };
}
