// Webhook deliveries (issue 30), end to end through the outbox relay and the BullMQ worker, to a
// receiver on 127.0.0.1 (WEBHOOK_ALLOW_LOOPBACK, as tests and local trials set it) that verifies
// every request with the standardwebhooks library: signed messages; retries after a 500 and after a
// timeout, with the same webhook-id; an endpoint disabled after too many failures in a row, with
// the reason; the per-endpoint limit; a publish batch's events fanned out to the tenant's
// endpoints; targets refused at send time (private, metadata, loopback when not allowed, a name
// that resolves to a private address); and no secret in the workers' log.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { WebhookDeliverJob } from "@norma/contracts/queues";
import { generateSigningSecret, sealSecret, webhookSealKey } from "@norma/contracts/webhooks";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WorkersConfig } from "../../config.ts";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";
import { createWebhookDeliverer } from "./webhook-deliver.ts";
import { writeMessages } from "./webhook-messages.ts";
import { emitTrackingWebhooks } from "./webhook-tracking.ts";

const env = useWorkersEnv();

interface Received {
  id: string;
  body: string;
  verified: boolean;
}
/** What the receiver answers next: a status, or "hang" (no reply: the sender times out). */
let answers: (number | "hang")[] = [];
let received: Received[] = [];
let receiver: Server;
let base: string;
let config: WorkersConfig;
let runtime: WorkerRuntime;
let tenantId: number;
let publisherId: number;
const logLines: string[] = [];
let crashNext = false;
const secrets = new Map<string, string>();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const body = await readBody(req);
    const secret = secrets.get(req.url ?? "") ?? "";
    let verified = false;
    try {
      new Webhook(secret).verify(body, req.headers as Record<string, string>);
      verified = true;
    } catch {}
    received.push({ id: String(req.headers["webhook-id"]), body, verified });
    const answer = answers.shift() ?? 200;
    if (answer === "hang") return; // the sender's timeout ends it
    res.writeHead(answer, { "content-type": "text/plain" }).end(answer === 200 ? "thanks" : "x".repeat(5_000));
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  config = env.config({
    LOG_LEVEL: "info",
    WEBHOOK_ALLOW_LOOPBACK: "true",
    WEBHOOK_BACKOFF_MS: "20",
    WEBHOOK_TIMEOUT_MS: "400",
    WEBHOOK_FAILURES_TO_DISABLE: "4",
  });
  const capture = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  runtime = createWorkerRuntime(config, {
    db: env.db,
    logDestination: capture,
    // A delivery job that dies before it sends (a killed worker): BullMQ runs it again.
    wrapProcessor: (queue, processor) => async (job, token) => {
      if (queue === "webhooks" && job.name === "webhooks.deliver" && crashNext) {
        crashNext = false;
        throw new Error("worker died");
      }
      return processor(job, token);
    },
  });
  await runtime.start();
  const tenant = await env.db.tenant.findUniqueOrThrow({
    where: { code: "astm" },
    select: { id: true, mainPublisherId: true },
  });
  tenantId = tenant.id;
  publisherId = tenant.mainPublisherId!;
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  receiver?.close();
});

beforeEach(async () => {
  answers = [];
  received = [];
  await env.db.webhookEndpoint.deleteMany({});
});

let pathNo = 0;
/** An endpoint of the tenant whose URL is a fresh path of the receiver (or `url`). */
async function endpoint(o: { url?: string; events?: string[]; rateLimitPerMinute?: number } = {}) {
  const secret = generateSigningSecret();
  const path = `/hook-${++pathNo}`;
  secrets.set(path, secret);
  const row = await env.db.webhookEndpoint.create({
    data: {
      tenantId,
      url: o.url ?? `${base}${path}`,
      events: o.events ?? ["document.revised"],
      secretSealed: sealSecret(webhookSealKey(config.webhooks), secret),
      rateLimitPerMinute: o.rateLimitPerMinute ?? 600,
    },
  });
  return { ...row, secret, path };
}

let sourceNo = 0;
const message = (data: Record<string, unknown> = {}) => ({
  tenantId,
  eventType: "document.revised" as const,
  sourceKey: `test:${++sourceNo}`,
  data: { n: sourceNo, ...data },
  timestamp: new Date().toISOString(),
  accountIds: null,
  documentId: null,
});

