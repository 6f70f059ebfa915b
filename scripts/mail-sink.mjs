// npm run mail — a local e-mail sink for development without Docker (what Mailpit is in
// docker-compose): an SMTP server that keeps every message in memory and a small web page that
// lists them and shows each one (its HTML, else its text, and the raw source).
//   MAIL_SMTP_PORT (default 1025) — point SMTP_URL at smtp://127.0.0.1:<port> (npm run dev does)
//   MAIL_WEB_PORT  (default 8025) — open http://127.0.0.1:<port>
//   MAIL_SINK_FILE (default .storage/mail-sink.json) — where the messages are kept, so a restart
//                  of npm run dev loses none (the demo's revision alerts are made once per
//                  database); "off" keeps them in memory only.
// At most MAIL_KEEP (default 500) are kept, newest first.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";

/** Decodes RFC 2047 encoded words in a header value. */
export function decodeWords(value) {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset, enc, text) => {
    const bytes =
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          );
    return new TextDecoder(/utf-?8/i.test(charset) ? "utf-8" : "latin1").decode(bytes);
  });
}

/** Header block and body of a MIME entity. */
function split(raw) {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { head: raw, body: "" };
  return { head: raw.slice(0, m.index), body: raw.slice(m.index + m[0].length) };
}

export function parseHeaders(head) {
  const out = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return out;
}

function decodeBody(body, encoding, charset) {
  const enc = (encoding ?? "").toLowerCase();
  const bytes =
    enc === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : enc === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          )
        : Buffer.from(body, "utf8");
  return new TextDecoder(/utf-?8/i.test(charset ?? "utf-8") ? "utf-8" : "latin1").decode(bytes);
}

/** The text and HTML parts of a message (multipart/alternative and multipart/mixed, nested). */
export function parseMessage(raw) {
  const { head, body } = split(raw);
  const headers = parseHeaders(head);
  const parts = { text: null, html: null };
  const walk = (h, b) => {
    const type = h["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of b.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith("--")) break;
        // The line break before a boundary belongs to the boundary (RFC 2046).
        const part = split(chunk.replace(/^\r?\n/, ""));
        walk(parseHeaders(part.head), part.body.replace(/\r?\n$/, ""));
      }
      return;
    }
    const charset = /charset="?([^";]+)"?/i.exec(type)?.[1];
    const text = decodeBody(b, h["content-transfer-encoding"], charset);
    if (/^text\/html/i.test(type) && parts.html === null) parts.html = text;
    else if (/^text\/plain/i.test(type) && parts.text === null) parts.text = text;
  };
  walk(headers, body);
  return { headers, subject: headers.subject ?? "", ...parts };
}

const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px;color:#1b2430}table{border-collapse:collapse;width:100%}
td,th{text-align:start;padding:6px 8px;border-bottom:1px solid #dde2ea}a{color:#1d4ed8}iframe{width:100%;height:70vh;border:1px solid #dde2ea}
pre{white-space:pre-wrap;background:#f4f6f9;padding:12px}</style></head><body>${body}</body></html>`;
}

/** The messages kept in `file` (newest first), or none when it does not exist or cannot be read. */
export function readKeptMessages(file) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    if (err.code !== "ENOENT") console.warn(`mail sink: ${file} could not be read (${err.message}); starting empty`);
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((m) => m && Number.isInteger(m.id) && typeof m.raw === "string")
    .map((m) => ({ ...m, receivedAt: new Date(m.receivedAt) }));
}

/** Writes the messages whole to a temporary file, then renames it: a crash leaves the old list. */
function keepMessages(file, messages) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(messages));
  renameSync(temporary, file);
}

/**
 * Starts the sink; ports 0 pick free ones. Resolves with the ports and the kept messages. With
 * `file`, the messages kept there are loaded first and every new one is written to it.
 */
