// Issue 23 §6: a tenant's links, redirects and cookie-consent script are http(s) only — javascript:
// and data: are refused per field with 400 problem+json naming the field (openapi.yaml's patterns,
// and the service's own check for what a pattern cannot decide) — and the script only from the
// hosts of COOKIE_CONSENT_SCRIPT_HOSTS. Rows stored by other paths (seed, SQL) are checked again
// before the clients are handed them.

import { testConfig, useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { tenantIdsByCode } from "../admin/admin-test-fixtures.ts";
import { isAllowedScriptUrl, isHttpUrl, tenantUrlErrors } from "./tenant-urls.ts";

const api = useApi({ env: { COOKIE_CONSENT_SCRIPT_HOSTS: "cdn.cookielaw.org, *.consent.example" } });
let admin: string;
let astm: number;

beforeAll(async () => {
  admin = await api.login("admin@astm.example");
  astm = (await tenantIdsByCode(api)).astm;
});

const update = (payload: object) =>
  api.request({ method: "PUT", url: `/api/admin/tenants/${astm}`, token: admin, payload });
const tenantConfig = async () =>
  (
    await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", payload: { tenantName: "astm" } })
  ).json();

const tip = (linkUrl: string, linkKind: "EXTERNAL" | "DOWNLOAD" = "EXTERNAL") => ({
  tips: [{ title: "A tip", content: "Read this.", linkText: "More", linkUrl, linkKind }],
});

/** Each field, and the body that sets it to `v`. */
const FIELDS: [string, (v: string) => object][] = [
  ["footer.home", (v) => ({ footer: { home: v } })],
  ["logoutConfig.redirectUrl", (v) => ({ logoutConfig: { confirm: true, redirectUrl: v } })],
  ["tips.0.linkUrl", (v) => tip(v)],
  ["onetrustScript", (v) => ({ onetrustScript: v })],
  ["aboutUrl", (v) => ({ aboutUrl: v })],
  ["contactLink", (v) => ({ contactLink: v })],
  ["links.0.url", (v) => ({ links: [{ title: "Home", url: v, placement: "FOOTER" }] })],
  ["helpMenu.0.url", (v) => ({ helpMenu: [{ key: "guide", topic: "Guide", kind: "GUIDE", url: v }] })],
];

const HOSTILE = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
];

