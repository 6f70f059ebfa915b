// Webhooks, continued (issue 30), through the outbox relay and the BullMQ worker to a receiver on
// 127.0.0.1 that keeps each request's headers:
//   - an endpoint disabled after persistent failure: its owner is e-mailed (the e-mail job renders
//     it in the owner's language with the tenant's branding), the tenant's administrators when
//     the owner is no administrator any more, nobody when the tenant's hourly e-mail budget is
//     used up;
//   - secret rotation: during the grace period each request carries two signatures, and a
//     receiver holding either secret verifies; after it, only the new secret does;
//   - who hears of what: an account's endpoint only of documents the account is entitled to, a
//     tenant's endpoints only of the tenant's documents (publishers it presents);
//   - compass_point.needs_check from the re-anchoring's carried points, and webhooks.emit rows
//     (a review's events, written by the API) made messages;
//   - the delivery log's retention (webhooks.prune) and its repeatable scheduler.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { entitle } from "@norma/api/src/modules/tracking/tracking-fixtures.ts";
import { QUEUES } from "@norma/contracts/queues";
import { generateSigningSecret, sealSecret, webhookSealKey } from "@norma/contracts/webhooks";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WorkersConfig } from "../../config.ts";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";
import { emitCompassWebhooks } from "./webhook-compass.ts";
import { queueDisabledMail } from "./webhook-disabled-mail.ts";
import { writeMessages } from "./webhook-messages.ts";
import { pruneDeliveryLog } from "./webhook-prune.ts";
import { PRUNE_JOB } from "./webhooks-job.ts";

const env = useWorkersEnv();

interface Received {
  path: string;
  id: string;
  body: string;
  headers: IncomingHttpHeaders;
}
let answers: number[] = [];
let received: Received[] = [];
let receiver: Server;
let base: string;
let config: WorkersConfig;
let runtime: WorkerRuntime;
let tenantId: number;
let publisherId: number;
let adminId: number;

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    received.push({
      path: req.url ?? "",
      id: String(req.headers["webhook-id"]),
      body: Buffer.concat(chunks).toString("utf8"),
      headers: req.headers,
    });
    res.writeHead(answers.shift() ?? 200).end("ok");
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  config = env.config({
    WEBHOOK_ALLOW_LOOPBACK: "true",
    WEBHOOK_BACKOFF_MS: "20",
    WEBHOOK_TIMEOUT_MS: "2000",
    WEBHOOK_FAILURES_TO_DISABLE: "3",
    PUBLIC_BASE_URL: "https://reader.acme.example",
  });
  runtime = createWorkerRuntime(config, { db: env.db });
  await runtime.start();
  const tenant = await env.db.tenant.findUniqueOrThrow({
    where: { code: "astm" },
    select: { id: true, mainPublisherId: true },
  });
  tenantId = tenant.id;
  publisherId = tenant.mainPublisherId!;
  adminId = (await env.db.user.findFirstOrThrow({ where: { email: "admin@astm.example" } })).id;
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  receiver?.close();
});

beforeEach(async () => {
  answers = [];
  received = [];
  // A delivery of the previous test may still be recording its attempt: try again after it.
  await eventually(async () =>
    env.db.webhookEndpoint.deleteMany({}).then(
      () => true,
      () => false,
    ),
  );
});

let pathNo = 0;
async function endpoint(o: { events?: string[]; accountId?: number; createdBy?: number; tenant?: number } = {}) {
  const secret = generateSigningSecret();
  const path = `/more-${++pathNo}`;
  const row = await env.db.webhookEndpoint.create({
    data: {
      tenantId: o.tenant ?? tenantId,
      accountId: o.accountId ?? null,
      url: `${base}${path}`,
      events: o.events ?? ["document.revised"],
      secretSealed: sealSecret(webhookSealKey(config.webhooks), secret),
      rateLimitPerMinute: 600,
      createdBy: o.createdBy ?? null,
    },
  });
  return { ...row, secret, path };
}

