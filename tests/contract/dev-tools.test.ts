// Development without Docker (issue 12): npm run dev takes its ports from the environment and
// starts an e-mail sink (npm run mail) unless SMTP_URL names another; the sink keeps what it is
// sent and lists it on a web page.

import { devPlan, devPorts } from "@norma/api/scripts/dev.mjs";
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { parseMessage, startMailSink } from "../../scripts/mail-sink.mjs";

describe("npm run dev", () => {
  it("uses the default ports, or those of the environment", () => {
    expect(devPorts({})).toEqual({ api: 8080, reader: 5173, admin: 5174, mailSmtp: 1025, mailWeb: 8025 });
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
    expect(args.reader).toMatch(/--port 6173$/);
    expect(args.admin).toMatch(/--port 6174$/);
    expect(args.mail).toBe("run mail");
    const elsewhere = devPlan({ SMTP_URL: "smtp://mail.example:25" });
    expect(elsewhere.services.map((s) => s.name)).not.toContain("mail");
    expect(elsewhere.env.SMTP_URL).toBe("smtp://mail.example:25");
  });
});

describe("npm run mail", () => {
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
