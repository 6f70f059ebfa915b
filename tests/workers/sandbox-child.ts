// A stand-in for a sandboxed compare child (lib/sandbox): guarded like the real entries, then
//   CHILD_MODE=spin   a CPU-bound job that never yields (its event loop is blocked for good)
//   CHILD_MODE=busy   a job that never ends but yields, with a SIGTERM handler that waits for
//                     it (what BullMQ's child does)
//   CHILD_MODE=starting  a child still loading its processor (guardSandboxChild not yet called)
//                     under BullMQ's own child wrapper, which throws once its parent is gone
// It reports its pid to its parent first.
import { createRequire } from "node:module";
import { guardSandboxChild } from "@norma/workers/src/lib/sandbox/sandbox.ts";

const mode = process.env.CHILD_MODE;
if (mode !== "starting") guardSandboxChild({ everyMs: 100, termGraceMs: Number(process.env.TERM_GRACE_MS ?? 1_000) });
process.send?.({ pid: process.pid });
if (mode === "starting") {
  // BullMQ's wrapper: its async 'uncaughtException' listener reports to the parent over IPC.
  createRequire(import.meta.url)("bullmq/dist/cjs/classes/main.js");
  const throwOnceOrphaned = () => {
    if (process.connected) setTimeout(throwOnceOrphaned, 50);
    else
      setTimeout(() => {
        throw new Error("the processor's start-up failed after the parent died");
      }, 0);
  };
  throwOnceOrphaned();
  setInterval(() => {}, 1_000);
} else if (mode === "spin") {
  setTimeout(() => {
    let x = 0;
    for (;;) x = (x + 1) % 1_000_003;
  }, 100);
} else {
  process.on("SIGTERM", () => {}); // "wait for the current job"
  const work = () => setImmediate(work);
  work();
}
