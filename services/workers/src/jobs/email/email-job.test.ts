import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import { Job, Queue } from "bullmq";
import { afterAll, describe, expect, it } from "vitest";
import { eventually, useWorkersEnv } from "../../../../../tests/harness/workers.ts";
import { enqueueOutbox } from "../../../../api/src/lib/outbox.ts";
import { renderEmail } from "../../lib/mail/templates.ts";
import { outboxJobId } from "../../outbox/relay.ts";
import { QUEUES } from "../../queues/contracts.ts";

const env = useWorkersEnv();
const CHILD = join(import.meta.dirname, "..", "..", "..", "..", "..", "tests", "workers", "email-worker-child.ts");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
});

function startChild(mode: "none" | "before-send" | "after-process"): ChildProcess {
  const child = fork(CHILD, [], {
    env: { ...process.env, ...env.env(), CRASH_MODE: mode },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once("exit", (code, signal) => resolve(signal ?? code));
  });

function groupMail(key: string) {
  return {
    idempotencyKey: key,
    to: `${key}@example.com`,
    locale: "fr",
    template: "group-message" as const,
    data: {
      sender: "Grace Hopper",
      tenant: "Norma",
      group: "Composites",
      subject: "Réunion",
      message: "Bonjour à tous.",
    },
  };
}

async function jobState(outboxId: bigint) {
  const queue = new Queue(QUEUES.email, { connection: { url: env.redisUrl }, prefix: env.redisPrefix });
  try {
    const job = await Job.fromId(queue, outboxJobId(outboxId));
    return job ? await job.getState() : "missing";
  } finally {
    await queue.close();
  }
}

describe("e-mail job", () => {
  it("a worker killed after sending is retried by another without a second e-mail", async () => {
    const key = "crash-after-send";
    const id = await enqueueOutbox(env.db, "email.send", groupMail(key));
    const crashing = startChild("after-process");
    expect(await exited(crashing)).toBe("SIGKILL");
    expect(env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === key)).toHaveLength(1);
    expect(await jobState(id)).toBe("active"); // BullMQ never heard the job finish

    const survivor = startChild("none");
    await eventually(async () => (await jobState(id)) === "completed", 30_000);
    survivor.kill("SIGTERM");
    await exited(survivor);
    expect(env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === key)).toHaveLength(1);
    const delivery = await env.db.emailDelivery.findUniqueOrThrow({ where: { idempotencyKey: key } });
    expect(delivery.status).toBe("SENT");
  }, 60_000);

  it("a worker killed before sending leaves the e-mail to the retry, which sends it once", async () => {
    const key = "crash-before-send";
    const id = await enqueueOutbox(env.db, "email.send", groupMail(key));
    const crashing = startChild("before-send");
    expect(await exited(crashing)).toBe("SIGKILL");
    expect(env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === key)).toHaveLength(0);

    const survivor = startChild("none");
    await eventually(async () => (await jobState(id)) === "completed", 30_000);
    survivor.kill("SIGTERM");
    await exited(survivor);
    const mails = env.sink.messages.filter((m) => m.headers["x-norma-delivery"] === key);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("[Composites] Réunion");
  }, 60_000);
});

describe("e-mail templates", () => {
  const data = {
    sender: "Ada <script>alert(1)</script>",
    tenant: "Norma",
    designation: "ISO 9001:2015",
    title: "Quality management systems",
    url: "https://norma.example/document/?contentCode=ISO%7C9001-2015%7Cen-US",
    message: "Please read clause 7.\n\nThanks",
  };

  it("escapes what users typed in the HTML part", () => {
    const mail = renderEmail("document-shared", "en", data);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Ada &lt;script&gt;");
    expect(mail.text).toContain("Please read clause 7.");
  });

  it("renders Arabic right to left and French in French", () => {
    expect(renderEmail("document-shared", "ar", data).html).toContain('dir="rtl"');
    expect(renderEmail("document-shared", "fr", data).subject).toBe(`${data.sender} a partagé ISO 9001:2015 avec vous`);
  });

  it("refuses a template whose required data is missing", () => {
    expect(() => renderEmail("document-shared", "en", { sender: "x" })).toThrow("template data 'tenant' is required");
  });
});