export async function startMailSink({
  smtpPort = 1025,
  webPort = 8025,
  host = "127.0.0.1",
  keep = 500,
  file = null,
} = {}) {
  const messages = file ? readKeptMessages(file).slice(0, keep) : [];
  let next = messages.reduce((max, m) => Math.max(max, m.id), 0) + 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The workers keep pooled SMTP connections open: stopping the sink drops them after a second
    // instead of waiting smtp-server's default 30 s.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.unshift({
          id: next++,
          receivedAt: new Date(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        });
        messages.length = Math.min(messages.length, keep);
        if (file) {
          try {
            keepMessages(file, messages);
          } catch (err) {
            console.warn(`mail sink: ${file} could not be written (${err.message}); the message is kept in memory`);
          }
        }
        callback();
      });
    },
  });
  // A sender that dies mid-message (a workers process killed) resets its connection: smtp-server
  // reports that as an 'error' on the server, which would end the sink without a listener.
  smtp.on("error", (err) => console.warn(`smtp connection error: ${err.message}`));
  await new Promise((resolve) => smtp.listen(smtpPort, host, resolve));

  const web = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://sink.invalid");
    const send = (status, type, body) => {
      res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store" });
      res.end(body);
    };
    if (url.pathname === "/") {
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${esc(m.receivedAt.toISOString().replace("T", " ").slice(0, 19))}</td><td>${esc(m.to.join(", "))}</td>` +
            `<td><a href="/message/${m.id}">${esc(m.subject || "(no subject)")}</a></td></tr>`,
        )
        .join("");
      return send(
        200,
        "text/html",
        page(
          "E-mails",
          `<h1>E-mails (${messages.length})</h1><p>SMTP on port ${smtp.server.address().port}; newest first; reload to update.</p>` +
            `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
        ),
      );
    }
    if (url.pathname === "/messages.json") return send(200, "application/json", JSON.stringify(messages));
    const m = /^\/message\/(\d+)(\/(html|raw))?$/.exec(url.pathname);
    const message = m && messages.find((x) => x.id === Number(m[1]));
    if (!message) return send(404, "text/plain", "not found");
    if (m[3] === "html") return send(200, "text/html", message.html ?? `<pre>${esc(message.text ?? "")}</pre>`);
    if (m[3] === "raw") return send(200, "text/plain", message.raw);
    return send(
      200,
      "text/html",
      page(
        message.subject,
        `<p><a href="/">All e-mails</a> · <a href="/message/${message.id}/raw">Source</a></p>` +
          `<h1>${esc(message.subject || "(no subject)")}</h1><p>From ${esc(message.from)} to ${esc(message.to.join(", "))}</p>` +
          (message.html !== null
            ? `<iframe title="Message" sandbox src="/message/${message.id}/html"></iframe>`
            : `<pre>${esc(message.text ?? "")}</pre>`),
      ),
    );
  });
  await new Promise((resolve) => web.listen(webPort, host, resolve));
  return {
    smtpPort: smtp.server.address().port,
    webPort: web.address().port,
    messages,
    file,
    close: () =>
      Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => web.close(r))]).then(() => undefined),
  };
}

/** MAIL_SINK_FILE, else .storage/mail-sink.json in the repository; null when "off". */
export function sinkFile(env) {
  if (env.MAIL_SINK_FILE === "off") return null;
  if (env.MAIL_SINK_FILE) return env.MAIL_SINK_FILE;
  return fileURLToPath(new URL("../.storage/mail-sink.json", import.meta.url));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = (name, fallback) => {
    const n = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`${name} must be a port number`);
    return n;
  };
  const sink = await startMailSink({
    smtpPort: port("MAIL_SMTP_PORT", 1025),
    webPort: port("MAIL_WEB_PORT", 8025),
    keep: port("MAIL_KEEP", 500),
    file: sinkFile(process.env),
  });
  console.log(
    `mail sink: SMTP smtp://127.0.0.1:${sink.smtpPort}, messages at http://127.0.0.1:${sink.webPort}` +
      (sink.file ? ` (kept in ${sink.file}: ${sink.messages.length} so far)` : " (in memory only)"),
  );
}
