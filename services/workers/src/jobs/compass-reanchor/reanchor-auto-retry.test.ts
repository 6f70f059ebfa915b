// Failed re-anchoring runs are retried by the system (issue 14), on real PostgreSQL and Redis with
// the sandboxed job: a run that failed for good gets its next automatic retry after the backoff
// (1 min, then 5 min: the test moves that time into the past instead of waiting), the sweeper
// hands the run's own outbox row back and the relay runs the same job id again. A batch whose
// retries keep failing stops after COMPASS_REANCHOR_AUTO_RETRIES and stays FAILED for an
// operator; a batch whose retry succeeds is resolved with every point carried once. Sweepers,
// relays and an operator acting at the same moment dispatch a run once.
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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../../runtime.ts";
import {
  AUTO_RETRY_DELAYS_S,
  autoRetryDelaySeconds,
  countFailedReanchorRuns,
  recordReanchorFailure,
} from "./reanchor-failures.ts";

const env = useWorkersEnv();
let runtime: WorkerRuntime;
let dir: string;
let failFile: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cp-auto-"));
  failFile = join(dir, "fail");
  // The test drives the sweeper and the relay itself (relay off, the sweeper's own timer unused),
  // so it can count what each of them dispatches.
  runtime = createWorkerRuntime(
    env.config({ COMPASS_REANCHOR_TEST_FAIL_FILE: failFile, COMPASS_REANCHOR_AUTO_RETRIES: "2" }),
    { relay: false },
  );
  await runtime.start();
}, 120_000);
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
const QUOTES = [
  "The ultrasonic instrument shall be calibrated on the reference block before each shift.",
  "Scan the weld from both sides at two beam angles.",
];

/** Two editions of a family, the first with two compass points; the re-anchoring run's outbox row. */
async function batchWithPoints(family: string) {
  const db = env.db;
  const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
  const publisher = await db.publisher.findUniqueOrThrow({ where: { id: tenant.mainPublisherId! } });
  const publishing = createPublishingService({ db, storage: createLocalStorage(join(dir, "blobs")) });
  const item = (designation: string, bodyText: string) => ({
    kind: "NEW_VERSION" as const,
    publisherKey: publisher.key,
    family,
    designation,
    designationNo: family,
    title: "Inspection of nozzles",
    documentType: "Standard",
    assetType: "Standard",
    contentType: "Standard",
    bodyText,
  });
  const first = await publishing.publish("system", { batchId: `${family}-v1`, items: [item(`${family}-20`, V1)] });
  const oldId = first.changes[0].documentId;
  const account = await db.account.findFirstOrThrow({ where: { tenantId: tenant.id, compassPointFlag: true } });
  const owner = await db.user.findFirstOrThrow({
    where: { tenantId: tenant.id, activated: true },
    orderBy: { id: "asc" },
  });
  const sources = [];
  for (const [i, exact] of QUOTES.entries())
    sources.push(
      await db.compassPoint.create({
        data: {
          tenantId: tenant.id,
          accountId: account.id,
          documentId: oldId,
          createdById: owner.id,
          name: `${family} point ${i}`,
          selectionText: exact,
          selectors: [{ type: "TextQuoteSelector", exact }],
        },
      }),
    );
  const batchId = `${family}-v2`;
  const second = await publishing.publish("system", { batchId, items: [item(`${family}-24`, V2)] });
  const newId = second.changes[0].documentId;
  const event = await db.outboxEvent.findFirstOrThrow({
    where: { type: "compass-reanchor.run", payload: { path: ["batchId"], equals: batchId } },
  });
  // The batches' other jobs (indexing, sanitised copies) are not this test's: done, so what the
  // relay dispatches below is the re-anchoring run alone.
  await db.outboxEvent.updateMany({
    where: { type: { not: "compass-reanchor.run" }, dispatchedAt: null },
    data: { dispatchedAt: new Date(), completedAt: new Date() },
  });
  return { batchId, oldId, newId, event, sources, owner };
}

/**
 * The relay's first dispatch of the run, with two attempts a moment apart instead of eight over
 * minutes; an automatic retry revives this very job, so its retries have the same two.
 */
async function dispatchFirstRun(event: { id: bigint; payload: unknown }) {
  await env.db.outboxEvent.update({ where: { id: event.id }, data: { dispatchedAt: new Date(), attempts: 1 } });
  await runtime.queues.get(QUEUES.compassReanchor).add("compass-reanchor.run", event.payload as CompassReanchorJob, {
    jobId: `outbox-${event.id}`,
    attempts: 2,
    backoff: { type: "fixed", delay: 100 },
  });
}

/** The failure once the batch's run has failed for good (again): `autoRetries` retries made. */
const failedAfter = (batchId: string, autoRetries: number, timeoutMs = 120_000) =>
  eventually(
    () => env.db.compassReanchorFailure.findFirst({ where: { batchId, status: "FAILED", autoRetries } }),
    timeoutMs,
  );

/** The backoff's wait has passed (the test does not sit through minutes). */
const dueNow = (batchId: string) =>
  env.db.compassReanchorFailure.update({ where: { batchId }, data: { nextRetryAt: new Date(Date.now() - 1_000) } });

