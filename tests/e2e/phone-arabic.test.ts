/// <reference lib="dom" />
// Arabic on a phone (issue 26 §8): at 320 and 375 px, right to left, the home, search and
// document pages fit the screen — nothing wider than it (the logo, the title and the banner were
// cut off at the right) and no element of the header or the document's heading outside it —
// photographed into test-artifacts/e2e/.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_DIR, useReader } from "../harness/browser.ts";

const reader = useReader();

const D3039 = "ASTM|D3039_D3039M-17|en-US";
const documentUrl = `/document/?contentCode=${encodeURIComponent(D3039)}&tab=HTML`;

/** How far the page reaches past the screen, and the visible elements that stick out of it. */
const outside = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "header *, .banner *, main h1, main h2, .document-header *",
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // A clipped ancestor (a scroller) shows only its own box: the child may scroll inside it.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "hidden" || o === "auto" || o === "scroll" || o === "clip") {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (r.left < -1 || r.right > width + 1)
        out.push(`${el.tagName.toLowerCase()}.${el.className} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return { overflow: document.documentElement.scrollWidth - width, out: out.slice(0, 8) };
  });

describe("Arabic on a phone", { timeout: 240_000 }, () => {
  for (const width of [320, 375]) {
    it(`home, search and document fit ${width} px, right to left`, async () => {
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await reader.signIn(page);
      await page.locator("header .header__language button").first().click();
      await page.getByRole("menuitem", { name: /العربية/ }).click();
      await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
      await page.setViewportSize({ width, height: 800 });

      const shot = (name: string) =>
        page.screenshot({ path: join(SCREENSHOT_DIR, `phone-arabic-${width}-${name}.png`) });
      await page.goto(`${reader.baseUrl}/`);
      await page.locator("html[dir='rtl']").waitFor({ state: "attached" });
      await page.locator("main").first().waitFor();
      await expect.poll(() => outside(page)).toEqual({ overflow: 0, out: [] });
      await shot("home");

      await page.goto(`${reader.baseUrl}/content-search/?content=tensile`);
      await page.locator(".search-results__list li").first().waitFor();
      await expect.poll(() => outside(page)).toEqual({ overflow: 0, out: [] });
      await shot("search");

      await page.goto(`${reader.baseUrl}${documentUrl}`);
      await page.locator("iframe[sandbox]").waitFor();
      await expect.poll(() => outside(page)).toEqual({ overflow: 0, out: [] });
      await shot("document");
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});
