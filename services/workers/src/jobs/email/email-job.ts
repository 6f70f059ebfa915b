// Sends one e-mail. The delivery row keyed by the job's idempotency key is what makes a retry
// safe: a job that already sent its mail (and was then killed before BullMQ heard of it) finds
// the row SENT and stops. The only remaining window is between the SMTP server's acceptance and
// the row update; the retry then resends with the same Message-ID so receivers can drop it.
import type { Db } from "@norma/db";
import type { Job } from "bullmq";
import { UnrecoverableError } from "bullmq";
import type { Logger } from "pino";
import { resolveLocale } from "../../lib/mail/messages.ts";
import { renderEmail, TemplateDataError } from "../../lib/mail/templates.ts";
import type { MailTransport } from "../../lib/mail/transport.ts";
import type { EmailJob } from "../../queues/contracts.ts";

export interface EmailJobDeps {
  db: Db;
  transport: MailTransport;
  mailFrom: string;
  log: Logger;
}

export function createEmailProcessor(deps: EmailJobDeps) {
  const { db, transport, mailFrom, log } = deps;

  return async function processEmail(
    job: Job<EmailJob>,
  ): Promise<{ status: "sent" | "already-sent"; messageId: string | null }> {
    const p = job.data;
    let rendered: ReturnType<typeof renderEmail>;
    try {
      rendered = renderEmail(p.template, resolveLocale(p.locale), p.data);
    } catch (err) {
      // Bad data will not get better with retries.
      if (err instanceof TemplateDataError) throw new UnrecoverableError(err.message);
      throw err;
    }
    const fromOutbox = job.id?.match(/^outbox-(\d+)$/);
    const outboxId = fromOutbox ? BigInt(fromOutbox[1]) : null;
    const delivery = await db.emailDelivery.upsert({
      where: { idempotencyKey: p.idempotencyKey },
      create: {
        idempotencyKey: p.idempotencyKey,
        outboxId,
        recipient: p.to,
        subject: rendered.subject,
        template: p.template,
      },
      update: {},
    });
    if (delivery.status === "SENT") {
      log.info({ deliveryId: delivery.id, jobId: job.id }, "e-mail already sent; retry skipped");
      return { status: "already-sent", messageId: delivery.messageId };
    }
    const messageId = `<delivery-${delivery.id}.${p.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, "-")}@norma.example>`;
    try {
      await transport.send({
        from: mailFrom,
        to: p.to,
        cc: p.cc,
        replyTo: p.replyTo,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId,
        headers: {
          "X-Norma-Delivery": p.idempotencyKey,
          // RFC 2369 / RFC 8058: mail clients offer a one-click unsubscribe that POSTs this URL.
          ...(p.listUnsubscribe
            ? { "List-Unsubscribe": `<${p.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
            : {}),
        },
      });
    } catch (err) {
      await db.emailDelivery.update({
        where: { id: delivery.id },
        data: { attempts: { increment: 1 }, lastError: (err as Error).message.slice(0, 1000) },
      });
      throw err;
    }
    await db.emailDelivery.update({
      where: { id: delivery.id },
      data: { status: "SENT", sentAt: new Date(), messageId, attempts: { increment: 1 }, lastError: null },
    });
    log.info({ deliveryId: delivery.id, jobId: job.id, template: p.template }, "e-mail sent");
    return { status: "sent", messageId };
  };
}

/** After the last attempt, the delivery is marked FAILED for the operators. */
export async function markDeliveryFailed(db: Db, job: Job<EmailJob>, error: Error): Promise<void> {
  await db.emailDelivery.updateMany({
    where: { idempotencyKey: job.data.idempotencyKey, status: "PENDING" },
    data: { status: "FAILED", lastError: error.message.slice(0, 1000) },
  });
}
