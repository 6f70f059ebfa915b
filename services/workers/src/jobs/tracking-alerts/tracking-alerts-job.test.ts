// Revision alerts end to end: publishing (the API's service) writes the fan-out event, the relay
// and the workers turn it into one e-mail per tracking user in the in-process SMTP sink.
import { type ChildProcess, fork } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createPublishingService,
  type PublishingService,
} from "@norma/api/src/modules/publishing/publishing-service.ts";
import { verifyLinkToken } from "@norma/api/src/modules/tracking/link-token.ts";
import { LOCALES } from "@norma/contracts/locales";
import { createLocalStorage } from "@norma/db/storage";
import type { SunkMail } from "@norma/tests/harness/smtp-sink.ts";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "../../lib/mail/templates.tsx";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";

const env = useWorkersEnv();
const CHILD = join(import.meta.dirname, "..", "..", "..", "..", "..", "tests", "workers", "tracking-alerts-child.ts");
const children: ChildProcess[] = [];
let publishing: PublishingService;
let astm: { id: number; accountId: number; mainPublisherId: number };

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
});

beforeAll(async () => {
  publishing = createPublishingService({
    db: env.db,
    storage: createLocalStorage(await mkdtemp(join(tmpdir(), "norma-pub-"))),
  });
  const tenant = await env.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  // Trackers are members of an account entitled to every publisher the tenant presents.
  const presented = await env.db.tenantPublisher.findMany({ where: { tenantId: tenant.id } });
  const account = await entitledAccount(
    tenant.id,
    "everything",
    presented.map((p) => ({ publisherId: p.publisherId })),
  );
  astm = { id: tenant.id, accountId: account.id, mainPublisherId: tenant.mainPublisherId! };
});

/** An account of the tenant whose active subscription grants these publishers and collections. */
async function entitledAccount(
  tenantId: number,
  name: string,
  grants: { publisherId?: number; collectionId?: number }[],
) {
  const account = await env.db.account.create({
    data: { tenantId, accountNumber: `T-${name}`, name, type: "INDIVIDUAL" },
  });
  const product = await env.db.product.create({
    data: { tenantId, subscriptionName: name, subscriptionAbbrName: `T-${name}`, grants: { create: grants } },
  });
  await env.db.subscription.create({
    data: { accountId: account.id, productId: product.id, startsAt: new Date(Date.now() - 60_000) },
  });
  return account;
}

/**
 * A workers process. One that is to crash holds its jobs' BullMQ locks briefly (the survivor takes
 * them over soon after it died); a survivor holds them long, so a busy machine cannot make it lose
 * its own jobs to itself. Either way the e-mail claim keeps every e-mail to one send.
 */
