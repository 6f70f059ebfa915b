// Issue 12, defect 5 and accessibility: the tenant's greeting, banner and tips follow the
// interface language (the configuration's texts, else English, else the tenant's own), and a text
// in another language than the interface carries its own lang. Photographed in English and Arabic.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

async function homeIn(page: Page, locale: string) {
  await page.evaluate((l) => {
    sessionStorage.removeItem("norma.banner");
    document.cookie = `norma_locale=${l}; path=/`;
  }, locale);
  await page.reload();
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(locale);
  await page.locator("#home-greeting").waitFor();
  await page.locator(".tip__title").first().waitFor();
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();
const lang = (page: Page, selector: string) => page.locator(selector).first().getAttribute("lang");

describe("tenant texts per interface language", { timeout: 120_000 }, () => {
  it("shows the greeting, banner and tips in Arabic, and English texts marked lang=en in Japanese", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);

    await homeIn(page, "en");
    await expect(text(page, "#home-greeting > span[dir]")).resolves.toBe("Welcome to ASTM Compass");
    await expect(lang(page, "#home-greeting > span[dir]")).resolves.toBeNull();
    await expect(text(page, ".tip__title")).resolves.toBe("Search by designation");
    await expect(text(page, ".banner__text")).resolves.toMatch(/^Scheduled maintenance/);
    await reader.screenshot(page, "tenant-texts-en");

    await homeIn(page, "ar");
    await expect(text(page, "#home-greeting > span[dir]")).resolves.toBe("مرحبًا بك في ASTM Compass");
    await expect(lang(page, "#home-greeting > span[dir]")).resolves.toBeNull();
    await expect(text(page, ".tip__title")).resolves.toBe("البحث بالرمز");
    await expect(lang(page, ".tip__title")).resolves.toBeNull();
    await expect(text(page, ".banner__text")).resolves.toMatch(/صيانة مجدولة/);
    await reader.screenshot(page, "tenant-texts-ar");

    // Japanese: the greeting has a Japanese text; the tips and banner have none and show the
    // English ones, each marked as English.
    await homeIn(page, "ja");
    await expect(text(page, "#home-greeting > span[dir]")).resolves.toBe("ASTM Compass へようこそ");
    await expect(text(page, ".tip__title")).resolves.toBe("Search by designation");
    await expect(lang(page, ".tip__title")).resolves.toBe("en");
    await expect(lang(page, ".tip__text")).resolves.toBe("en");
    await expect(lang(page, ".banner__text")).resolves.toBe("en");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("marks English catalogue titles on an Arabic search page, and a help topic named in Arabic has no lang", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.evaluate(() => {
      document.cookie = "norma_locale=ar; path=/";
    });
    await page.goto(`${reader.baseUrl}/content-search/?content=steel`);
    await page.locator(".search-results__list .result-card").first().waitFor();
    const langs = await page
      .locator(".search-results__list .result-card__name")
      .evaluateAll((els) => els.map((e) => e.getAttribute("lang")));
    expect(langs.length).toBeGreaterThan(0);
    for (const l of langs) expect(l).toMatch(/^[a-z]{2}/);
    expect(langs).toContain("en-US");

    // The help menu: the English user guide is named in Arabic, so it carries no lang="en".
    await page.getByRole("button", { name: "المساعدة" }).click();
    const guide = page.getByRole("menuitem", { name: "دليل المستخدم (بالإنجليزية)" });
    await guide.waitFor();
    await expect(guide.getAttribute("lang")).resolves.toBeNull();
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
