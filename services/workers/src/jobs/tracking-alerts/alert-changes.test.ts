// Revision alerts that carry the change (issue 25 §3): for a new edition, the alert says how many
// clauses were added, deleted and revised, quotes the first revised clauses (old → new), and tells
// the recipient what became of their own compass points on the old edition (carried, to check,
// still being carried) with a link to them; while the re-anchoring of the batch has not finished
// the fan-out is put off (for a while), then goes out saying the points are being carried. The
// e-mail says all that in the recipient's language.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublishingService } from "@norma/api/src/modules/publishing/publishing-service.ts";
import type { AlertItem } from "@norma/contracts/emails";
import type { CompassReanchorJob, EmailJob, TrackingAlertJob } from "@norma/contracts/queues";
import { createLocalStorage } from "@norma/db/storage";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { DelayedError, type Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "../../lib/mail/templates.tsx";
import { createCompassReanchorProcessor } from "../compass-reanchor/compass-reanchor-job.ts";
import { createTrackingAlertsProcessor } from "./tracking-alerts-job.ts";

const env = useWorkersEnv();
const log = pino({ level: "silent" });

const V1 = [
  "1 Scope",
  "1.1 This practice covers the hardness testing of rubber by the durometer method.",
  "5 Procedure",
  "5.1 Place the specimen on a hard flat surface before each reading.",
  "5.2 Apply the presser foot without shock and read the scale within 1 s.",
  "5.3 Take five readings at least 6 mm apart and report their median.",
].join("\n");
const V2 = [
  "1 Scope",
  "1.1 This practice covers the hardness testing of rubber by the durometer method.",
  "5 Procedure",
  "5.1 Place the specimen on a hard flat surface before each reading.",
  "5.2 Apply the presser foot without shock and read the scale within 3 s.",
  "5.3 Record the temperature of the laboratory.",
].join("\n");

let oldId: number;
let newId: number;
let userId: number;
const batchId = "alert-changes-v2";
const publishedAt = new Date().toISOString();

const fakeJob = (data: TrackingAlertJob, extra: object = {}) =>
  ({ data, ...extra }) as unknown as Job<TrackingAlertJob>;
const alertJob = (): TrackingAlertJob => ({
  batchId,
  publishedAt,
  changes: [
    {
      kind: "NEW_VERSION",
      documentId: newId,
      previousDocumentId: oldId,
      previousStatus: "Active",
      status: "Active",
      replacedByContentCode: null,
    },
  ],
});

/** The alert e-mails the fan-out queued, newest first. */
async function queuedAlerts(): Promise<EmailJob[]> {
  const events = await env.db.outboxEvent.findMany({ where: { type: "email.send" }, orderBy: { id: "desc" } });
  return events
    .map((e) => e.payload as unknown as EmailJob)
    .filter((p) => p.template === "tracking-alert" && p.idempotencyKey.startsWith(`tracking-alert:${batchId}:`));
}

beforeAll(async () => {
  const db = env.db;
  const publishing = createPublishingService({ db, storage: createLocalStorage(await mkdtemp(join(tmpdir(), "ac-"))) });
  const common = { kind: "NEW_VERSION" as const, publisherKey: "ASTM", family: "ALERT-D2240" };
  const first = await publishing.publish("system", {
    batchId: "alert-changes-v1",
    items: [
      {
        ...common,
        designation: "D2240-15",
        designationNo: "D2240",
        title: "Rubber Property: Durometer Hardness",
        documentType: "Standard",
        assetType: "Standard",
        contentType: "Standard",
        editionYear: 2015,
        bodyText: V1,
      },
    ],
  });
  oldId = first.changes[0].documentId;
  const user = await db.user.findFirstOrThrow({
    where: { email: "individual@astm.example" },
    include: { memberships: { orderBy: { isDefault: "desc" } } },
  });
  userId = user.id;
  const accountId = user.memberships[0].accountId;
  await db.trackedDocument.create({ data: { tenantId: user.tenantId, userId, accountId, documentId: oldId } });
  const point = (name: string, exact: string) => {
    const text = V1.replace(/\s+/g, " ");
    const at = text.indexOf(exact);
    return db.compassPoint.create({
      data: {
        tenantId: user.tenantId,
        accountId,
        documentId: oldId,
        createdById: userId,
        name,
        selectionText: exact,
        selectors: [
          {
            type: "TextQuoteSelector",
            exact,
            prefix: text.slice(Math.max(0, at - 32), at),
            suffix: text.slice(at + exact.length, at + exact.length + 32),
          },
          { type: "TextPositionSelector", start: at, end: at + exact.length },
        ],
      },
    });
  };
  await point("Surface", "Place the specimen on a hard flat surface before each reading.");
  await point("Readings", "Take five readings at least 6 mm apart and report their median.");
  const second = await publishing.publish("system", {
    batchId,
    items: [{ ...common, designation: "D2240-21", editionYear: 2021, bodyText: V2 }],
  });
  newId = second.changes[0].documentId;
});

describe("revision alerts carry the change", () => {
  it("while the points are being carried, the fan-out is put off (within its wait)", async () => {
    const run = createTrackingAlertsProcessor({ db: env.db, storage: null, publicBaseUrl: "https://r.example", log });
    let delayedTo = 0;
    const job = fakeJob(alertJob(), {
      moveToDelayed: async (at: number) => {
        delayedTo = at;
      },
    });
    await expect(run(job, "lock-token")).rejects.toBeInstanceOf(DelayedError);
    expect(delayedTo).toBeGreaterThan(Date.now());
    expect(await queuedAlerts()).toEqual([]);
  });

  it("after its wait it goes out anyway, saying the points are still being carried", async () => {
    const run = createTrackingAlertsProcessor({
      db: env.db,
      storage: null,
      publicBaseUrl: "https://r.example",
      log,
      reanchorWaitMs: 0,
    });
    await run(fakeJob(alertJob(), { moveToDelayed: async () => {}, updateProgress: async () => {} }), "lock-token");
    const [mail] = await queuedAlerts();
    const item = (mail.data as { items: AlertItem[] }).items[0];
    expect(item.compassPoints).toEqual({
      carried: 0,
      toCheck: 0,
      pending: 2,
      listUrl: expect.stringContaining("tab=COMPASS_POINTS"),
    });
    // The clause changes are there already (the summary is computed once, here if need be).
    // 5.2 changed a value; 5.3 was rewritten whole (a clause deleted and another added).
    expect(item.clauseChanges).toEqual({
      added: 1,
      deleted: 1,
      revised: 1,
      revisedClauses: [{ number: "5.2", changes: [{ removed: "1", added: "3" }] }],
    });
  });

  it("once carried: N carried, M to check, and the e-mail says it (English and Arabic)", async () => {
    // A fresh fan-out of the batch (the one before went out).
    await env.db.trackingAlert.deleteMany({ where: { batchId } });
    await env.db.outboxEvent.deleteMany({ where: { type: "email.send" } });
    const reanchor = createCompassReanchorProcessor({
      db: env.db,
      storage: null,
      publicBaseUrl: "https://r.example",
      log,
    });
    await reanchor({
      data: { batchId, editions: [{ documentId: newId, previousDocumentId: oldId }] },
    } as Job<CompassReanchorJob>);
    const run = createTrackingAlertsProcessor({ db: env.db, storage: null, publicBaseUrl: "https://r.example", log });
    let delayed = false;
    await run(
      fakeJob(alertJob(), {
        moveToDelayed: async () => {
          delayed = true;
        },
        updateProgress: async () => {},
      }),
      "lock-token",
    );
    expect(delayed).toBe(false);
    const [mail] = await queuedAlerts();
    const item = (mail.data as { items: AlertItem[] }).items[0];
    expect(item.compassPoints).toMatchObject({ carried: 1, toCheck: 1, pending: 0 });

    const en = await renderEmail("tracking-alert", "en", mail.data as never);
    expect(en.text).toContain("Clauses changed: revised 1, added 1, deleted 1.");
    // The quoted words are bidi-isolated (U+2068 … U+2069) so an Arabic line keeps old → new.
    expect(en.text).toContain("Clause 5.2: “\u20681\u2069” → “\u20683\u2069”");
    expect(en.text).toContain("Your compass points on this document: 1 carried to the new version, 1 need your check.");
    expect(en.html).toContain("tab=COMPASS_POINTS");
    const ar = await renderEmail("tracking-alert", "ar", mail.data as never);
    expect(ar.text).toContain("البند 5.2");
    expect(ar.text).toContain("نقاط البوصلة الخاصة بك في هذا المستند");
  });
});
