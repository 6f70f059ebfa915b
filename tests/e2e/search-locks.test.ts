// Issue 12, defect 7: a content search marks the results the user is not entitled to with a lock
// badge and the tenant's no-access message on the card (the reply's `entitled` flag), so the user
// does not find out only by opening the document; the lock agrees with the verification the
// document page asks, and opening a locked result offers the same search in the subscriptions.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const results = (page: Page) => page.locator(".search-results__list .result-card");

async function search(page: Page, query: string) {
  await page.goto(`${reader.baseUrl}/content-search/?content=${encodeURIComponent(query)}`);
  await page.locator(".search-layout__results[aria-busy='false']").waitFor();
  await results(page).first().waitFor();
}

/** The content codes of the cards shown, locked or not. */
const codes = (page: Page, locked: boolean) =>
  page
    .locator(`.search-results__list .result-card${locked ? ".result-card--locked" : ":not(.result-card--locked)"}`)
    .locator("a.result-card__link")
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("contentCode") ?? ""),
    );

async function verdict(contentCode: string): Promise<unknown> {
  const token = await reader.api.login("individual@astm.example");
  const res = await reader.api.request({
    method: "GET",
    url: `/api/documents/verification/contentCode?contentCode=${encodeURIComponent(contentCode)}`,
    token,
  });
  return res.headers.entitlementaccess;
}

describe("lock badges on search results", { timeout: 180_000 }, () => {
  it("locks the results of a content search the user is not entitled to, with the tenant's message", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await search(page, "steel");
    const locked = await codes(page, true);
    const open = await codes(page, false);
    // The seed entitles some publishers and not others: both kinds are on the first page.
    expect(locked.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    // The lock agrees with the verdict the document page asks for before opening.
    await expect(verdict(locked[0])).resolves.toBe("false");
    await expect(verdict(open[0])).resolves.toBe("true");
    const card = page.locator(".result-card--locked").first();
    await expect(card.locator(".badge--locked").innerText()).resolves.toMatch(/No access/);
    const message = await card.locator(".result-card__locked").innerText();
    expect(message.trim().length).toBeGreaterThan(10);
    // The title link is described by the message (screen readers hear it with the title).
    const describedBy = await card.locator("a.result-card__link").getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toBe(message);
    await reader.screenshot(page, "search-locks");

    // Opening a locked result says so and offers the same search in the user's subscriptions.
    await card.locator("a.result-card__link").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: /^Search my subscriptions for “steel”/ }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("has no locks in the subscription search", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}/mysubscription-search/?content=steel`);
    await page.locator(".search-layout__results[aria-busy='false']").waitFor();
    await results(page).first().waitFor();
    await expect(page.locator(".badge--locked").count()).resolves.toBe(0);
  });

  it("shows the lock and message in Arabic", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.evaluate(() => {
      document.cookie = "norma_locale=ar; path=/";
    });
    await search(page, "steel");
    const badge = page.locator(".result-card--locked .badge--locked").first();
    await expect(badge.innerText()).resolves.toMatch(/لا يوجد وصول/);
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await reader.screenshot(page, "search-locks-ar");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
