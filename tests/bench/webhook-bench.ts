// Benchmark of the webhook fan-out and delivery (issue 30; `npm run bench:webhooks`): on a migrated
// and seeded database, registers N endpoints of one tenant (default 200) pointing at a receiver on
// 127.0.0.1 that verifies every signature with the standardwebhooks library, starts the real
// workers runtime (outbox relay, BullMQ worker, WEBHOOK_ALLOW_LOOPBACK), then publishes E events
// (default 5) one after the other — a publish batch, its publish event and the fan-out's outbox
// row in one transaction, as the API's publishing does — and waits for every delivery. Prints the
// deliveries a second and the delay from the publication's commit to each delivery's arrival
// (first, p50, p95, last). Prints figures only; removes what it made.
//
//   npm run bench:webhooks -- --database-url postgresql://postgres@127.0.0.1:5432/norma --endpoints 200 --events 5
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { generateSigningSecret, sealSecret, webhookSealKey } from "@norma/contracts/webhooks";
import { createDb } from "@norma/db";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import { createWorkerRuntime } from "@norma/workers/src/runtime.ts";
import { Webhook } from "standardwebhooks";
import { percentile as pct } from "./timing.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "redis-url": { type: "string" },
    endpoints: { type: "string", default: "200" },
    events: { type: "string", default: "5" },
    concurrency: { type: "string", default: "8" },
  },
  strict: true,
});
const databaseUrl: string = values["database-url"] ?? process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("--database-url (or DATABASE_URL) names a migrated, seeded database");
const endpointCount = Number(values.endpoints);
const eventCount = Number(values.events);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main() {
  const prefix = `bench-webhooks-${process.pid}`;
  const config = loadWorkersConfig({
    ...process.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    ...(values["redis-url"] ? { REDIS_URL: values["redis-url"] } : {}),
    REDIS_PREFIX: prefix,
    WORKERS_METRICS_PORT: "off",
    OUTBOX_POLL_MS: "100",
    WEBHOOK_ALLOW_LOOPBACK: "true",
    WEBHOOK_CONCURRENCY: values.concurrency,
  });
  const db = createDb(databaseUrl, { max: 5 });
  const tenant = await db.tenant.findFirstOrThrow({
    where: { mainPublisherId: { not: null } },
    orderBy: { id: "asc" },
    select: { id: true, code: true, mainPublisherId: true },
  });
  const doc = await db.document.findFirstOrThrow({
    where: { publisherId: tenant.mainPublisherId! },
    select: { id: true },
  });

  // The receiver: verifies each request's signature and notes when it arrived.
  const secrets = new Map<string, string>();
  const arrivals = new Map<string, number[]>(); // batch id → arrival times
  let badSignatures = 0;
  const receiver = createServer(async (req, res) => {
    const body = await readBody(req);
    try {
      new Webhook(secrets.get(req.url ?? "") ?? "").verify(body, req.headers as Record<string, string>);
    } catch {
      badSignatures++;
    }
    const batchId = (JSON.parse(body) as { data: { batchId: string } }).data.batchId;
    arrivals.set(batchId, [...(arrivals.get(batchId) ?? []), performance.now()]);
    res.writeHead(204).end();
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const key = webhookSealKey(config.webhooks);
  const made: number[] = [];
  for (let i = 0; i < endpointCount; i++) {
    const secret = generateSigningSecret();
    secrets.set(`/bench/${i}`, secret);
    const ep = await db.webhookEndpoint.create({
      data: {
        tenantId: tenant.id,
        url: `${base}/bench/${i}`,
        events: ["document.revised"],
        secretSealed: sealSecret(key, secret),
        rateLimitPerMinute: 6_000,
        description: "benchmark",
      },
      select: { id: true },
    });
    made.push(ep.id);
  }

  const runtime = createWorkerRuntime(config, { db });
  await runtime.start();
  const delays: number[] = [];
  const firsts: number[] = [];
  const batches: string[] = [];
  const started = performance.now();
  try {
    for (let e = 0; e < eventCount; e++) {
      const batchId = `bench-webhooks-${process.pid}-${e}`;
      batches.push(batchId);
      await db.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO publish_batches (id, published_at, item_count) VALUES (${batchId}, now(), 1)`;
        await tx.$executeRaw`INSERT INTO publish_events (batch_id, published_at, document_id, publisher_id, kind, status)
          VALUES (${batchId}, now(), ${doc.id}, ${tenant.mainPublisherId}, 'REVISED', 'Active')`;
        await tx.outboxEvent.create({
          data: { queue: "webhooks", type: "webhooks.fan-out", payload: { batchId }, tenantId: tenant.id },
        });
      });
      const committed = performance.now();
      const deadline = committed + 300_000;
      while ((arrivals.get(batchId)?.length ?? 0) < endpointCount) {
        if (performance.now() > deadline) throw new Error(`event ${e}: not every delivery arrived within 5 minutes`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const times = arrivals.get(batchId) ?? [];
      delays.push(...times.map((t) => t - committed));
      firsts.push(Math.min(...times) - committed);
    }
  } finally {
    const elapsed = (performance.now() - started) / 1000;
    await runtime.stop();
    receiver.close();
    const total = delays.length;
    console.log(
      `webhook fan-out: ${endpointCount} endpoints × ${eventCount} events, tenant ${tenant.code}, concurrency ${values.concurrency}`,
    );
    console.log(`  deliveries         ${total} (bad signatures: ${badSignatures})`);
    console.log(
      `  deliveries/s       ${(total / elapsed).toFixed(1)} (whole run ${elapsed.toFixed(1)} s, events one after the other)`,
    );
    if (total) {
      console.log(`  publish → first    ${pct(firsts, 50).toFixed(0)} ms (median over events)`);
      console.log(
        `  publish → delivery p50 ${pct(delays, 50).toFixed(0)} ms, p95 ${pct(delays, 95).toFixed(0)} ms, last ${Math.max(...delays).toFixed(0)} ms`,
      );
    }
    console.log(
      `  load average       ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    await db.webhookEndpoint.deleteMany({ where: { id: { in: made } } });
    await db.webhookMessage.deleteMany({
      where: {
        sourceKey: { startsWith: "publish-event:" },
        tenantId: tenant.id,
        eventType: "document.revised",
        payload: { path: ["data", "batchId"], string_starts_with: `bench-webhooks-${process.pid}` },
      },
    });
    await db.publishBatch.deleteMany({ where: { id: { in: batches } } });
    await db.$disconnect();
  }
}

await main();