let sourceNo = 0;
const message = (o: { accountIds?: number[] | null; documentId?: number | null } = {}) => ({
  tenantId,
  eventType: "document.revised" as const,
  sourceKey: `more:${++sourceNo}`,
  data: { n: sourceNo },
  timestamp: new Date().toISOString(),
  accountIds: o.accountIds ?? null,
  documentId: o.documentId ?? null,
});

const verifies = (secret: string, r: Received) => {
  try {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

/** A new account of the tenant, with no subscription: entitled to nothing. */
let accountNo = 0;
const newAccount = (tenant = tenantId) =>
  env.db.account.create({
    data: { tenantId: tenant, accountNumber: `WH-${++accountNo}`, name: `Webhook test ${accountNo}`, type: "COMPANY" },
  });

describe("an endpoint disabled after persistent failure", () => {
  it("e-mails its owner in their language, with the tenant's branding and a link to the console", async () => {
    await env.db.user.update({ where: { id: adminId }, data: { langKey: "de" } });
    const ep = await endpoint({ createdBy: adminId });
    answers = Array(10).fill(503);
    const before = env.sink.messages.length;
    await writeMessages(env.db, [message(), message(), message()]);
    await eventually(async () => !(await env.db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } })).enabled);
    const [mail] = (await env.sink.waitFor(before + 1, 30_000)).slice(before);
    const tenant = await env.db.tenant.findUniqueOrThrow({ where: { id: tenantId } });
    expect(mail.to).toEqual(["admin@astm.example"]);
    expect(mail.subject).toBe(`Ein Webhook-Endpunkt von ${tenant.tenantName} wurde deaktiviert`);
    expect(mail.raw).toMatch(new RegExp(`^From: "?${tenant.tenantName}"? <`, "m"));
    // White-label: the product's name nowhere but in the delivery's technical header.
    expect(mail.raw.replace(/^X-Norma-Delivery:.*$/m, "")).not.toMatch(/Norma/);
    const outbox = await env.db.outboxEvent.findMany({ where: { type: "email.send" } });
    const payload = outbox.map((o) => o.payload as Record<string, unknown>).find((p) => p.to === "admin@astm.example");
    expect(payload).toMatchObject({
      template: "webhook-endpoint-disabled",
      locale: "de",
      tenantId,
      data: {
        url: ep.url,
        failures: 3,
        lastError: "HTTP 503",
        consoleUrl: `https://reader.acme.example/admin/#/webhook-endpoints/${ep.id}`,
      },
    });
    // Once: the disabled endpoint takes no more attempts, so nothing disables it (or e-mails) again.
    await new Promise((r) => setTimeout(r, 500));
    expect(env.sink.messages.slice(before)).toHaveLength(1);
    await env.db.user.update({ where: { id: adminId }, data: { langKey: "en" } });
  });

  const disabled = (id: number, createdBy: number | null) => ({
    id,
    tenantId,
    url: "https://erp.example/hook",
    description: "",
    createdBy,
    failures: 50,
    lastError: "HTTP 500",
    disabledAt: new Date(),
  });
  const settings = { publicBaseUrl: "https://r.example", emailsPerTenantPerHour: 1_000 };

  it("e-mails the tenant's administrators when its creator is no administrator any more, within the tenant's hourly budget", async () => {
    const reader = await env.db.user.findFirstOrThrow({
      where: { tenantId, activated: true, NOT: { authorities: { has: "ADMIN" } } },
    });
    const admins = await env.db.user.findMany({
      where: { tenantId, activated: true, authorities: { has: "ADMIN" } },
      select: { email: true },
    });
    expect(admins.length).toBeGreaterThan(0);
    const made = await env.db.$transaction((tx) => queueDisabledMail(tx, disabled(9_001, reader.id), settings));
    expect(made).toEqual({ emails: admins.length, overLimit: false });
    const rows = await env.db.outboxEvent.findMany({
      where: {
        type: "email.send",
        payload: { path: ["idempotencyKey"], string_starts_with: "webhook-endpoint-disabled:9001:" },
      },
    });
    expect(rows.map((r) => (r.payload as { to: string }).to).sort()).toEqual(admins.map((a) => a.email).sort());

    // The tenant's budget for this hour is nearly used up: no e-mail, the endpoint disabled all the same.
    await env.db.tenant.update({ where: { id: tenantId }, data: { emailPerTenantPerHour: 1 } });
    const none = await env.db.$transaction((tx) => queueDisabledMail(tx, disabled(9_002, adminId), settings));
    expect(none).toEqual({ emails: 0, overLimit: true });
    expect(
      await env.db.outboxEvent.count({
        where: { payload: { path: ["idempotencyKey"], string_starts_with: "webhook-endpoint-disabled:9002:" } },
      }),
    ).toBe(0);
    await env.db.tenant.update({ where: { id: tenantId }, data: { emailPerTenantPerHour: null } });
    // Counted where the API counts the users' e-mails.
    const counted = await env.db.$queryRaw<{ count: number }[]>`
      SELECT count FROM email_send_counts WHERE tenant_id = ${tenantId} AND kind = 'tenant-hour'
       ORDER BY window_start DESC LIMIT 1`;
    expect(counted[0].count).toBeGreaterThanOrEqual(admins.length);
  });
});

