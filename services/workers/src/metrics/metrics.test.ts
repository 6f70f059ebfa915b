// The workers' own /metrics: served on the configured port, counts this process's jobs by queue
// and outcome with their durations and failures, the queues' job counts by state, and the
// process figures; a token, when configured, is required.

import { enqueueOutbox } from "@norma/api/src/lib/outbox.ts";
import { eventually, useWorkersEnv } from "@norma/tests/harness/workers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWorkersConfig } from "../config.ts";
import { createWorkerRuntime, type WorkerRuntime } from "../runtime.ts";

const env = useWorkersEnv();
let runtime: WorkerRuntime;
let base: string;

beforeAll(async () => {
  runtime = createWorkerRuntime(
    env.config({ WORKERS_METRICS_PORT: "0", WORKERS_METRICS_HOST: "127.0.0.1", METRICS_TOKEN: "scrape-me" }),
  );
  await runtime.start();
  const address = runtime.metricsAddress();
  if (!address) throw new Error("metrics not served");
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  await runtime?.stop();
});

const scrape = async () => {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer scrape-me" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};

/** The value of one series (labels in the order prom-client writes them), or null. */
function value(text: string, series: string): number | null {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe("workers /metrics", () => {
  it("is configured by WORKERS_METRICS_PORT (off turns it off; tests leave it off unless asked)", () => {
    const required = { DATABASE_URL: "postgresql://x/y" };
    // This machine only by default; an address other machines reach needs the token.
    expect(loadWorkersConfig({ ...required }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(() => loadWorkersConfig({ ...required, WORKERS_METRICS_HOST: "0.0.0.0" })).toThrow(
      /WORKERS_METRICS_HOST 0\.0\.0\.0 is reachable from other machines: set METRICS_TOKEN/,
    );
    expect(() => loadWorkersConfig({ ...required, WORKERS_METRICS_HOST: "10.0.0.7", METRICS_TOKEN: " " })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(
      loadWorkersConfig({ ...required, WORKERS_METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "scrape-me" }).metrics,
    ).toEqual({ port: 9464, host: "0.0.0.0", token: "scrape-me" });
    expect(loadWorkersConfig({ ...required, WORKERS_METRICS_HOST: "::1" }).metrics.host).toBe("::1");
    // Not served: nothing to protect.
    expect(
      loadWorkersConfig({ ...required, WORKERS_METRICS_PORT: "off", WORKERS_METRICS_HOST: "0.0.0.0" }).metrics.port,
    ).toBeNull();
    expect(loadWorkersConfig({ ...required, WORKERS_METRICS_PORT: "off" }).metrics.port).toBeNull();
    expect(loadWorkersConfig({ ...required, NODE_ENV: "test" }).metrics.port).toBeNull();
    expect(() => loadWorkersConfig({ ...required, WORKERS_METRICS_PORT: "70000" })).toThrow(
      /WORKERS_METRICS_PORT must be an integer between 0 and 65535/,
    );
  });

  it("refuses a scrape without the token and answers 404 elsewhere", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    // The token with a character more or less (a comparison that stopped at the shorter).
    for (const token of ["scrape-m", "scrape-me!"])
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const refused = await (await fetch(`${base}/metrics`)).text();
    expect(refused).not.toContain("norma_worker_jobs_total");
    expect((await fetch(`${base}/`, { headers: { authorization: "Bearer scrape-me" } })).status).toBe(404);
  });

  it("counts finished and failed jobs by queue with durations, the queues' states and the process", async () => {
    const before = await scrape();
    expect(value(before, 'norma_worker_jobs_total{queue="email",outcome="completed"}')).toBe(0);
    expect(value(before, 'norma_worker_jobs_running{queue="email"}')).toBe(0);

    await enqueueOutbox(env.db, "email.send", {
      idempotencyKey: "metrics-ok",
      to: "metrics-ok@example.com",
      locale: "en",
      template: "group-message",
      data: { sender: "Grace Hopper", tenant: "Acme Library", group: "Composites", subject: "Hello", message: "Hi." },
    });
    // Data the template cannot render (of the contract's shape, so the outbox takes it, but blank):
    // a final failure (no retry would help).
    await enqueueOutbox(env.db, "email.send", {
      idempotencyKey: "metrics-bad",
      to: "metrics-bad@example.com",
      locale: "en",
      template: "group-message",
      data: { tenant: "Acme Library", sender: "", group: "", subject: "", message: "" },
    });

    const text = await eventually(async () => {
      const t = await scrape();
      return (value(t, 'norma_worker_jobs_total{queue="email",outcome="completed"}') ?? 0) >= 1 &&
        (value(t, 'norma_worker_jobs_total{queue="email",outcome="failed"}') ?? 0) >= 1
        ? t
        : null;
    }, 30_000);
    expect(env.sink.messages.filter((m) => m.to.includes("metrics-ok@example.com"))).toHaveLength(1);
    expect(value(text, 'norma_worker_job_failures_total{queue="email",final="true"}')).toBe(1);
    expect(value(text, 'norma_worker_job_duration_seconds_count{queue="email",outcome="completed"}')).toBe(1);
    expect(value(text, 'norma_worker_job_duration_seconds_sum{queue="email",outcome="completed"}')).toBeGreaterThan(0);
    // Read from Redis: the completed and the failed job are there.
    expect(value(text, 'norma_worker_queue_jobs{queue="email",state="completed"}')).toBe(1);
    expect(value(text, 'norma_worker_queue_jobs{queue="email",state="failed"}')).toBe(1);
    expect(value(text, 'norma_worker_queue_jobs{queue="compare-pdf",state="waiting"}')).toBe(0);
    expect(value(text, 'norma_worker_queue_scrape_ok{queue="email"}')).toBe(1);
    expect(value(text, 'norma_worker_jobs_running{queue="email"}')).toBe(0);
    // Process figures (prom-client's defaults).
    expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(1_000_000);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  }, 60_000);

  it("keeps running when PostgreSQL closes its idle connections (a restart, a failover), and works on", async () => {
    // Let the pools hold idle connections, then have the server end every session of this
    // database but the one asking (an idle pooled connection's loss would otherwise be an
    // unhandled 'error' that ends the process; vitest reports it as a failure).
    await scrape();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ended = await env.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()) t`;
    expect(Number(ended[0].n)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));

    await enqueueOutbox(env.db, "email.send", {
      idempotencyKey: "metrics-after-loss",
      to: "after-loss@example.com",
      locale: "en",
      template: "group-message",
      data: { sender: "Grace Hopper", tenant: "Acme Library", group: "Composites", subject: "Again", message: "Hi." },
    });
    await eventually(async () => env.sink.messages.some((m) => m.to.includes("after-loss@example.com")), 30_000);
  }, 60_000);
});
