// Carrying compass points to a new edition: publishing writes the job in its transaction; the job
// creates one carried point per active point (EXACT, MOVED, ORPHANED — a duplicated passage
// included), each with its INSERT audit naming the placement and source, and one e-mail per
// owner whose points moved or were orphaned; running it again changes nothing.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublishingService } from "@norma/api/src/modules/publishing/publishing-service.ts";
import { LOCALES } from "@norma/contracts/locales";
import type { CompassReanchorJob, EmailJob } from "@norma/contracts/queues";
import { createLocalStorage } from "@norma/db/storage";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import type { Job } from "bullmq";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "../../lib/mail/templates.tsx";
import { createCompassReanchorProcessor } from "./compass-reanchor-job.ts";

const env = useWorkersEnv();

const V1 = [
  "1. Scope. This practice covers the inspection of welded pressure vessel nozzles in service.",
  "4.1 Apparatus. The ultrasonic instrument shall be calibrated on the reference block before each shift.",
  "NOTE 1 - Keep the calibration record with the inspection report.",
  "5.3 Procedure. Scan the weld from both sides at two beam angles.",
  "NOTE 2 - Keep the calibration record with the inspection report.",
  "6.2 Acceptance. Indications longer than 6 mm shall be evaluated by a qualified examiner.",
  "7. Report. State the examiner's name and certification level.",
].join("\n");
const V2 = V1.replace("before each shift", "at the start of each shift") // reworded: MOVED
  .replace("6.2 Acceptance. Indications longer than 6 mm shall be evaluated by a qualified examiner.\n", "") // removed: ORPHANED
  .replace("1. Scope.", "0. Foreword. Revised edition.\n1. Scope."); // shifted: EXACT

const sel = (exact: string, nth = 0) => {
  const text = V1.replace(/\s+/g, " ");
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(exact, at + 1);
  return [
    {
      type: "TextQuoteSelector",
      exact,
      prefix: text.slice(Math.max(0, at - 32), at),
      suffix: text.slice(at + exact.length, at + exact.length + 32),
    },
    { type: "TextPositionSelector", start: at, end: at + exact.length },
  ];
};

let oldId: number;
let newId: number;
let batchId: string;
let owners: { id: number; email: string }[];
const job = (data: CompassReanchorJob) => ({ data }) as unknown as Job<CompassReanchorJob>;

beforeAll(async () => {
  const db = env.db;
  const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  const publisher = await db.publisher.findUniqueOrThrow({ where: { id: tenant.mainPublisherId! } });
  const publishing = createPublishingService({ db, storage: createLocalStorage(await mkdtemp(join(tmpdir(), "cp-"))) });
  const first = await publishing.publish("system", {
    batchId: "cp-v1",
    items: [
      {
        kind: "NEW_VERSION",
        publisherKey: publisher.key,
        family: "CP-REANCHOR",
        designation: "CP1-20",
        designationNo: "CP1",
        title: "Inspection of nozzles",
        documentType: "Standard",
        assetType: "Standard",
        contentType: "Standard",
        bodyText: V1,
      },
    ],
  });
  oldId = first.changes[0].documentId;
  const account = await db.account.findFirstOrThrow({ where: { tenantId: tenant.id, compassPointFlag: true } });
  const users = await db.user.findMany({
    where: { tenantId: tenant.id, activated: true },
    take: 2,
    orderBy: { id: "asc" },
  });
  owners = users;
  const make = (owner: number, name: string, selectors: object[], extra: object = {}) =>
    db.compassPoint.create({
      data: {
        tenantId: tenant.id,
        accountId: account.id,
        documentId: oldId,
        createdById: owner,
        name,
        selectionText: (selectors[0] as { exact: string }).exact,
        selectors: selectors as object[],
        ...extra,
      },
    });
  await make(users[0].id, "Scope", sel("This practice covers the inspection of welded pressure vessel nozzles"));
  await make(
    users[0].id,
    "Calibration",
    sel("The ultrasonic instrument shall be calibrated on the reference block before each shift."),
  );
  await make(
    users[1].id,
    "Acceptance",
    sel("Indications longer than 6 mm shall be evaluated by a qualified examiner."),
  );
  await make(users[1].id, "Second note", sel("Keep the calibration record with the inspection report.", 1));
  // Stored without context (an older point): the context is read from the old edition.
  await make(users[1].id, "Report", [
    { type: "TextQuoteSelector", exact: "State the examiner's name and certification level." },
  ]);
  await make(users[0].id, "Deactivated", sel("Scan the weld from both sides"), { status: "INACTIVE" });

  const second = await publishing.publish("system", {
    batchId: "cp-v2",
    items: [
      { kind: "NEW_VERSION", publisherKey: publisher.key, family: "CP-REANCHOR", designation: "CP1-24", bodyText: V2 },
    ],
  });
  newId = second.changes[0].documentId;
  batchId = "cp-v2";
});