describe("automatic retries of failed re-anchoring runs", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, then longer, between retries", () => {
    expect([0, 1, 2, 3].map(autoRetryDelaySeconds)).toEqual([60, 300, 1_800, 7_200]);
    expect(autoRetryDelaySeconds(50)).toBe(AUTO_RETRY_DELAYS_S.at(-1));
    expect(autoRetryDelaySeconds(-1)).toBe(60);
  });

  it("sets the next retry from the retries made and the limit, none when retries are off or used up", async () => {
    const db = env.db;
    const job = (batchId: string) => ({ id: "manual-1", data: { batchId, editions: [] }, attemptsMade: 8 });
    const row = (batchId: string) => db.compassReanchorFailure.findUnique({ where: { batchId } });
    const wait = async (batchId: string) => {
      const r = (await row(batchId))!;
      return r.nextRetryAt ? Math.round((r.nextRetryAt.getTime() - r.failedAt.getTime()) / 1000) : null;
    };
    // Not the last attempt: nothing recorded.
    await recordReanchorFailure(db, job("rec-early"), "boom", false, { maxAutoRetries: 4 });
    expect(await row("rec-early")).toBeNull();
    // Retries off: left to an operator from the first failure.
    await recordReanchorFailure(db, job("rec-off"), "boom", true, { maxAutoRetries: 0 });
    expect(await wait("rec-off")).toBeNull();
    // One retry allowed: 1 min after the first failure, none after the retry failed too.
    await recordReanchorFailure(db, job("rec-one"), "boom", true, { maxAutoRetries: 1 });
    expect(await wait("rec-one")).toBe(60);
    await db.compassReanchorFailure.update({
      where: { batchId: "rec-one" },
      data: { status: "RETRYING", autoRetries: 1, nextRetryAt: null },
    });
    await recordReanchorFailure(db, job("rec-one"), "boom again", true, { maxAutoRetries: 1 });
    expect(await row("rec-one")).toMatchObject({
      status: "FAILED",
      attempts: 16,
      error: "boom again",
      nextRetryAt: null,
    });
    // Far into the schedule: its last delay (a day).
    await recordReanchorFailure(db, job("rec-late"), "boom", true, { maxAutoRetries: 10 });
    await db.compassReanchorFailure.update({ where: { batchId: "rec-late" }, data: { autoRetries: 9 } });
    await recordReanchorFailure(db, job("rec-late"), "boom", true, { maxAutoRetries: 10 });
    expect(await wait("rec-late")).toBe(86_400);
    await db.compassReanchorFailure.deleteMany({ where: { batchId: { startsWith: "rec-" } } });
  });

  it("retries a run that keeps failing up to the limit on the same job, then leaves it FAILED for an operator", async () => {
    const db = env.db;
    await writeFile(failFile, "on");
    const { batchId, newId, event } = await batchWithPoints("CPA1");
    await dispatchFirstRun(event);
    const queue = runtime.queues.get(QUEUES.compassReanchor);

    // The child process starts (and compiles its modules in the source tree) first.
    let failure = await failedAfter(batchId, 0, 180_000);
    expect(failure.attempts).toBe(2);
    expect(failure.outboxEventId).toBe(event.id);
    expect(failure.nextRetryAt!.getTime() - failure.failedAt.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(failure.nextRetryAt!.getTime() - failure.failedAt.getTime()).toBeLessThan(60_100);
    await eventually(() => db.outboxEvent.findFirst({ where: { id: event.id, completedAt: { not: null } } }));

    for (const retry of [1, 2]) {
      await dueNow(batchId);
      const sweep = await runtime.maintenance.sweep();
      expect(sweep.reanchorRetried).toBe(1);
      expect(await db.compassReanchorFailure.findUniqueOrThrow({ where: { batchId } })).toMatchObject({
        status: "RETRYING",
        autoRetries: retry,
        nextRetryAt: null,
      });
      expect(await runtime.relay.dispatchOnce()).toBe(1);
      failure = await failedAfter(batchId, retry);
      // Each retry is the same job, revived with its attempts counted afresh.
      expect(failure.attempts).toBe(2 + 2 * retry);
      expect(failure.outboxEventId).toBe(event.id);
      const job = await queue.getJob(`outbox-${event.id}`);
      expect(await job!.getState()).toBe("failed");
      expect(job!.attemptsMade).toBe(2);
      if (retry === 1) {
        expect(failure.nextRetryAt!.getTime() - failure.failedAt.getTime()).toBeGreaterThanOrEqual(300_000);
        expect(failure.nextRetryAt!.getTime() - failure.failedAt.getTime()).toBeLessThan(300_100);
      }
    }
    // No automatic retry left: it stays FAILED, with no next retry, for an operator.
    expect(failure.nextRetryAt).toBeNull();
    expect(failure.error).toContain("failed on purpose");
    await eventually(() => db.outboxEvent.findFirst({ where: { id: event.id, completedAt: { not: null } } }));
    expect((await runtime.maintenance.sweep()).reanchorRetried).toBe(0);
    expect(await runtime.relay.dispatchOnce()).toBe(0);
    expect(await db.compassReanchorFailure.findUniqueOrThrow({ where: { batchId } })).toMatchObject({
      status: "FAILED",
      autoRetries: 2,
      retries: 0,
      nextRetryAt: null,
    });
    expect(await countFailedReanchorRuns(db)).toBe(1);
    // One job for the batch in Redis, one outbox row: every run was that job.
    expect(await queue.getJobCountByTypes("completed", "failed", "waiting", "active", "delayed")).toBe(1);
    expect(await db.outboxEvent.count({ where: { type: "compass-reanchor.run", id: event.id } })).toBe(1);
    expect(await db.compassPoint.count({ where: { documentId: newId } })).toBe(0);
  }, 400_000);

  it("resolves a run whose automatic retry succeeds, dispatched once among sweepers, relays and an operator", async () => {
    const db = env.db;
    await writeFile(failFile, "on");
    const { batchId, newId, event, sources, owner } = await batchWithPoints("CPA2");
    await dispatchFirstRun(event);
    const queue = runtime.queues.get(QUEUES.compassReanchor);
    const failure = await failedAfter(batchId, 0, 180_000);
    await eventually(() => db.outboxEvent.findFirst({ where: { id: event.id, completedAt: { not: null } } }));
    expect(await db.compassPoint.count({ where: { documentId: newId } })).toBe(0);

    // The cause is gone and the retry is due: two sweepers and an operator's Retry at once.
    await rm(failFile);
    await dueNow(batchId);
    const operator = await db.user.findFirstOrThrow({ where: { authorities: { has: "OPERATOR" } } });
    const actor = {
      userId: operator.id,
      email: operator.email,
      tenantId: operator.tenantId,
      authorities: ["OPERATOR"],
    };
    const service = createReanchorFailuresService({ db, audit: createAuditService({ db }) });
    const [sweepA, sweepB, byOperator] = await Promise.all([
      runtime.maintenance.sweep(),
      runtime.maintenance.sweep(),
      service.retry(actor as Actor, failure.id),
    ]);
    const dispatches = sweepA.reanchorRetried + sweepB.reanchorRetried + (byOperator.dispatched ? 1 : 0);
    expect(dispatches).toBe(1);
    const claimed = await db.compassReanchorFailure.findUniqueOrThrow({ where: { batchId } });
    expect(claimed.status).toBe("RETRYING");
    expect(claimed.autoRetries + claimed.retries).toBe(1);
    // Two relays at once send it to Redis once.
    const [relayA, relayB] = await Promise.all([runtime.relay.dispatchOnce(), runtime.relay.dispatchOnce()]);
    expect(relayA + relayB).toBe(1);
    const runRow = claimed.outboxEventId!;
    // The lease runs out while the run is under way or done: dispatching its row again adds nothing.
    await db.outboxEvent.update({ where: { id: runRow }, data: { dispatchedAt: new Date(Date.now() - 3_600_000) } });
    await runtime.maintenance.sweep();
    await runtime.relay.dispatchOnce();

    const resolved = await eventually(
      () => db.compassReanchorFailure.findFirst({ where: { batchId, status: "RESOLVED" } }),
      120_000,
    );
    expect(resolved.nextRetryAt).toBeNull();
    const carried = await db.compassPoint.findMany({ where: { documentId: newId }, orderBy: { id: "asc" } });
    expect(carried.map((c) => c.sourceCompassPointId)).toEqual(sources.map((s) => s.id));
    expect(await db.compassPointAudit.count({ where: { compassPointId: { in: carried.map((c) => c.id) } } })).toBe(2);
    // The batch ran once after its failure: one completed job (the revived one, or the operator's).
    await eventually(async () => (await queue.getJobCountByTypes("completed")) === 1 && true, 30_000);
    const done = await queue.getJob(`outbox-${runRow}`);
    expect(await done!.getState()).toBe("completed");
    expect(done!.attemptsMade).toBe(1);
    if (claimed.autoRetries === 1) expect(runRow).toBe(event.id);

    // The owner's e-mail (a point moved) goes out once.
    await runtime.relay.dispatchOnce();
    await env.sink.waitFor(1, 60_000);
    // (The sink has the message a moment before the ledger says SENT.)
    const key = `compass-reanchor:${batchId}:${owner.id}`;
    await eventually(() => db.emailDelivery.findFirst({ where: { idempotencyKey: key, status: "SENT" } }));
    expect(await db.emailDelivery.count({ where: { idempotencyKey: key } })).toBe(1);
    expect(env.sink.messages.filter((m) => m.to.includes(owner.email))).toHaveLength(1);
    // Resolved: nothing is due any more, and the operator's Retry dispatches nothing.
    expect((await runtime.maintenance.sweep()).reanchorRetried).toBe(0);
    expect((await service.retry(actor as Actor, failure.id)).dispatched).toBe(false);
    expect(await countFailedReanchorRuns(db)).toBe(1); // the first test's batch, still waiting
  }, 400_000);
});
