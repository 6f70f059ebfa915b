// The workers' SMTP transport keeps its connections: a fan-out of many e-mails reuses a few open
// connections instead of a connect, greeting and QUIT per e-mail.

import { type SmtpSink, startSmtpSink } from "@norma/tests/harness/smtp-sink.ts";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpTransport, type MailTransport } from "./transport.ts";

let sink: SmtpSink | undefined;
let transport: MailTransport | undefined;
afterEach(async () => {
  transport?.close();
  await sink?.close();
});

const mail = (i: number) => ({
  from: "alerts@example.org",
  to: `reader-${i}@example.org`,
  subject: `Alert ${i}`,
  text: "A new edition.",
  html: "<p>A new edition.</p>",
  messageId: `<alert-${i}@example.org>`,
});

describe("SMTP transport", () => {
  it("sends 40 e-mails, 4 at a time, over at most 4 connections", async () => {
    sink = await startSmtpSink();
    transport = createSmtpTransport(sink.url, 4);
    for (let i = 0; i < 40; i += 4) {
      await Promise.all([0, 1, 2, 3].map((j) => transport?.send(mail(i + j))));
    }
    expect(sink.messages).toHaveLength(40);
    expect(sink.connections()).toBeGreaterThan(0);
    expect(sink.connections()).toBeLessThanOrEqual(4);
  });

  it("keeps an SMTP_URL's own choice not to pool: a connection per e-mail", async () => {
    sink = await startSmtpSink();
    transport = createSmtpTransport(`${sink.url}?pool=false`, 4);
    for (let i = 0; i < 5; i++) await transport.send(mail(i));
    expect(sink.messages).toHaveLength(5);
    expect(sink.connections()).toBe(5);
  });
});
