// server.ts as operators run it: a real process listening on a port. On SIGTERM it stops taking
// connections, answers the request in flight, and only then exits (code 0).
import { type ChildProcess, spawn } from "node:child_process";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, DEMO_PASSWORD, TEST_JWT_SECRET, type TestDatabase } from "@norma/tests/harness";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const SERVER = join(import.meta.dirname, "server.ts");

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

interface Running {
  child: ChildProcess;
  /** Parsed JSON log lines so far. */
  lines: Record<string, unknown>[];
  /** Resolves with the first log line that matches. */
  waitFor(match: (l: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

function startServer(): Running {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: {
      ...process.env,
      NODE_ENV: "production", // JSON logs, no pretty printer
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: database.url,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: `norma-test:server:${process.pid}`,
      JWT_SECRET: TEST_JWT_SECRET,
      WEBHOOK_SECRET_KEY: Buffer.alloc(32, 9).toString("base64"),
      STORAGE_DIR: join(tmpdir(), `norma-server-test-${process.pid}`),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (l: Record<string, unknown>) => boolean; resolve: (l: Record<string, unknown>) => void }[] =
    [];
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const part of parts) {
      if (!part.trim()) continue;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(part);
      } catch {
        continue;
      }
      lines.push(line);
      for (const w of waiters.splice(0)) {
        if (w.match(line)) w.resolve(line);
        else waiters.push(w);
      }
    }
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    child,
    lines,
    exit,
    waitFor(match, timeoutMs) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (l) => {
            clearTimeout(timer);
            resolve(l);
          },
        });
        void exit.then(({ code }) => reject(new Error(`the server exited (${code}): ${stderr.slice(-2000)}`)));
      });
    },
  };
}

/** Reads a whole HTTP/1.1 response from a socket that the server closes after answering. */
function responseOf(socket: Socket): Promise<{ text: string; at: number }> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (d) => {
      text += d.toString("utf8");
    });
    socket.on("end", () => resolve({ text, at: Date.now() }));
    socket.on("error", reject);
  });
}

const running: Running[] = [];
afterAll(() => {
  for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill("SIGKILL");
});

describe("server.ts", () => {
  it("on SIGTERM stops taking connections, answers the request in flight, then exits 0", async () => {
    const server = startServer();
    running.push(server);
    const listening = await server.waitFor((l) => /listening at http:\/\/127\.0\.0\.1:\d+/.test(String(l.msg)), 60_000);
    const port = Number(/:(\d+)$/.exec(String(listening.msg))![1]);

    // A sign-in whose body is still on its way when the signal comes.
    const body = JSON.stringify({ email: "individual@astm.example", password: DEMO_PASSWORD });
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((r, j) => socket.once("connect", r).once("error", j));
    const answered = responseOf(socket);
    socket.write(
      [
        "POST /api/authenticate HTTP/1.1",
        "Host: 127.0.0.1",
        "X-Tenant: astm",
        "RequestId: in-flight-1",
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        "",
      ].join("\r\n") + body.slice(0, 10),
    );
    await server.waitFor((l) => l.requestId === "in-flight-1" && l.msg === "incoming request", 30_000);

    server.child.kill("SIGTERM");
    await server.waitFor((l) => l.msg === "closing", 30_000);
    // Soon after, no new connections are taken.
    const tryConnect = () =>
      new Promise<string>((resolve) => {
        const s = connect(port, "127.0.0.1");
        s.once("connect", () => {
          s.destroy();
          resolve("connected");
        });
        s.once("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
      });
    let refused = await tryConnect();
    for (const until = Date.now() + 10_000; refused === "connected" && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 50));
      refused = await tryConnect();
    }
    expect(refused).toBe("ECONNREFUSED");
    // Still running: it waits for the request in flight.
    await new Promise((r) => setTimeout(r, 300));
    expect(server.child.exitCode).toBeNull();

    socket.write(body.slice(10));
    const response = await answered;
    expect(response.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(response.text).toContain('"id_token"');
    expect(response.text.toLowerCase()).toContain("requestid: in-flight-1");

    const exit = await Promise.race([
      server.exit,
      new Promise<never>((_, j) => setTimeout(() => j(new Error("the server did not exit")), 15_000)),
    ]);
    expect(exit).toMatchObject({ code: 0, signal: null });
    // The order is the server's own: it answered the request in flight, then closed. (Which of
    // the child's exit and the socket's end this process notices first is the event loop's
    // business: under load the exit came 32 ms before the end was read.)
    const completed = server.lines.findIndex((l) => l.requestId === "in-flight-1" && l.msg === "request completed");
    const closed = server.lines.findIndex((l) => l.msg === "closed");
    expect(completed).toBeGreaterThanOrEqual(0);
    expect(closed).toBeGreaterThan(completed);
  }, 120_000);
});
