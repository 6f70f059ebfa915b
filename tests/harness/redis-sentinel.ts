// A Redis primary, a replica of it and a Sentinel watching them, each a redis-server of the test's
// own on a free loopback port (never the shared server). killPrimary() SIGKILLs the primary, as a
// machine dying would; the Sentinel then promotes the replica (failover after about a second).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { freePort } from "./free-port.ts";

export const SENTINEL_NAME = "norma-primary";

export interface SentinelSet {
  /** REDIS_SENTINELS for the processes under test. */
  sentinels: string;
  primaryPort: number;
  replicaPort: number;
  /** The port the Sentinel names as primary now. */
  currentPrimaryPort(): Promise<number>;
  /** SIGKILL of the primary, and the wait until the Sentinel has promoted the replica. */
  killPrimary(timeoutMs?: number): Promise<{ failoverMs: number }>;
  close(): Promise<void>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ask<T>(port: number, fn: (r: Redis) => Promise<T>): Promise<T> {
  const r = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  r.on("error", () => {});
  try {
    await r.connect();
    return await fn(r);
  } finally {
    r.disconnect();
  }
}

export async function startSentinelSet(binary = process.env.REDIS_SERVER_BIN ?? "redis-server"): Promise<SentinelSet> {
  const dir = mkdtempSync(join(tmpdir(), "norma-sentinel-"));
  const [primaryPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const server = (args: string[]) => {
    const child = spawn(binary, args, { stdio: "ignore" });
    children.push(child);
    return child;
  };
  // A replica writes the primary's snapshot to its working directory on sync: the temporary one.
  const common = ["--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning", "--dir", dir];
  const primary = server(["--port", String(primaryPort), ...common]);
  server(["--port", String(replicaPort), "--replicaof", "127.0.0.1", String(primaryPort), ...common]);
  await waitFor(
    "the replica to sync",
    () => ask(replicaPort, async (r) => /master_link_status:up/.test(await r.info("replication"))),
    15_000,
  );
  // Sentinel rewrites its configuration file, so it gets one of its own.
  const conf = join(dir, "sentinel.conf");
  writeFileSync(
    conf,
    [
      `port ${sentinelPort}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${primaryPort} 1`,
      `sentinel down-after-milliseconds ${SENTINEL_NAME} 1000`,
      `sentinel failover-timeout ${SENTINEL_NAME} 10000`,
      `sentinel parallel-syncs ${SENTINEL_NAME} 1`,
      "",
    ].join("\n"),
  );
  server([conf, "--sentinel"]);
  const currentPrimaryPort = () =>
    ask(sentinelPort, async (r) => {
      const addr = (await r.call("SENTINEL", "get-master-addr-by-name", SENTINEL_NAME)) as [string, string] | null;
      return addr ? Number(addr[1]) : 0;
    });
  await waitFor(
    "the Sentinel to know the replica",
    () =>
      ask(sentinelPort, async (r) => {
        const replicas = (await r.call("SENTINEL", "replicas", SENTINEL_NAME)) as unknown[];
        return replicas.length > 0;
      }),
    15_000,
  );
  return {
    sentinels: `127.0.0.1:${sentinelPort}`,
    primaryPort,
    replicaPort,
    currentPrimaryPort,
    async killPrimary(timeoutMs = 30_000) {
      const started = Date.now();
      primary.kill("SIGKILL");
      await waitFor(
        "the Sentinel to promote the replica",
        async () => (await currentPrimaryPort()) === replicaPort,
        timeoutMs,
      );
      await waitFor(
        "the replica to act as primary",
        () => ask(replicaPort, async (r) => /role:master/.test(await r.info("replication"))),
        timeoutMs,
      );
      return { failoverMs: Date.now() - started };
    },
    async close() {
      for (const c of children) c.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
