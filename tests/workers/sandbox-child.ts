// A stand-in for a sandboxed compare child (lib/sandbox): guarded like the real entries, then
//   CHILD_MODE=spin   a CPU-bound job that never yields (its event loop is blocked for good)
//   CHILD_MODE=busy   a job that never ends but yields, with a SIGTERM handler that waits for
//                     it (what BullMQ's child does)
// It reports its pid to its parent first.
import { guardSandboxChild } from "../../services/workers/src/lib/sandbox/sandbox.ts";

guardSandboxChild({ everyMs: 100, termGraceMs: Number(process.env.TERM_GRACE_MS ?? 1_000) });
process.send?.({ pid: process.pid });
if (process.env.CHILD_MODE === "spin") {
  setTimeout(() => {
    let x = 0;
    for (;;) x = (x + 1) % 1_000_003;
  }, 100);
} else {
  process.on("SIGTERM", () => {}); // "wait for the current job"
  const work = () => setImmediate(work);
  work();
}
