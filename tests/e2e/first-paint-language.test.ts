// The first thing the reader paints is in the interface language, whole (issue 29 §3: the
// catalogues are loaded per language and the sign-in screens on demand, so both must be there
// before the first render): the sign-in screen in each of the 14 locales, and the signed-in home
// page in English and Arabic — never 'Loading…', English under another locale, or keys.

import { LOCALES } from "@norma/contracts/locales";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

/** Records, in each document the page opens, the first non-empty text of #root as it appears. */
async function recordFirstText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstText?: string };
    const observer = new MutationObserver(() => {
      const text = document.getElementById("root")?.innerText.trim();
      if (!text) return;
      w.__firstText = text;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const firstText = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstText?: string }).__firstText ?? "");

const setLocale = (page: Page, locale: string) =>
  page.context().addCookies([{ name: "norma_locale", value: locale, url: reader.baseUrl }]);

describe("the first paint's language", { timeout: 180_000 }, () => {
  it("paints the sign-in screen first, in each locale's own words", async () => {
    const page = await reader.newPage();
    await recordFirstText(page);
    const seen = new Map<string, string>();
    for (const locale of LOCALES) {
      await setLocale(page, locale);
      await page.goto(`${reader.baseUrl}/`);
      await page.locator("form").first().waitFor();
      await page.locator(`html[lang='${locale}']`).waitFor({ state: "attached" });
      const first = await firstText(page);
      // The whole form (its heading, fields and buttons), not a loading line.
      expect(first.split("\n").filter((line) => line.trim()).length, locale).toBeGreaterThan(4);
      expect(first, locale).not.toMatch(/signIn\.|common\./);
      seen.set(locale, first);
    }
    const english = seen.get("en") ?? "";
    expect(english).toContain("Sign in");
    for (const locale of LOCALES.filter((l) => l !== "en")) expect(seen.get(locale), locale).not.toBe(english);
    expect(seen.get("ar")).toMatch(/[\u0600-\u06FF]/);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  for (const locale of ["en", "ar"] as const) {
    it(`paints the home page first in ${locale === "en" ? "English" : "Arabic"}`, async () => {
      const page = await reader.newPage();
      await setLocale(page, locale);
      await reader.signIn(page, "individual@astm.example");
      await recordFirstText(page);
      await page.goto(`${reader.baseUrl}/`);
      await page.locator("main.app__main .home").waitFor();
      const first = await firstText(page);
      if (locale === "en") expect(first).toContain("Skip to main content");
      else expect(first).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
      await reader.networkQuiet(page);
      await reader.screenshot(page, `first-paint-home-${locale}`);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});
