// A document's HTML in the reader's frame reaches nothing outside (issue 11 items 6 and 7), in
// Chromium: hostile HTML — mutation XSS and script-less exfiltration through CSS (@import,
// url(), @font-face, image-set), images, links, meta refresh — is published for a standard and
// opened in its HTML view, while an "outside" server on another origin counts every request it
// gets. Through the whole chain (sanitiser, the reader's CSP, the frame's own CSP, the sandbox)
// and with the sanitiser bypassed (the API's reply replaced by the raw HTML, so only the CSPs
// and the sandbox stand), no request leaves the frame.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";

let outside: http.Server;
let outsideOrigin = "";
const outsideHits: string[] = [];

beforeAll(async () => {
  outside = http.createServer((req, res) => {
    outsideHits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "text/css", "access-control-allow-origin": "*" }).end("");
  });
  await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
  outsideOrigin = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => outside.close(() => resolve())));

function hostileHtml(): string {
  const o = outsideOrigin;
  return `<!DOCTYPE html><html><head>
<meta http-equiv="refresh" content="1;url=${o}/refresh">
<link rel="stylesheet" href="${o}/link.css"><link rel="prefetch" href="${o}/prefetch">
<style>@import url(${o}/import.css); body{background:url(${o}/background.png)}
@font-face{font-family:x;src:url(${o}/font.woff)} p{font-family:x}
h1{background-image:image-set("${o}/image-set.png" 1x)} li{list-style-image:u\\72l(${o}/escaped.png)}</style>
</head><body><h1 class="doc-title">Hostile standard</h1><p>Text</p><ul><li>item</li></ul>
<img src="${o}/img.png"><img srcset="${o}/srcset.png 1x"><picture><source srcset="${o}/source.png"><img alt="p"></picture>
<div style="background:url(${o}/inline.png)">inline</div>
<math><style><img src="${o}/mxss.png" onerror="fetch('${o}/onerror')"></style></math>
<svg><image href="${o}/svg-image.png"/></svg><video poster="${o}/poster.png"></video>
<table background="${o}/table.png"><tr><td>cell</td></tr></table>
<form action="${o}/form"><input type="image" src="${o}/input.png"></form>
<object data="${o}/object"></object><embed src="${o}/embed"><iframe src="${o}/iframe"></iframe>
<script>fetch("${o}/script")</script></body></html>`;
}

/**
 * Every reply the page (its frames included) got from an origin other than the reader's: a load
 * the CSP blocks is reported as a failed request and never reaches the network, a reply means
 * the request left.
 */
function watchRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("response", (r) => {
    const url = r.url();
    if (
      !url.startsWith(reader.baseUrl) &&
      !url.startsWith("data:") &&
      !url.startsWith("blob:") &&
      url !== "about:srcdoc"
    )
      foreign.push(url);
  });
  return foreign;
}

async function openHtmlView(page: Page) {
  await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=HTML`);
  await page.frameLocator("iframe[sandbox]").locator("h1.doc-title").waitFor();
  // Time for anything delayed (meta refresh after 1 s, lazy images, fonts) to try.
  await page.waitForTimeout(2_000);
}

describe("the document frame fetches nothing from outside", { timeout: 120_000 }, () => {
  it("the app's pages carry a strict CSP with frame-ancestors; API replies keep their own headers, once", async () => {
    const page = await reader.newPage();
    const res = await page.goto(`${reader.baseUrl}/`);
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const api = await fetch(`${reader.baseUrl}/management/health`);
    expect(api.headers.get("content-security-policy")).toBeNull();
    // fetch joins repeated headers with ", ": once means no comma.
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    await page.context().close();
  });

  it("through the whole chain: the published hostile HTML is opened, no request leaves", async () => {
    const doc = await reader.api.db.document.findUniqueOrThrow({ where: { contentCode: CONTENT_CODE } });
    const asset = await reader.api.db.documentAsset.findFirstOrThrow({
      where: { documentId: doc.id, kind: "HTML" },
      orderBy: { id: "asc" },
    });
    const key = `test/hostile-${Date.now()}.html`;
    const stored = await reader.api.storage.put(key, hostileHtml());
    await reader.api.db.documentAsset.update({
      where: { id: asset.id },
      data: { storageKey: key, sha256: stored.sha256, byteSize: stored.byteSize },
    });
    outsideHits.length = 0;
    const page = await reader.newPage();
    const foreign = watchRequests(page);
    await reader.signIn(page);
    await openHtmlView(page);
    await expect(page.frameLocator("iframe[sandbox]").getByText("cell")).toBeDefined();
    expect(foreign).toEqual([]);
    expect(outsideHits).toEqual([]);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("with the sanitiser bypassed, the CSPs and the sandbox alone stop every request", async () => {
    outsideHits.length = 0;
    const page = await reader.newPage();
    const foreign = watchRequests(page);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.route("**/api/documents/html/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: hostileHtml() }),
    );
    await reader.signIn(page);
    await openHtmlView(page);
    expect(outsideHits).toEqual([]);
    expect(foreign).toEqual([]);
    // The policies did the refusing (the browser reports what they blocked).
    expect(violations.length).toBeGreaterThan(0);
  });
});
