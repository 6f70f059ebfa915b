// A workers process for crash tests: runs the real runtime, and kills itself (SIGKILL, no clean
// up) at the point CRASH_MODE names, the way a machine or container dies.
//   CRASH_MODE=before-send    dies when the e-mail job starts, before anything is sent
//   CRASH_MODE=after-process  dies after the e-mail was sent and recorded, before BullMQ is told
//   CRASH_MODE=none           a healthy worker
import { loadWorkersConfig } from "../../services/workers/src/config.ts";
import { createWorkerRuntime } from "../../services/workers/src/runtime.ts";

const mode = process.env.CRASH_MODE ?? "none";
const runtime = createWorkerRuntime(loadWorkersConfig(process.env), {
  // Short locks so the survivor notices the dead worker's job quickly.
  workerOptions: { lockDuration: 1_500, stalledInterval: 500, maxStalledCount: 3 },
  wrapProcessor: (_queue, processor) => async (job) => {
    if (mode === "before-send") process.kill(process.pid, "SIGKILL");
    const result = await processor(job);
    if (mode === "after-process") process.kill(process.pid, "SIGKILL");
    return result;
  },
});
await runtime.start();
process.send?.("ready");
process.on("SIGTERM", async () => {
  await runtime.stop();
  process.exit(0);
});
