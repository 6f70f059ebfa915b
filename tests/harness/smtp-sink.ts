// An in-process SMTP server that keeps every message it accepts (stands in for Mailpit).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SunkMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const out: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0)
      out[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim()).replace(/\?= =\?/g, "");
  }
  return out;
}

export interface SmtpSink {
  url: string;
  messages: SunkMail[];
  /** How many SMTP connections were opened to the sink so far. */
  connections(): number;
  /** Resolves when at least `count` messages arrived (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<SunkMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const waiters: (() => void)[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The workers' transport is pooled: its idle connections stay open after the last e-mail.
    // At close they are dropped after a second instead of smtp-server's default 30 s wait.
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = parseHeaders(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          subject: headers.subject ?? "",
          raw,
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  // A sender killed mid-message (the fault tests SIGKILL workers) resets its connection:
  // smtp-server reports that as an 'error' on the server, an uncaught exception without a listener.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
