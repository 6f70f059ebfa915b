// Issue 23 §6: the queue dashboard's page has a Content-Security-Policy that its own scripts and
// styles fit (served from bull-board's static path, same origin) and that no other page may frame
// (frame-ancestors 'none', X-Frame-Options DENY); its refusals carry the same headers.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_CSP } from "./queue-dashboard.ts";

const api = useApi();
let operator: string;

beforeAll(async () => {
  operator = await api.login("operator@astm.example");
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The directives of a CSP header: name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe("queue dashboard headers", () => {
  it("sends its CSP with frame-ancestors 'none' and X-Frame-Options DENY on the page", async () => {
    const page = await api.request({ method: "GET", url: "/management/queues/", headers: bearer(operator) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toBe(DASHBOARD_CSP);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    // The jobs' data is not kept by a browser, whether the caller came by token or by cookie.
    expect(page.headers["cache-control"]).toBe("no-store");
    const csp = directives(String(page.headers["content-security-policy"]));
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src") ?? csp.get("default-src")).toEqual(["'none'"]);
  });

  it("fits the page: every script is a same-origin file of the static path, served; no inline script runs", async () => {
    const page = await api.request({ method: "GET", url: "/management/queues/", headers: bearer(operator) });
    const html = page.body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    const external = scripts.flatMap((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1] ?? []);
    expect(external.length).toBeGreaterThan(0);
    // An inline script element is only the JSON settings block (a data block: not run, not
    // governed by script-src).
    for (const attrs of scripts.filter((a) => !/\bsrc=/.test(a))) expect(attrs).toMatch(/type="application\/json"/);
    const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
      (m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? "",
    );
    // Relative to <base href="/management/queues/">: same origin ('self'); only Google Fonts'
    // stylesheet is elsewhere, refused by style-src (the page falls back to the system font).
    for (const src of [...external, ...styles.filter((s) => !s.startsWith("https://fonts.googleapis.com/"))]) {
      expect(src).toMatch(/^static\//);
      const asset = await api.request({ method: "GET", url: `/management/queues/${src}`, headers: bearer(operator) });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.headers["content-security-policy"], src).toBe(DASHBOARD_CSP);
    }
  });

  it("sends the same headers on a refusal", async () => {
    const refused = await api.request({ method: "GET", url: "/management/queues/" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-security-policy"]).toBe(DASHBOARD_CSP);
    expect(refused.headers["x-frame-options"]).toBe("DENY");
  });
});
