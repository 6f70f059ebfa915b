// The outbox sweeper: rows dispatched and not completed within the lease go back to the relay;
// rows dispatched too often are given up; done rows, delivered e-mails and expired revocations
// are deleted after their retention, others kept. Configuration is validated.

import { completeOutboxJob, outboxIdOf } from "@norma/db/outbox-completion";
import { useWorkersEnv } from "@norma/tests/harness/workers.ts";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadWorkersConfig } from "../config.ts";
import { createOutboxMaintenance } from "./maintenance.ts";

const env = useWorkersEnv();
let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
});
afterAll(() => pool?.end());

const ago = (ms: number) => new Date(Date.now() - ms);
const DAY = 86_400_000;

async function row(data: { dispatchedAt?: Date | null; completedAt?: Date | null; attempts?: number }) {
  const r = await env.db.outboxEvent.create({
    data: { queue: "indexing", type: "indexing.refresh", payload: { documentIds: [] }, ...data },
  });
  return r.id;
}

/** The sweeper with the settings these tests assume (a minute's lease, five dispatches, 7/30 days). */
const maintenance = (onRedispatch?: () => void) =>
  createOutboxMaintenance({
    pool,
    log: pino({ level: "silent" }),
    leaseMs: 60_000,
    sweepMs: 1_000,
    maxDispatches: 5,
    retentionDays: 7,
    deliveryRetentionDays: 30,
    onRedispatch,
  });

