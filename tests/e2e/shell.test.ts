// The reader's shell in Chromium: sign-in with e-mail and password (spec 3 §1, §4), the error
// pages of spec 1 §2/§6 and 3 §8, and the Arabic interface written right to left with a mirrored
// layout, kept in a cookie (spec 1 §7).
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

describe("reader shell", { timeout: 120_000 }, () => {
  it("signs in with e-mail and password, refusing a wrong password first", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/`);
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await reader.screenshot(page, "sign-in");

    await page.getByLabel("E-mail").fill("individual@astm.example");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // A refused password takes the server a while (its hash is checked like a right one).
    await expect.poll(() => page.getByRole("alert").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Sign in", exact: true }).isVisible()).resolves.toBe(true);
    await reader.screenshot(page, "sign-in-refused");

    await page.getByLabel("Password", { exact: true }).fill("norma-demo");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // First sign-in of this user: the licence agreement is shown and accepted.
    const licence = page.locator("dialog[open]");
    await licence.waitFor();
    await reader.screenshot(page, "licence-agreement");
    await licence.getByRole("button", { name: /accept/i }).click();
    await licence.waitFor({ state: "detached" });
    // The home page of the signed-in user, with the account menu naming them.
    await page.locator("main.app__main").waitFor();
    await expect(page.locator("header").first().textContent()).resolves.toContain("Grace Whitfield");
    await reader.screenshot(page, "home");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("shows 'The page does not exist.' on an unknown route", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example");
    await page.goto(`${reader.baseUrl}/no-such-page/anywhere`);
    await page.getByText("The page does not exist.").waitFor();
    await reader.screenshot(page, "not-found");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("shows 'You are not authorized to access this page.' on a route the tenant does not allow", async () => {
    // User resources belong to the main tenant only (spec 3 §5); api is another tenant.
    const page = await reader.newPage();
    await reader.signIn(page, "individual@api.example", { path: "/?tenant=api" });
    await page.goto(`${reader.baseUrl}/user-resources`);
    await page.getByText("You are not authorized to access this page.").waitFor();
    await reader.screenshot(page, "not-authorized");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("switches to Arabic: the page is right to left, its layout mirrored, and the choice survives a reload", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example");
    const brand = page.locator("header .brand").first();
    const account = page.locator("header .account-menu").first();
    const ltr = { brand: await brand.boundingBox(), account: await account.boundingBox() };
    expect(ltr.brand!.x).toBeLessThan(ltr.account!.x);

    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await expect.poll(async () => (await brand.boundingBox())!.x).toBeGreaterThan((await account.boundingBox())!.x);
    // The interface is translated, not English with a right-to-left direction.
    await expect(page.locator("main.app__main").innerText()).resolves.toMatch(/[\u0600-\u06FF]/);
    await reader.screenshot(page, "home-arabic");

    await page.reload();
    await page.locator("main.app__main").waitFor();
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ar");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
