// A re-anchoring run that fails for good is recorded and can be retried (issue 14): with the test
// hook on (COMPASS_REANCHOR_TEST_FAIL_FILE exists) the sandboxed job fails until its attempts are
// used up; the batch is then in compass_reanchor_failures (editions, error, attempts, time) and
// the workers' /metrics counts it. An operator's retry (the API's service; two at once dispatch it
// once) carries the points and the owner's e-mail once and resolves the record; the run
// dispatched again afterwards changes nothing.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Actor } from "@norma/api/src/lib/actor.ts";
import { createAuditService } from "@norma/api/src/modules/management/audit-service.ts";
import { createReanchorFailuresService } from "@norma/api/src/modules/management/reanchor-failures.ts";
import { createPublishingService } from "@norma/api/src/modules/publishing/publishing-service.ts";
import { type CompassReanchorJob, QUEUES } from "@norma/contracts/queues";
import { createLocalStorage } from "@norma/db/storage";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";

const env = useWorkersEnv();
let runtime: WorkerRuntime | null = null;
let dir: string | null = null;
afterAll(async () => {
  await runtime?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const V1 = [
  "1. Scope. This practice covers the inspection of welded pressure vessel nozzles in service.",
  "4.1 Apparatus. The ultrasonic instrument shall be calibrated on the reference block before each shift.",
  "5.3 Procedure. Scan the weld from both sides at two beam angles.",
].join("\n");
const V2 = V1.replace("before each shift", "at the start of each shift");

describe("a failed re-anchoring run", () => {
  it("is recorded after its last attempt, counted in /metrics, retried once and resolved", async () => {
    const db = env.db;
    dir = await mkdtemp(join(tmpdir(), "cp-fail-"));
    const failFile = join(dir, "fail");
    await writeFile(failFile, "on");
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const publisher = await db.publisher.findUniqueOrThrow({ where: { id: tenant.mainPublisherId! } });
    const publishing = createPublishingService({ db, storage: createLocalStorage(join(dir, "blobs")) });
    const item = (designation: string, bodyText: string) => ({
      kind: "NEW_VERSION" as const,
      publisherKey: publisher.key,
      family: "CP-FAIL",
      designation,
      designationNo: "CPF1",
      title: "Inspection of nozzles",
      documentType: "Standard",
      assetType: "Standard",
      contentType: "Standard",
      bodyText,
    });
    const first = await publishing.publish("system", { batchId: "cpf-v1", items: [item("CPF1-20", V1)] });
    const oldId = first.changes[0].documentId;
    const account = await db.account.findFirstOrThrow({ where: { tenantId: tenant.id, compassPointFlag: true } });
    const owner = await db.user.findFirstOrThrow({
      where: { tenantId: tenant.id, activated: true },
      orderBy: { id: "asc" },
    });
    const quotes = [
      "The ultrasonic instrument shall be calibrated on the reference block before each shift.",
      "Scan the weld from both sides at two beam angles.",
    ];
    const sources = [];
    for (const [i, exact] of quotes.entries())
      sources.push(
        await db.compassPoint.create({
          data: {
            tenantId: tenant.id,
            accountId: account.id,
            documentId: oldId,
            createdById: owner.id,
            name: `Failing run ${i}`,
            selectionText: exact,
            selectors: [{ type: "TextQuoteSelector", exact }],
          },
        }),
      );
    const second = await publishing.publish("system", { batchId: "cpf-v2", items: [item("CPF1-24", V2)] });
    const newId = second.changes[0].documentId;
    const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "compass-reanchor.run" } });
    const payload = event.payload as unknown as CompassReanchorJob;

    runtime = createWorkerRuntime(
      env.config({
        COMPASS_REANCHOR_TEST_FAIL_FILE: failFile,
        WORKERS_METRICS_PORT: "0",
        WORKERS_METRICS_HOST: "127.0.0.1",
      }),
      { relay: false },
    );
    await runtime.start();
    // The relay's job, with two attempts a moment apart instead of eight over minutes.
    await db.outboxEvent.update({ where: { id: event.id }, data: { dispatchedAt: new Date(), attempts: 1 } });
    await runtime.queues.get(QUEUES.compassReanchor).add("compass-reanchor.run", payload, {
      jobId: `outbox-${event.id}`,
      attempts: 2,
      backoff: { type: "fixed", delay: 100 },
    });

    const failure = await eventually(
      () => db.compassReanchorFailure.findFirst({ where: { batchId: "cpf-v2" } }),
      // The child process starts (and compiles its modules in the source tree) first.
      180_000,
    );
    expect(failure.status).toBe("FAILED");
    expect(failure.attempts).toBe(2);
    expect(failure.error).toContain("failed on purpose");
    expect(failure.documentIds).toEqual([newId]);
    expect(failure.editions).toEqual([{ documentId: newId, previousDocumentId: oldId }]);
    expect(failure.outboxEventId).toBe(event.id);
    expect(failure.failedAt.getTime()).toBeGreaterThan(event.createdAt.getTime());
    expect(await db.compassPoint.count({ where: { documentId: newId } })).toBe(0);
    // The outbox row is done (failed for good): the sweeper does not dispatch it again by itself.
    await eventually(() => db.outboxEvent.findFirst({ where: { id: event.id, completedAt: { not: null } } }), 10_000);

    const address = runtime.metricsAddress()!;
    const scrape = async () =>
      (await (await fetch(`http://127.0.0.1:${address.port}/metrics`)).text())
        .split("\n")
        .find((l) => l.startsWith("norma_compass_reanchor_failed_runs "));
    expect(await scrape()).toBe("norma_compass_reanchor_failed_runs 1");

    // The operator's list names the batch and its edition.
    const service = createReanchorFailuresService({ db, audit: createAuditService({ db }) });
    const listed = await service.list({ status: "FAILED" });
    expect(listed.map((f) => [f.batchId, f.editions[0].documentId, f.editions[0].designation])).toEqual([
      ["cpf-v2", newId, "ASTM CPF1-24"],
    ]);

    // Two retries at once: one dispatches, the other finds it RETRYING.
    await rm(failFile);
    const operator = await db.user.findFirstOrThrow({ where: { authorities: { has: "OPERATOR" } } });
    const actor = {
      userId: operator.id,
      email: operator.email,
      tenantId: operator.tenantId,
      authorities: ["OPERATOR"],
    } as Actor;
    const answers = await Promise.all([service.retry(actor, failure.id), service.retry(actor, failure.id)]);
    expect(answers.map((a) => a.dispatched).sort()).toEqual([false, true]);
    expect(answers.every((a) => a.failure.status === "RETRYING" && a.failure.retries === 1)).toBe(true);
    const runs = await db.outboxEvent.findMany({ where: { type: "compass-reanchor.run" }, orderBy: { id: "asc" } });
    expect(runs).toHaveLength(2);
    expect(runs[1].payload).toEqual(event.payload);
    const audit = await db.managementAuditEvent.findFirst({ where: { type: "COMPASS_REANCHOR_RETRY" } });
    expect(audit?.principal).toBe(operator.email);

    // The relay dispatches the retry; the run carries both points and resolves the failure.
    await runtime.relay.start();
    const resolved = await eventually(
      () => db.compassReanchorFailure.findFirst({ where: { id: failure.id, status: "RESOLVED" } }),
      120_000,
    );
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.retriedBy).toBe(operator.email);
    const carried = await db.compassPoint.findMany({ where: { documentId: newId }, orderBy: { id: "asc" } });
    expect(carried.map((c) => c.sourceCompassPointId)).toEqual(sources.map((s) => s.id));
    // The first clause was reworded: its owner gets the batch's e-mail.
    expect(carried[0].placement).toBe("MOVED");
    await env.sink.waitFor(1, 60_000);
    expect(await scrape()).toBe("norma_compass_reanchor_failed_runs 0");

    // A retry of a resolved run dispatches nothing; the run dispatched again anyway changes nothing.
    expect((await service.retry(actor, failure.id)).dispatched).toBe(false);
    await runtime.queues
      .get(QUEUES.compassReanchor)
      .add("compass-reanchor.run", payload, { jobId: "again", attempts: 1 });
    const again = await runtime.queues.get(QUEUES.compassReanchor).getJob("again");
    await eventually(async () => (await again!.getState()) === "completed" && true, 60_000);
    expect(await db.compassPoint.count({ where: { documentId: newId } })).toBe(2);
    // Every e-mail job of the batch has the owner's key: once all of them ran, one was sent.
    await eventually(
      async () => (await db.outboxEvent.count({ where: { type: "email.send", completedAt: null } })) === 0,
      60_000,
    );
    expect(await db.outboxEvent.count({ where: { type: "email.send" } })).toBeGreaterThanOrEqual(1);
    const deliveries = await db.emailDelivery.findMany({
      where: { idempotencyKey: `compass-reanchor:cpf-v2:${owner.id}` },
    });
    expect(deliveries.map((d) => d.status)).toEqual(["SENT"]);
    expect(env.sink.messages.filter((m) => m.to.includes(owner.email))).toHaveLength(1);
  }, 400_000);
});