describe("secret rotation", () => {
  it("signs with both secrets during the grace period, then with the new one only", async () => {
    const ep = await endpoint();
    const old = ep.secret;
    const fresh = generateSigningSecret();
    const key = webhookSealKey(config.webhooks);
    await env.db.webhookEndpoint.update({
      where: { id: ep.id },
      data: {
        secretSealed: sealSecret(key, fresh),
        previousSecretSealed: sealSecret(key, old),
        previousSecretExpiresAt: new Date(Date.now() + 3_600_000),
        secretRotatedAt: new Date(),
      },
    });
    await writeMessages(env.db, [message()]);
    await eventually(async () => received.length >= 1);
    const during = received[0];
    expect(String(during.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifies(old, during)).toBe(true);
    expect(verifies(fresh, during)).toBe(true);
    expect(verifies(generateSigningSecret(), during)).toBe(false);

    // The grace period is over.
    await env.db.webhookEndpoint.update({
      where: { id: ep.id },
      data: { previousSecretExpiresAt: new Date(Date.now() - 1_000) },
    });
    await writeMessages(env.db, [message()]);
    await eventually(async () => received.length >= 2);
    const after = received[1];
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(verifies(fresh, after)).toBe(true);
    expect(verifies(old, after)).toBe(false);
  });
});

describe("who hears of what", () => {
  it("tells an account's endpoint only of documents the account is entitled to, a tenant's only of its publishers' documents", async () => {
    const entitled = await newAccount();
    await entitle(env.db, tenantId, entitled.id, publisherId);
    const stranger = await newAccount();
    const whole = await endpoint();
    const ofEntitled = await endpoint({ accountId: entitled.id });
    const ofStranger = await endpoint({ accountId: stranger.id });
    // Another tenant, that does not present the publisher.
    const other = await env.db.tenant.findUniqueOrThrow({ where: { code: "awwa" }, select: { id: true } });
    await env.db.tenantPublisher.deleteMany({ where: { tenantId: other.id, publisherId } });
    const foreign = await endpoint({ tenant: other.id });
    const doc = await env.db.document.findFirstOrThrow({ where: { publisherId }, select: { id: true } });
    const batchId = `wh-more-${Date.now()}`;
    await env.db.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO publish_batches (id, published_at, item_count) VALUES (${batchId}, now(), 1)`;
      await tx.$executeRaw`INSERT INTO publish_events (batch_id, published_at, document_id, publisher_id, kind, status)
        VALUES (${batchId}, now(), ${doc.id}, ${publisherId}, 'REVISED', 'Active')`;
      await tx.outboxEvent.create({
        data: { queue: "webhooks", type: "webhooks.fan-out", payload: { batchId }, tenantId },
      });
    });
    await eventually(async () => received.length >= 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(received.map((r) => r.path).sort()).toEqual([whole.path, ofEntitled.path].sort());
    expect(await env.db.webhookDelivery.count({ where: { endpointId: { in: [ofStranger.id, foreign.id] } } })).toBe(0);

    // A message naming accounts (a tracker's, a review's) reaches only those of them that are entitled.
    received = [];
    await writeMessages(env.db, [message({ accountIds: [entitled.id, stranger.id], documentId: doc.id })]);
    await eventually(async () => received.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.map((r) => r.path).sort()).toEqual([whole.path, ofEntitled.path].sort());
    // A subscription that ended: the account hears of the document no more.
    await env.db.subscription.updateMany({ where: { accountId: entitled.id }, data: { active: false } });
    received = [];
    await writeMessages(env.db, [message({ documentId: doc.id })]);
    await eventually(async () => received.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.map((r) => r.path)).toEqual([whole.path]);
  });
});

describe("more events", () => {
  it("announces the compass points a re-anchoring moved or orphaned (compass_point.needs_check), once each", async () => {
    const account = await newAccount();
    await entitle(env.db, tenantId, account.id, publisherId);
    const whole = await endpoint({ events: ["compass_point.needs_check"] });
    const ofAccount = await endpoint({ events: ["compass_point.needs_check"], accountId: account.id });
    const [oldDoc, newDoc] = await env.db.document.findMany({
      where: { publisherId },
      select: { id: true, contentCode: true },
      take: 2,
      orderBy: { id: "asc" },
    });
    const point = (documentId: number, o: Record<string, unknown> = {}) =>
      env.db.compassPoint.create({
        data: { tenantId, accountId: account.id, documentId, createdById: adminId, name: "Pull rate", ...o },
      });
    const moved = await point(newDoc.id, {
      sourceCompassPointId: (await point(oldDoc.id)).id,
      placement: "MOVED",
      pageNumber: 4,
    });
    await point(newDoc.id, { sourceCompassPointId: (await point(oldDoc.id)).id, placement: "EXACT" });
    const orphanedAgain = await point(oldDoc.id, { placement: "ORPHANED" });
    await point(newDoc.id, { sourceCompassPointId: orphanedAgain.id, placement: "ORPHANED" });
    const orphaned = await point(newDoc.id, {
      sourceCompassPointId: (await point(oldDoc.id)).id,
      placement: "ORPHANED",
      isShared: true,
      name: "Shared point",
    });

    expect(await emitCompassWebhooks(env.db, "batch-compass", [newDoc.id])).toBe(4);
    // A retried run adds nothing.
    expect(await emitCompassWebhooks(env.db, "batch-compass", [newDoc.id])).toBe(0);
    await eventually(async () => received.length >= 4);
    const bodies = received
      .filter((r) => r.path === whole.path)
      .map((r) => JSON.parse(r.body) as { type: string; data: { point: Record<string, unknown> } });
    expect(bodies.every((b) => b.type === "compass_point.needs_check")).toBe(true);
    const byUuid = new Map(bodies.map((b) => [b.data.point.uuid, b.data]));
    expect(byUuid.get(moved.uuid)).toMatchObject({
      point: { placement: "MOVED", page: 4, name: null },
      accountId: account.id,
      document: { id: newDoc.id, contentCode: newDoc.contentCode },
    });
    expect(byUuid.get(orphaned.uuid)).toMatchObject({ point: { placement: "ORPHANED", name: "Shared point" } });
    expect(byUuid.size).toBe(2);
    expect(received.filter((r) => r.path === ofAccount.path)).toHaveLength(2);
  });

  it("makes a webhooks.emit outbox row (a review's event, written by the API) a message and its deliveries", async () => {
    const ep = await endpoint({ events: ["review.signed_off"] });
    const unrelated = await endpoint({ events: ["review.assigned"] });
    await env.db.outboxEvent.create({
      data: {
        queue: QUEUES.webhooks,
        type: "webhooks.emit",
        tenantId,
        payload: {
          tenantId,
          eventType: "review.signed_off",
          sourceKey: "review:1:review.signed_off:1",
          timestamp: new Date().toISOString(),
          data: { review: { id: 1, status: "SIGNED_OFF" } },
          accountIds: null,
          documentId: null,
        },
      },
    });
    await eventually(async () => received.length >= 1);
    expect(received[0].path).toBe(ep.path);
    expect(verifies(ep.secret, received[0])).toBe(true);
    expect(JSON.parse(received[0].body)).toMatchObject({
      type: "review.signed_off",
      data: { review: { id: 1, status: "SIGNED_OFF" } },
    });
    expect(await env.db.webhookDelivery.count({ where: { endpointId: unrelated.id } })).toBe(0);
  });
});

describe("the delivery log's retention", () => {
  it("deletes deliveries (with their attempts) and messages older than the retention, never a pending one", async () => {
    const ep = await endpoint();
    const day = 86_400_000;
    const make = async (id: string, ageDays: number, status: string) => {
      const at = new Date(Date.now() - ageDays * day);
      await env.db.webhookMessage.create({
        data: { id, tenantId, eventType: "document.revised", sourceKey: `prune:${id}`, payload: {}, createdAt: at },
      });
      const d = await env.db.webhookDelivery.create({
        data: { endpointId: ep.id, messageId: id, status, attempts: 1, createdAt: at },
      });
      await env.db.webhookAttempt.create({
        data: { deliveryId: d.id, attempt: 1, startedAt: at, durationMs: 5, statusCode: 200 },
      });
      return d.id;
    };
    const old = await make("msg_prune_old", 31, "SUCCEEDED");
    const oldFailed = await make("msg_prune_failed", 40, "FAILED");
    const oldPending = await make("msg_prune_pending", 31, "PENDING");
    const young = await make("msg_prune_young", 29, "SUCCEEDED");
    const out = await pruneDeliveryLog(env.db, 30, { batchSize: 1 });
    expect(out).toEqual({ deliveries: 2, messages: 2 });
    const left = (await env.db.webhookDelivery.findMany({ where: { endpointId: ep.id } })).map((d) => d.id);
    expect(left.sort()).toEqual([oldPending, young].sort());
    expect(await env.db.webhookAttempt.count({ where: { deliveryId: { in: [old, oldFailed] } } })).toBe(0);
    expect(await env.db.webhookMessage.count({ where: { id: { in: ["msg_prune_old", "msg_prune_failed"] } } })).toBe(0);
    expect(await env.db.webhookMessage.count({ where: { id: { in: ["msg_prune_pending", "msg_prune_young"] } } })).toBe(
      2,
    );
    // A shorter retention takes the younger one too.
    expect(await pruneDeliveryLog(env.db, 1)).toEqual({ deliveries: 1, messages: 1 });
  });

  it("runs as a repeatable job of the webhooks queue, at the configured interval", async () => {
    const schedulers = await eventually(async () => {
      const all = await runtime.queues.get(QUEUES.webhooks).getJobSchedulers();
      return all.length > 0 && all;
    });
    expect(schedulers).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: PRUNE_JOB, every: config.webhooks.pruneEveryMs })]),
    );
    // And the job it makes prunes.
    const ep = await endpoint();
    await env.db.webhookMessage.create({
      data: {
        id: "msg_prune_job",
        tenantId,
        eventType: "document.revised",
        sourceKey: "prune:job",
        payload: {},
        createdAt: new Date(Date.now() - 60 * 86_400_000),
      },
    });
    await env.db.webhookDelivery.create({
      data: {
        endpointId: ep.id,
        messageId: "msg_prune_job",
        status: "SUCCEEDED",
        createdAt: new Date(Date.now() - 60 * 86_400_000),
      },
    });
    await runtime.queues.get(QUEUES.webhooks).add(PRUNE_JOB, {});
    await eventually(async () => (await env.db.webhookMessage.count({ where: { id: "msg_prune_job" } })) === 0);
  });
});
