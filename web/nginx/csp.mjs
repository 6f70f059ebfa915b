// The Content-Security-Policy of a web app's pages (reader or console), for nginx and for the
// test server that mimics it (tests/harness/reader-server.ts). Everything comes from the app's
// own origin; the only inline script, the route-preload script the build writes into
// index.html, is allowed by its hash, computed from the built file. A document's HTML opened in
// the reader's srcdoc frame inherits this policy (and adds its own, stricter one), so nothing in
// it can fetch from outside even if the sanitiser missed it.
//
//   node web/nginx/csp.mjs <dist>/index.html <out.conf> [variable]
// writes `set $<variable> "…";` for nginx (default app_csp; the console's page: admin_csp).
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

/**
 * The sources a tenant's cookie-consent script may come from, and what it loads in turn (its
 * banner's settings, styles, images, preference frame): https://<host> for each host of
 * COOKIE_CONSENT_SCRIPT_HOSTS (comma- or space-separated), the same list the API checks a tenant's
 * script address against. Empty: no outside script at all.
 */
export function consentSources(hosts) {
  return (
    String(hosts ?? "")
      .split(/[\s,]+/)
      .map((h) => h.trim().toLowerCase())
      // *.example.com: example.com's subdomains, as the API's check allows.
      .filter((h) => /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(h))
      .map((h) => `https://${h}`)
      .join(" ")
  );
}

/**
 * The policy for a page whose built index.html is `indexHtml`. `consent` is added to the
 * directives a cookie-consent script needs: the sources themselves (the test server), or, in the
 * images, the nginx variable `$cookie_consent_sources` that the container sets at start from
 * COOKIE_CONSENT_SCRIPT_HOSTS (cookie-consent-sources.envsh).
 */
export function appCsp(indexHtml, consent = "") {
  const with_ = (directive) => `${directive}${consent ? ` ${consent}` : ""}`;
  return [
    "default-src 'self'",
    // pdf.js decodes some images with WebAssembly.
    with_(`script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes(indexHtml).join(" ")}`.trim()),
    // React's style attributes and the console's CSS-in-JS.
    with_("style-src 'self' 'unsafe-inline'"),
    with_("img-src 'self' data: blob:"),
    with_("font-src 'self' data:"),
    with_("connect-src 'self'"),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    // The documents' videos are Wistia's player in a frame.
    with_("frame-src 'self' blob: https://fast.wistia.net"),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [index, out, variable = "app_csp"] = process.argv.slice(2);
  if (!index || !out || !/^[a-z_]+$/.test(variable)) {
    console.error("usage: node web/nginx/csp.mjs <dist>/index.html <out.conf> [variable]");
    process.exit(2);
  }
  const policy = appCsp(readFileSync(index, "utf8"), "$cookie_consent_sources");
  writeFileSync(
    out,
    `# Written at image build by web/nginx/csp.mjs from the built index.html.\nset $${variable} "${policy}";\n`,
  );
}