describe("outbox maintenance", () => {
  it("dispatches again what was not completed within the lease, gives up after the limit, prunes after retention", async () => {
    const fresh = await row({ dispatchedAt: ago(1_000), attempts: 1 });
    const stale = await row({ dispatchedAt: ago(120_000), attempts: 1 });
    const hopeless = await row({ dispatchedAt: ago(120_000), attempts: 5 });
    const doneRecently = await row({ dispatchedAt: ago(2 * DAY), completedAt: ago(DAY), attempts: 1 });
    const doneLongAgo = await row({ dispatchedAt: ago(9 * DAY), completedAt: ago(8 * DAY), attempts: 1 });
    const waiting = await row({ dispatchedAt: null });
    await env.db.emailDelivery.createMany({
      data: [
        {
          idempotencyKey: "old-sent",
          recipient: "a@example.com",
          subject: "s",
          template: "t",
          status: "SENT",
          sentAt: ago(40 * DAY),
        },
        {
          idempotencyKey: "new-sent",
          recipient: "a@example.com",
          subject: "s",
          template: "t",
          status: "SENT",
          sentAt: ago(DAY),
        },
        {
          idempotencyKey: "old-failed",
          recipient: "a@example.com",
          subject: "s",
          template: "t",
          status: "FAILED",
          createdAt: ago(40 * DAY),
        },
      ],
    });
    await env.db.revokedToken.createMany({
      data: [
        { jti: "expired", expiresAt: ago(1_000) },
        { jti: "live", expiresAt: new Date(Date.now() + DAY) },
      ],
    });
    let woken = 0;
    const m = maintenance(() => woken++);
    const result = await m.sweep();
    expect(result).toEqual({
      redispatched: 1,
      abandoned: 1,
      prunedOutbox: 1,
      prunedDeliveries: 1,
      prunedRevocations: 1,
      expiredSecrets: 0,
      reanchorRetried: 0,
      reanchorLeftToOperator: 0,
      prunedCopies: 0,
      prunedSanitizerFolders: 0,
    });
    expect(woken).toBe(1);
    const byId = async (id: bigint) => env.db.outboxEvent.findUnique({ where: { id } });
    expect((await byId(fresh))?.dispatchedAt).not.toBeNull();
    const again = await byId(stale);
    expect(again?.dispatchedAt).toBeNull();
    expect(again?.availableAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const given = await byId(hopeless);
    expect(given?.completedAt).not.toBeNull();
    expect(given?.lastError).toMatch(/given up: dispatched 5 times/);
    expect(await byId(doneRecently)).not.toBeNull();
    expect(await byId(doneLongAgo)).toBeNull();
    expect(await byId(waiting)).not.toBeNull();
    const keys = (await env.db.emailDelivery.findMany({ select: { idempotencyKey: true } })).map(
      (d) => d.idempotencyKey,
    );
    expect(keys).toEqual(expect.arrayContaining(["new-sent", "old-failed"]));
    expect(keys).not.toContain("old-sent");
    expect((await env.db.revokedToken.findMany()).map((t) => t.jti)).toEqual(["live"]);
    // A second sweep finds nothing more to do.
    expect(await m.sweep()).toEqual({
      redispatched: 0,
      abandoned: 0,
      prunedOutbox: 0,
      prunedDeliveries: 0,
      prunedRevocations: 0,
      expiredSecrets: 0,
      reanchorRetried: 0,
      reanchorLeftToOperator: 0,
      prunedCopies: 0,
      prunedSanitizerFolders: 0,
    });
  });

  it("removes an expired single-use link from its row, delivered or not, and keeps a live one", async () => {
    const invitation = (expiresAt: Date, over: { dispatchedAt?: Date | null; completedAt?: Date | null } = {}) =>
      env.db.outboxEvent
        .create({
          data: {
            queue: "emails",
            type: "email.send",
            payload: {
              idempotencyKey: `invitation-${expiresAt.getTime()}-${Math.random()}`,
              template: "user-invitation",
              data: {
                recipient: "Ana",
                url: "https://x.example/set-password?key=secret",
                expiresAt: expiresAt.toISOString(),
              },
              secretData: ["url"],
            },
            ...over,
          },
        })
        .then((r) => r.id);
    const expiredWaiting = await invitation(ago(60_000));
    const expiredStuck = await invitation(ago(60_000), { dispatchedAt: ago(1_000) });
    const live = await invitation(new Date(Date.now() + DAY));
    const m = maintenance();
    expect((await m.sweep()).expiredSecrets).toBe(2);
    for (const id of [expiredWaiting, expiredStuck]) {
      const r = await env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
      expect(JSON.stringify(r.payload)).not.toContain("key=secret");
      expect((r.payload as { data: Record<string, unknown> }).data).toMatchObject({ recipient: "Ana" });
      expect(r.completedAt).not.toBeNull();
      expect(r.lastError).toBe("its single-use link expired before it was delivered");
    }
    const kept = await env.db.outboxEvent.findUniqueOrThrow({ where: { id: live } });
    expect(JSON.stringify(kept.payload)).toContain("key=secret");
    expect(kept.completedAt).toBeNull();
    // Nothing left to remove: a second sweep changes nothing.
    expect((await m.sweep()).expiredSecrets).toBe(0);
  });

  it("a row given up loses its secrets too", async () => {
    const id = (
      await env.db.outboxEvent.create({
        data: {
          queue: "emails",
          type: "email.send",
          payload: { data: { url: "https://x.example/set-password?key=gone", name: "B" }, secretData: ["url"] },
          dispatchedAt: ago(120_000),
          attempts: 5,
        },
      })
    ).id;
    const m = maintenance();
    expect((await m.sweep()).abandoned).toBeGreaterThanOrEqual(1);
    const r = await env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(r.payload)).not.toContain("key=gone");
    expect(r.lastError).toMatch(/given up/);
  });

  it("a job records its row done once, keeping a final failure's reason; jobs not from the outbox are ignored", async () => {
    const id = await row({ dispatchedAt: ago(1_000), attempts: 1 });
    expect(outboxIdOf(`outbox-${id}`)).toBe(id);
    expect(outboxIdOf("manual-1")).toBeNull();
    await completeOutboxJob(env.db, `outbox-${id}`, "failed: bad data");
    const first = await env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(first.lastError).toBe("failed: bad data");
    await completeOutboxJob(env.db, `outbox-${id}`);
    const second = await env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(second.completedAt).toEqual(first.completedAt);
    expect(second.lastError).toBe("failed: bad data");
    await completeOutboxJob(env.db, "manual-1");
  });

  it("dispatches a failed re-anchoring run again when its retry is due, once, on the same outbox row", async () => {
    const run = (completedAt: Date | null) =>
      env.db.outboxEvent.create({
        data: {
          queue: "compass-reanchor",
          type: "compass-reanchor.run",
          payload: { batchId: "b", editions: [] },
          // Within the lease, so only the automatic retry may hand a row back here.
          dispatchedAt: ago(10_000),
          completedAt,
          attempts: 1,
          lastError: "failed: storage unreachable",
        },
      });
    const failure = async (batchId: string, outboxEventId: bigint | null, nextRetryAt: Date | null, autoRetries = 0) =>
      env.db.compassReanchorFailure.create({
        data: {
          batchId,
          editions: [],
          documentIds: [],
          outboxEventId,
          error: "storage unreachable",
          attempts: 8,
          autoRetries,
          nextRetryAt,
        },
      });
    const dueRun = await run(ago(300_000));
    const due = await failure("auto-due", dueRun.id, ago(1_000), 1);
    const laterRun = await run(ago(300_000));
    const later = await failure("auto-later", laterRun.id, new Date(Date.now() + 60_000));
    const exhaustedRun = await run(ago(300_000));
    const exhausted = await failure("auto-exhausted", exhaustedRun.id, null, 4);
    // Its final failure's completion is not recorded yet: not taken (the lease handles that row).
    const unfinishedRun = await run(null);
    const unfinished = await failure("auto-unfinished", unfinishedRun.id, ago(1_000));
    const orphan = await failure("auto-orphan", null, ago(1_000));
    const operators = await failure("auto-operator", dueRun.id, ago(1_000));
    await env.db.compassReanchorFailure.update({ where: { id: operators.id }, data: { status: "RETRYING" } });

    let woken = 0;
    // Two sweepers at once: the due run is dispatched again by one of them only.
    const [a, b] = await Promise.all([maintenance(() => woken++).sweep(), maintenance(() => woken++).sweep()]);
    expect(a.reanchorRetried + b.reanchorRetried).toBe(1);
    expect(a.reanchorLeftToOperator + b.reanchorLeftToOperator).toBe(1);
    expect(woken).toBe(1);

    const failureOf = (id: number) => env.db.compassReanchorFailure.findUniqueOrThrow({ where: { id } });
    const outboxOf = (id: bigint) => env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(await failureOf(due.id)).toMatchObject({ status: "RETRYING", autoRetries: 2, nextRetryAt: null });
    // The same row goes back to the relay (so the same job id): not done, not dispatched, due now.
    const again = await outboxOf(dueRun.id);
    expect(again).toMatchObject({
      completedAt: null,
      dispatchedAt: null,
      lastError: "failed for good; automatic retry 2",
    });
    expect(again.availableAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(await env.db.outboxEvent.count({ where: { type: "compass-reanchor.run" } })).toBe(4);
    expect(await failureOf(later.id)).toMatchObject({
      status: "FAILED",
      autoRetries: 0,
      nextRetryAt: later.nextRetryAt,
    });
    expect((await outboxOf(laterRun.id)).completedAt).not.toBeNull();
    expect(await failureOf(exhausted.id)).toMatchObject({ status: "FAILED", autoRetries: 4, nextRetryAt: null });
    expect((await outboxOf(exhaustedRun.id)).completedAt).not.toBeNull();
    expect(await failureOf(unfinished.id)).toMatchObject({ status: "FAILED", nextRetryAt: unfinished.nextRetryAt });
    expect(await failureOf(orphan.id)).toMatchObject({ status: "FAILED", autoRetries: 0, nextRetryAt: null });
    expect(await failureOf(operators.id)).toMatchObject({ status: "RETRYING", autoRetries: 0 });

    // Nothing more is due: the next sweep dispatches nothing.
    expect((await maintenance().sweep()).reanchorRetried).toBe(0);
    expect((await outboxOf(laterRun.id)).completedAt).not.toBeNull();
  });

  it("refuses retention and lease settings that would let an e-mail go out twice", () => {
    const base = { DATABASE_URL: "postgresql://x/y" };
    expect(() =>
      loadWorkersConfig({ ...base, OUTBOX_RETENTION_DAYS: "40", EMAIL_DELIVERY_RETENTION_DAYS: "30" }),
    ).toThrow(/EMAIL_DELIVERY_RETENTION_DAYS must be at least OUTBOX_RETENTION_DAYS/);
    expect(() => loadWorkersConfig({ ...base, OUTBOX_LEASE_MS: "5000", EMAIL_LEASE_MS: "30000" })).toThrow(
      /OUTBOX_LEASE_MS must be at least EMAIL_LEASE_MS/,
    );
    expect(() => loadWorkersConfig({ ...base, OUTBOX_RETENTION_DAYS: "0" })).toThrow(ConfigError);
    const ok = loadWorkersConfig(base);
    expect(ok.outbox).toEqual({
      leaseMs: 600_000,
      sweepMs: 30_000,
      maxDispatches: 20,
      retentionDays: 7,
      deliveryRetentionDays: 30,
    });
  });

  it("bounds the automatic retries of failed re-anchoring runs by the dispatches a row may have", () => {
    const base = { DATABASE_URL: "postgresql://x/y" };
    expect(loadWorkersConfig(base).reanchor.autoRetries).toBe(4);
    expect(loadWorkersConfig({ ...base, COMPASS_REANCHOR_AUTO_RETRIES: "0" }).reanchor.autoRetries).toBe(0);
    expect(() => loadWorkersConfig({ ...base, COMPASS_REANCHOR_AUTO_RETRIES: "11" })).toThrow(
      /COMPASS_REANCHOR_AUTO_RETRIES must be an integer between 0 and 10/,
    );
    expect(() => loadWorkersConfig({ ...base, COMPASS_REANCHOR_AUTO_RETRIES: "two" })).toThrow(ConfigError);
    expect(() =>
      loadWorkersConfig({ ...base, COMPASS_REANCHOR_AUTO_RETRIES: "5", OUTBOX_MAX_DISPATCHES: "5" }),
    ).toThrow(/COMPASS_REANCHOR_AUTO_RETRIES must be less than OUTBOX_MAX_DISPATCHES/);
  });
});
