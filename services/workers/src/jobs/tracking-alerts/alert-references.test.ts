// Cascade alerts (issue 27): a user tracking a document hears, in the same revision alert as the
// rest, when a document it references normatively gets a new edition or is withdrawn — once and
// only once per (user, referencing document, changed edition, change), never through an
// informative reference, never when the tenant or the user switched it off, and never about a
// document the user may not see.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createPublishingService,
  type PublishingService,
} from "@norma/api/src/modules/publishing/publishing-service.ts";
import type { AlertItem } from "@norma/contracts/emails";
import type { EmailJob, TrackingAlertChange, TrackingAlertJob } from "@norma/contracts/queues";
import { createLocalStorage } from "@norma/db/storage";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "../../lib/mail/templates.tsx";
import { createTrackingAlertsProcessor } from "./tracking-alerts-job.ts";

const env = useWorkersEnv();
const log = pino({ level: "silent" });

let publishing: PublishingService;
let tenantId: number;
/** P1 publishes the referencing documents, P2 the referenced one. */
let p1: { id: number; key: string };
let p2: { id: number; key: string };
const doc: Record<string, { id: number; displayDesignation: string }> = {};
const users: Record<string, number> = {};

const fakeJob = (data: TrackingAlertJob) =>
  ({ data, updateProgress: async () => {} }) as unknown as Job<TrackingAlertJob>;

function processor(extra: { cascadePageSize?: number } = {}) {
  return createTrackingAlertsProcessor({
    db: env.db,
    log,
    publicBaseUrl: "https://reader.example",
    reanchorWaitMs: 0,
    ...extra,
  });
}

/** The alert e-mails of a batch, by recipient. */
async function alertsOf(batchId: string): Promise<Map<number, EmailJob>> {
  const rows = await env.db.trackingAlert.findMany({ where: { batchId } });
  const events = await env.db.outboxEvent.findMany({ where: { type: "email.send" } });
  const byKey = new Map(events.map((e) => e.payload as unknown as EmailJob).map((p) => [p.idempotencyKey, p] as const));
  return new Map(rows.map((r) => [r.userId, byKey.get(r.idempotencyKey)!]));
}
const itemsOf = (mail: EmailJob | undefined) => ((mail?.data as { items?: AlertItem[] })?.items ?? []) as AlertItem[];

async function publishOne(batchId: string, publisherKey: string, family: string, designation: string, year: number) {
  const r = await publishing.publish("system", {
    batchId,
    items: [
      {
        kind: "NEW_VERSION",
        publisherKey,
        family,
        designation,
        designationNo: family,
        title: `Cascade ${designation}`,
        documentType: "Standard",
        assetType: "Standard",
        contentType: "Standard",
        editionYear: year,
        bodyText: `1 Scope\n1.1 ${designation}.`,
      },
    ],
  });
  const c = r.changes[0]!;
  return env.db.document.findUniqueOrThrow({
    where: { id: c.documentId },
    select: { id: true, displayDesignation: true },
  });
}

/** An account of the tenant whose subscription grants these publishers, and a user in it. */
async function userEntitledTo(name: string, publisherIds: number[], langKey = "en") {
  const account = await env.db.account.create({
    data: { tenantId, accountNumber: `CASC-${name}`, name, type: "INDIVIDUAL" },
  });
  const product = await env.db.product.create({
    data: {
      tenantId,
      subscriptionName: `casc-${name}`,
      subscriptionAbbrName: `CASC-${name}`,
      grants: { create: publisherIds.map((publisherId) => ({ publisherId })) },
    },
  });
  await env.db.subscription.create({
    data: { accountId: account.id, productId: product.id, startsAt: new Date(Date.now() - 60_000) },
  });
  const user = await env.db.user.create({
    data: {
      tenantId,
      email: `casc-${name}@trackers.example`,
      firstName: "Casc",
      lastName: name,
      userType: "INDIVIDUAL",
      langKey,
      activated: true,
    },
  });
  await env.db.accountMembership.create({ data: { userId: user.id, accountId: account.id } });
  return { userId: user.id, accountId: account.id };
}

async function track(u: { userId: number; accountId: number }, documentId: number, referenceAlerts = true) {
  await env.db.trackedDocument.create({
    data: { tenantId, userId: u.userId, accountId: u.accountId, documentId, referenceAlerts },
  });
}

async function cite(sourceId: number, kind: "normative" | "informative", targetId: number, edition: number | null) {
  await env.db.documentReference.create({
    data: {
      sourceDocumentId: sourceId,
      targetDocumentId: targetId,
      targetDesignation: `${p2.key} CASC-R${edition ? `-${edition}` : ""}`,
      targetPublisher: p2.key,
      targetKey: `${p2.key.toLowerCase()}:casc-r`,
      editionYear: edition,
      kind,
      clause: "2",
    },
  });
}

