// A workers process for the revision-alert crash tests: the real runtime, killed (SIGKILL, no
// clean-up) at the point the environment names, the way a machine or container dies.
//   CRASH_AFTER_CHUNKS=n  dies right after the fan-out committed its n-th chunk of recipients; its
//                         SMTP connection never answers, so it delivers nothing before dying
//   CRASH_AFTER_EMAILS=n  dies right after its n-th e-mail was sent and recorded, before BullMQ
//                         hears the job finished (run it with EMAIL_CONCURRENCY=1); runs that
//                         found their e-mail sent already do not count
//   neither               a healthy worker
// LOCK_MS is the BullMQ lock of its jobs: short for a worker about to die (the survivor takes
// its jobs over once the lock runs out), long for a survivor (a busy machine must not make it
// lose its own locks).
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import type { MailTransport } from "@norma/workers/src/lib/mail/transport.ts";
import { createWorkerRuntime } from "@norma/workers/src/runtime.ts";

const afterChunks = Number(process.env.CRASH_AFTER_CHUNKS ?? 0);
const afterEmails = Number(process.env.CRASH_AFTER_EMAILS ?? 0);
const lockMs = Number(process.env.LOCK_MS ?? 5_000);
const die = () => process.kill(process.pid, "SIGKILL");

/** An SMTP server that accepts the connection and never answers. */
const silent: MailTransport = { send: () => new Promise(() => {}), close: () => {} };

let sent = 0;
const runtime = createWorkerRuntime(loadWorkersConfig(process.env), {
  workerOptions: { lockDuration: lockMs, stalledInterval: 500, maxStalledCount: 5 },
  ...(afterChunks ? { transport: silent } : {}),
  trackingAlerts: {
    chunkSize: Number(process.env.ALERT_CHUNK_SIZE ?? 200),
    onChunk: ({ chunk }) => {
      if (afterChunks && chunk === afterChunks) die();
    },
  },
  wrapProcessor: (queue, processor) => async (job) => {
    const result = await processor(job);
    const reallySent = (result as { status?: string } | undefined)?.status === "sent";
    if (queue === "email" && afterEmails && reallySent && ++sent === afterEmails) die();
    return result;
  },
});
await runtime.start();
process.send?.("ready");
process.on("SIGTERM", async () => {
  await runtime.stop();
  process.exit(0);
});
