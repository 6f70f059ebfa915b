// The Content-Security-Policy of a web app's pages (reader or console), for nginx and for the
// test server that mimics it (tests/harness/reader-server.ts). Everything comes from the app's
// own origin; the only inline script, the route-preload script the build writes into
// index.html, is allowed by its hash, computed from the built file. A document's HTML opened in
// the reader's srcdoc frame inherits this policy (and adds its own, stricter one), so nothing in
// it can fetch from outside even if the sanitiser missed it.
//
//   node web/nginx/csp.mjs <dist>/index.html <out.conf>   writes `set $app_csp "…";` for nginx
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** sha256 sources of the inline <script> elements (those without src) of an HTML page. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    hashes.push(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The policy for a page whose built index.html is `indexHtml`. */
export function appCsp(indexHtml) {
  return [
    "default-src 'self'",
    // pdf.js decodes some images with WebAssembly.
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes(indexHtml).join(" ")}`.trim(),
    // React's style attributes and the console's CSS-in-JS.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    // The documents' videos are Wistia's player in a frame.
    "frame-src 'self' blob: https://fast.wistia.net",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [index, out] = process.argv.slice(2);
  if (!index || !out) {
    console.error("usage: node web/nginx/csp.mjs <dist>/index.html <out.conf>");
    process.exit(2);
  }
  const policy = appCsp(readFileSync(index, "utf8"));
  writeFileSync(
    out,
    `# Written at image build by web/nginx/csp.mjs from the built index.html.\nset $app_csp "${policy}";\n`,
  );
}
