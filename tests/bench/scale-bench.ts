// The scale-out set-up on one machine, without Docker, under load and faults:
//
//   npm run bench:scale -- [--seconds 20] [--clients 8] [--emails 120] [--documents 2000]
//
// Starts a PostgreSQL primary and a streaming replica (initdb + pg_basebackup), a Redis primary,
// replica and Sentinel, S3-compatible object storage (s3rver), an SMTP sink, two API processes and
// two workers processes (all on loopback ports of their own; the shared PostgreSQL and Redis are
// not touched), and HAProxy (Debian's `haproxy`) in front of the APIs with health checks on
// /management/health. Clients sign in and then search and open document metadata through HAProxy
// while e-mails are put in the outbox; one API process and one workers process are SIGKILLed
// mid-run. Prints requests served and failed (by phase), and e-mails expected / delivered /
// doubled. Goal: no failed request beyond those in flight at the kill, no e-mail lost or doubled.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { enqueueOutbox } from "@norma/api/src/lib/outbox.ts";
import { createDb } from "@norma/db";
import { migrate } from "@norma/db/migrate";
import { startS3TestServer } from "@norma/db/s3-test-server";
import { DEMO_PASSWORD, runSeed } from "@norma/db/seed";
import { createS3Storage } from "@norma/db/storage-s3";
import { faultEmail, receivedOf } from "../harness/fault-mail.ts";
import { freePort } from "../harness/free-port.ts";
import { replicaUnavailable, startReplicaPair } from "../harness/pg-replica.ts";
import { SENTINEL_NAME, startSentinelSet } from "../harness/redis-sentinel.ts";
import { withDatabase } from "../harness/services.ts";
import { startSmtpSink } from "../harness/smtp-sink.ts";
import { REPO_ROOT } from "../harness/template.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    clients: { type: "string", default: "8" },
    emails: { type: "string", default: "120" },
    documents: { type: "string", default: "2000" },
  },
});
const SECONDS = Math.min(Number(values.seconds), 120);
const CLIENTS = Math.min(Number(values.clients), 64);
const EMAILS = Math.min(Number(values.emails), 2_000);
const DOCUMENTS = Math.min(Number(values.documents), 1_000_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(200);
  }
}

const unavailable = replicaUnavailable();
if (unavailable) throw new Error(`cannot start a PostgreSQL replica here: ${unavailable}`);
const children: ChildProcess[] = [];
const killedOnPurpose = new Set<ChildProcess>();
/** A process that ends before the bench ends it is a failure of the set-up, said at once. */
function watch(name: string, c: ChildProcess) {
  c.on("exit", (code, signal) => {
    if (!killedOnPurpose.has(c) && !stopping)
      console.error(`[scale] ${name} exited early (code ${code}, signal ${signal})`);
  });
}
let stopping = false;
const cleanups: (() => unknown)[] = [];
async function cleanup() {
  stopping = true;
  for (const c of children) c.kill("SIGKILL");
  for (const f of cleanups.reverse()) await Promise.resolve(f()).catch(() => {});
}
process.on("SIGINT", () => cleanup().then(() => process.exit(130)));