function startChild(extra: Record<string, string>, role: "crashing" | "survivor"): ChildProcess {
  const child = fork(CHILD, [], {
    env: {
      ...process.env,
      ...env.env({ EMAIL_LEASE_MS: "3000", LOCK_MS: role === "crashing" ? "3000" : "30000", ...extra }),
    },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once("exit", (code, signal) => resolve(signal ?? code));
  });

/**
 * Starts a healthy worker, waits until it says it started (a loaded machine may take a while),
 * lets the batch settle, then stops the worker whatever happened.
 */
async function survivorSettles(batchId: string, expected: number, extra: Record<string, string> = {}) {
  const survivor = startChild(extra, "survivor");
  try {
    await new Promise<void>((resolve, reject) => {
      survivor.on("message", (m) => m === "ready" && resolve());
      survivor.once("exit", (code, signal) => reject(new Error(`the worker exited (${signal ?? code}) early`)));
    });
    return await settle(batchId, expected);
  } finally {
    survivor.kill("SIGTERM");
    await exited(survivor);
  }
}

/**
 * A trackable line (latest edition) of a publisher the astm tenant presents, not yet used by
 * another test; not of the tenant's own publisher (whose track rule the rules test covers).
 */
const usedLines = new Set<number>();
async function freshLine(where: object = {}) {
  const doc = await env.db.document.findFirstOrThrow({
    where: {
      AND: [
        {
          isLatest: true,
          status: "Active",
          allowToTrack: true,
          id: { notIn: [...usedLines] },
          publisherId: { not: astm.mainPublisherId },
          publisher: { tenants: { some: { tenantId: astm.id } } },
        },
        where,
      ],
    },
    include: { publisher: true },
    orderBy: { id: "asc" },
  });
  usedLines.add(doc.id);
  return doc;
}

let userSeq = 0;
/** Users of the astm tenant (members of the entitled account unless told), each tracking the given documents. */
async function trackers(
  count: number,
  documentIds: number[],
  opts: { langs?: string[]; activated?: boolean; accountId?: number | null; tenantId?: number } = {},
) {
  const prefix = `t${++userSeq}`;
  const tenantId = opts.tenantId ?? astm.id;
  const accountId = opts.accountId === undefined ? astm.accountId : opts.accountId;
  await env.db.user.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      tenantId,
      email: `${prefix}-${String(i).padStart(4, "0")}@trackers.example`,
      firstName: "Tracker",
      lastName: `${prefix}-${i}`,
      userType: "INDIVIDUAL" as const,
      langKey: opts.langs ? opts.langs[i % opts.langs.length] : "en",
      activated: opts.activated ?? true,
    })),
  });
  const users = await env.db.user.findMany({
    where: { email: { startsWith: `${prefix}-` } },
    orderBy: { id: "asc" },
  });
  if (accountId !== null)
    await env.db.accountMembership.createMany({ data: users.map((u) => ({ userId: u.id, accountId })) });
  await env.db.trackedDocument.createMany({
    data: users.flatMap((u) =>
      documentIds.map((documentId) => ({
        tenantId,
        userId: u.id,
        accountId: accountId ?? astm.accountId,
        documentId,
      })),
    ),
  });
  return users;
}

const newVersion = (
  doc: { publisher: { key: string }; family: string; languageCode: string; designation: string },
  suffix: string,
) => ({
  kind: "NEW_VERSION" as const,
  publisherKey: doc.publisher.key,
  family: doc.family,
  languageCode: doc.languageCode,
  designation: `${doc.designation}-${suffix}`,
});

const ofBatch = (batchId: string) => (m: SunkMail) =>
  (m.headers["x-norma-delivery"] ?? "").startsWith(`tracking-alert:${batchId}:`);

/** Waits until the batch's e-mails stop coming, then returns them. */
async function settle(batchId: string, expected: number, timeoutMs = 120_000): Promise<SunkMail[]> {
  await eventually(async () => env.sink.messages.filter(ofBatch(batchId)).length >= expected, timeoutMs);
  // Nothing left to send: every delivery of the batch recorded as sent, no e-mail event waiting.
  await eventually(async () => {
    const pending = await env.db.emailDelivery.count({
      where: { idempotencyKey: { startsWith: `tracking-alert:${batchId}:` }, status: { not: "SENT" } },
    });
    const waiting = await env.db.outboxEvent.count({ where: { dispatchedAt: null } });
    return pending === 0 && waiting === 0;
  }, timeoutMs);
  await new Promise((r) => setTimeout(r, 1_000));
  return env.sink.messages.filter(ofBatch(batchId));
}

function expectOncePerRecipient(mails: SunkMail[], emails: string[]) {
  const to = mails.flatMap((m) => m.to).sort();
  expect(to).toEqual([...emails].sort());
  expect(new Set(mails.map((m) => m.headers["message-id"])).size).toBe(mails.length);
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded text and HTML parts of a message. */
function body(mail: SunkMail): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  const parts = boundary ? mail.raw.split(`--${boundary}`).slice(1) : [mail.raw];
  return parts
    .map((part) => {
      const at = part.search(/\r?\n\r?\n/);
      const head = part.slice(0, at);
      const content = part.slice(at).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === "base64") return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
      if (encoding === "quoted-printable") return quotedPrintable(content);
      return content;
    })
    .join("\n");
}

