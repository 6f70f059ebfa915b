// The console's sign-in (issue 12, defect 10; issue 16): in a fresh browser the console settles on
// its login form (it once navigated between / and /#/login hundreds of times a second: react-router
// 7 ran react-admin's logout navigation inside a React transition, see
// web/admin/src/routing/ConsoleRouter.tsx); a wrong password and a reader (no ADMIN authority) are
// refused with a message; signing out leads back to the login form, and the console stays there.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

/** Counts the main frame's navigations (the first load included). */
function countNavigations(page: Page): () => number {
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  return () => navigations;
}

async function loginForm(page: Page) {
  await page.waitForURL(/#\/login$/, { timeout: 60_000 });
  await page.locator("input[name=username]").waitFor({ timeout: 60_000 });
}

describe("console sign-in", { timeout: 180_000 }, () => {
  it("settles on the login form without navigating in a loop, and asks nothing of the API", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const page = await admin.reader.newPage();
      const navigations = countNavigations(page);
      const apiCalls: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/api") || path.startsWith("/management")) apiCalls.push(path);
      });
      await page.goto(`${admin.url}/`);
      await loginForm(page);
      const settled = navigations();
      await page.waitForTimeout(3000);
      // The first load, the hash router's start, the redirect to the login page: then nothing.
      expect(settled).toBeLessThanOrEqual(3);
      expect(navigations() - settled).toBe(0);
      // Anonymous: no page of the signed-in console (dashboard, menu) was rendered.
      expect(apiCalls).toEqual([]);
      await page.context().close();
    }
  });

  it("a deep link opens the login form, then the linked page after signing in", async () => {
    const page = await admin.reader.newPage();
    const navigations = countNavigations(page);
    await page.goto(`${admin.url}/#/audits`);
    await loginForm(page);
    const settled = navigations();
    await page.waitForTimeout(1500);
    expect(navigations() - settled).toBe(0);
    await page.locator("input[name=username]").fill("admin@astm.example");
    await page.locator("input[name=password]").fill("norma-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/#\/audits$/);
    await page.getByText("ADMIN", { exact: false }).first().waitFor();
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("a wrong password is refused with a message, on the login form", async () => {
    const page = await admin.reader.newPage();
    await page.goto(`${admin.url}/`);
    await loginForm(page);
    await page.locator("input[name=username]").fill("admin@astm.example");
    await page.locator("input[name=password]").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /password|credentials|sign-in/i })
      .waitFor();
    expect(page.url()).toMatch(/#\/login$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual([]);
    await admin.reader.screenshot(page, "console-login-wrong-password");
  });

  it("a reader without the ADMIN authority is refused", async () => {
    const page = await admin.reader.newPage();
    await page.goto(`${admin.url}/`);
    await loginForm(page);
    await page.locator("input[name=username]").fill("individual@astm.example");
    await page.locator("input[name=password]").fill("norma-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "You are not authorized to access this page." }).waitFor();
    await page.waitForTimeout(1000);
    expect(page.url()).toMatch(/#\/login$/);
    await expect(page.getByRole("heading", { name: "API health" }).count()).resolves.toBe(0);
  });

  it("signing out leads back to the login form, which stays", async () => {
    const page = await admin.reader.newPage();
    const navigations = countNavigations(page);
    await admin.signIn(page, "admin@astm.example");
    await page.getByRole("button", { name: "Profile" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await loginForm(page);
    const settled = navigations();
    await page.waitForTimeout(2000);
    expect(navigations() - settled).toBe(0);
    // Signed out for real: the console's pages send back to the login form.
    await page.goto(`${admin.url}/#/users`);
    await loginForm(page);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
