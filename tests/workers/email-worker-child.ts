// A workers process for crash tests: runs the real runtime, and kills itself (SIGKILL, no clean
// up) at the point CRASH_MODE names, the way a machine or container dies.
//   CRASH_MODE=before-send    dies when the e-mail job starts, before anything is sent
//   CRASH_MODE=after-smtp     dies right after the SMTP server accepted the message, before the
//                             delivery row says SENT (the one window exactly-once cannot close)
//   CRASH_MODE=after-process  dies after the e-mail was sent and recorded, before BullMQ is told
//   CRASH_MODE=none           a healthy worker
// SEND_DELAY_MS (optional) makes each send take that much longer, like a distant SMTP server.
// LOCK_MS is the BullMQ lock of its jobs: short for a worker about to die (the survivor takes
// its job over once the lock runs out), long for a survivor (a busy machine must not make it
// lose its own locks).
import { QUEUES } from "@norma/contracts/queues";
import { loadWorkersConfig } from "@norma/workers/src/config.ts";
import { createSmtpTransport, type MailTransport } from "@norma/workers/src/lib/mail/transport.ts";
import { createWorkerRuntime } from "@norma/workers/src/runtime.ts";

const mode = process.env.CRASH_MODE ?? "none";
const lockMs = Number(process.env.LOCK_MS ?? 5_000);
const die = () => process.kill(process.pid, "SIGKILL");
const config = loadWorkersConfig(process.env);

let transport: MailTransport | undefined;
const sendDelayMs = Number(process.env.SEND_DELAY_MS ?? 0);
if (sendDelayMs > 0) {
  const smtp = createSmtpTransport(config.smtpUrl);
  transport = {
    async send(mail) {
      await new Promise((r) => setTimeout(r, sendDelayMs));
      return smtp.send(mail);
    },
    close: () => smtp.close(),
  };
}
if (mode === "after-smtp") {
  const smtp = createSmtpTransport(config.smtpUrl);
  transport = {
    async send(mail) {
      await smtp.send(mail);
      die();
      return new Promise(() => {});
    },
    close: () => smtp.close(),
  };
}

const runtime = createWorkerRuntime(config, {
  workerOptions: { lockDuration: lockMs, stalledInterval: 500, maxStalledCount: 3 },
  ...(transport ? { transport } : {}),
  // Only the e-mail queue's jobs crash: the runtime's other jobs (a repeatable clean-up scheduled at
  // start, say) must not kill the worker before the e-mail under test is reached.
  wrapProcessor: (queue, processor) => async (job) => {
    if (queue !== QUEUES.email) return processor(job);
    if (mode === "before-send") die();
    const result = await processor(job);
    if (mode === "after-process") die();
    return result;
  },
});
await runtime.start();
process.send?.("ready");
process.on("SIGTERM", async () => {
  await runtime.stop();
  process.exit(0);
});
