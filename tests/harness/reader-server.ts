// Serves a production build of the reader the way web/nginx/default.conf.template does in
// production: /api, /management and /login passed to the API unchanged (the client's address in
// X-Forwarded-For), hashed assets cached for a year, index.html always fresh, gzip for text
// types from 1 KB, and any other path answered with index.html (client-side routes). The app's
// pages carry the app's Content-Security-Policy (web/nginx/csp.mjs, from the built index.html),
// nosniff and its referrer policy; the API's replies go through with the API's headers only.
// With a console build (consoleRoot) it serves the console at /admin/ as the reader's image does
// (issue 26 §17): /admin → /admin/, the spec's admin page addresses (/admin/docs, …) → the console's
// hash routes, the console's page with its own policy, its assets cached, any other /admin/ path
// its index.html.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { appCsp, consentSources } from "../../web/nginx/csp.mjs";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".bcmap": "application/octet-stream",
  ".pfb": "application/octet-stream",
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
const API_PATH = /^\/(api|management|login|scim|saml)(\/|$|\?)/;
/** The spec's admin page addresses and the console's hash route of each (web/nginx/default.conf.template). */
const ADMIN_SCREENS: Record<string, string> = {
  "user-management": "users",
  metrics: "metrics",
  health: "health",
  configuration: "configuration",
  audits: "audits",
  logs: "logs",
  docs: "docs",
};

export interface ReaderServer {
  url: string;
  close(): Promise<void>;
}

export async function startReaderServer(options: {
  root: string;
  apiUrl: string;
  /** COOKIE_CONSENT_SCRIPT_HOSTS, as the images' nginx puts it in the policy. */
  consentHosts?: string;
  /** A console build (web/admin, base /admin/) to serve at /admin/. */
  consoleRoot?: string;
}): Promise<ReaderServer> {
  const root = normalize(options.root);
  const consoleRoot = options.consoleRoot ? normalize(options.consoleRoot) : null;
  const api = new URL(options.apiUrl);
  const gzipped = new Map<string, Buffer>();
  const csp = appCsp(await readFile(join(root, "index.html"), "utf8"), consentSources(options.consentHosts));
  const consoleCsp = consoleRoot
    ? appCsp(await readFile(join(consoleRoot, "index.html"), "utf8"), consentSources(options.consentHosts))
    : null;

  function proxy(req: IncomingMessage, res: ServerResponse) {
    const headers = { ...req.headers };
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
    headers["x-forwarded-host"] = req.headers.host ?? "";
    headers["x-forwarded-proto"] = "http";
    headers["x-real-ip"] = req.socket.remoteAddress ?? "";
    const upstream = http.request(
      { host: api.hostname, port: api.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      // Said in the test's output: a browser test that fails on a 502 names its cause (the path
      // only: a query may carry a token).
      console.error(`[reader-server] ${req.method} ${req.url?.split("?")[0]}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("Bad gateway");
    });
    // A client that leaves before its reply is complete (a closed tab's result stream) takes its
    // upstream request with it, as nginx does: left open, the API would hold the stream.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  /** The file a path names inside a build, or null (dot files and directories excluded). */
  async function fileOf(root: string, pathname: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.split("/").some((part) => part.startsWith("."))) return null;
    const path = normalize(join(root, decoded));
    if (!path.startsWith(root + sep)) return null;
    const s = await stat(path).catch(() => null);
    return s?.isFile() ? path : null;
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = new URL(req.url ?? "/", "http://reader").pathname;
    const inConsole = consoleRoot !== null && /^\/admin(\/|$)/.test(pathname);
    if (inConsole && pathname === "/admin") {
      res.writeHead(301, { location: "/admin/" }).end();
      return;
    }
    const screen = inConsole ? /^\/admin\/([a-z-]+)\/?$/.exec(pathname)?.[1] : undefined;
    if (screen && Object.hasOwn(ADMIN_SCREENS, screen)) {
      res.writeHead(302, { location: `/admin/#/${ADMIN_SCREENS[screen]}` }).end();
      return;
    }
    const [appRoot, appPath] =
      inConsole && consoleRoot ? [consoleRoot, pathname.slice("/admin".length)] : [root, pathname];
    const found = await fileOf(appRoot, appPath);
    if (!found && inConsole && appPath.startsWith("/assets/")) {
      // nginx: try_files $uri =404 for the console's hashed assets.
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const file = found ?? join(appRoot, "index.html");
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "content-type": type,
      "content-security-policy": (inConsole && consoleCsp) || csp,
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cache-control": appPath.startsWith("/assets/") ? "public, max-age=31536000" : "no-cache",
    };
    const size = (await stat(file)).size;
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (COMPRESSIBLE.test(type) && size >= 1024) {
      headers.vary = "Accept-Encoding";
      if (acceptsGzip) {
        let body = gzipped.get(file);
        if (!body) {
          body = gzipSync(await readFile(file));
          gzipped.set(file, body);
        }
        res.writeHead(200, { ...headers, "content-encoding": "gzip", "content-length": String(body.length) });
        res.end(req.method === "HEAD" ? undefined : body);
        return;
      }
    }
    res.writeHead(200, { ...headers, "content-length": String(size) });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  }

  const server = http.createServer((req, res) => {
    if (API_PATH.test(req.url ?? "")) {
      proxy(req, res);
      return;
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal error");
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
