// One attempt of a webhook delivery (issue 30). The attempt checks the target again (the host may
// resolve elsewhere now), signs the message with the endpoint's secret per Standard Webhooks
// (`webhook-id`, `webhook-timestamp`, `webhook-signature`, by the standardwebhooks library),
// sends it, and records the attempt in one transaction with what follows: success; or the next
// attempt's outbox row, due after the backoff (30 s, 1 min, 2 min, … by default: about 17 hours
// over 12 attempts); or the delivery failed for good. An endpoint that fails this many attempts in
// a row is disabled with the reason, and its owner is e-mailed (webhook-disabled-mail.ts) in the
// same transaction. While a rotated-out secret is in its grace period, each request is signed
// with both secrets: `webhook-signature` carries the two signatures separated by a space, and a
// receiver holding either verifies (Standard Webhooks). The per-endpoint limit (requests a minute) puts an attempt
// off to the next minute instead of sending. A killed worker leaves its attempt's outbox row
// undone: the sweeper sends it again (at least once; receivers deduplicate on webhook-id).

import type { WebhookDeliverJob } from "@norma/contracts/queues";
import {
  type Lookup,
  openSecret,
  resolveTarget,
  SIGNATURE_SEPARATOR,
  WebhookTargetError,
  webhookSealKey,
} from "@norma/contracts/webhooks";
import type { Db, Prisma } from "@norma/db";
import { DelayedError, type Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { Webhook } from "standardwebhooks";
import type { WorkersConfig } from "../../config.ts";
import { queueDisabledMail } from "./webhook-disabled-mail.ts";
import { type SendResult, sendWebhook } from "./webhook-send.ts";

export interface DeliverDeps {
  db: Db;
  redis: Redis;
  redisPrefix: string;
  settings: WorkersConfig["webhooks"];
  /** The reader's address (the disabled endpoint's e-mail links to the console under it). */
  publicBaseUrl: string;
  log: Logger;
  /** DNS (tests answer private addresses for a name). */
  lookup?: Lookup;
}

const DELIVERY_SELECT = {
  id: true,
  status: true,
  attempts: true,
  message: { select: { id: true, payload: true } },
  endpoint: {
    select: {
      id: true,
      url: true,
      description: true,
      createdBy: true,
      enabled: true,
      secretSealed: true,
      previousSecretSealed: true,
      previousSecretExpiresAt: true,
      rateLimitPerMinute: true,
      tenantId: true,
    },
  },
} as const;

/** The delay before attempt `next` (2, 3, …): doubling from the base, at most a day. */
export const backoffMs = (base: number, next: number) => Math.min(86_400_000, base * 2 ** (next - 2));

/** Counts a request to the endpoint in this minute's window; false when the limit is used up. */
async function takeSlot(deps: DeliverDeps, endpointId: number, limit: number): Promise<boolean> {
  const minute = Math.floor(Date.now() / 60_000);
  const key = `${deps.redisPrefix}:webhooks:rate:${endpointId}:${minute}`;
  const [[, n]] = (await deps.redis.multi().incr(key).expire(key, 120).exec()) as [[null, number], unknown];
  return n <= limit;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;
const loadDelivery = (db: Db, id: bigint) => db.webhookDelivery.findUnique({ where: { id }, select: DELIVERY_SELECT });

/**
 * The `webhook-signature` header: the signature with the endpoint's secret, then — while a
 * rotated-out secret is in its grace period — the one with that secret, separated by a space.
 */
export function signatureOf(
  sealKey: Buffer,
  endpoint: Pick<Loaded["endpoint"], "secretSealed" | "previousSecretSealed" | "previousSecretExpiresAt">,
  msgId: string,
  at: Date,
  body: string,
): string {
  const secrets = [endpoint.secretSealed];
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at)
    secrets.push(endpoint.previousSecretSealed);
  return secrets
    .map((sealed) => new Webhook(openSecret(sealKey, sealed)).sign(msgId, at, body))
    .join(SIGNATURE_SEPARATOR);
}

/** Checks the target, signs and sends; a refused target is a result too (never retried). */
async function attempt(deps: DeliverDeps, d: Loaded): Promise<{ result: SendResult; refused: boolean }> {
  const { settings } = deps;
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    target = await resolveTarget(d.endpoint.url, settings, deps.lookup);
  } catch (err) {
    if (!(err instanceof WebhookTargetError)) throw err;
    return {
      result: { statusCode: null, excerpt: null, error: `target refused: ${err.message}`, durationMs: 0 },
      refused: true,
    };
  }
  const body = JSON.stringify(d.message.payload);
  const now = new Date();
  const signature = signatureOf(webhookSealKey(settings), d.endpoint, d.message.id, now, body);
  const headers = {
    "webhook-id": d.message.id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": signature,
    "user-agent": "webhooks",
  };
  return { result: await sendWebhook(target, headers, body, settings.timeoutMs), refused: false };
}