describe("tenant URL fields", () => {
  it.each(FIELDS)("%s: javascript:, data: and other schemes are refused with the field named", async (field, body) => {
    for (const value of HOSTILE) {
      const res = await update(body(value));
      expect(res.statusCode, `${field} = ${value}`).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      const problem = res.json() as { fieldErrors: { field: string }[]; detail: string };
      expect(
        problem.fieldErrors.map((f) => f.field),
        value,
      ).toContain(field);
      expect(problem.detail).toContain(field);
    }
    // Nothing was stored.
    const stored = JSON.stringify(
      await api.db.tenant.findUniqueOrThrow({ where: { id: astm }, include: { tips: true } }),
    );
    for (const value of HOSTILE) expect(stored).not.toContain(value.trim());
  });

  it("accepts http(s) addresses, and a help file's key for a DOWNLOAD tip", async () => {
    const res = await update({
      footer: { home: "https://www.astm.example/" },
      logoutConfig: { confirm: true, message: "Bye", redirectUrl: "https://login.astm.example/logout" },
      aboutUrl: "http://www.astm.example/about",
      tips: [
        { title: "Out", content: "x", linkUrl: "https://www.astm.example/tips", linkKind: "EXTERNAL" },
        { title: "In", content: "y", linkUrl: "support_help", linkKind: "DOWNLOAD" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const config = await tenantConfig();
    expect(config.footer.home).toBe("https://www.astm.example/");
    expect(config["authentication-methods"].sso["logout-config"].redirectUrl).toBe("https://login.astm.example/logout");
    expect(config["tips-tricks"].map((t: { linkUrl: string }) => t.linkUrl)).toEqual([
      "https://www.astm.example/tips",
      "support_help",
    ]);
  });

  it("a link field's path is on this site: //host and /\\host (another site to a browser) are refused", async () => {
    for (const value of ["//evil.example/login", "/\\evil.example/login"]) {
      const res = await update({ contactLink: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain("contactLink");
    }
    expect((await update({ contactLink: "/contact" })).statusCode).toBe(200);
    expect((await update({ contactLink: "mailto:help@astm.example" })).statusCode).toBe(200);
  });

  it("refuses an EXTERNAL tip whose address is not a URL (no pattern can tell it from a DOWNLOAD key)", async () => {
    const res = await update(tip("www.example.com/page"));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: "tips.0.linkUrl", message: "Pattern" })]);
    // The same text is a help file's key for a DOWNLOAD tip.
    expect((await update(tip("www.example.com/page", "DOWNLOAD"))).statusCode).toBe(200);
  });
});

describe("the cookie-consent script", () => {
  it("is accepted only as https from a host the operator allows (COOKIE_CONSENT_SCRIPT_HOSTS)", async () => {
    for (const ok of [
      "https://cdn.cookielaw.org/scripttemplates/otSDKStub.js",
      "https://eu.consent.example/stub.js",
      "https://CDN.cookielaw.org/x.js",
    ]) {
      const res = await update({ onetrustScript: ok });
      expect(res.statusCode, `${ok}: ${res.body}`).toBe(200);
      expect((await tenantConfig())["onetrust-script"]).toBe(ok);
    }
    for (const refused of [
      "https://evil.example/otSDKStub.js",
      "http://cdn.cookielaw.org/otSDKStub.js",
      "https://cdn.cookielaw.org.evil.example/x.js",
      "https://cdn.cookielaw.org@evil.example/x.js",
      "https://consent.example/x.js",
      "https://notconsent.example/x.js",
      "//cdn.cookielaw.org/x.js",
    ]) {
      const res = await update({ onetrustScript: refused });
      expect(res.statusCode, refused).toBe(400);
      expect(
        res.json().fieldErrors.map((f: { field: string }) => f.field),
        refused,
      ).toEqual(["onetrustScript"]);
    }
  });

  it("is refused whatever its address when the operator allows no host (the default)", () => {
    expect(testConfig().cookieConsentScriptHosts).toEqual([]);
    const errors = tenantUrlErrors({ onetrustScript: "https://cdn.cookielaw.org/x.js" }, []);
    expect(errors.map((e) => e.field)).toEqual(["onetrustScript"]);
    expect(errors[0].detail).toMatch(/COOKIE_CONSENT_SCRIPT_HOSTS/);
    expect(() => testConfig({ COOKIE_CONSENT_SCRIPT_HOSTS: "https://cdn.cookielaw.org/" })).toThrow(
      /COOKIE_CONSENT_SCRIPT_HOSTS must list host names/,
    );
  });
});

describe("rows stored by paths no schema sees", () => {
  it("are not handed to the clients: a script on a host not allowed, a footer home that is not http(s)", async () => {
    await api.db.tenant.update({
      where: { id: astm },
      data: {
        onetrustScript: "https://cdn.cookielaw.example/consent/otSDKStub.js",
        footer: { home: "javascript:alert(1)", address: "1 Main St" },
      },
    });
    // The tenant cache of the API: the console's writes invalidate it; this one went around it.
    api.app.tenantResolver.invalidate();
    const config = await tenantConfig();
    expect(config["onetrust-script"]).toBeNull();
    expect(config.footer.home).toBeNull();
    expect(config.footer.address).toBe("1 Main St");
    // The console sends the tenant back whole: the stored script is not refused again (it stays
    // withheld from the clients), while a new one on that host would be.
    const whole = (await api.request({ method: "GET", url: `/api/admin/tenants/${astm}`, token: admin })).json();
    const res = await update({ ...whole, footer: { home: "https://www.astm.example/", address: "1 Main St" } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await update({ onetrustScript: "https://cdn.cookielaw.example/other.js" })).statusCode).toBe(400);
  });

  it("the checks themselves: http(s) with a host only", () => {
    for (const ok of ["https://a.example", "http://a.example/x?y#z", "HTTPS://A.EXAMPLE/"])
      expect(isHttpUrl(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "https://",
      "/relative",
      "https:/a",
      "ftp://a.example",
      "https://a .example",
    ])
      expect(isHttpUrl(bad), bad).toBe(false);
    expect(isAllowedScriptUrl("https://a.consent.example/x.js", ["*.consent.example"])).toBe(true);
    expect(isAllowedScriptUrl("https://consent.example/x.js", ["*.consent.example"])).toBe(false);
  });
});