const deliveryOf = (endpointId: number) =>
  env.db.webhookDelivery.findFirstOrThrow({
    where: { endpointId },
    include: { attemptLog: { orderBy: { attempt: "asc" } }, message: true },
  });

describe("webhook deliveries", () => {
  it("signs each message per Standard Webhooks, sends it once, and logs the attempt", async () => {
    const ep = await endpoint();
    expect(await writeMessages(env.db, [message({ hello: "world" })])).toBe(1);
    const d = await eventually(async () => {
      const row = await deliveryOf(ep.id);
      return row.status === "SUCCEEDED" && row;
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: d.messageId, verified: true });
    expect(JSON.parse(received[0].body)).toMatchObject({ type: "document.revised", data: { hello: "world" } });
    expect(d.attempts).toBe(1);
    expect(d.attemptLog).toMatchObject([{ attempt: 1, statusCode: 200, error: null, responseExcerpt: "thanks" }]);
    expect(d.attemptLog[0].durationMs).toBeGreaterThanOrEqual(0);
    // Written again (a retried fan-out): nothing new is made or sent.
    expect(await writeMessages(env.db, [{ ...message(), sourceKey: d.message.sourceKey }])).toBe(0);
  });

  it("retries after a 500 and after a timeout, with the same webhook-id, then succeeds", async () => {
    const ep = await endpoint();
    answers = [500, "hang", 200];
    await writeMessages(env.db, [message()]);
    const d = await eventually(async () => {
      const row = await deliveryOf(ep.id);
      return row.status === "SUCCEEDED" && row;
    });
    expect(d.attemptLog.map((a) => a.statusCode)).toEqual([500, null, 200]);
    expect(d.attemptLog[0].error).toBe("HTTP 500");
    expect(d.attemptLog[0].responseExcerpt?.length).toBeLessThanOrEqual(2_000);
    expect(d.attemptLog[1].error).toMatch(/timed out/);
    expect(new Set(received.map((r) => r.id))).toEqual(new Set([d.messageId]));
    expect(received.every((r) => r.verified)).toBe(true);
    const after = await env.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(after).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  });

  it("loses nothing when the receiver is down for a while: delivered once it is back", async () => {
    const ep = await endpoint();
    const port = (receiver.address() as AddressInfo).port;
    receiver.close();
    receiver.closeAllConnections();
    await writeMessages(env.db, [message()]);
    await eventually(async () => (await deliveryOf(ep.id)).attempts >= 2);
    receiver.listen(port, "127.0.0.1");
    await once(receiver, "listening");
    const d = await eventually(async () => {
      const row = await deliveryOf(ep.id);
      return row.status === "SUCCEEDED" && row;
    });
    expect(d.attemptLog.at(-1)?.statusCode).toBe(200);
    expect(d.attemptLog.slice(0, -1).every((a) => a.statusCode === null && a.error)).toBe(true);
    expect(received.filter((r) => r.id === d.messageId && r.verified)).toHaveLength(1);
  });

  it("loses nothing when a worker dies mid-delivery: the job runs again and delivers once", async () => {
    const ep = await endpoint();
    crashNext = true;
    await writeMessages(env.db, [message()]);
    const d = await eventually(async () => {
      const row = await deliveryOf(ep.id);
      return row.status === "SUCCEEDED" && row;
    });
    expect(crashNext).toBe(false);
    expect(d.attempts).toBe(1);
    expect(received).toHaveLength(1);
  });

  it("disables an endpoint after too many failed attempts in a row, saying why, and sends it nothing more", async () => {
    const ep = await endpoint();
    answers = Array(50).fill(500);
    await writeMessages(env.db, [message(), message()]);
    const disabled = await eventually(async () => {
      const row = await env.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
      return !row.enabled && row;
    });
    expect(disabled.disabledReason).toMatch(/^Disabled after 4 failed attempts in a row \(last: HTTP 500\)/);
    await eventually(async () => {
      const rows = await env.db.webhookDelivery.findMany({ where: { endpointId: ep.id } });
      return rows.every((r) => r.status !== "PENDING");
    });
    const statuses = (await env.db.webhookDelivery.findMany({ where: { endpointId: ep.id } })).map((r) => r.status);
    expect(statuses).toContain("CANCELLED");
    // The 4 failures that disabled it, and at most one attempt of the other delivery that had
    // already found it enabled while the disabling transaction (which also queues the owner's
    // e-mail) was being committed;
    // nothing after that.
    const attempts = await env.db.webhookAttempt.count({ where: { delivery: { endpointId: ep.id } } });
    expect(received.length).toBe(attempts);
    expect(received.length).toBeGreaterThanOrEqual(4);
    expect(received.length).toBeLessThanOrEqual(5);
    const sent = received.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(received.length).toBe(sent);
  });

  it("keeps an endpoint to its requests a minute: the others wait for the next minute", async () => {
    const ep = await endpoint({ rateLimitPerMinute: 2 });
    await writeMessages(env.db, [message(), message(), message(), message()]);
    await eventually(async () => received.length >= 2);
    // Give the others every chance to slip through within this minute's window.
    await new Promise((r) => setTimeout(r, 1_500));
    const rows = await env.db.webhookDelivery.findMany({ where: { endpointId: ep.id } });
    const sentThisMinute = rows.filter((r) => r.status === "SUCCEEDED").length;
    // Unless the minute turned over meanwhile, exactly the limit went out.
    expect(sentThisMinute).toBeGreaterThanOrEqual(2);
    expect(received.length).toBe(sentThisMinute);
    if (sentThisMinute === 2) expect(rows.filter((r) => r.status === "PENDING" && r.attempts === 0)).toHaveLength(2);
  });

  it("fans a publish batch's events out to the endpoints that take their type", async () => {
    const revised = await endpoint({ events: ["document.revised"] });
    const withdrawn = await endpoint({ events: ["document.withdrawn"] });
    const doc = await env.db.document.findFirstOrThrow({
      where: { publisherId },
      select: { id: true, contentCode: true },
    });
    const batchId = `wh-test-${Date.now()}`;
    await env.db.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO publish_batches (id, published_at, item_count) VALUES (${batchId}, now(), 1)`;
      await tx.$executeRaw`INSERT INTO publish_events (batch_id, published_at, document_id, publisher_id, kind, status)
        VALUES (${batchId}, now(), ${doc.id}, ${publisherId}, 'REVISED', 'Active')`;
      await tx.outboxEvent.create({
        data: { queue: "webhooks", type: "webhooks.fan-out", payload: { batchId }, tenantId },
      });
    });
    const d = await eventually(async () => {
      const row = await env.db.webhookDelivery.findFirst({
        where: { endpointId: revised.id },
        include: { message: true },
      });
      return row?.status === "SUCCEEDED" && row;
    });
    expect(d.message.payload).toMatchObject({
      type: "document.revised",
      data: { batchId, kind: "REVISED", document: { id: doc.id, contentCode: doc.contentCode } },
    });
    expect(await env.db.webhookDelivery.count({ where: { endpointId: withdrawn.id } })).toBe(0);
    expect(received.filter((r) => r.verified)).toHaveLength(1);
  });

  it("tells the tenant of a tracked change (how many track it, never who), an account's endpoint only when its account tracks it", async () => {
    const doc = await env.db.document.findFirstOrThrow({ where: { publisherId }, select: { id: true } });
    const accounts = await env.db.account.findMany({
      where: { tenantId },
      select: { id: true },
      take: 2,
      orderBy: { id: "asc" },
    });
    const user = await env.db.user.findFirstOrThrow({ where: { tenantId }, select: { id: true } });
    await env.db.trackedDocument.create({
      data: { tenantId, userId: user.id, accountId: accounts[0].id, documentId: doc.id },
    });
    const whole = await endpoint({ events: ["tracking.document_changed"] });
    const tracking = await endpoint({ events: ["tracking.document_changed"] });
    await env.db.webhookEndpoint.update({ where: { id: tracking.id }, data: { accountId: accounts[0].id } });
    const other = await endpoint({ events: ["tracking.document_changed"] });
    await env.db.webhookEndpoint.update({ where: { id: other.id }, data: { accountId: accounts[1].id } });
    const change = {
      kind: "STATUS" as const,
      documentId: doc.id,
      previousDocumentId: null,
      previousStatus: "Active",
      status: "Withdrawn",
      replacedByContentCode: null,
    };
    const made = await emitTrackingWebhooks(
      env.db,
      { batchId: `track-${Date.now()}`, publishedAt: new Date().toISOString(), changes: [change] },
      new Map([[user.id, new Map([[0, {}]])]]),
    );
    expect(made).toBe(2);
    const d = await eventually(async () => {
      const row = await env.db.webhookDelivery.findFirst({
        where: { endpointId: whole.id },
        include: { message: true },
      });
      return row?.status === "SUCCEEDED" && row;
    });
    expect(d.message.payload).toMatchObject({
      type: "tracking.document_changed",
      data: { kind: "STATUS", status: "Withdrawn", trackers: 1, document: { id: doc.id } },
    });
    expect(Object.keys((d.message.payload as { data: object }).data).sort()).toEqual([
      "batchId",
      "document",
      "kind",
      "previousDocumentId",
      "previousStatus",
      "replacedByContentCode",
      "status",
      "trackers",
    ]);
    expect(await env.db.webhookDelivery.count({ where: { endpointId: tracking.id } })).toBe(1);
    expect(await env.db.webhookDelivery.count({ where: { endpointId: other.id } })).toBe(0);
  });

  it("never writes a secret or a signature to the log", async () => {
    const ep = await endpoint();
    await writeMessages(env.db, [message()]);
    await eventually(async () => (await deliveryOf(ep.id)).status === "SUCCEEDED");
    const log = logLines.join("");
    expect(log).toContain("webhook attempt");
    expect(log).not.toContain(ep.secret.slice("whsec_".length, 20));
    expect(log).not.toMatch(/v1,[A-Za-z0-9+/=]{20}/);
    expect(log).not.toContain(ep.url);
  });
});

describe("targets refused at send time", () => {
  const fakeJob = (deliveryId: bigint) =>
    ({ data: { deliveryId: deliveryId.toString(), attempt: 1 } }) as unknown as Job<WebhookDeliverJob>;

  async function sendOnce(url: string, o: { allowLoopback: boolean; answer?: string }) {
    const ep = await endpoint({ url });
    await env.db.$transaction(async (tx) => {
      await tx.webhookMessage.create({
        data: {
          id: `msg_ssrf${++sourceNo}`,
          tenantId,
          eventType: "document.revised",
          sourceKey: `ssrf:${sourceNo}`,
          payload: {},
        },
      });
      await tx.webhookDelivery.create({ data: { endpointId: ep.id, messageId: `msg_ssrf${sourceNo}` } });
    });
    const d = await deliveryOf(ep.id);
    const deliver = createWebhookDeliverer({
      db: env.db,
      redis: env.redis,
      redisPrefix: env.redisPrefix,
      settings: { ...config.webhooks, allowLoopback: o.allowLoopback },
      publicBaseUrl: "http://reader.test",
      log: pino({ level: "silent" }),
      lookup: async () => [{ address: o.answer ?? "10.1.2.3", family: (o.answer ?? "").includes(":") ? 6 : 4 }],
    });
    await deliver(fakeJob(d.id));
    return deliveryOf(ep.id);
  }

  it.each([
    ["a private address", "http://10.0.0.7/hook", true, undefined],
    ["the metadata address", "http://169.254.169.254/latest/meta-data", true, undefined],
    ["IPv6 loopback when loopback is not allowed", "http://[::1]:9/hook", false, undefined],
    ["IPv4 loopback when loopback is not allowed", `http://127.0.0.1:9/hook`, false, undefined],
    ["a name that resolves to a private address", "http://hooks.example.test/hook", true, "10.1.2.3"],
    ["a name that resolves to IPv6 loopback", "http://hooks.example.test/hook", false, "::1"],
  ])("refuses %s: the delivery fails at once, nothing is sent", async (_what, url, allowLoopback, answer) => {
    const d = await sendOnce(url as string, {
      allowLoopback: allowLoopback as boolean,
      answer: answer as string | undefined,
    });
    expect(d.status).toBe("FAILED");
    expect(d.attempts).toBe(1);
    expect(d.lastError).toMatch(/^target refused: resolves to a refused address/);
    expect(received).toHaveLength(0);
  });
});
