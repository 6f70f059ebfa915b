// The workers' GET /metrics endpoint (metrics.ts serves its registry with it): nothing else is
// served, and a token, when configured, is required as a bearer token.
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type client from "prom-client";

/** Constant time, whatever the lengths: the digests are compared, never the texts. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Serves GET /metrics (and nothing else); a token, when given, is required as a bearer token. */
export async function serveMetrics(
  registry: client.Registry,
  options: { port: number; host: string; token?: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    if (options.token && !sameSecret(req.headers.authorization ?? "", `Bearer ${options.token}`)) {
      res.writeHead(401, { "content-type": "text/plain" }).end("the metrics token is missing or wrong\n");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      (err: Error) => res.writeHead(500, { "content-type": "text/plain" }).end(`${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
