// Issue 12, defect 9 (the parts fixed in the reader and the sign-in): a subscription card's
// "Search this subscription" is a link that opens the subscription's search; a historical edition
// names its current edition; a deactivated user with the right password is told the user is
// deactivated, not that the password is wrong. Defect 7 (its reader half): a result the user
// cannot open, opened from a search of all content, offers the same search in "my subscriptions".
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { documentWithAccess } from "./entitlement.ts";

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
    await page
      .getByRole("alert")
      .filter({ hasText: /deactivated/ })
      .waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("offers the same search in my subscriptions when a result found in all content cannot be opened", async () => {
    const refused = await documentWithAccess(reader.api, {
      email: "individual@astm.example",
      tenant: "astm",
      entitled: false,
    });
    const page = await reader.newPage();
    await reader.signIn(page);
    const query = refused.displayDesignation;
    await page.goto(`${reader.baseUrl}/content-search/?content=${encodeURIComponent(query)}`);
    const link = page.locator(`a.result-card__link[href*="${encodeURIComponent(refused.contentCode)}"]`).first();
    await link.waitFor();
    await link.click();
    const dialog = page.getByRole("dialog");
    const offer = dialog.getByRole("link", { name: /^Search my subscriptions for/ });
    await offer.waitFor();
    await expect(offer.getAttribute("href")).resolves.toBe(
      `/mysubscription-search/?content=${encodeURIComponent(query)}`,
    );
    await reader.screenshot(page, "no-access-search-my-subscriptions");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("keeps the PDF toolbar below the sticky header when the page scrolls", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 800 } });
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent("ASTM|D3039_D3039M-17|en-US")}`);
    const toolbar = page.locator(".pdf-toolbar");
    await toolbar.waitFor({ timeout: 60_000 });
    await page.locator(".pdf-stage canvas").first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);
    const headerBottom = await page.locator(".header").evaluate((el) => el.getBoundingClientRect().bottom);
    const toolbarTop = await toolbar.evaluate((el) => el.getBoundingClientRect().top);
    expect(toolbarTop).toBeGreaterThanOrEqual(Math.floor(headerBottom) - 1);
    await reader.screenshot(page, "pdf-toolbar-scrolled");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