const newEdition = (documentId: number, previousDocumentId: number): TrackingAlertChange => ({
  kind: "NEW_VERSION",
  documentId,
  previousDocumentId,
  previousStatus: "Active",
  status: "Active",
  replacedByContentCode: null,
});
const job = (batchId: string, changes: TrackingAlertChange[]): TrackingAlertJob => ({
  batchId,
  publishedAt: new Date().toISOString(),
  changes,
});

beforeAll(async () => {
  publishing = createPublishingService({
    db: env.db,
    storage: createLocalStorage(await mkdtemp(join(tmpdir(), "casc-"))),
  });
  const tenant = await env.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  tenantId = tenant.id;
  const presented = await env.db.publisher.findMany({
    where: { tenants: { some: { tenantId } }, id: { not: tenant.mainPublisherId ?? -1 } },
    orderBy: { id: "asc" },
    take: 2,
  });
  [p1, p2] = presented.map((p) => ({ id: p.id, key: p.key })) as [typeof p1, typeof p2];

  doc.r1 = await publishOne("casc-1", p2.key, "CASC-R", "CASC-R-19", 2019);
  doc.s = await publishOne("casc-2", p1.key, "CASC-S", "CASC-S-20", 2020);
  doc.sInformative = await publishOne("casc-3", p1.key, "CASC-I", "CASC-I-20", 2020);
  doc.sSwitchedOff = await publishOne("casc-4", p1.key, "CASC-O", "CASC-O-20", 2020);
  doc.sUndated = await publishOne("casc-5", p1.key, "CASC-U", "CASC-U-20", 2020);
  await cite(doc.s.id, "normative", doc.r1.id, 2019); // dated, to the edition that is revised
  await cite(doc.sInformative.id, "informative", doc.r1.id, null);
  await cite(doc.sSwitchedOff.id, "normative", doc.r1.id, null);
  await cite(doc.sUndated.id, "normative", doc.r1.id, null);

  const a = await userEntitledTo("a", [p1.id, p2.id], "ar");
  await track(a, doc.s.id);
  await track(a, doc.sInformative.id);
  await track(a, doc.sSwitchedOff.id, false);
  await track(a, doc.sUndated.id);
  // b may read the referencing document, not the referenced one.
  const b = await userEntitledTo("b", [p1.id]);
  await track(b, doc.s.id);
  // d tracks the referenced document itself as well: the direct reason wins, one item.
  const d = await userEntitledTo("d", [p1.id, p2.id]);
  await track(d, doc.s.id);
  await track(d, doc.r1.id);
  // e only through an informative reference and a switched-off tracking.
  const e = await userEntitledTo("e", [p1.id, p2.id]);
  await track(e, doc.sInformative.id);
  await track(e, doc.sSwitchedOff.id, false);
  Object.assign(users, { a: a.userId, b: b.userId, d: d.userId, e: e.userId });

  doc.r2 = await publishOne("casc-6", p2.key, "CASC-R", "CASC-R-24", 2024);
});