try {
  const t0 = Date.now();
  const log = (line: string) => console.log(`[scale +${((Date.now() - t0) / 1000).toFixed(1)}s] ${line}`);

  // PostgreSQL primary + replica, migrated and seeded (files into the object store).
  const pg = await startReplicaPair();
  cleanups.push(() => pg.stop());
  const admin = createDb(pg.primaryUrl, { max: 1 });
  await admin.$executeRawUnsafe("CREATE DATABASE norma");
  await admin.$disconnect();
  const primaryUrl = withDatabase(pg.primaryUrl, "norma");
  const replicaUrl = withDatabase(pg.replicaUrl, "norma");
  const s3 = await startS3TestServer(["norma-scale"]);
  cleanups.push(() => s3.close());
  const s3Options = s3.options("norma-scale");
  await migrate({ databaseUrl: primaryUrl });
  const scratch = mkdtempSync(join(tmpdir(), "norma-scale-"));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  await runSeed({
    databaseUrl: primaryUrl,
    storageDir: join(scratch, "unused"),
    storage: createS3Storage(s3Options),
    documents: DOCUMENTS,
    files: 40,
    seed: 7,
  });
  await pg.caughtUp();
  log(`PostgreSQL primary and replica with ${DOCUMENTS} documents; files in object storage`);

  const redis = await startSentinelSet();
  cleanups.push(() => redis.close());
  const sink = await startSmtpSink();
  cleanups.push(() => sink.close());
  log("Redis primary, replica and Sentinel; SMTP sink");

  const env = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: replicaUrl,
    REDIS_URL: "redis://127.0.0.1:6379",
    REDIS_SENTINELS: redis.sentinels,
    REDIS_SENTINEL_NAME: SENTINEL_NAME,
    REDIS_PREFIX: "norma-scale",
    JWT_SECRET: "scale-bench-secret-0123456789abcdef0123456789",
    // Production mode asks for the key sealing webhook secrets (none are made here).
    WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY ?? Buffer.alloc(32, 5).toString("base64"),
    STORAGE_BACKEND: "s3",
    S3_BUCKET: s3Options.bucket,
    S3_ENDPOINT: s3Options.endpoint ?? "",
    S3_ACCESS_KEY_ID: s3Options.accessKeyId ?? "",
    S3_SECRET_ACCESS_KEY: s3Options.secretAccessKey ?? "",
    SMTP_URL: sink.url,
    AUTH_RATE_LIMIT_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "100000",
    OUTBOX_POLL_MS: "200",
    // A killed workers process's e-mails and jobs are taken over within seconds.
    EMAIL_LEASE_MS: "3000",
    OUTBOX_LEASE_MS: "6000",
    OUTBOX_SWEEP_MS: "1000",
    TRUSTED_PROXIES: "127.0.0.1",
  };
  const tsx = ["--import", "tsx"];
  const apiPorts = [await freePort(), await freePort()];
  const apis = apiPorts.map((port) => {
    const c = spawn(process.execPath, [...tsx, join(REPO_ROOT, "services/api/src/server.ts")], {
      env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(c);
    watch(`API on ${port}`, c);
    return c;
  });
  // Each workers process serves its own /metrics: two on one machine need two ports.
  const workerMetricsPorts = [await freePort(), await freePort()];
  const workers = [0, 1].map((i) => {
    const c = spawn(process.execPath, [...tsx, join(REPO_ROOT, "services/workers/src/main.ts")], {
      env: {
        ...env,
        HEARTBEAT_FILE: join(scratch, `heartbeat-${i}`),
        WORKERS_METRICS_HOST: "127.0.0.1",
        WORKERS_METRICS_PORT: String(workerMetricsPorts[i]),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(c);
    watch(`workers process ${i + 1}`, c);
    return c;
  });
  for (const port of apiPorts) {
    let last = "no answer";
    await until(
      `API on ${port} healthy`,
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/management/health`).catch((err: Error) => {
          last = err.message;
          throw err;
        });
        last = `${res.status} ${await res.text()}`;
        return res.ok;
      },
      120_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}; its last health reply: ${last.slice(0, 2000)}`);
    });
  }
  log("two API processes healthy, two workers processes started");

  // HAProxy: round robin over the two APIs, health-checked; a request that could not reach a
  // server (connection refused or reset before any answer) is tried on the other one.
  const lbPort = await freePort();
  const cfg = join(scratch, "haproxy.cfg");
  writeFileSync(
    cfg,
    `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout
frontend norma
  bind 127.0.0.1:${lbPort}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /management/health/readiness
  timeout check 3s
  default-server inter 1s fall 2 rise 2
${apiPorts.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`).join("\n")}
`,
  );
  const haproxy = spawn("haproxy", ["-f", cfg, "-db"], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(haproxy);
  const base = `http://127.0.0.1:${lbPort}`;
  await until("HAProxy up", async () => (await fetch(`${base}/management/health`)).ok, 20_000);
  log(`HAProxy on ${lbPort}`);

  // Load: clients sign in, then search and open metadata until the time is up.
  const stats = { before: { ok: 0, failed: 0 }, after: { ok: 0, failed: 0 } };
  const failures = new Map<string, number>();
  let killedAt = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const words = ["steel", "pipe", "concrete", "tensile", "water", "welding", "plastic", "testing"];
  async function client(n: number) {
    const signIn = await fetch(`${base}/api/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant": "astm" },
      body: JSON.stringify({ email: "individual@astm.example", password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { id_token: string }).id_token;
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    let i = n;
    while (Date.now() < deadline) {
      i++;
      const phase = killedAt ? stats.after : stats.before;
      try {
        const res = await fetch(`${base}/api/documents/search`, {
          method: "POST",
          headers,
          body: JSON.stringify({ keywords: words[i % words.length], searchField: "keyword" }),
        });
        const body = (await res.json()) as { result?: { contentCode: string }[] };
        if (!res.ok) throw new Error(`search ${res.status}`);
        phase.ok++;
        const code = body.result?.[0]?.contentCode;
        if (code) {
          const meta = await fetch(`${base}/api/documents/metadata?contentCode=${encodeURIComponent(code)}`, {
            headers,
          });
          await meta.arrayBuffer();
          if (!meta.ok) throw new Error(`metadata ${meta.status}`);
          phase.ok++;
        }
      } catch (err) {
        phase.failed++;
        const key = (err as Error).message.slice(0, 60);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  }

  // E-mails through the outbox while the load runs.
  const db = createDb(primaryUrl, { max: 2 });
  const keys: string[] = [];
  async function mailer() {
    for (let i = 0; i < EMAILS; i++) {
      const key = `scale-${i}`;
      keys.push(key);
      await enqueueOutbox(db, "email.send", faultEmail(key));
      await sleep((SECONDS * 1000 * 0.8) / EMAILS);
    }
  }
  async function faults() {
    await sleep(SECONDS * 400);
    killedOnPurpose.add(apis[0]);
    apis[0].kill("SIGKILL");
    killedAt = Date.now();
    log("API process 1 killed (SIGKILL)");
    await sleep(SECONDS * 150);
    killedOnPurpose.add(workers[0]);
    workers[0].kill("SIGKILL");
    log("workers process 1 killed (SIGKILL)");
  }
  log(`load: ${CLIENTS} clients for ${SECONDS} s, ${EMAILS} e-mails`);
  await Promise.all([...Array.from({ length: CLIENTS }, (_, n) => client(n)), mailer(), faults()]);
  log("load over; waiting for the e-mails");
  const delivered = () => receivedOf(sink.messages, keys);
  await until("every e-mail delivered", async () => delivered().distinct === keys.length, 90_000).catch((e) =>
    log((e as Error).message),
  );
  await sleep(2_000);
  await db.$disconnect();
  const mail = delivered();
  console.log("\nRequests through HAProxy (search + metadata)");
  console.table({
    "before the API kill": { served: stats.before.ok, failed: stats.before.failed },
    "after the API kill": { served: stats.after.ok, failed: stats.after.failed },
  });
  if (failures.size) console.log("failures:", Object.fromEntries(failures));
  console.log("E-mails through the outbox (one workers process killed mid-run)");
  console.table([
    {
      expected: keys.length,
      delivered: mail.distinct,
      doubled: mail.total - mail.distinct,
      lost: keys.length - mail.distinct,
    },
  ]);
} finally {
  await cleanup();
}
