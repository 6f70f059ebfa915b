// Re-anchoring runs in the sandboxed child process the compares use (lib/sandbox): publishing a
// new edition with a PDF goes outbox → relay → BullMQ → child process, which reads both editions'
// PDFs, carries the point (its quads on the new PDF's page) and completes the outbox row; the
// job's answer names a process other than the workers process. The owner's e-mail is queued
// branded by the owner's tenant.

import { createPublishingService } from "@norma/api/src/modules/publishing/publishing-service.ts";
import { type EmailJob, QUEUES } from "@norma/contracts/queues";
import { createTestStorage } from "@norma/tests/harness";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";
import { pdfEditionItem } from "./reanchor-fixtures.ts";

const env = useWorkersEnv();
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let runtime: WorkerRuntime | null = null;

const LINES_V1 = [
  "1. Scope. This practice covers the inspection of welded nozzles.",
  "4.1 Apparatus. The instrument shall be calibrated before each shift.",
  "5.3 Procedure. Scan the weld from both sides at two beam angles.",
  "6.2 Acceptance. Indications longer than 6 mm shall be evaluated.",
];
const LINES_V2 = [
  "0. Foreword. Revised edition.",
  ...LINES_V1.map((l) => l.replace("before each shift", "at the start of each shift")),
];

beforeAll(async () => {
  storage = await createTestStorage();
});
afterAll(async () => {
  await runtime?.stop();
  await storage?.remove();
});

describe("compass-reanchor in the sandbox", () => {
  it("reads the PDFs in a child process, carries the points onto the new PDF and queues the branded e-mail", async () => {
    const db = env.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const publisher = await db.publisher.findUniqueOrThrow({ where: { id: tenant.mainPublisherId! } });
    const publishing = createPublishingService({ db, storage: storage.storage });
    const item = (designation: string, lines: string[]) =>
      pdfEditionItem({ publisherKey: publisher.key, family: "CP-SANDBOX", designationNo: "CPS1", designation, lines });
    const first = await publishing.publish("system", {
      batchId: "cps-v1",
      items: [await item("CPS1-20", LINES_V1)],
    });
    const oldId = first.changes[0].documentId;
    const account = await db.account.findFirstOrThrow({ where: { tenantId: tenant.id, compassPointFlag: true } });
    const owner = await db.user.findFirstOrThrow({
      where: { tenantId: tenant.id, activated: true },
      orderBy: { id: "asc" },
    });
    const exact = "The instrument shall be calibrated before each shift.";
    const source = await db.compassPoint.create({
      data: {
        tenantId: tenant.id,
        accountId: account.id,
        documentId: oldId,
        createdById: owner.id,
        name: "Calibration (sandbox)",
        selectionText: exact,
        pageNumber: 1,
        selectors: [
          { type: "TextQuoteSelector", exact, prefix: "4.1 Apparatus. ", suffix: " 5.3 Procedure." },
          { type: "PageSelector", page: 1 },
        ],
      },
    });

    const unchanged = "Scan the weld from both sides at two beam angles.";
    const kept = await db.compassPoint.create({
      data: {
        tenantId: tenant.id,
        accountId: account.id,
        documentId: oldId,
        createdById: owner.id,
        name: "Procedure (sandbox)",
        selectionText: unchanged,
        pageNumber: 1,
        selectors: [
          { type: "TextQuoteSelector", exact: unchanged, prefix: "5.3 Procedure. ", suffix: " 6.2 Acceptance." },
          { type: "PageSelector", page: 1 },
        ],
      },
    });

    const second = await publishing.publish("system", {
      batchId: "cps-v2",
      items: [await item("CPS1-24", LINES_V2)],
    });
    const newId = second.changes[0].documentId;
    const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "compass-reanchor.run" } });

    runtime = createWorkerRuntime(env.config({ STORAGE_DIR: storage.dir, PUBLIC_BASE_URL: "https://reader.example" }));
    await runtime.start();
    const carried = await eventually(
      () => db.compassPoint.findFirst({ where: { documentId: newId, sourceCompassPointId: kept.id } }),
      // A child process starts (and, in the source tree, compiles its modules) before it works.
      180_000,
    );
    expect(carried.placement).toBe("EXACT");
    expect(carried.pageNumber).toBe(1);
    // Quads on the new PDF's page: only a job that parsed the PDF writes them (from a body text it writes none).
    expect(carried.selectionData).toMatch(/^<contents page="0" coords="[\d.,]+">Scan the weld/);
    // The reworded clause was moved or orphaned: its owner is told.
    const reworded = await db.compassPoint.findFirstOrThrow({
      where: { documentId: newId, sourceCompassPointId: source.id },
    });
    expect(["MOVED", "ORPHANED"]).toContain(reworded.placement);

    const answer = await eventually(async () => {
      const fresh = await runtime!.queues.get(QUEUES.compassReanchor).getJob(`outbox-${event.id}`);
      return fresh?.returnvalue ? (fresh.returnvalue as { pid: number; EXACT: number }) : null;
    }, 10_000);
    expect(answer.EXACT).toBe(1);
    expect(typeof answer.pid).toBe("number");
    expect(answer.pid).not.toBe(process.pid);
    // The child completed the job's outbox row.
    await eventually(() => db.outboxEvent.findFirst({ where: { id: event.id, completedAt: { not: null } } }), 10_000);

    const mail = await eventually(
      () =>
        db.outboxEvent.findFirst({
          where: { type: "email.send", payload: { path: ["template"], equals: "compass-reanchor" } },
        }),
      10_000,
    );
    const payload = mail.payload as unknown as EmailJob;
    expect(payload.tenantId).toBe(tenant.id);
    expect(payload.idempotencyKey).toBe(`compass-reanchor:cps-v2:${owner.id}`);
  }, 300_000);
});
