// Issue 12, defect 1: a new page starts at the top (a search result opened from far down the
// list, Favorites opened from the sidebar), and back/forward restores where the user was.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe("scroll position on navigation", { timeout: 120_000 }, () => {
  it("opens a result scrolled far down at the top of the document, and Back returns to the same place in the list", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 800 } });
    await reader.signIn(page);
    // The subscription search: every result opens (a content search may put a document the user
    // is not entitled to on screen, which opens the no-access dialog instead).
    await page.goto(`${reader.baseUrl}/mysubscription-search/?content=test`);
    await page.locator(".search-layout__results[aria-busy='false']").waitFor();
    await page.locator(".result-card").nth(20).waitFor();
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => scrollY(page)).toBe(2500);
    // The first result whose link is on screen at this scroll position.
    const links = page.locator("a.result-card__link");
    let opened = false;
    for (let i = 0; i < (await links.count()) && !opened; i++) {
      const box = await links.nth(i).boundingBox();
      if (box && box.y > 150 && box.y < 700) {
        await links.nth(i).click();
        opened = true;
      }
    }
    expect(opened).toBe(true);
    await page.waitForURL(/\/document\/\?contentCode=/);
    await page.locator(".document-header, h1").first().waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    // One title per page: the document's own (WCAG 2.4.2).
    // (Whichever publisher's document the search put first; the metadata may take a while to come.)
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^\S.* – ASTM Compass/);

    await page.goBack();
    await page.waitForURL(/\/mysubscription-search\//);
    await page.locator(".result-card").nth(20).waitFor();
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(2500);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("opens Favorites from the sidebar at the top of the page", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 700 } });
    await reader.signIn(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    await page.getByRole("button", { name: "Show the main menu" }).click();
    await page.getByRole("link", { name: "Favorites" }).click();
    await page.waitForURL(/\/favorites/);
    await page.getByRole("heading", { name: "Favorites", level: 1 }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^Favorites – ASTM Compass/);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
