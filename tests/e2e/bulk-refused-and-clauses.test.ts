// Bulk actions, continued (issue 29 §2), in Chromium: after an action the documents it refused
// are listed one by one under its counts, folded — designation and reason in the reader's
// language — and the clause search's documents can be selected for the same actions (a locked
// document refused as outside the subscription; the export's CSV headers in the reader's
// language). English and Arabic, photographed.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { D3039, indexClauseFixtures, WORD } from "./clause-fixtures.ts";

const reader = useReader();
const EMAIL = "individual@astm.example";
let lockedCode: string;
let lockedDesignation: string;
const notFavourable: string[] = [];

const TEXT = {
  en: {
    bar: "Actions on the selected results",
    action: "Action",
    apply: "Apply",
    format: "Format",
    refused: /^Refused, and why \(1\)/,
    notAllowed: "not allowed for this document",
    notEntitled: "not in your subscription",
    selectPage: "Select this page",
  },
  ar: {
    bar: "إجراءات على النتائج المحددة",
    action: "الإجراء",
    apply: "تنفيذ",
    format: "الصيغة",
    refused: /^المرفوضة وسبب رفضها \(1\)/,
    notAllowed: "غير مسموح لهذا المستند",
    notEntitled: "خارج اشتراكك",
    selectPage: "تحديد هذه الصفحة",
  },
} as const;

beforeAll(async () => {
  lockedCode = await indexClauseFixtures(reader.api, reader.api.storageDir, EMAIL);
  const locked = await reader.api.db.document.findUniqueOrThrow({ where: { contentCode: lockedCode } });
  lockedDesignation = locked.displayDesignation;
}, 120_000);

afterAll(async () => {
  if (notFavourable.length)
    await reader.api.db.document.updateMany({
      where: { contentCode: { in: notFavourable } },
      data: { allowToFavorite: true },
    });
});

async function inLocale(page: Page, locale: "en" | "ar", path: string) {
  await reader.signIn(page, EMAIL, { path });
  if (locale === "ar") {
    await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
    await page.reload();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
  }
}

/** Applies the bar's action; the reply of its one request. */
async function apply(page: Page, locale: "en" | "ar", action: string) {
  const bar = page.getByRole("region", { name: TEXT[locale].bar });
  await bar.getByLabel(TEXT[locale].action).selectOption(action);
  const replied = page.waitForResponse((r) => r.url().includes(`/api/documents/bulk/${action}`));
  await bar.getByRole("button", { name: TEXT[locale].apply }).click();
  return (await replied).json();
}

