// Accessibility (issue 12, WCAG 2.2 AA) in Chromium: axe-core (injected into each page) finds no
// serious or critical violation on the main pages, in English and Arabic, with the search box's
// suggestions open; the search box follows the ARIA combobox pattern; focus rings and the tenants'
// hero Search buttons have the contrast AA asks; suggestion actions are 24 px targets.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axe } from "../harness/axe.ts";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

/**
 * Waits for the page's own loading to end. A live status of work done elsewhere (the document's
 * "Working out what changed" while the workers make its change summary, `role=status`) is not the
 * page loading: it may stay busy for as long as the workers take, and axe checks it as it is.
 */
async function settle(page: Page) {
  await reader.networkQuiet(page);
  await page
    .locator("[aria-busy='true']:not([role=status])")
    .first()
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => {});
}

const PAGES: [name: string, path: string, ready: string][] = [
  ["home", "/", "#home-greeting"],
  ["search", "/content-search/?content=steel", ".search-results__list .result-card"],
  ["document", `/document/?contentCode=${encodeURIComponent("ASTM|D3039_D3039M-17|en-US")}`, ".document__title"],
  ["favorites", "/favorites", "main h1"],
  ["tracked documents", "/tracked-documents", "main h1"],
  ["recently accessed", "/recently-accessed", "main h1"],
  ["compass points", "/compass-points-list", "main h1"],
  ["my account", "/myAccount", "main h1"],
  ["revision reviews", "/reviews", "main h1"],
];

describe("accessibility", { timeout: 300_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`axe finds no serious or critical violation on the main pages (${locale})`, async () => {
      const page = await reader.newPage();
      await reader.signIn(page);
      if (locale === "ar")
        await page.evaluate(() => {
          document.cookie = "norma_locale=ar; path=/";
        });
      const found: Record<string, string[]> = {};
      for (const [name, path, ready] of PAGES) {
        await page.goto(`${reader.baseUrl}${path}`);
        await page.locator(ready).first().waitFor();
        await settle(page);
        const violations = await axe(page);
        if (violations.length) found[name] = violations;
      }
      // The search box with text typed and its suggestions open (aria-controls named an element
      // that did not exist: critical).
      await page.goto(`${reader.baseUrl}/`);
      const box = page.getByRole("combobox").first();
      await box.fill("D30");
      await expect.poll(() => box.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
      const open = await axe(page);
      if (open.length) found["suggestions open"] = open;
      await reader.screenshot(page, `a11y-suggestions-${locale}`);
      expect(found).toEqual({});
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }

  it("axe finds no serious or critical violation on the sign-in pages of astm and aenor", async () => {
    const page = await reader.newPage();
    for (const tenant of ["astm", "aenor"]) {
      await page.goto(`${reader.baseUrl}/?tenant=${tenant}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await settle(page);
      expect(await axe(page), tenant).toEqual([]);
    }
  });

  it("the search box is a combobox: arrows point at options, Enter follows one, Escape closes", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const box = page.getByRole("combobox", { name: "Search text" }).first();
    const listId = await box.getAttribute("aria-controls");
    expect(listId).toBeTruthy();
    // The controlled element exists before anything is typed.
    await expect(page.locator(`[id="${listId}"]`).getAttribute("role")).resolves.toBe("listbox");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    await box.fill("D30");
    await expect.poll(() => box.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
    // The number of suggestions is announced.
    await expect
      .poll(() => page.locator(".search-box [role=status]").first().innerText())
      .toMatch(/^Suggestions: \d+$/);
    await box.press("ArrowDown");
    const first = await box.getAttribute("aria-activedescendant");
    expect(first).toBeTruthy();
    const option = page.locator(`[id="${first}"]`);
    await expect(option.getAttribute("role")).resolves.toBe("option");
    await expect(option.getAttribute("aria-selected")).resolves.toBe("true");
    // The active option is marked by more than a pale background: a ring of 3:1.
    await expect(option.evaluate((el) => getComputedStyle(el).outlineStyle)).resolves.toBe("solid");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).not.toBe(first);
    await box.press("ArrowUp");
    expect(await box.getAttribute("aria-activedescendant")).toBe(first);
    // The focus never left the box.
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Targets of the groups' actions are at least 24 px tall.
    const heights = await page
      .locator(".type-ahead [role=option]")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(24);
    await reader.screenshot(page, "a11y-combobox");

    await box.press("Escape");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(box.getAttribute("aria-activedescendant")).resolves.toBeNull();
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Arrow down opens the suggestions again; Enter on an active suggestion opens its document.
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBeTruthy();
    await box.press("Enter");
    await page.waitForURL(/\/document\//);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("focus rings contrast 3:1 with white, and the hero Search button's text 4.5:1 on its colour", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.locator("#home-greeting").waitFor();
    const colours = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const submit = document.querySelector(".hero .search-box__submit") as HTMLElement;
      const style = getComputedStyle(submit);
      return {
        focus: root.getPropertyValue("--color-focus").trim(),
        text: style.color,
        background: style.backgroundColor,
      };
    });
    const { contrastRatio } = await import("@norma/reader/src/features/tenant/tenant-config.ts");
    const hex = (rgb: string) => {
      const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
      return m
        ? `#${m
            .slice(1, 4)
            .map((c) => Number(c).toString(16).padStart(2, "0"))
            .join("")}`
        : rgb;
    };
    expect(contrastRatio(colours.focus, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(hex(colours.text), hex(colours.background))).toBeGreaterThanOrEqual(4.5);
  });
});