describe("compass-reanchor", () => {
  it("publishing a new edition writes compass-reanchor.run in its transaction, only where points exist", async () => {
    const events = await env.db.outboxEvent.findMany({ where: { type: "compass-reanchor.run" } });
    expect(events).toHaveLength(1);
    expect(events[0].payload).toEqual({ batchId, editions: [{ documentId: newId, previousDocumentId: oldId }] });
  });

  it("carries every active point: EXACT, MOVED, ORPHANED, the duplicated note by its context; audits name the placement", async () => {
    const run = createCompassReanchorProcessor({
      db: env.db,
      storage: null,
      publicBaseUrl: "https://reader.example",
      log: pino({ level: "silent" }),
    });
    // An endpoint of the tenant takes compass_point.needs_check: the moved and orphaned points become messages.
    const { tenantId } = await env.db.compassPoint.findFirstOrThrow({ where: { documentId: oldId } });
    const endpoint = await env.db.webhookEndpoint.create({
      data: { tenantId, url: "https://hooks.example/cp", events: ["compass_point.needs_check"], secretSealed: "v1.x" },
    });
    const result = await run(job({ batchId, editions: [{ documentId: newId, previousDocumentId: oldId }] }));
    expect(result).toMatchObject({ EXACT: 2, MOVED: 2, ORPHANED: 1, skipped: 0, webhooks: 3 });
    const messages = await env.db.webhookMessage.findMany({
      where: { deliveries: { some: { endpointId: endpoint.id } } },
    });
    expect(messages.map((m) => m.eventType)).toEqual(Array(3).fill("compass_point.needs_check"));
    const carried = await env.db.compassPoint.findMany({
      where: { documentId: newId },
      include: { sourcePoint: true, audits: true },
    });
    const byName = Object.fromEntries(carried.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(["Acceptance", "Calibration", "Report", "Scope", "Second note"]);
    expect(byName.Scope.placement).toBe("EXACT");
    expect(byName.Calibration.placement).toBe("MOVED");
    expect(byName.Calibration.selectionText).toContain(
      "The ultrasonic instrument shall be calibrated on the reference block",
    );
    expect(byName.Acceptance.placement).toBe("ORPHANED");
    // The clause before it was removed: the same text, its context changed.
    expect(byName.Report.placement).toBe("MOVED");
    const text = V2.replace(/\s+/g, " ");
    const note = byName["Second note"];
    expect(note.placement).toBe("EXACT");
    const pos = (note.selectors as { type: string; start?: number }[]).find((s) => s.type === "TextPositionSelector")!;
    expect(pos.start).toBe(text.lastIndexOf("Keep the calibration record with the inspection report."));
    for (const c of carried) {
      expect(c.sourcePoint?.documentId).toBe(oldId);
      expect(c.sourcePoint?.name).toBe(c.name);
      expect(c.audits).toHaveLength(1);
      expect(c.audits[0]).toMatchObject({ dbTransactionType: "INSERT", transactionUserName: "System" });
      expect(c.audits[0].auditData).toMatchObject({
        current: { selectionMetadata: { placement: c.placement, sourceCompassPointId: c.sourceCompassPointId } },
        previous: null,
      });
    }
  });

  it("one e-mail per owner with moved or orphaned points, listing them with links", async () => {
    const mails = await env.db.outboxEvent.findMany({ where: { type: "email.send" } });
    const ours = mails.map((m) => m.payload as unknown as EmailJob).filter((p) => p.template === "compass-reanchor");
    expect(ours.map((m) => m.idempotencyKey).sort()).toEqual(
      owners.map((o) => `compass-reanchor:${batchId}:${o.id}`).sort(),
    );
    const second = ours.find((m) => m.to === owners[1].email)!;
    const items = second.data.items as { name: string; placement: string; pointUrl: string }[];
    expect(items.map((i) => [i.name, i.placement])).toEqual([
      ["Acceptance", "ORPHANED"],
      ["Report", "MOVED"],
    ]);
    expect(items[0].pointUrl).toMatch(/^https:\/\/reader\.example\/compasspoint\/[0-9a-f-]{36}\?tenant=astm$/);
    expect(second.data.exactCount).toBe(1);
    const first = ours.find((m) => m.to === owners[0].email)!;
    expect((first.data.items as { name: string }[]).map((i) => i.name)).toEqual(["Calibration"]);
  });

  it("running the job again carries nothing twice (and the e-mails keep their idempotency keys)", async () => {
    const run = createCompassReanchorProcessor({
      db: env.db,
      storage: null,
      publicBaseUrl: "https://reader.example",
      log: pino({ level: "silent" }),
    });
    const again = await run(job({ batchId, editions: [{ documentId: newId, previousDocumentId: oldId }] }));
    expect(again).toMatchObject({ EXACT: 0, MOVED: 0, ORPHANED: 0, webhooks: 0 });
    expect(await env.db.compassPoint.count({ where: { documentId: newId } })).toBe(5);
  });

  it("each carried point keeps its evidence: the reason, and for an orphaned one the candidates considered", async () => {
    const carried = await env.db.compassPoint.findMany({ where: { documentId: newId }, include: { audits: true } });
    for (const c of carried) {
      expect(c.anchorCandidates).toMatchObject({ version: 1, reason: expect.any(String) });
      expect(c.audits[0].auditData).toMatchObject({
        current: { selectionMetadata: { anchoring: (c.anchorCandidates as { reason: string }).reason } },
      });
    }
    const orphan = carried.find((c) => c.name === "Acceptance")!;
    expect((orphan.anchorCandidates as { candidates: unknown[] }).candidates).toEqual(expect.any(Array));
  });

  it("an orphaned point is never revived at a later edition, nor listed again in its owner's e-mail", async () => {
    const tenant = await env.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const publisher = await env.db.publisher.findUniqueOrThrow({ where: { id: tenant.mainPublisherId! } });
    const publishing = createPublishingService({
      db: env.db,
      storage: createLocalStorage(await mkdtemp(join(tmpdir(), "cp-"))),
    });
    // The third edition brings back the removed clause's words: a look-alike of the orphaned point.
    const V3 = V2.replace(
      "7. Report.",
      "6.2 Acceptance. Indications longer than 6 mm shall be evaluated by a qualified examiner.\n7. Report.",
    );
    const third = await publishing.publish("system", {
      batchId: "cp-v3",
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: publisher.key,
          family: "CP-REANCHOR",
          designation: "CP1-26",
          bodyText: V3,
        },
      ],
    });
    const v3 = third.changes[0].documentId;
    const run = createCompassReanchorProcessor({
      db: env.db,
      storage: null,
      publicBaseUrl: "https://reader.example",
      log: pino({ level: "silent" }),
    });
    await run(job({ batchId: "cp-v3", editions: [{ documentId: v3, previousDocumentId: newId }] }));
    const acceptance = await env.db.compassPoint.findFirstOrThrow({ where: { documentId: v3, name: "Acceptance" } });
    expect(acceptance).toMatchObject({ placement: "ORPHANED", pageNumber: null });
    expect(acceptance.anchorCandidates).toMatchObject({ reason: "orphaned-before" });
    const mails = (await env.db.outboxEvent.findMany({ where: { type: "email.send" } }))
      .map((m) => m.payload as unknown as EmailJob)
      .filter((p) => p.idempotencyKey.startsWith("compass-reanchor:cp-v3:"));
    for (const m of mails)
      expect(((m.data as { items?: { name: string }[] }).items ?? []).map((i) => i.name)).not.toContain("Acceptance");
  });

  it("the e-mail renders in every locale, names the tenant (not the product), right to left in Arabic", async () => {
    const data = {
      tenant: "ASTM Compass",
      recipient: "Ada Lovelace",
      exactCount: 2,
      listUrl: "https://reader.example/compass-points-list",
      items: [
        {
          name: "Calibration",
          placement: "MOVED",
          designation: "ASTM CP1-24",
          title: "T",
          page: 3,
          pointUrl: "https://x/compasspoint/u",
          documentUrl: "https://x/document/?contentCode=c",
        },
        {
          name: "Acceptance",
          placement: "ORPHANED",
          designation: "ASTM CP1-24",
          title: "T",
          page: null,
          pointUrl: "https://x/compasspoint/v",
          documentUrl: "https://x/d",
        },
      ],
    };
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const r = await renderEmail("compass-reanchor", locale, data);
      subjects.add(r.subject);
      expect(r.html).toContain("ASTM Compass");
      expect(r.html).not.toContain("Norma");
      expect(r.text).toContain("https://x/compasspoint/u");
      expect(r.html).toContain(`dir="${locale === "ar" ? "rtl" : "ltr"}"`);
    }
    expect(subjects.size).toBeGreaterThanOrEqual(12);
    await expect(renderEmail("compass-reanchor", "en", { ...data, items: [] })).rejects.toThrow();
    await expect(
      renderEmail("compass-reanchor", "en", { ...data, items: [{ ...data.items[0], placement: "EXACT" }] }),
    ).rejects.toThrow(/placement/);
  });

  it("the e-mail is in the shared branded layout: the tenant's logo, colour, support contact and footer", async () => {
    const brand = {
      name: "ASTM Compass",
      logoUrl: "https://reader.example/tenants/astm-logo.svg",
      primaryColor: "#7a1f5c",
      accentColor: "#c5cdd6",
      supportEmail: "help@astm.example",
      supportPhone: null,
      address: "100 Barr Harbor Drive",
      privacyUrl: null,
    };
    const data = {
      tenant: "ignored when the brand is given",
      recipient: "Ada Lovelace",
      exactCount: 3,
      listUrl: "https://reader.example/compass-points-list",
      items: [
        {
          name: "Calibration",
          placement: "MOVED",
          designation: "ASTM CP1-24",
          title: "Inspection of nozzles",
          page: 3,
          pointUrl: "https://x/compasspoint/u",
          documentUrl: "https://x/document/?contentCode=c",
        },
        {
          name: "Acceptance",
          placement: "ORPHANED",
          designation: "ASTM CP1-24",
          title: "Inspection of nozzles",
          page: null,
          pointUrl: "https://x/compasspoint/v",
          documentUrl: "https://x/orphaned-document-link",
        },
      ],
    };
    const r = await renderEmail("compass-reanchor", "en", data, brand);
    expect(r.subject).toBe("Your compass points on a new edition: 2 need a look");
    // The layout's pieces (lib/mail/layout.tsx), not a frame of its own.
    expect(r.html).toContain('src="https://reader.example/tenants/astm-logo.svg"');
    expect(r.html).toContain("#7a1f5c");
    expect(r.html).toContain("Need help? Contact ASTM Compass support: help@astm.example");
    expect(r.html).toContain("This message was sent automatically by ASTM Compass.");
    expect(r.html).toContain("100 Barr Harbor Drive");
    expect(r.html).not.toContain("ignored when the brand is given");
    expect(r.text).toContain("Hello Ada Lovelace,");
    expect(r.text).toContain("ASTM CP1-24 — Inspection of nozzles (page 3)");
    expect(r.text).toContain("Placed on changed text");
    expect(r.text).toContain("Could not be found in the new edition");
    expect(r.text).toContain("3 more were placed on unchanged text.");
    // A moved point also opens the document there; an orphaned one only has its own link.
    expect(r.html).toContain('href="https://x/document/?contentCode=c"');
    expect(r.html).not.toContain("https://x/orphaned-document-link");
    expect(r.html).toContain('href="https://reader.example/compass-points-list"');
    const ar = await renderEmail("compass-reanchor", "ar", data, brand);
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.html).toContain("text-align:right");
  });
});