/** Disables the endpoint with the reason, and tells its owner by e-mail (in the same transaction). */
async function disable(
  deps: DeliverDeps,
  tx: Prisma.TransactionClient,
  d: Loaded,
  ep: { consecutiveFailures: number },
  result: SendResult,
) {
  const disabledAt = new Date();
  await tx.webhookEndpoint.update({
    where: { id: d.endpoint.id },
    data: {
      enabled: false,
      disabledAt,
      disabledReason: `Disabled after ${ep.consecutiveFailures} failed attempts in a row (last: ${result.error})`.slice(
        0,
        500,
      ),
    },
  });
  const mail = await queueDisabledMail(
    tx,
    {
      id: d.endpoint.id,
      tenantId: d.endpoint.tenantId,
      url: d.endpoint.url,
      description: d.endpoint.description,
      createdBy: d.endpoint.createdBy,
      failures: ep.consecutiveFailures,
      lastError: result.error ?? "",
      disabledAt,
    },
    { publicBaseUrl: deps.publicBaseUrl, emailsPerTenantPerHour: deps.settings.emailsPerTenantPerHour },
  );
  deps.log.warn({ endpointId: d.endpoint.id, ...mail }, "webhook endpoint disabled after repeated failures");
}

/** Records the attempt and what follows it; false when another run recorded this attempt first. */
async function record(
  deps: DeliverDeps,
  d: Loaded,
  n: number,
  started: Date,
  outcome: { result: SendResult; refused: boolean },
) {
  const { db, settings } = deps;
  const { result, refused } = outcome;
  const ok = result.error === null;
  return db.$transaction(async (tx) => {
    const next =
      !ok && !refused && n < settings.attempts ? new Date(Date.now() + backoffMs(settings.backoffMs, n + 1)) : null;
    const moved = await tx.webhookDelivery.updateMany({
      where: { id: d.id, attempts: n - 1, status: "PENDING" },
      data: {
        attempts: n,
        status: ok ? "SUCCEEDED" : next ? "PENDING" : "FAILED",
        nextAttemptAt: next,
        lastStatusCode: result.statusCode,
        lastDurationMs: result.durationMs,
        lastError: result.error?.slice(0, 500) ?? null,
      },
    });
    if (moved.count === 0) return false;
    await tx.webhookAttempt.create({
      data: {
        deliveryId: d.id,
        attempt: n,
        startedAt: started,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error?.slice(0, 500) ?? null,
        responseExcerpt: result.excerpt?.slice(0, 2000) ?? null,
      },
    });
    if (ok) {
      await tx.webhookEndpoint.update({ where: { id: d.endpoint.id }, data: { consecutiveFailures: 0 } });
      return true;
    }
    const ep = await tx.webhookEndpoint.update({
      where: { id: d.endpoint.id },
      data: { consecutiveFailures: { increment: 1 } },
      select: { consecutiveFailures: true, enabled: true },
    });
    if (ep.enabled && ep.consecutiveFailures >= settings.failuresToDisable) await disable(deps, tx, d, ep, result);
    if (next)
      await tx.outboxEvent.create({
        data: {
          queue: "webhooks",
          type: "webhooks.deliver",
          payload: { deliveryId: d.id.toString(), attempt: n + 1 },
          tenantId: d.endpoint.tenantId,
          availableAt: next,
        },
      });
    return true;
  });
}

export function createWebhookDeliverer(deps: DeliverDeps) {
  const { db, log } = deps;
  return async function deliver(job: Job<WebhookDeliverJob>, token?: string): Promise<{ outcome: string }> {
    const n = job.data.attempt;
    const d = await loadDelivery(db, BigInt(job.data.deliveryId));
    // Gone, done, or an attempt already made (a re-dispatched row): nothing to send.
    if (d?.status !== "PENDING" || d.attempts !== n - 1) return { outcome: "skipped" };
    if (!d.endpoint.enabled) {
      await db.webhookDelivery.updateMany({
        where: { id: d.id, status: "PENDING" },
        data: { status: "CANCELLED", nextAttemptAt: null },
      });
      return { outcome: "cancelled" };
    }
    if (token && !(await takeSlot(deps, d.endpoint.id, d.endpoint.rateLimitPerMinute))) {
      await job.moveToDelayed(
        (Math.floor(Date.now() / 60_000) + 1) * 60_000 + Math.floor(Math.random() * 1_000),
        token,
      );
      throw new DelayedError();
    }
    const started = new Date();
    const outcome = await attempt(deps, d);
    await record(deps, d, n, started, outcome);
    log.info(
      {
        deliveryId: job.data.deliveryId,
        endpointId: d.endpoint.id,
        attempt: n,
        status: outcome.result.statusCode,
        ms: outcome.result.durationMs,
        error: outcome.result.error,
      },
      "webhook attempt",
    );
    return { outcome: outcome.result.error === null ? "delivered" : "failed" };
  };
}
