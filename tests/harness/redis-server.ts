// A private redis-server for fault tests, on a port of its own (never the shared one): it can be
// stopped (connections refused), restarted empty (the data lost), and frozen (SIGSTOP: the port
// accepts, nothing answers) and thawed.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

export interface PrivateRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: nothing is saved). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, commands get no answer. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on("error", () => done(false));
    socket.on("data", (d) => done(d.toString().startsWith("+PONG")));
    socket.on("connect", () => socket.write("PING\r\n"));
  });
}

export async function startPrivateRedis(
  binary = process.env.REDIS_SERVER_BIN ?? "redis-server",
): Promise<PrivateRedis> {
  const port = await freePort();
  // Its working directory is a temporary one: whatever it might write never lands in the repository.
  const dir = mkdtempSync(join(tmpdir(), "norma-redis-"));
  let child: ChildProcess | null = null;

  async function start() {
    if (child) return;
    const proc = spawn(
      binary,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--dir",
        dir,
        "--save",
        "",
        "--appendonly",
        "no",
        "--loglevel",
        "warning",
      ],
      { stdio: "ignore" },
    );
    child = proc;
    proc.on("exit", () => {
      if (child === proc) child = null;
    });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop() {
    const proc = child;
    if (!proc) return;
    child = null;
    const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
    proc.kill("SIGCONT");
    proc.kill("SIGKILL");
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    freeze: () => child?.kill("SIGSTOP"),
    thaw: () => child?.kill("SIGCONT"),
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
