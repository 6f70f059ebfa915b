// Issue 12, defect 9 (the parts fixed in the reader and the sign-in): a subscription card's
// "Search this subscription" is a link that opens the subscription's search; a historical edition
// names its current edition; a deactivated user with the right password is told the user is
// deactivated, not that the password is wrong.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const OLDER = "ASTM|D3039_D3039M-14|en-US";

describe("reader details of issue 12", { timeout: 120_000 }, () => {
  it("opens a subscription's search from the text 'Search this subscription' of its card", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.getByRole("tab", { name: "Subscriptions" }).click();
    const link = page.locator(".doc-card--subscription a.doc-card__action").first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/search/);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("tells on a historical edition which edition is current, with a link to it", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(OLDER)}`);
    const notice = page.locator(".document__replaced");
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/superseded.*D3039/s);
    await reader.screenshot(page, "document-historical-edition");
    await notice.getByRole("link").click();
    await page.waitForURL(/D3039_D3039M-17/);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("tells a deactivated user that the user is deactivated", async () => {
    const page = await reader.newPage();
    await page.goto(reader.baseUrl);
    await page.getByLabel("E-mail").fill("inactive@astm.example");
    await page.getByLabel("Password").fill("norma-demo");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: /deactivated/ }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