/** The claims of every unsubscribe link in a message's text (checked against the stored keys). */
async function stopLinks(mail: SunkMail) {
  const tokens = [...body(mail).matchAll(/\/api\/trackers\/unsubscribe\?token=([A-Za-z0-9._-]+)/g)].map((m) => m[1]);
  return Promise.all(
    [...new Set(tokens)].map((token) =>
      verifyLinkToken(
        token,
        async (id) => (await env.db.linkSigningKey.findUnique({ where: { id } }))?.secret ?? null,
        new Date(),
      ),
    ),
  );
}

/** Subjects compared without the spaces encoded-word folding may add. */
const squash = (s: string) => s.replace(/\s+/g, "");

describe("revision alerts", () => {
  let runtime: WorkerRuntime;
  beforeAll(async () => {
    runtime = createWorkerRuntime(env.config(), { db: env.db, trackingAlerts: { chunkSize: 250 } });
    await runtime.start();
  });
  afterAll(async () => {
    await runtime?.stop();
  });

  it("a new version alerts 1,000 trackers, each exactly once", async () => {
    const doc = await freshLine();
    const users = await trackers(1000, [doc.id]);
    const result = await publishing.publish("system", { batchId: "load-1000", items: [newVersion(doc, "N")] });
    const mails = await settle(result.batchId, 1000, 240_000);
    expect(mails).toHaveLength(1000);
    expectOncePerRecipient(
      mails,
      users.map((u) => u.email),
    );
    expect(await env.db.trackingAlert.count({ where: { batchId: "load-1000" } })).toBe(1000);
    expect(mails[0].subject).toBe(`New version of ${doc.publisher.key} ${doc.designation}-N`);
  }, 300_000);

  it("one digest per user for a batch of several changes, in the user's language, for documents, publishers and work items", async () => {
    const a = await freshLine();
    const b = await freshLine({ publisherId: { not: a.publisherId } });
    const [fr] = await trackers(1, [a.id, b.id], { langs: ["fr"] });
    const [ar] = await trackers(1, [], { langs: ["ar"] });
    await env.db.trackedPublisher.create({ data: { userId: ar.id, publisherId: a.publisherId } });
    const [de] = await trackers(1, [], { langs: ["de"] });
    const wi = await env.db.workItem.create({
      data: { publisherId: b.publisherId, workItemNumber: "WK77001", title: "Revision", documentId: b.id },
    });
    await env.db.trackedWorkItem.create({ data: { userId: de.id, workItemId: wi.id } });
    const [inactive] = await trackers(1, [a.id], { activated: false });
    const [paused] = await trackers(1, [a.id]);
    await env.db.trackedDocument.updateMany({ where: { userId: paused.id }, data: { trackingFlag: false } });
    // A user of a tenant that does not present the publisher hears nothing about it.
    const elsewhere = await env.db.tenant.findFirst({
      where: { publishers: { none: { publisherId: a.publisherId } } },
    });
    const stranger = elsewhere
      ? await env.db.user.create({
          data: { tenantId: elsewhere.id, email: "stranger@elsewhere.example", userType: "INDIVIDUAL" },
        })
      : null;
    if (stranger) await env.db.trackedPublisher.create({ data: { userId: stranger.id, publisherId: a.publisherId } });

    const result = await publishing.publish("system", {
      batchId: "digest",
      items: [newVersion(a, "D"), newVersion(b, "D")],
    });
    const mails = await settle(result.batchId, 3);
    expectOncePerRecipient(mails, [fr.email, ar.email, de.email]);
    expect(mails.some((m) => m.to.includes(inactive.email) || m.to.includes(paused.email))).toBe(false);

    const toFr = mails.find((m) => m.to.includes(fr.email))!;
    expect(squash(toFr.subject)).toBe(squash("2 documents que vous suivez ont changé"));
    const text = body(toFr);
    expect(text).toContain(
      `La nouvelle version ${a.publisher.key} ${a.designation}-D remplace ${a.displayDesignation}.`,
    );
    expect(text).toContain(`${a.displayDesignation} — Statut : En vigueur → Historique`);
    const newA = result.changes[0];
    expect(text).toContain(`/document/?contentCode=${encodeURIComponent(newA.contentCode)}&tenant=astm`);
    expect(text).toContain(
      `/document/?contentCode=${encodeURIComponent(newA.contentCode)}&compareWith=${encodeURIComponent(a.contentCode)}&tenant=astm`,
    );
    expect(text).toContain("Vous suivez ce document.");
    expect(toFr.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /<([^>]+)>/.exec(toFr.headers["list-unsubscribe"])![1];
    const token = new URL(unsubscribe).searchParams.get("token")!;
    const claims = await verifyLinkToken(
      token,
      async (id) => (await env.db.linkSigningKey.findUnique({ where: { id } }))?.secret ?? null,
      new Date(),
    );
    expect(claims).toMatchObject({ userId: fr.id, tenantId: astm.id, scope: "all", targetId: null });

    const toAr = mails.find((m) => m.to.includes(ar.email))!;
    expect(squash(toAr.subject)).toBe(squash(`إصدار جديد من ${a.publisher.key} ${a.designation}-D`));
    expect(body(toAr)).toContain('dir="rtl"');
    expect(body(toAr)).toContain(`أنت تتابع جميع مستندات ${a.publisher.name}.`);

    const toDe = mails.find((m) => m.to.includes(de.email))!;
    expect(squash(toDe.subject)).toBe(squash(`Neue Ausgabe von ${b.publisher.key} ${b.designation}-D`));
    expect(body(toDe)).toContain("Sie verfolgen das Arbeitsvorhaben WK77001.");
    // Each item's stop link names what made the user hear of it (the API's unsubscribe tests
    // follow such links for every scope).
    expect(await stopLinks(toFr)).toContainEqual(expect.objectContaining({ scope: "document", userId: fr.id }));
    expect(await stopLinks(toAr)).toContainEqual(
      expect.objectContaining({ scope: "publisher", targetId: a.publisherId, userId: ar.id }),
    );
    expect(await stopLinks(toDe)).toContainEqual(
      expect.objectContaining({ scope: "workItem", targetId: wi.id, userId: de.id }),
    );
    // Publisher trackers would hear about the later tests' documents too.
    await env.db.trackedPublisher.deleteMany({ where: { publisherId: a.publisherId } });
  }, 120_000);

  it("withdrawn and replaced documents alert too, naming the replacement", async () => {
    const gone = await freshLine();
    const replaced = await freshLine();
    const successor = await freshLine();
    const [u] = await trackers(1, [gone.id]);
    const [v] = await trackers(1, [replaced.id]);
    const result = await publishing.publish("system", {
      batchId: "withdrawals",
      items: [
        { kind: "STATUS", contentCode: gone.contentCode, status: "Withdrawn No replacement" },
        {
          kind: "STATUS",
          contentCode: replaced.contentCode,
          status: "Withdrawn Replaced",
          replacedByContentCode: successor.contentCode,
        },
      ],
    });
    const mails = await settle(result.batchId, 2);
    expectOncePerRecipient(mails, [u.email, v.email]);
    const toU = mails.find((m) => m.to.includes(u.email))!;
    expect(toU.subject).toBe(`${gone.displayDesignation} has been withdrawn`);
    expect(body(toU)).toContain("Status: Active → Withdrawn, no replacement");
    const toV = mails.find((m) => m.to.includes(v.email))!;
    expect(toV.subject).toBe(`${replaced.displayDesignation} has been replaced by ${successor.displayDesignation}`);
    expect(body(toV)).toContain(`Replaced by ${successor.displayDesignation}`);
    expect(body(toV)).toContain(`contentCode=${encodeURIComponent(successor.contentCode)}`);
  }, 60_000);

  it("alerts follow the tracking rules whatever the reason: allowToTrack, the main publisher's types, entitlement, the tenant's tracker", async () => {
    // Three lines of another publisher X: trackable, allowToTrack off, and one in a collection.
    const xa = await freshLine();
    const xb = await freshLine({ publisherId: xa.publisherId });
    const xc = await freshLine({ publisherId: xa.publisherId });
    const X = xa.publisherId;
    const collection = await env.db.contentCollection.create({ data: { key: "T-RULES", name: "Rules test" } });
    await env.db.document.update({ where: { id: xa.id }, data: { collectionIds: [] } });
    await env.db.document.update({ where: { id: xb.id }, data: { allowToTrack: false, collectionIds: [] } });
    await env.db.document.update({ where: { id: xc.id }, data: { collectionIds: [collection.id] } });
    // Four lines of the tenant's own publisher: only standards (not RL) and translations are tracked.
    const own = await env.db.document.findMany({
      where: {
        publisherId: astm.mainPublisherId,
        isLatest: true,
        status: "Active",
        languageCode: "en-US",
        id: { notIn: [...usedLines] },
      },
      include: { publisher: true },
      orderBy: { id: "asc" },
      take: 4,
    });
    expect(own).toHaveLength(4);
    for (const d of own) usedLines.add(d.id);
    const kinds: [string, string | null][] = [
      ["Standard", null],
      ["Standard", "RL"],
      ["Translated Standard", "RL"],
      ["Related Materials", null],
    ];
    for (const [i, [assetType, classification]] of kinds.entries())
      await env.db.document.update({
        where: { id: own[i].id },
        data: { assetType, classification, allowToTrack: true },
      });

    // Whole-publisher tracker entitled to everything: hears of xa, xc and the own standard and translation.
    const [fan] = await trackers(1, []);
    await env.db.trackedPublisher.createMany({
      data: [X, astm.mainPublisherId].map((publisherId) => ({ userId: fan.id, publisherId })),
    });
    // Entitled through a collection only: hears of xc alone.
    const byCollection = await entitledAccount(astm.id, "rules-collection", [{ collectionId: collection.id }]);
    const [collector] = await trackers(1, [], { accountId: byCollection.id });
    await env.db.trackedPublisher.create({ data: { userId: collector.id, publisherId: X } });
    // Not entitled at all (its subscription is gone): hears nothing, though it tracks xa and X.
    const [outsider] = await trackers(1, [xa.id], { accountId: null });
    await env.db.trackedPublisher.create({ data: { userId: outsider.id, publisherId: X } });
    // Work items of xa and of xb (which disallows tracking): hears of xa only.
    const [worker] = await trackers(1, []);
    for (const [d, n] of [
      [xa, "WK-RULES-A"],
      [xb, "WK-RULES-B"],
    ] as const) {
      const wi = await env.db.workItem.create({
        data: { publisherId: X, workItemNumber: n, title: "Revision", documentId: d.id },
      });
      await env.db.trackedWorkItem.create({ data: { userId: worker.id, workItemId: wi.id } });
    }
    // A user of the api tenant, whose tracker is switched off: hears nothing.
    const api = await env.db.tenant.findUniqueOrThrow({ where: { code: "api" } });
    expect(api.trackerAvailable).toBe(false);
    await env.db.tenantPublisher.upsert({
      where: { tenantId_publisherId: { tenantId: api.id, publisherId: X } },
      create: { tenantId: api.id, publisherId: X },
      update: {},
    });
    const apiAccount = await entitledAccount(api.id, "rules-api", [{ publisherId: X }]);
    const [offTenant] = await trackers(1, [xa.id], { tenantId: api.id, accountId: apiAccount.id });
    await env.db.trackedPublisher.create({ data: { userId: offTenant.id, publisherId: X } });

    // A user of the cga tenant, whose tracker runs but which does not show it (show-tracker off): hears nothing.
    const cga = await env.db.tenant.findUniqueOrThrow({ where: { code: "cga" }, include: { features: true } });
    expect(cga.trackerAvailable).toBe(true);
    expect(cga.features.find((f) => f.code === "show-tracker")?.enabled).toBe(false);
    await env.db.tenantPublisher.upsert({
      where: { tenantId_publisherId: { tenantId: cga.id, publisherId: X } },
      create: { tenantId: cga.id, publisherId: X },
      update: {},
    });
    const cgaAccount = await entitledAccount(cga.id, "rules-cga", [{ publisherId: X }]);
    const [hiddenTracker] = await trackers(1, [xa.id], { tenantId: cga.id, accountId: cgaAccount.id });
    await env.db.trackedPublisher.create({ data: { userId: hiddenTracker.id, publisherId: X } });

    const result = await publishing.publish("system", {
      batchId: "rules",
      items: [xa, xb, xc, ...own].map((d) => newVersion(d, "RULES")),
    });
    const [na, , nc, m1, , m3] = result.changes.map((c) => c.documentId);
    const mails = await settle(result.batchId, 3);
    expectOncePerRecipient(mails, [fan.email, collector.email, worker.email]);
    const alerts = await env.db.trackingAlert.findMany({ where: { batchId: "rules" } });
    const told = Object.fromEntries(alerts.map((a) => [a.userId, [...a.documentIds].sort((p, q) => p - q)]));
    expect(told).toEqual({
      [fan.id]: [na, nc, m1, m3].sort((p, q) => p - q),
      [collector.id]: [nc],
      [worker.id]: [na],
    });
    const toWorker = mails.find((m) => m.to.includes(worker.email))!;
    expect(body(toWorker)).toContain("WK-RULES-A");
    expect(body(toWorker)).not.toContain(`${xb.designation}-RULES`);
    await env.db.trackedPublisher.deleteMany({
      where: { userId: { in: [fan.id, collector.id, outsider.id, offTenant.id] } },
    });
  }, 120_000);

  it("a retried fan-out enqueues nothing twice", async () => {
    const doc = await freshLine();
    const users = await trackers(5, [doc.id]);
    const result = await publishing.publish("system", { batchId: "retry", items: [newVersion(doc, "R")] });
    await settle(result.batchId, 5);
    // The same event delivered again (a re-dispatched outbox row, a retried job).
    const event = await env.db.outboxEvent.findFirstOrThrow({
      where: { type: "tracking-alerts.fan-out", payload: { path: ["batchId"], equals: "retry" } },
    });
    await env.db.outboxEvent.create({
      data: { queue: event.queue, type: event.type, payload: event.payload as object },
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const mails = await settle(result.batchId, 5);
    expectOncePerRecipient(
      mails,
      users.map((u) => u.email),
    );
  }, 60_000);
});

describe("crashes", () => {
  it("a worker killed mid-batch (after two chunks of recipients) is resumed by another without duplicates", async () => {
    const doc = await freshLine();
    const users = await trackers(500, [doc.id], { langs: ["en", "es", "ja"] });
    const result = await publishing.publish("system", { batchId: "crash-chunks", items: [newVersion(doc, "C")] });
    const crashing = startChild({ CRASH_AFTER_CHUNKS: "2", ALERT_CHUNK_SIZE: "100" }, "crashing");
    expect(await exited(crashing)).toBe("SIGKILL");
    expect(await env.db.trackingAlert.count({ where: { batchId: "crash-chunks" } })).toBe(200);
    expect(env.sink.messages.filter(ofBatch("crash-chunks"))).toHaveLength(0);

    const mails = await survivorSettles(result.batchId, 500, { ALERT_CHUNK_SIZE: "100" });
    expect(mails).toHaveLength(500);
    expectOncePerRecipient(
      mails,
      users.map((u) => u.email),
    );
  }, 300_000);

  it("a worker killed while sending (after its 40th e-mail) leaves the rest to another, each sent once", async () => {
    const doc = await freshLine();
    const users = await trackers(120, [doc.id]);
    const result = await publishing.publish("system", { batchId: "crash-sending", items: [newVersion(doc, "S")] });
    const crashing = startChild({ CRASH_AFTER_EMAILS: "40", EMAIL_CONCURRENCY: "1" }, "crashing");
    expect(await exited(crashing)).toBe("SIGKILL");
    expect(env.sink.messages.filter(ofBatch("crash-sending"))).toHaveLength(40);

    const mails = await survivorSettles(result.batchId, 120);
    expect(mails).toHaveLength(120);
    expectOncePerRecipient(
      mails,
      users.map((u) => u.email),
    );
  }, 300_000);
});

describe("the alert e-mail", () => {
  const item = {
    change: "NEW_VERSION",
    designation: "ASTM D3039/D3039M-25",
    title: "Tensile Properties of <Polymer> Matrix Composites",
    previousDesignation: "ASTM D3039/D3039M-17",
    statusFrom: "Active",
    statusTo: "Historical",
    documentUrl: "https://norma.example/document/?contentCode=a",
    compareUrl: "https://norma.example/document/?contentCode=a&compareWith=b",
    reason: "document",
    publisher: "ASTM International",
    stopUrl: "https://norma.example/api/trackers/unsubscribe?token=t1",
  };
  const data = (items: object[]) => ({
    tenant: "Acme Library",
    recipient: "Ada",
    unsubscribeUrl: "https://norma.example/api/trackers/unsubscribe?token=all",
    items,
  });

  it("is written in each of the 14 languages, placeholders all filled", async () => {
    const english = await renderEmail("tracking-alert", "en", data([item, { ...item, designation: "ISO 1" }]));
    for (const locale of LOCALES) {
      const one = await renderEmail("tracking-alert", locale, data([item]));
      const digest = await renderEmail("tracking-alert", locale, data([item, { ...item, designation: "ISO 1" }]));
      for (const mail of [one, digest]) {
        expect(mail.subject + mail.text + mail.html, locale).not.toMatch(/\{\w+\}/);
        expect(mail.html).toContain(`lang="${locale}"`);
      }
      if (locale !== "en") expect(digest.text, locale).not.toBe(english.text);
      expect(digest.subject).toContain("2");
    }
    expect((await renderEmail("tracking-alert", "ar", data([item]))).html).toContain('dir="rtl"');
    expect((await renderEmail("tracking-alert", "ja", data([item]))).subject).toBe("ASTM D3039/D3039M-25 の新しい版");
  });

  it("escapes the catalogue's text in HTML and refuses incomplete data", async () => {
    const mail = await renderEmail("tracking-alert", "en", data([item]));
    expect(mail.html).toContain("Tensile Properties of &lt;Polymer&gt; Matrix Composites");
    expect(mail.html).not.toContain("<Polymer>");
    await expect(renderEmail("tracking-alert", "en", data([]))).rejects.toThrow("template data 'items' is required");
    await expect(renderEmail("tracking-alert", "en", data([{ ...item, stopUrl: "" }]))).rejects.toThrow(
      "items[0].stopUrl",
    );
    await expect(renderEmail("tracking-alert", "en", { ...data([item]), unsubscribeUrl: undefined })).rejects.toThrow(
      "template data 'unsubscribeUrl' is required",
    );
  });

  it("shows statuses the catalogue invents later as they are", async () => {
    const mail = await renderEmail(
      "tracking-alert",
      "de",
      data([{ ...item, change: "STATUS", statusFrom: "Active", statusTo: "Superseded" }]),
    );
    expect(mail.text).toContain("Status: Gültig → Superseded");
  });
});
