// The search screen in Chromium (spec 1 §2, §3): a search from the home page's search box, paging
// and page size, a publisher refinement whose count is the number of results it leaves, and the
// URL that reproduces the view after a reload.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

/** "49 results for “test” · Showing 1–25" → { count: 49, from: 1, to: 25 } */
async function summary(page: Page) {
  const text = await page.locator("#search-summary").innerText();
  const m = /([\d,]+) results?.*Showing (\d+)–(\d+)/s.exec(text);
  if (!m) throw new Error(`unexpected search summary: ${text}`);
  return { count: Number(m[1].replace(/,/g, "")), from: Number(m[2]), to: Number(m[3]) };
}

// textContent, not innerText: cards off screen are not laid out (content-visibility), and
// innerText reads an element's rendered text.
const designations = async (page: Page) =>
  (await page.locator(".search-results__list .result-card__designation").allTextContents()).map((d) => d.trim());

/** Waits until the results shown are those of the URL's query (the summary names the range). */
async function waitForRange(page: Page, from: number) {
  try {
    await page.locator("#search-summary", { hasText: new RegExp(`Showing ${from}–`) }).waitFor();
    await page.locator(".search-layout__results[aria-busy='false']").waitFor();
  } catch (error) {
    // What the screen showed instead (a failed search, an older range, another page), so that a
    // failure on a loaded CI host says which of them it was.
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        summary: document.querySelector("#search-summary")?.textContent,
        busy: document.querySelector(".search-layout__results")?.getAttribute("aria-busy"),
        alerts: [...document.querySelectorAll("[role=alert], .notice")].map((a) => a.textContent),
      }))
      .catch(() => null);
    throw new Error(`no "Showing ${from}–" on screen: ${JSON.stringify(seen)}`, { cause: error });
  }
}

describe("search", { timeout: 120_000 }, () => {
  it("searches, pages through the results, refines by publisher, and the URL reproduces the view", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const box = page.getByRole("combobox", { name: "Search text" }).first();
    await box.fill("test");
    await box.press("Enter");
    await page.waitForURL(/\/content-search\/\?.*content=test/);
    await waitForRange(page, 1);
    const all = await summary(page);
    expect(all.count).toBeGreaterThan(25);
    expect(all).toMatchObject({ from: 1, to: 25 });
    const first = await designations(page);
    expect(first).toHaveLength(25);
    await reader.screenshot(page, "search-results");

    // Page 2 (0-based page=1 in the URL).
    const pages = page.getByRole("navigation", { name: "Search result pages" });
    await pages
      .getByRole("button", { name: "Page 2", exact: true })
      .or(pages.getByRole("link", { name: "Page 2", exact: true }))
      .click();
    await waitForRange(page, 26);
    expect(new URL(page.url()).searchParams.get("page")).toBe("1");
    expect(await summary(page)).toMatchObject({ count: all.count, from: 26, to: Math.min(50, all.count) });
    const second = await designations(page);
    expect(second).toHaveLength(Math.min(50, all.count) - 25);
    expect(second.filter((d) => first.includes(d))).toEqual([]);
    await reader.screenshot(page, "search-page-2");

    // 50 per page: back to the first page, with up to 50 results.
    await page.getByLabel("Results per page").selectOption("50");
    await waitForRange(page, 1);
    expect(new URL(page.url()).searchParams.get("sortcounts")).toBe("50");
    expect(await designations(page)).toHaveLength(Math.min(50, all.count));

    // The publisher refinement: its count is the number of results it leaves, all of that publisher.
    const refinements = page.getByRole("complementary", { name: "Refine results" });
    const astm = refinements.getByRole("checkbox", { name: /^ASTM International/ });
    const label = await refinements.locator("label", { hasText: "ASTM International" }).first().innerText();
    const expected = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all.count);
    await astm.click();
    await page.locator("#search-summary", { hasText: new RegExp(`^${expected} results?`) }).waitFor();
    await waitForRange(page, 1);
    expect(JSON.parse(new URL(page.url()).searchParams.get("categories") ?? "[]")).not.toEqual([]);
    const badges = (await page.locator(".search-results__list .badge--publisher").allTextContents()).map((b) =>
      b.trim(),
    );
    expect(badges).toHaveLength(expected);
    expect(new Set(badges.map((b) => b.replace(/^Publisher:\s*/, "")))).toEqual(new Set(["ASTM"]));
    await page.getByRole("region", { name: "Selected refinements" }).getByText("ASTM International").waitFor();
    await reader.screenshot(page, "search-refined");

    // A reload (or a shared link) shows the same view.
    const refined = await designations(page);
    await page.reload();
    await waitForRange(page, 1);
    expect((await summary(page)).count).toBe(expected);
    expect(await designations(page)).toEqual(refined);
    await expect(refinements.getByRole("checkbox", { name: /^ASTM International/ }).isChecked()).resolves.toBe(true);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("while a new search runs, the summary still describes the results on screen (issue 26 §13)", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/content-search/?content=tensile" });
    await waitForRange(page, 1);
    const before = await page.locator("#search-summary").innerText();
    expect(before).toMatch(/results? for “tensile”/);
    // The next search is held until the summary has been read.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/documents/search**", async (route) => {
      await held;
      await route.continue();
    });
    const box = page.getByRole("combobox", { name: "Search text" }).first();
    await box.fill("fatigue");
    await box.press("Enter");
    await page.waitForURL(/content=fatigue/);
    await page.locator(".search-layout__results[aria-busy='true']").waitFor();
    // The old results with their own query and count, not "fatigue" over tensile's count.
    await expect(page.locator("#search-summary").innerText()).resolves.toBe(before);
    release();
    await page.locator("#search-summary", { hasText: "fatigue" }).waitFor();
    await page.locator(".search-layout__results[aria-busy='false']").waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
