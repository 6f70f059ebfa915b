import { enqueueOutbox } from "@norma/api/src/lib/outbox.ts";
import { startTcpProxy } from "@norma/tests/harness/tcp-proxy.ts";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterEach, describe, expect, it } from "vitest";
import { createWorkerRuntime, type WorkerRuntime } from "../runtime.ts";

const env = useWorkersEnv();
const running: WorkerRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
});

function shareEmail(key: string, to = "reader@example.com") {
  return {
    idempotencyKey: key,
    to,
    locale: "en",
    template: "document-shared" as const,
    data: {
      sender: "Ada Lovelace",
      tenant: "Norma",
      designation: "ASTM D3039/D3039M-17",
      title: "Tensile Properties of Polymer Matrix Composite Materials",
      url: "http://localhost:5173/document/?contentCode=ASTM%7CD3039_D3039M-17%7Cen-US",
    },
  };
}

describe("outbox relay", () => {
  it("turns a committed outbox event into exactly one e-mail", async () => {
    const before = env.sink.messages.length;
    const id = await env.db.$transaction((tx) => enqueueOutbox(tx, "email.send", shareEmail("relay-one")));
    const runtime = createWorkerRuntime(env.config());
    running.push(runtime);
    await runtime.start();
    await env.sink.waitFor(before + 1);
    const row = await eventually(() => env.db.outboxEvent.findFirst({ where: { id, dispatchedAt: { not: null } } }));
    expect(row.attempts).toBe(1);
    const delivery = await eventually(() =>
      env.db.emailDelivery.findFirst({ where: { idempotencyKey: "relay-one", status: "SENT" } }),
    );
    // Give a duplicate the time to show up if there were one.
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === "relay-one");
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(["reader@example.com"]);
    expect(mails[0].subject).toBe("Ada Lovelace shared ASTM D3039/D3039M-17 with you");
    expect(mails[0].headers["message-id"]).toBe(delivery.messageId);
  });

  it("an event written in a rolled-back transaction is never sent", async () => {
    const runtime = createWorkerRuntime(env.config());
    running.push(runtime);
    await runtime.start();
    await expect(
      env.db.$transaction(async (tx) => {
        await enqueueOutbox(tx, "email.send", shareEmail("rolled-back"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await env.db.$transaction((tx) => enqueueOutbox(tx, "email.send", shareEmail("after-rollback")));
    await eventually(async () => env.sink.messages.some((m) => m.headers["x-norma-delivery"] === "after-rollback"));
    expect(env.sink.messages.some((m) => m.headers["x-norma-delivery"] === "rolled-back")).toBe(false);
  });

  it("two relays running side by side dispatch each event once", async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `pair-${i}`);
    for (const k of keys) await enqueueOutbox(env.db, "email.send", shareEmail(k, `${k}@example.com`));
    const a = createWorkerRuntime(env.config({ OUTBOX_BATCH_SIZE: "5" }));
    const b = createWorkerRuntime(env.config({ OUTBOX_BATCH_SIZE: "5" }));
    running.push(a, b);
    await Promise.all([a.start(), b.start()]);
    await eventually(async () => {
      const n = await env.db.emailDelivery.count({ where: { idempotencyKey: { in: keys }, status: "SENT" } });
      return n === keys.length;
    });
    await new Promise((r) => setTimeout(r, 1_000));
    for (const k of keys) {
      expect(env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === k)).toHaveLength(1);
    }
    const rows = await env.db.outboxEvent.findMany({ where: { type: "email.send" }, select: { attempts: true } });
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("keeps an event written while Redis is unreachable and delivers it when Redis is back", async () => {
    const target = new URL(env.redisUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const runtime = createWorkerRuntime(env.config({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` }));
      running.push(runtime);
      await runtime.start();
      proxy.down();
      const id = await env.db.$transaction((tx) => enqueueOutbox(tx, "email.send", shareEmail("redis-outage")));
      // While Redis is away the row stays in PostgreSQL, undispatched, and nothing is sent.
      await new Promise((r) => setTimeout(r, 2_500));
      const waiting = await env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
      expect(waiting.dispatchedAt).toBeNull();
      expect(env.sink.messages.some((m) => m.headers["x-norma-delivery"] === "redis-outage")).toBe(false);
      proxy.up();
      await eventually(
        async () => env.sink.messages.some((m) => m.headers["x-norma-delivery"] === "redis-outage"),
        30_000,
      );
      const sent = await env.db.outboxEvent.findUniqueOrThrow({ where: { id } });
      expect(sent.dispatchedAt).not.toBeNull();
      expect(env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === "redis-outage")).toHaveLength(1);
    } finally {
      await Promise.all(running.splice(0).map((r) => r.stop()));
      await proxy.close();
    }
  }, 60_000);

  it("sets an event with an unknown queue aside with its error, without blocking the others", async () => {
    const bad = await env.db.outboxEvent.create({ data: { queue: "no-such-queue", type: "x", payload: {} } });
    await enqueueOutbox(env.db, "email.send", shareEmail("after-bad-row"));
    const runtime = createWorkerRuntime(env.config());
    running.push(runtime);
    await runtime.start();
    await eventually(async () => env.sink.messages.some((m) => m.headers["x-norma-delivery"] === "after-bad-row"));
    const row = await env.db.outboxEvent.findUniqueOrThrow({ where: { id: bad.id } });
    expect(row.dispatchedAt).toBeNull();
    expect(row.lastError).toContain("unknown queue");
    expect(row.availableAt.getTime()).toBeGreaterThan(Date.now());
  });
});