describe("cascade alerts", () => {
  it("tell the trackers of normatively referencing documents of a new edition, in the same e-mail, once", async () => {
    const run = processor({ cascadePageSize: 1 }); // a page per referencing document: the paging is walked
    const data = job("casc-new-edition", [newEdition(doc.r2.id, doc.r1.id)]);
    await run(fakeJob(data));
    const alerts = await alertsOf("casc-new-edition");

    const a = itemsOf(alerts.get(users.a));
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ change: "NEW_VERSION", reason: "reference", designation: doc.r2.displayDesignation });
    // Dated and undated normative references both cascade; informative and switched-off ones do not.
    expect(a[0]!.referencedBy?.sort()).toEqual([doc.s.displayDesignation, doc.sUndated.displayDesignation].sort());
    expect(a[0]!.compareUrl).toContain("compareWith=");
    // The new edition's change summary (its clause 1.1 changed), as its own trackers get it.
    expect(a[0]!.clauseChanges).toMatchObject({ added: 1, deleted: 1 });

    // Entitlement: b may not see the referenced document and hears nothing of it.
    expect(alerts.has(users.b)).toBe(false);
    // Informative reference / user switch off: nothing.
    expect(alerts.has(users.e)).toBe(false);
    // Direct tracking wins over the cascade: one item, reason document.
    const d = itemsOf(alerts.get(users.d));
    expect(d).toHaveLength(1);
    expect(d[0]!.reason).toBe("document");

    // A retried job (or a restarted worker) says nothing again.
    await run(fakeJob(data));
    expect((await alertsOf("casc-new-edition")).size).toBe(alerts.size);
    expect(
      await env.db.outboxEvent.count({
        where: { payload: { path: ["idempotencyKey"], string_contains: "casc-new-edition" } },
      }),
    ).toBe(alerts.size);
    // Nor does a later batch announcing the same change: the cascade was said.
    await run(fakeJob(job("casc-new-edition-again", [newEdition(doc.r2.id, doc.r1.id)])));
    const again = await alertsOf("casc-new-edition-again");
    expect(again.has(users.a)).toBe(false);
    expect(again.has(users.d)).toBe(true); // the direct tracker is told as before
    const sent = await env.db.referenceAlertSent.findMany({ where: { userId: users.a } });
    expect(sent.map((s) => s.sourceDocumentId).sort()).toEqual([doc.s.id, doc.sUndated.id].sort());
  });

  it("says the reason in the reader's language, naming the referencing documents", async () => {
    const mail = (await alertsOf("casc-new-edition")).get(users.a)!;
    expect(mail.locale).toBe("ar");
    const ar = await renderEmail("tracking-alert", "ar", mail.data as never);
    expect(ar.text).toContain("تشير إليه مستندات تتابعها كمرجع معياري");
    expect(ar.text).toContain(doc.s.displayDesignation);
    const en = await renderEmail("tracking-alert", "en", mail.data as never);
    expect(en.text).toContain("Documents you track reference it normatively:");
  });

  it("tell of a withdrawal, once", async () => {
    await env.db.document.update({ where: { id: doc.r2.id }, data: { status: "Withdrawn" } });
    const withdrawn: TrackingAlertChange = {
      kind: "STATUS",
      documentId: doc.r2.id,
      previousDocumentId: null,
      previousStatus: "Active",
      status: "Withdrawn",
      replacedByContentCode: null,
    };
    const run = processor();
    await run(fakeJob(job("casc-withdrawn", [withdrawn])));
    const a = itemsOf((await alertsOf("casc-withdrawn")).get(users.a));
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ change: "WITHDRAWN", reason: "reference" });
    await run(fakeJob(job("casc-withdrawn-again", [withdrawn])));
    expect((await alertsOf("casc-withdrawn-again")).has(users.a)).toBe(false);
    await env.db.document.update({ where: { id: doc.r2.id }, data: { status: "Active" } });
  });

  it("a status change other than a withdrawal does not cascade", async () => {
    const run = processor();
    await run(
      fakeJob(
        job("casc-status", [
          {
            kind: "STATUS",
            documentId: doc.r2.id,
            previousDocumentId: null,
            previousStatus: "Active",
            status: "Reapproved",
            replacedByContentCode: null,
          },
        ]),
      ),
    );
    expect((await alertsOf("casc-status")).has(users.a)).toBe(false);
  });

  it("the tenant can switch cascade alerts off", async () => {
    const r3 = await publishOne("casc-7", p2.key, "CASC-R", "CASC-R-26", 2026);
    await env.db.tenant.update({ where: { id: tenantId }, data: { referenceAlerts: false } });
    try {
      await processor()(fakeJob(job("casc-tenant-off", [newEdition(r3.id, doc.r2.id)])));
      const alerts = await alertsOf("casc-tenant-off");
      expect(alerts.has(users.a)).toBe(false);
      expect(alerts.has(users.d)).toBe(true); // direct alerts go on
    } finally {
      await env.db.tenant.update({ where: { id: tenantId }, data: { referenceAlerts: true } });
    }
    // Switched on again, the same change is told (it was never said).
    await processor()(fakeJob(job("casc-tenant-on", [newEdition(r3.id, doc.r2.id)])));
    expect(itemsOf((await alertsOf("casc-tenant-on")).get(users.a))[0]?.reason).toBe("reference");
  });

  it("the user's switch on the tracking silences that document's cascade only", async () => {
    const r4 = await publishOne("casc-8", p2.key, "CASC-R", "CASC-R-27", 2027);
    await env.db.trackedDocument.updateMany({
      where: { userId: users.a, documentId: doc.s.id },
      data: { referenceAlerts: false },
    });
    await processor()(fakeJob(job("casc-user-off", [newEdition(r4.id, doc.r1.id)])));
    const a = itemsOf((await alertsOf("casc-user-off")).get(users.a));
    expect(a[0]?.referencedBy).toEqual([doc.sUndated.displayDesignation]);
  });
});
