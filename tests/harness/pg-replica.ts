// A PostgreSQL primary and a streaming replica of its own, for the read-replica tests: a fresh
// cluster (initdb) on a free port, and a second one made from it with pg_basebackup that replays
// its WAL. Both live in a temporary directory and are stopped and removed by stop(); the shared
// server the other tests use is never touched. Needs the PostgreSQL server binaries
// (Debian: /usr/lib/postgresql/<version>/bin); as root, the clusters run as the postgres user.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops replaying WAL on the replica (it keeps answering, with what it had). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): void;
}

function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], "bin") : null;
}

/** Why a replica pair cannot be started here, or null when it can. */
export function replicaUnavailable(): string | null {
  if (!pgBin()) return "no PostgreSQL server binaries under /usr/lib/postgresql";
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"]).status !== 0)
    return "running as root without a postgres user";
  return null;
}

async function sql(url: string, text: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const bin = pgBin();
  if (!bin) throw new Error("no PostgreSQL server binaries");
  const asRoot = process.getuid?.() === 0;
  // The clusters run as the postgres user when we are root (PostgreSQL refuses root).
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, cmd), args, { stdio: "pipe" });
  const dir = mkdtempSync(join(tmpdir(), "norma-pg-replica-"));
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const primaryDir = join(dir, "primary");
  const replicaDir = join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const stop = () => {
    for (const d of started.reverse()) {
      try {
        run("pg_ctl", ["-D", d, "-m", "immediate", "-w", "stop"]);
      } catch {}
    }
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
    const settings = (port: number) =>
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        "wal_level = replica",
        "max_wal_senders = 4",
        "hot_standby = on",
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "shared_buffers = 32MB",
      ].join("\n");
    const conf = join(primaryDir, "postgresql.auto.conf");
    writeFileSync(conf, `${settings(primaryPort)}\n`);
    // initdb --auth=trust already allows replication connections from 127.0.0.1.
    run("pg_ctl", ["-D", primaryDir, "-l", join(dir, "primary.log"), "-w", "start"]);
    started.push(primaryDir);
    run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
    ]);
    // The copy carries the primary's settings (and -R's primary_conninfo): give it its own port.
    writeFileSync(
      join(replicaDir, "postgresql.auto.conf"),
      `${settings(replicaPort)}\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres'\n`,
    );
    run("pg_ctl", ["-D", replicaDir, "-l", join(dir, "replica.log"), "-w", "start"]);
    started.push(replicaDir);
  } catch (err) {
    stop();
    const e = err as { stderr?: Buffer };
    throw new Error(`could not start a PostgreSQL primary and replica: ${e.stderr?.toString() ?? err}`);
  }
  const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgresql://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    async pauseReplay() {
      await sql(replicaUrl, "SELECT pg_wal_replay_pause()");
    },
    async resumeReplay() {
      await sql(replicaUrl, "SELECT pg_wal_replay_resume()");
    },
    async caughtUp(timeoutMs = 30_000) {
      const target = (await sql(primaryUrl, "SELECT pg_current_wal_lsn()::text AS lsn")).rows[0].lsn as string;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await sql(replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${target}'::pg_lsn AS done`);
        if (r.rows[0].done) return;
        if (Date.now() > deadline) throw new Error(`replica did not reach ${target} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop,
  };
}
