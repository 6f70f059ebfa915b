// Sends one e-mail, exactly once per idempotency key, however often its job runs.
//
// The delivery row keyed by the job's idempotency key is claimed before anything is sent: one
// UPDATE moves it from PENDING (or FAILED, or SENDING whose lease ran out) to SENDING with a
// lease, so of two runs of the same job — a BullMQ lock lost on a busy machine hands the job to a
// second run while the first still sends, or the outbox relay dispatches a row twice — only one
// can send. The other finds the row SENDING and throws DeliveryBusy: BullMQ retries it with
// back-off, and by then the row is SENT and the retry stops ("already-sent"). The lease is renewed
// while a send lasts, so a slow SMTP server never lets a second run in; a run that dies stops
// renewing, and once its lease runs out the retry claims the row and sends.
//
// The one window left: the SMTP server accepted the message and the process died before the row
// said SENT. The retry then sends again — with the same Message-ID (it is derived from the row),
// so receivers and Mailpit can recognise the duplicate. Closing it would need the SMTP server to
// take part in the transaction, which SMTP cannot. It is kept as narrow as it can be: the moment
// the server's acceptance arrives, one statement (nothing before it) records the delivery SENT
// and its outbox row done (@norma/db/outbox-completion); tests/faults measures what is left.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { EmailJob } from "@norma/contracts/queues";
import type { Db } from "@norma/db";
import { completeOutboxJob, outboxIdOf } from "@norma/db/outbox-completion";
import { createTtlCache } from "@norma/db/ttl-cache";
import type { Job } from "bullmq";
import { UnrecoverableError } from "bullmq";
import type { Logger } from "pino";
import { loadBrand } from "../../lib/mail/brand.ts";
import { resolveLocale } from "../../lib/mail/i18n.ts";
import { renderEmail, TemplateDataError } from "../../lib/mail/templates.tsx";
import type { MailTransport } from "../../lib/mail/transport.ts";
import { createDeliveryLease, DeliveryBusy } from "./email-delivery-lease.ts";

export { DeliveryBusy } from "./email-delivery-lease.ts";

/** How long a tenant's branding is reused by the e-mails of a run. */
const BRAND_TTL_MS = 60_000;

/** How long a claim holds when it is not renewed (a run that died). */
export const DEFAULT_EMAIL_LEASE_MS = 30_000;

export interface EmailJobDeps {
  db: Db;
  transport: MailTransport;
  /** The sender's address; its display name is replaced by the tenant's name (white-label). */
  mailFrom: string;
  /** The reader's address: the tenant's logo is served from it. */
  publicBaseUrl?: string;
  log: Logger;
  /** Lease of a claimed delivery; renewed every third of it while the send lasts. */
  leaseMs?: number;
  /** Names the claiming run in email_deliveries.lease_owner (default host:pid:random). */
  owner?: string;
}

/** The address of MAIL_FROM ("Name <a@b>" or "a@b"). */
export function senderAddress(mailFrom: string): string {
  return mailFrom.match(/<([^>]+)>/)?.[1]?.trim() ?? mailFrom.trim();
}

/**
 * A tenant's branding for its e-mails. A fan-out sends hundreds of e-mails of one tenant in a row:
 * its branding is read once a minute. Tenants are few; the bound only keeps the cache finite.
 */
function createBrandCache(db: Db, publicBaseUrl: string) {
  const brands = createTtlCache<number, Awaited<ReturnType<typeof loadBrand>>>({
    name: "email-brands",
    max: 1_000,
    ttlMs: BRAND_TTL_MS,
  });
  return (tenantId: number) => brands.getOrLoad(tenantId, () => loadBrand(db, tenantId, publicBaseUrl));
}

/** Removes the job's secrets from its copy in Redis too (a completed job is kept for a day). */
async function forgetSecrets(job: Job<EmailJob>, log: Logger): Promise<void> {
  const secrets = job.data.secretData;
  if (!secrets?.length) return;
  const data = Object.fromEntries(Object.entries(job.data.data).filter(([k]) => !secrets.includes(k)));
  // Without its secrets the data no longer matches its template's schema; nobody renders it again.
  await job
    .updateData({ ...job.data, data } as EmailJob)
    .catch((err: Error) =>
      log.warn({ jobId: job.id, err: err.message }, "could not remove the e-mail's secrets from its job"),
    );
}

export function createEmailProcessor(deps: EmailJobDeps) {
  const { db, transport, mailFrom, log } = deps;
  const fromAddress = senderAddress(mailFrom);
  const brandOf = createBrandCache(db, deps.publicBaseUrl ?? "http://localhost:5173");
  const owner = deps.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { claim, keepLease, giveBack, markSent } = createDeliveryLease({
    db,
    leaseMs: deps.leaseMs ?? DEFAULT_EMAIL_LEASE_MS,
    owner,
    log,
  });

  return async function processEmail(
    job: Job<EmailJob>,
  ): Promise<{ status: "sent" | "already-sent"; messageId: string | null }> {
    const p = job.data;
    let rendered: Awaited<ReturnType<typeof renderEmail>>;
    // The tenant's branding as it is now (a job without a tenant id — queued before e-mails
    // carried one — is branded with the tenant name it names).
    const brand = p.tenantId !== undefined ? await brandOf(p.tenantId) : null;
    try {
      rendered = await renderEmail(p.template, resolveLocale(p.locale), p.data, brand);
    } catch (err) {
      // Bad data will not get better with retries.
      if (err instanceof TemplateDataError) throw new UnrecoverableError(err.message);
      throw err;
    }
    const outboxId = outboxIdOf(job.id);
    await db.$executeRaw`
      INSERT INTO email_deliveries (idempotency_key, outbox_id, recipient, subject, template)
      VALUES (${p.idempotencyKey}, ${outboxId}, ${p.to}, ${rendered.subject}, ${p.template})
      ON CONFLICT (idempotency_key) DO NOTHING`;
    const claimed = await claim(p.idempotencyKey);
    if (!claimed) {
      const row = await db.emailDelivery.findUniqueOrThrow({ where: { idempotencyKey: p.idempotencyKey } });
      if (row.status === "SENT") {
        await completeOutboxJob(db, job.id);
        await forgetSecrets(job, log);
        log.info({ deliveryId: row.id, jobId: job.id }, "e-mail already sent; retry skipped");
        return { status: "already-sent", messageId: row.messageId };
      }
      log.info(
        { deliveryId: row.id, jobId: job.id, leaseOwner: row.leaseOwner, leaseUntil: row.leaseUntil },
        "e-mail being sent by another run; backing off",
      );
      throw new DeliveryBusy(p.idempotencyKey, row.leaseUntil, row.leaseOwner);
    }
    const messageId = `<delivery-${claimed.id}.${p.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, "-")}@norma.example>`;
    const stopRenewing = keepLease(claimed.id);
    try {
      await transport.send({
        // Every e-mail comes from the tenant by name; MAIL_FROM gives only the address.
        from: brand ? { name: brand.name, address: fromAddress } : mailFrom,
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
      stopRenewing();
      // Nothing was accepted: the claim is given back.
      await giveBack(claimed.id, err as Error);
      throw err;
    }
    // Accepted: recorded first, in one statement with the outbox row's completion (the window).
    await markSent(claimed.id, messageId, outboxId);
    stopRenewing();
    await forgetSecrets(job, log);
    log.info({ deliveryId: claimed.id, jobId: job.id, template: p.template }, "e-mail sent");
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
