// The outbox sweeper: rows dispatched and not completed within the lease go back to the relay;
// rows dispatched too often are given up; done rows, delivered e-mails and expired revocations
// are deleted after their retention, others kept. Configuration is validated.
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useWorkersEnv } from "../../../../tests/harness/workers.ts";
import { ConfigError, loadWorkersConfig } from "../config.ts";
import { completeOutboxJob, outboxIdOf } from "./completion.ts";
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
      prunedCopies: 0,
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
      prunedCopies: 0,
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
});
