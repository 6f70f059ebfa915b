// Bulk actions on search results in Chromium (issue 29 §2): cards selected one by one from the
// keyboard and a whole page, favourites added in one request with the reply said in full, and the
// selection exported as CSV. English and Arabic, desktop and a 375 px phone, photographed.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

async function results(page: Page) {
  await page.locator(".search-results__list .result-card").first().waitFor();
  await page.locator(".search-layout__results[aria-busy='false']").waitFor();
}

describe("bulk actions on search results", { timeout: 180_000 }, () => {
  it("selects cards and a page, adds them to the favourites in one request, and exports the list", async () => {
    const page = await reader.newPage({ acceptDownloads: true });
    await reader.signIn(page, "individual@astm.example", { path: "/content-search/?content=steel" });
    await results(page);
    const bar = page.getByRole("region", { name: "Actions on the selected results" });
    await expect.poll(() => bar.isVisible()).toBe(true);

    // Two cards by keyboard: each checkbox is named by its designation.
    const boxes = page.locator(".search-results__list .result-card__select input");
    await boxes.nth(0).focus();
    await page.keyboard.press("Space");
    await boxes.nth(1).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => bar.getByText("Selected: 2").isVisible()).toBe(true);
    const name = await boxes.nth(0).evaluate((el) => (el.closest("label") as HTMLElement).innerText);
    expect(name).toMatch(/^Select /);

    // Add to favourites: one request, its reply said in the live region.
    await bar.getByLabel("Action").selectOption("favorites");
    const replied = page.waitForResponse((r) => r.url().includes("/api/documents/bulk/favorites"));
    await bar.getByRole("button", { name: "Apply" }).click();
    const reply = await (await replied).json();
    expect(reply.requested).toBe(2);
    const status = bar.getByRole("status");
    await expect.poll(() => status.innerText()).toContain(`${reply.done} added to favourites`);
    await reader.screenshot(page, "bulk-actions-favourites");

    // The whole page, then the export as CSV.
    await bar.getByRole("button", { name: "Select this page" }).click();
    await expect.poll(() => bar.getByText("Selected: 25").isVisible()).toBe(true);
    await bar.getByLabel("Action").selectOption("export");
    await bar.getByLabel("Format").selectOption("csv");
    const download = page.waitForEvent("download");
    await bar.getByRole("button", { name: "Apply" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("documents.csv");
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(26);
    await expect.poll(() => status.innerText()).toContain("Exported: 25");

    // "All matching" is offered with its count.
    await expect.poll(() => bar.getByRole("button", { name: /Select (all|the first)/ }).isVisible()).toBe(true);
    await page.close();
  });

  it("in Arabic, right to left, and on a 375 px phone the bar wraps and stays usable", async () => {
    for (const [locale, width] of [
      ["ar", 1280],
      ["ar", 375],
      ["en", 375],
    ] as const) {
      const page = await reader.newPage({ viewport: { width, height: 800 } });
      await reader.signIn(page, "individual@astm.example", { path: "/content-search/?content=steel" });
      if (locale === "ar") {
        await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
        await page.reload();
      }
      await results(page);
      const boxes = page.locator(".search-results__list .result-card__select input");
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const bar = page.locator(".bulk-bar");
      await bar.locator(".bulk-bar__actions").waitFor();
      if (locale === "ar") expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      // Nothing of the bar leaves the screen.
      const box = (await bar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      await bar.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `bulk-actions-${locale}-${width}`, { viewport: true });
      await page.close();
    }
  });
});
