// Development without Docker (issue 12): npm run dev takes its ports from the environment and
// starts an e-mail sink (npm run mail) unless SMTP_URL names another; the sink keeps what it is
// sent and lists it on a web page.

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { devPlan, devPorts, takenPorts, waitForListening } from "@norma/api/scripts/dev.mjs";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMessage, sinkFile, startMailSink } from "../../scripts/mail-sink.mjs";

describe("npm run dev", () => {
  it("uses the default ports, or those of the environment", () => {
    expect(devPorts({})).toEqual({
      api: 8080,
      reader: 5173,
      admin: 5174,
      workersMetrics: 9464,
      mailSmtp: 1025,
      mailWeb: 8025,
    });
    expect(devPorts({ WORKERS_METRICS_PORT: "off" }).workersMetrics).toBeNull();
    expect(devPorts({ WORKERS_METRICS_PORT: "9500" }).workersMetrics).toBe(9500);
    expect(devPorts({ API_PORT: "9080", READER_PORT: "6173", ADMIN_PORT: "6174" })).toMatchObject({
      api: 9080,
      reader: 6173,
      admin: 6174,
    });
    expect(() => devPorts({ API_PORT: "http" })).toThrow(/API_PORT/);
    expect(() => devPorts({ READER_PORT: "70000" })).toThrow(/READER_PORT/);
  });

  it("passes the ports to the services and starts the e-mail sink unless SMTP_URL is set", () => {
    const plan = devPlan({ API_PORT: "9080", READER_PORT: "6173", ADMIN_PORT: "6174", MAIL_SMTP_PORT: "2025" });
    expect(plan.env).toMatchObject({
      PORT: "9080",
      API_URL: "http://localhost:9080",
      PUBLIC_BASE_URL: "http://localhost:6173",
      SMTP_URL: "smtp://127.0.0.1:2025",
    });
    const args = Object.fromEntries(plan.services.map((s) => [s.name, s.args.join(" ")]));
    expect(args.reader).toMatch(/--port 6173 --strictPort$/);
    expect(args.admin).toMatch(/--port 6174 --strictPort$/);
    expect(args.mail).toBe("run mail");
    const elsewhere = devPlan({ SMTP_URL: "smtp://mail.example:25" });
    expect(elsewhere.services.map((s) => s.name)).not.toContain("mail");
    expect(elsewhere.env.SMTP_URL).toBe("smtp://mail.example:25");
  });

  it("lists every port it waits for, the workers' metrics port among them", () => {
    const plan = devPlan({ WORKERS_METRICS_PORT: "9500" });
    const listens = Object.fromEntries(plan.services.map((s) => [s.name, s.listens]));
    expect(listens).toEqual({
      api: [["API_PORT", 8080]],
      workers: [["WORKERS_METRICS_PORT", 9500]],
      reader: [["READER_PORT", 5173]],
      admin: [["ADMIN_PORT", 5174]],
      mail: [
        ["MAIL_SMTP_PORT", 1025],
        ["MAIL_WEB_PORT", 8025],
      ],
    });
    // Vite must not move to another port by itself: the API and the links expect this one.
    expect(plan.services.find((s) => s.name === "reader")!.args).toContain("--strictPort");
  });

  describe("with a port taken", () => {
    let holder: Server;
    let held: number;
    beforeAll(async () => {
      holder = createServer();
      await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
      held = (holder.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it("names the taken port, its variable and service, and a free one to use instead", async () => {
      const plan = devPlan({ WORKERS_METRICS_PORT: String(held), SMTP_URL: "smtp://elsewhere:25" });
      // Only the held port is checked here (the others are the machine's defaults).
      plan.services = plan.services.filter((s) => s.name === "workers");
      const problems = await takenPorts(plan);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(
          `^port ${held} \\(WORKERS_METRICS_PORT, workers\\) is in use: stop what holds it, or run with WORKERS_METRICS_PORT=\\d+$`,
        ),
      );
      const suggested = Number(/=(\d+)$/.exec(problems[0])![1]);
      expect(suggested).toBeGreaterThan(held);
    });

    it("npm run dev stops before starting anything, saying which port is taken", async () => {
      const script = new URL("../../services/api/scripts/dev.mjs", import.meta.url).pathname;
      const run = promisify(execFile)(process.execPath, [script], {
        env: { ...process.env, MAIL_SMTP_PORT: String(held) },
        timeout: 30_000,
      });
      const failure = await run.then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(`port ${held} (MAIL_SMTP_PORT, mail) is in use`);
    });

    it("waits for a service to listen and reports the ports that never did", async () => {
      const service = { listens: [["HELD", held] as [string, number]] };
      expect(await waitForListening(service, Date.now() + 2_000, 50)).toEqual([]);
      const free = await new Promise<number>((resolve) => {
        const s = createServer().listen(0, "127.0.0.1", () => {
          const port = (s.address() as { port: number }).port;
          s.close(() => resolve(port));
        });
      });
      const silent = { listens: [["SILENT", free] as [string, number]] };
      expect(await waitForListening(silent, Date.now() + 300, 50)).toEqual([["SILENT", free]]);
    });
  });
});

describe("npm run mail", () => {
  it("keeps its messages in a file, so a restart loses none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-sink-"));
    const file = join(dir, "kept.json");
    try {
      const first = await startMailSink({ smtpPort: 0, webPort: 0, file });
      const transport = createTransport({ host: "127.0.0.1", port: first.smtpPort, secure: false, ignoreTLS: true });
      await transport.sendMail({ from: "a@x.example", to: "b@x.example", subject: "Before the restart", text: "1" });
      await first.close();
      const second = await startMailSink({ smtpPort: 0, webPort: 0, file });
      try {
        expect(second.messages.map((m) => m.subject)).toEqual(["Before the restart"]);
        expect(second.messages[0].receivedAt).toBeInstanceOf(Date);
        const again = createTransport({ host: "127.0.0.1", port: second.smtpPort, secure: false, ignoreTLS: true });
        await again.sendMail({ from: "a@x.example", to: "b@x.example", subject: "After it", text: "2" });
        // Ids go on from the kept ones: links to earlier messages stay right.
        expect(second.messages.map((m) => [m.id, m.subject])).toEqual([
          [2, "After it"],
          [1, "Before the restart"],
        ]);
        const page = await (await fetch(`http://127.0.0.1:${second.webPort}/message/1`)).text();
        expect(page).toContain("Before the restart");
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps them in .storage by default, MAIL_SINK_FILE elsewhere, or in memory only when off", () => {
    expect(sinkFile({})).toMatch(/\/\.storage\/mail-sink\.json$/);
    expect(sinkFile({ MAIL_SINK_FILE: "/tmp/x.json" })).toBe("/tmp/x.json");
    expect(sinkFile({ MAIL_SINK_FILE: "off" })).toBeNull();
  });

  it("keeps the messages it is sent and shows them on its web page", async () => {
    const sink = await startMailSink({ smtpPort: 0, webPort: 0 });
    try {
      const transport = createTransport({ host: "127.0.0.1", port: sink.smtpPort, secure: false, ignoreTLS: true });
      await transport.sendMail({
        from: "alerts@astm-compass.example",
        to: "individual@astm.example",
        subject: "Révision: ASTM D3039 — new edition",
        text: "A tracked document changed.",
        html: "<p>A <strong>tracked</strong> document changed: ünïcode.</p>",
      });
      expect(sink.messages).toHaveLength(1);
      const list = await (await fetch(`http://127.0.0.1:${sink.webPort}/`)).text();
      expect(list).toContain("Révision: ASTM D3039 — new edition");
      expect(list).toContain("individual@astm.example");
      const id = sink.messages[0].id;
      const html = await (await fetch(`http://127.0.0.1:${sink.webPort}/message/${id}/html`)).text();
      expect(html).toContain("<strong>tracked</strong> document changed: ünïcode.");
      const json = await (await fetch(`http://127.0.0.1:${sink.webPort}/messages.json`)).json();
      expect(json[0]).toMatchObject({
        subject: "Révision: ASTM D3039 — new edition",
        text: "A tracked document changed.",
      });
      expect((await fetch(`http://127.0.0.1:${sink.webPort}/message/999`)).status).toBe(404);
    } finally {
      await sink.close();
    }
  });

  it("reads quoted-printable and base64 parts of a multipart message", () => {
    const raw = [
      "Subject: =?UTF-8?B?w4lsw6h2ZQ==?=",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "caf=C3=A9 =",
      "au lait",
      "--b1",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("<b>café</b>").toString("base64"),
      "--b1--",
      "",
    ].join("\r\n");
    expect(parseMessage(raw)).toMatchObject({ subject: "Élève", text: "café au lait", html: "<b>café</b>" });
  });
});