describe("bulk actions: what was refused, and from the clause search", { timeout: 240_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`lists the refused documents with their reason, folded under the counts (${locale})`, async () => {
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await inLocale(page, locale, "/content-search/?content=steel");
      const cards = page.locator(".search-results__list .result-card");
      await cards.first().waitFor();
      await page.locator(".search-layout__results[aria-busy='false']").waitFor();
      // Two documents the user may open; the second may not be kept in favourites: the action
      // refuses it, and says why.
      const open = page.locator(".search-results__list .result-card:not(.result-card--locked)");
      const card = open.nth(1);
      const href = (await card.locator(".result-card__link").getAttribute("href"))!;
      const code = new URLSearchParams(href.split("?")[1]).get("contentCode")!;
      notFavourable.push(code);
      await reader.api.db.document.update({ where: { contentCode: code }, data: { allowToFavorite: false } });
      const designation = (await card.locator(".result-card__designation").innerText()).trim();

      await open.nth(0).locator(".result-card__select input").check();
      await card.locator(".result-card__select input").check();
      const reply = await apply(page, locale, "favorites");
      expect(reply.refused).toBe(1);
      const refused = page.locator(".bulk-refused");
      await refused.waitFor();
      expect(await refused.getAttribute("open")).toBeNull();
      expect((await refused.locator("summary").innerText()).trim()).toMatch(TEXT[locale].refused);
      await refused.locator("summary").click();
      const line = refused.locator(".bulk-refused__list li");
      await expect.poll(() => line.count()).toBe(1);
      expect((await line.locator(".bulk-refused__designation").innerText()).trim()).toBe(designation);
      expect(await line.innerText()).toContain(TEXT[locale].notAllowed);
      await refused.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `bulk-refused-${locale}`, { viewport: true });
      expect(reader.pageErrors(page)).toEqual([]);
      await page.close();
    });

    it(`selects clause-search documents for the same actions; a locked one is refused (${locale})`, async () => {
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await inLocale(page, locale, `/clause-search?q=${WORD}`);
      const group = (designation: string) =>
        page.locator(".clause-group", { has: page.locator(".clause-group__designation", { hasText: designation }) });
      const d3039 = group("D3039");
      await d3039.waitFor();
      const locked = page.locator(".clause-group", { has: page.locator(".clause-group__lock") }).first();
      await locked.waitFor();
      const bar = page.getByRole("region", { name: TEXT[locale].bar });
      // Each document's checkbox is named by its designation.
      const box = d3039.locator(".result-card__select input");
      expect(await box.evaluate((el) => (el.closest("label") as HTMLElement).innerText)).toContain("D3039");
      await box.check();
      await locked.locator(".result-card__select input").check();
      // The clause search offers no "all matching": the API re-runs document searches only.
      expect(await bar.getByRole("button", { name: /Select (all|the first)|تحديد (كل|أول)/ }).count()).toBe(0);

      const reply = await apply(page, locale, "favorites");
      expect(reply.requested).toBe(2);
      const d3039Id = (await reader.api.db.document.findUniqueOrThrow({ where: { contentCode: D3039 } })).id;
      expect(reply.items.map((i: { contentId: number }) => i.contentId)).toContain(d3039Id);
      const lockedDesignationShown = (await locked.locator(".clause-group__designation").innerText()).trim();
      expect(lockedDesignationShown).toBe(lockedDesignation);
      const refused = page.locator(".bulk-refused");
      await refused.locator("summary").click();
      const line = refused.locator(".bulk-refused__list li");
      await expect.poll(() => line.count()).toBe(1);
      expect((await line.locator(".bulk-refused__designation").innerText()).trim()).toBe(lockedDesignation);
      expect(await line.innerText()).toContain(TEXT[locale].notEntitled);
      await reader.screenshot(page, `clause-search-bulk-${locale}`);

      // The whole page, exported as CSV with its headers in the reader's language.
      await bar.getByRole("button", { name: TEXT[locale].selectPage }).click();
      await bar.getByLabel(TEXT[locale].action).selectOption("export");
      await bar.getByLabel(TEXT[locale].format).selectOption("csv");
      const download = page.waitForEvent("download");
      await bar.getByRole("button", { name: TEXT[locale].apply }).click();
      const csv = await readFile((await (await download).path())!, "utf8");
      const header = csv.slice(1).split("\r\n")[0];
      expect(header.split(",")[0]).toBe(locale === "ar" ? "التسمية" : "Designation");
      const groups = await page.locator(".clause-group").count();
      expect(csv.split("\r\n").filter(Boolean)).toHaveLength(groups + 1);

      // On a 375 px phone the checkboxes and the bar stay on the screen.
      await page.setViewportSize({ width: 375, height: 800 });
      const barBox = (await page.locator(".bulk-bar").boundingBox())!;
      expect(barBox.x).toBeGreaterThanOrEqual(0);
      expect(barBox.x + barBox.width).toBeLessThanOrEqual(376);
      const boxBox = (await box.boundingBox())!;
      expect(boxBox.x).toBeGreaterThanOrEqual(0);
      expect(boxBox.x + boxBox.width).toBeLessThanOrEqual(376);
      await page.locator(".bulk-bar").scrollIntoViewIfNeeded();
      await reader.screenshot(page, `clause-search-bulk-${locale}-375`, { viewport: true });
      expect(reader.pageErrors(page)).toEqual([]);
      await page.close();
    });
  }
});
