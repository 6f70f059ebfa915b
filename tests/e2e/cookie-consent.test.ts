/// <reference lib="dom" />
// A tenant's cookie-consent script (issue 26 §20): loaded on every page, the sign-in page too, when
// the tenant configures one; the pages' Content-Security-Policy allows exactly the operator's hosts
// (COOKIE_CONSENT_SCRIPT_HOSTS, the list the API checks the address against). The script's host is
// not reachable from the test machine: the test answers it itself and checks that it ran.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const HOSTS = "consent-cdn.example";
const reader = useReader({ env: { COOKIE_CONSENT_SCRIPT_HOSTS: HOSTS } });
const SCRIPT = "https://consent-cdn.example/scripttemplates/otSDKStub.js";

describe("the tenant's cookie-consent script", { timeout: 120_000 }, () => {
  it("is loaded from the operator's host on the sign-in page and after, and the policy allows that host only", async () => {
    const tenant = await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await reader.api.db.tenant.update({ where: { id: tenant.id }, data: { onetrustScript: SCRIPT } });
    await reader.api.app.tenantSettings.invalidate();
    try {
      const page = await reader.newPage();
      await page.route(SCRIPT, (route) =>
        route.fulfill({ contentType: "application/javascript", body: "window.__consentLoaded = true;" }),
      );
      const response = await page.goto(`${reader.baseUrl}/`);
      const policy = response!.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src [^;]*https:\/\/consent-cdn\.example/);
      expect(policy).not.toMatch(/script-src [^;]*https:\/\/(?!consent-cdn\.example)[a-z]/);
      // Signed out: the sign-in page has it already.
      await page.getByLabel("E-mail").waitFor();
      await expect
        .poll(() => page.evaluate(() => (window as { __consentLoaded?: boolean }).__consentLoaded === true))
        .toBe(true);
      await expect(page.locator("script#tenant-cookie-consent").getAttribute("src")).resolves.toBe(SCRIPT);
      expect(reader.pageErrors(page)).toEqual([]);
    } finally {
      await reader.api.db.tenant.update({ where: { id: tenant.id }, data: { onetrustScript: null } });
      await reader.api.app.tenantSettings.invalidate();
    }
  });

  it("is not loaded when the tenant has none", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/`);
    await page.getByLabel("E-mail").waitFor();
    await expect(page.locator("script#tenant-cookie-consent").count()).resolves.toBe(0);
  });
});
