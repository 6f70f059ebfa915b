// One webhook request (issue 30): a POST to the address the target check resolved and passed,
// pinned for the connection (the lookup the socket makes answers that address, so a second DNS
// answer cannot swap in a private one), with the host's name kept for TLS and the Host header.
// No redirect is followed (a 3xx is a failed attempt: a redirect could point anywhere). The whole
// request has one time budget; of the reply's body only the beginning is read.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "@norma/contracts/webhooks";

export interface SendResult {
  statusCode: number | null;
  /** The beginning of the reply's body (at most maxBodyChars characters). */
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

/** How much of a reply's body is read and kept. */
export const MAX_REPLY_BYTES = 2_000;

function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

export function sendWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const transport = target.url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, durationMs: Math.round(performance.now() - started) });
    };
    const req = transport.request(
      target.url,
      {
        method: "POST",
        lookup: pinnedLookup(target),
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, MAX_REPLY_BYTES).toString("utf8");
          const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
          finish({ statusCode: res.statusCode ?? null, excerpt, error: ok ? null : `HTTP ${res.statusCode}` });
          res.destroy();
        };
        res.on("data", (c: Buffer) => {
          chunks.push(c);
          size += c.length;
          if (size >= MAX_REPLY_BYTES) done();
        });
        res.on("end", done);
        res.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, excerpt: null, error: `timed out after ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on("error", (err) => finish({ statusCode: null, excerpt: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}
