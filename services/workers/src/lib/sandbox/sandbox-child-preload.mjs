// Preloaded (`node --import`) into every sandboxed child before BullMQ's child wrapper and the
// processor's module, so the child is tied to its parent from its first instruction. Plain
// JavaScript with no imports of the project: the same file serves the source tree (tsx) and the
// bundle (build.mjs copies it beside main.mjs).
//
// guardSandboxChild (sandbox.ts) does the same once the processor's module has loaded; that is
// too late when the workers process dies while the child is still starting (loading tsx and the
// processor takes seconds under load). Then BullMQ's own 'uncaughtException' listener, which is
// async and reports the error to the parent over the IPC channel, fails to send, its rejection is
// another uncaught exception, and the child spins in that loop for good: seen as an orphan at
// 25 % of a core for 46 minutes after a test killed its workers process.
import { Worker } from "node:worker_threads";

const PARENT_WATCH = `
const { workerData } = require("node:worker_threads");
setInterval(() => {
  if (process.ppid !== workerData.ppid) process.kill(workerData.pid, "SIGKILL");
}, workerData.everyMs);
`;

if (process.connected) {
  globalThis.__normaSandboxChildGuarded = true;
  process.on("disconnect", () => process.exit(1));
  // Registered before BullMQ's listener, so it runs first: with no parent to report to, end now.
  process.on("uncaughtException", () => {
    if (!process.connected) process.exit(1);
  });
  // A thread, because a CPU-bound job blocks this process's event loop and so its 'disconnect'.
  const everyMs = Number(process.env.SANDBOX_PARENT_WATCH_MS) || 500;
  const watch = new Worker(PARENT_WATCH, {
    eval: true,
    workerData: { pid: process.pid, ppid: process.ppid, everyMs },
  });
  watch.unref();
}
