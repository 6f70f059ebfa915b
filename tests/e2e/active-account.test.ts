// Issue 12, defect 6: after switching account something shows which account is active: the
// account menu's button and the home greeting name it, and the switch is confirmed. Photographed
// in English and Arabic.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

describe("the active account", { timeout: 120_000 }, () => {
  it("is named in the header and the greeting, and a switch says which account is now active", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const inHeader = page.getByTestId("active-account");
    // A personal account carries the user's name and is not repeated; a company account is named.
    const before = (await inHeader.count()) ? (await inHeader.innerText()).trim() : null;
    if (before) {
      await expect(page.locator(".hero__account").innerText()).resolves.toContain(before);
      await expect(
        page.getByRole("button", { name: /^Account menu of/ }).getAttribute("aria-label"),
      ).resolves.toContain(before);
    }

    await page.getByRole("button", { name: /^Account menu of/ }).click();
    await page.getByRole("menuitem", { name: "Switch account" }).click();
    await page.getByRole("heading", { name: "Choose an account" }).waitFor();
    const other = page
      .getByRole("button", { name: /^Select / })
      .and(page.locator(":enabled"))
      .first();
    const otherName = ((await other.getAttribute("aria-label")) ?? "").replace(/^Select /, "").trim();
    await other.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByRole("status").filter({ hasText: "You are now working for" }).first().waitFor();
    await expect
      .poll(async () => ((await inHeader.count()) ? (await inHeader.innerText()).trim() : null))
      .not.toBe(before);
    const after = (await inHeader.count()) ? (await inHeader.innerText()).trim() : null;
    // One of the two accounts is a company's: it is named in the header and the greeting.
    expect(before ?? after).toBeTruthy();
    if (after) {
      if (otherName) expect(otherName).toContain(after.replace(/…$/, ""));
      await expect(page.locator(".hero__account").innerText()).resolves.toContain(after);
    }
    await reader.screenshot(page, "active-account");

    await page.evaluate(() => {
      document.cookie = "norma_locale=ar; path=/";
    });
    await page.reload();
    await page.locator(".hero__account").waitFor();
    await reader.screenshot(page, "active-account-ar");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
