// The scripts docker-compose.scale.yml runs (scripts/compose/). Without a Docker engine the
// Sentinel's entry point is run for real here, on loopback, against a private Redis; HAProxy's
// configuration is checked by HAProxy itself when it is installed; the PostgreSQL entry points
// (which need the postgres image's own entry point) are checked for shell syntax.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../harness/free-port.ts";
import { startPrivateRedis } from "../harness/redis-server.ts";

const scripts = resolve(dirname(fileURLToPath(import.meta.url)), "../../scripts/compose");

describe("the Sentinel entry point (redis-sentinel.sh)", () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it("starts a Sentinel that watches the primary under the configured name", async () => {
    const primary = await startPrivateRedis();
    cleanup.push(() => primary.close());
    const dir = mkdtempSync(join(tmpdir(), "norma-sentinel-script-"));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const child: ChildProcess = spawn("sh", [join(scripts, "redis-sentinel.sh")], {
      cwd: dir,
      stdio: "ignore",
      env: {
        ...process.env,
        REDIS_SENTINEL_NAME: "norma-primary",
        PRIMARY_HOST: "127.0.0.1",
        PRIMARY_PORT: String(primary.port),
        SENTINEL_QUORUM: "1",
        SENTINEL_HOST: "127.0.0.1",
        SENTINEL_PORT: String(port),
        SENTINEL_CONF: join(dir, "sentinel.conf"),
      },
    });
    cleanup.push(() => {
      child.kill("SIGKILL");
    });
    const sentinel = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0 });
    sentinel.on("error", () => {});
    cleanup.push(() => sentinel.disconnect());
    let addr: unknown = null;
    for (let i = 0; i < 100 && !addr; i++) {
      addr = await sentinel
        .connect()
        .catch(() => undefined)
        .then(() => sentinel.call("SENTINEL", "GET-MASTER-ADDR-BY-NAME", "norma-primary"))
        .catch(() => null);
      if (!addr) await new Promise((r) => setTimeout(r, 100));
    }
    expect(addr).toEqual(["127.0.0.1", String(primary.port)]);
    // Sentinel rewrote the file it was given (it must be writable, hence written at start).
    expect(readFileSync(join(dir, "sentinel.conf"), "utf8")).toContain("sentinel monitor norma-primary 127.0.0.1");
  }, 30_000);
});

describe("HAProxy's configuration (haproxy.cfg)", () => {
  const cfg = join(scripts, "haproxy.cfg");
  it("is accepted by HAProxy", (ctx) => {
    if (spawnSync("haproxy", ["-v"]).status !== 0) {
      ctx.skip("haproxy is not installed (apt-get install haproxy)");
      return;
    }
    const r = spawnSync("haproxy", ["-c", "-f", cfg], { encoding: "utf8" });
    expect(r.status, r.stderr + r.stdout).toBe(0);
  });

  it("sends requests only to ready replicas found by Compose's DNS, and tries a failed connection again", () => {
    const text = readFileSync(cfg, "utf8");
    expect(text).toMatch(/option httpchk GET \/management\/health\/readiness/);
    expect(text).toMatch(/nameserver dns 127\.0\.0\.11:53/);
    expect(text).toMatch(/server-template api \d+ api:8080 check/);
    expect(text).toMatch(/option redispatch/);
    expect(text).toMatch(/retry-on conn-failure/);
    expect(text).toMatch(/bind :8080/);
    expect(text).toMatch(/monitor-uri \/lb-health/);
  });
});

describe("the PostgreSQL entry points", () => {
  for (const name of ["postgres-primary.sh", "postgres-replica.sh", "redis-sentinel.sh"])
    it(`${name} is valid shell`, () => {
      const r = spawnSync("sh", ["-n", join(scripts, name)], { encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
    });

  it("the primary lets the replica stream (a password-checked replication line) and the replica copies it with a slot", () => {
    const primary = readFileSync(join(scripts, "postgres-primary.sh"), "utf8");
    expect(primary).toContain("host replication all all scram-sha-256");
    expect(primary).toMatch(/exec docker-entrypoint\.sh postgres/);
    const replica = readFileSync(join(scripts, "postgres-replica.sh"), "utf8");
    expect(replica).toMatch(/pg_basebackup .*-R -X stream -S "\$REPLICATION_SLOT"/s);
    expect(replica).toMatch(/exec docker-entrypoint\.sh postgres -c hot_standby=on/);
  });
});
