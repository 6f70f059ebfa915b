/// <reference lib="dom" />
// Arabic on a phone (issue 26 §8): at 320 and 375 px, right to left, the home, search and
// document pages fit the screen — nothing wider than it (the logo, the title and the banner were
// cut off at the right) and no element of the header or the document's heading outside it —
// photographed into test-artifacts/e2e/. The reference screens of issue 27 likewise, in English
// and Arabic on a desktop and at 375 px: the "Reference alerts" switch beside Track and the
// search's "cites" filter — whole on screen, their words not cut, translated, right to left.
import { referenceKey } from "@norma/documents/designations/designation-scan";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

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

      const shot = (name: string) => reader.screenshot(page, `phone-arabic-${width}-${name}`, { viewport: true });
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

  it("the Reference alerts switch and the cites filter fit, whole and translated, in English and Arabic, desktop and 375 px", async () => {
    const db = reader.api.db;
    const cited = await db.document.findFirstOrThrow({ where: { contentCode: D3039 } });
    // A document that cites it, so that the filtered search has a result to show.
    const citing = await db.document.findFirstOrThrow({
      where: { publisherId: cited.publisherId, isLatest: true, status: "Active", family: { not: cited.family } },
      orderBy: { id: "desc" },
    });
    await db.documentReference.create({
      data: {
        sourceDocumentId: citing.id,
        targetDocumentId: cited.id,
        targetDesignation: `ASTM ${cited.designationNo}`,
        targetPublisher: "ASTM",
        targetKey: referenceKey("ASTM", cited.designationNo),
        edition: null,
        editionYear: null,
        kind: "normative",
        clause: "2.1",
      },
    });
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}${documentUrl}`);
    const actions = page
      .getByRole("toolbar")
      .filter({ has: page.getByRole("button", { name: /^Track$|^Stop tracking$/ }) });
    await actions.getByRole("button", { name: "Track", exact: true }).click();
    await actions.getByRole("button", { name: "Stop tracking", exact: true }).waitFor();

    /** The element whole on screen, none of its text cut, and the page no wider than the screen. */
    const fits = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const width = document.documentElement.clientWidth;
        const box = el.getBoundingClientRect();
        const cut = [el, ...el.querySelectorAll("*")]
          .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible")
          .map((e) => e.className);
        return {
          onScreen: box.left >= -1 && box.right <= width + 1 && box.width > 0,
          cut,
          overflow: document.documentElement.scrollWidth - width,
          text: (el as HTMLElement).innerText,
          dir: getComputedStyle(el).direction,
        };
      });
    const latin = /[A-Za-z]{3,}/;
    for (const language of ["en", "ar"] as const) {
      if (language === "ar") {
        await page.locator("header .header__language button").first().click();
        await page.getByRole("menuitem", { name: /العربية/ }).click();
        await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
      }
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${reader.baseUrl}${documentUrl}`);
        await page.locator(".reference-alerts-switch").waitFor();
        const toggle = await fits(".reference-alerts-switch");
        expect(toggle, `switch ${language} ${width}`).toMatchObject({
          onScreen: true,
          cut: [],
          overflow: 0,
          dir: language === "ar" ? "rtl" : "ltr",
        });
        if (language === "ar") expect(toggle.text).not.toMatch(latin);
        await reader.screenshot(page, `reference-alerts-${language}-${width}`, { viewport: true });

        await page.goto(`${reader.baseUrl}/content-search/?cites=${cited.id}`);
        const filter = page.locator(".search-cites");
        await filter.locator("a").waitFor();
        await page.locator(".search-results__list", { hasText: citing.displayDesignation }).waitFor();
        const cites = await fits(".search-cites");
        expect(cites, `cites ${language} ${width}`).toMatchObject({
          onScreen: true,
          cut: [],
          overflow: 0,
          dir: language === "ar" ? "rtl" : "ltr",
        });
        // Translated around the cited designation (its own words, isolated, are Latin).
        const around = await filter.evaluate((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          for (const b of copy.querySelectorAll("bdi")) b.remove();
          return copy.innerText;
        });
        if (language === "ar") expect(around).not.toMatch(latin);
        // The designation whole, on one line (it broke after "ASTM" at 375 px in Arabic).
        const designation = filter.locator("bdi");
        await expect(designation.innerText()).resolves.toBe(cited.displayDesignation);
        const lines = await designation.evaluate((el) => el.getClientRects().length);
        expect(lines, `designation lines ${language} ${width}`).toBe(1);
        await reader.screenshot(page, `search-cites-${language}-${width}`, { viewport: true });
      }
    }
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
