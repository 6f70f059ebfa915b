// The admin area at /admin on the reader's own origin (issue 26 §17): an administrator signed in
// to the reader finds Administration in the account menu and reaches the console at /admin/
// without signing in again (the two apps share the tab's session); a reader without ADMIN sees
// no such entry, and opening /admin/ by hand shows the console's sign-in without ending the
// reader's session; /admin/docs leads to the console's API docs. In English and in Arabic.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();
const reader = admin.reader;

async function openAccountMenu(page: Page) {
  await page.locator("header .account-menu button").first().click();
  await page.getByRole("menu").waitFor();
}

describe("the admin area at /admin", { timeout: 240_000 }, () => {
  it("an administrator follows Administration from the account menu into the console, signed in (English)", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example");
    await openAccountMenu(page);
    const link = page.getByRole("menuitem", { name: "Administration" });
    await expect(link.getAttribute("href")).resolves.toBe("/admin/");
    // Same tab: the tab's session storage holds the session.
    await expect(link.getAttribute("target")).resolves.toBeNull();
    await reader.screenshot(page, "admin-area-menu", { viewport: true });
    await link.click();
    // The console's entry page (its hash router starts at the dashboard without writing a hash).
    await page.waitForURL((url) => url.pathname === "/admin/", { timeout: 60_000 });
    // The console's dashboard, not its sign-in form.
    await page.getByRole("heading", { name: "API health" }).waitFor({ timeout: 60_000 });
    await expect(page.locator("input[name=username]").count()).resolves.toBe(0);
    expect(new URL(page.url()).origin).toBe(new URL(reader.baseUrl).origin);
    await reader.screenshot(page, "admin-area-console", { viewport: true });
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the same in Arabic: the entry is translated and the console opens signed in", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example");
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await openAccountMenu(page);
    const link = page.getByRole("menuitem", { name: "الإدارة" });
    await link.waitFor();
    await reader.screenshot(page, "admin-area-menu-arabic", { viewport: true });
    await link.click();
    // The console's entry page (its hash router starts at the dashboard without writing a hash).
    await page.waitForURL((url) => url.pathname === "/admin/", { timeout: 60_000 });
    await page.getByRole("heading", { name: "API health" }).waitFor({ timeout: 60_000 });
    // The console's own language choice (its menu), as its other tests make it.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.locator("[dir='rtl']").first().waitFor({ state: "attached" });
    await reader.screenshot(page, "admin-area-console-arabic", { viewport: true });
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("a reader without ADMIN has no entry; /admin/ asks for a console sign-in and the reader stays signed in", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example");
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "My account" }).waitFor();
    await expect(page.getByRole("menuitem", { name: "Administration" }).count()).resolves.toBe(0);
    await expect(page.locator("a[href^='/admin']").count()).resolves.toBe(0);
    await reader.screenshot(page, "admin-area-no-entry", { viewport: true });

    await page.goto(`${reader.baseUrl}/admin/`);
    await page.waitForURL(/#\/login$/, { timeout: 60_000 });
    await page.locator("input[name=username]").waitFor({ timeout: 60_000 });
    // Back in the reader: still signed in (the console did not end a session it does not admit).
    await page.goto(`${reader.baseUrl}/`);
    await page.locator("main.app__main").waitFor();
    await expect(page.locator("header .account-menu button").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByLabel("Password", { exact: true }).count()).resolves.toBe(0);
  });

  it("/admin/docs leads to the console's API documentation", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example");
    await page.goto(`${reader.baseUrl}/admin/docs`);
    await page.waitForURL(/\/admin\/#\/docs$/, { timeout: 60_000 });
    // Swagger UI's heading: the contract's title.
    await page.locator(".swagger-ui .info .title").waitFor({ timeout: 90_000 });
    await page.getByRole("menuitem", { name: "API", exact: true }).waitFor();
  });

  it("without the API's api-docs profile (API_DOCS=false) the console offers no docs", async () => {
    const page = await reader.newPage();
    await page.route("**/management/info", (route) =>
      route.fulfill({ json: { activeProfiles: ["prod"], "display-ribbon-on-profiles": "dev" } }),
    );
    await reader.signIn(page, "admin@astm.example");
    await page.goto(`${reader.baseUrl}/admin/docs`);
    await page.getByText("This server does not offer the API documentation.").waitFor({ timeout: 60_000 });
    await page.getByRole("menuitem", { name: "Audits" }).waitFor();
    await expect(page.getByRole("menuitem", { name: "API", exact: true }).count()).resolves.toBe(0);
    await expect(page.locator(".swagger-ui").count()).resolves.toBe(0);
  });
});
