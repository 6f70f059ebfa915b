// Inside the documents in Chromium (issue 29 §1): seeded documents' clauses indexed from their
// stored HTML by the workers' own job, then /clause-search — groups with their best clauses,
// highlighted words, the lock on a document outside the subscription — and a clause's link into
// the HTML tab: the clause scrolled to and marked, the words highlighted throughout, "Next match"
// stepping through them. English and Arabic, photographed.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { indexClauseFixtures, WORD } from "./clause-fixtures.ts";

const reader = useReader();

let lockedCode: string;

beforeAll(async () => {
  lockedCode = await indexClauseFixtures(reader.api, reader.api.storageDir, "individual@astm.example");
}, 120_000);

async function chooseArabic(page: Page) {
  await page.locator("header .header__language button").first().click();
  await page.getByRole("menuitem", { name: /العربية/ }).click();
  await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
}

describe("inside the documents", { timeout: 240_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`lists the clauses by document and jumps into the HTML with the words highlighted (${locale})`, async () => {
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await reader.signIn(page);
      if (locale === "ar") await chooseArabic(page);
      await page.goto(`${reader.baseUrl}/clause-search?q=${WORD}`);
      const group = page.locator(".clause-group", {
        has: page.locator(".clause-group__designation", { hasText: "D3039" }),
      });
      await group.waitFor();
      const marks = await group.locator(".clause-hit__snippet mark").allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      for (const m of marks) expect(m.toLowerCase()).toMatch(/^specimens?/);
      expect(await group.locator(".clause-hit").count()).toBeGreaterThan(1);
      // The document outside the subscription: its count and the lock, none of its clauses.
      const locked = page.locator(".clause-group", { has: page.locator(".clause-group__lock") });
      await expect.poll(() => locked.count()).toBeGreaterThan(0);
      expect(await locked.first().locator(".clause-hit").count()).toBe(0);
      expect(lockedCode).toBeTruthy();
      await reader.screenshot(page, `clause-search-${locale}`);

      // Into the HTML at the first clause.
      const link = group.locator(".clause-hit__number").first();
      await link.click();
      await page.waitForURL(/tab=HTML/);
      const position = page.locator(".search-highlights span[aria-live]");
      await expect.poll(() => position.textContent(), { timeout: 30_000 }).toMatch(/\d/);
      const frame = page.frameLocator("iframe.html-frame");
      await frame.locator(".norma-search-clause").waitFor({ state: "attached" });
      const counted = await page.locator("iframe.html-frame").evaluate((f) => {
        const win = (f as HTMLIFrameElement).contentWindow as unknown as {
          CSS: { highlights: Map<string, Set<Range>> };
        };
        return win.CSS.highlights.get("norma-search")?.size ?? 0;
      });
      expect(counted).toBeGreaterThan(1);
      const before = await position.textContent();
      await page.locator(".search-highlights button").nth(1).click();
      await expect.poll(() => position.textContent()).not.toBe(before);
      await page.waitForTimeout(600);
      await reader.screenshot(page, `clause-search-html-${locale}`, { viewport: true });
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});
