// "What changed" in Chromium, with the workers running (issue 25 §2): the document page of a
// revised edition asks for its clause-level summary, shows that it is being worked out, then the
// counts and the changed clauses with their words; "Show in the document" opens the HTML tab at
// the clause, labelled; "Show in the compare" opens the compare at the same clause, with the
// change navigator. In English and in Arabic, photographed into test-artifacts/e2e/.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader({ workers: true });

const D3039 = "ASTM|D3039_D3039M-17|en-US";
/** The summary is computed by the workers' change-summary job (a child process), then polled. */
const SUMMARY_TIMEOUT_MS = 90_000;
/** The HTML compare is polled every 10 s (spec 1 §9). */
const COMPARE_TIMEOUT_MS = 90_000;

/** Resolves when the page has stopped scrolling (a jump scrolls smoothly). */
async function scrolled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { interval: 300, timeout: 15_000 },
    )
    .toBe(true);
}

async function openDocument(page: Page) {
  await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(D3039)}`);
  const panel = page.locator("section.what-changed");
  await panel.waitFor();
  return panel;
}

describe("what changed in an edition", { timeout: 300_000 }, () => {
  it("counts, changed clauses, labels in the HTML tab and the compare navigator (English)", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const panel = await openDocument(page);
    await expect(panel.getByRole("heading", { name: "What changed in this edition" }).isVisible()).resolves.toBe(true);
    await expect(panel.innerText()).resolves.toContain("Compared with ASTM D3039/D3039M-14");
    // Worked out by the workers, then shown without a reload.
    const counts = panel.getByRole("list", { name: "Changed clauses by kind" });
    await counts.waitFor({ timeout: SUMMARY_TIMEOUT_MS });
    const countText = (await counts.innerText()).replace(/\s+/g, " ");
    expect(countText).toMatch(/Revised 2/);
    expect(countText).toMatch(/Added 3/);

    await panel.getByRole("button", { name: "Show the changed clauses (5)" }).click();
    const items = panel.locator(".what-changed__item");
    await expect(items.count()).resolves.toBe(5);
    const revised = items.filter({ hasText: "Revised" }).first();
    await expect(revised.locator("del").count()).resolves.toBeGreaterThan(0);
    await expect(revised.locator("ins").count()).resolves.toBeGreaterThan(0);
    await reader.screenshot(page, "what-changed-panel");

    // The clause in the HTML tab: scrolled to, labelled by CSS (the text is unchanged).
    const added = items.filter({ hasText: "Added" }).first();
    const number = (await added.locator(".what-changed__clause strong").innerText()).replace("Clause ", "");
    await added.getByRole("button", { name: "Show in the document" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("HTML");
    const frame = page.frameLocator("iframe.html-frame");
    const focused = frame.locator(".norma-change--focus");
    await focused.waitFor({ timeout: 30_000 });
    await expect(focused.getAttribute("data-norma-change")).resolves.toBe("added");
    await expect(focused.innerText()).resolves.toMatch(new RegExp(`^${number.replace(/\./g, "\\.")}(?![\\d.])`));
    await expect(frame.locator('[data-norma-change="revised"]').count()).resolves.toBe(2);
    const label = await focused.evaluate((el) => getComputedStyle(el, "::before").content);
    expect(label).toBe('"Added"');
    await scrolled(page);
    await reader.screenshot(page, "what-changed-html-labels", { viewport: true });

    // The same clause in the compare, with the navigator.
    await panel.getByRole("button", { name: "Show in the compare" }).first().click();
    await page.locator("#compare-title").waitFor();
    const nav = page.getByRole("navigation", { name: "Changes in the compare" });
    await nav.waitFor({ timeout: COMPARE_TIMEOUT_MS });
    const compareFrame = page.frameLocator(".compare iframe");
    await compareFrame.locator(".norma-change--focus").waitFor({ timeout: 30_000 });
    const position = nav.getByRole("status");
    // Polls of 10 s, not vitest's 1 s: under the suite's load a click's render and the smooth scroll
    // it starts (through a frame of a few thousand blocks) have taken longer than a second.
    const settled = { timeout: 10_000 };
    await expect.poll(() => position.innerText(), settled).toMatch(/^Change \d+ of \d+/);
    await scrolled(page);
    const before = await position.innerText();
    await nav.getByRole("button", { name: "Next change" }).click();
    await expect.poll(() => position.innerText(), settled).not.toBe(before);
    await scrolled(page);
    await nav.getByRole("button", { name: "Previous change" }).click();
    await expect.poll(() => position.innerText(), settled).toBe(before);
    await scrolled(page);
    await reader.screenshot(page, "what-changed-compare-navigator", { viewport: true });

    // Tracked: the tracked-documents page says what changed in the line's latest edition.
    await page.getByRole("button", { name: "Close compare" }).click();
    await page.getByRole("toolbar", { name: "Document actions" }).getByRole("button", { name: "Track" }).click();
    await page.goto(`${reader.baseUrl}/tracked-documents`);
    const latest = page.locator(".latest-change").first();
    await latest.waitFor();
    await expect(latest.innerText()).resolves.toMatch(/What changed in ASTM D3039\/D3039M-17:\s+Revised 2 · Added 3/);
    await reader.screenshot(page, "what-changed-tracked-documents");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("in Arabic: the panel, its labels and the navigator are translated and right to left", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    const panel = await openDocument(page);
    await panel.getByRole("heading", { name: "ما الذي تغيّر في هذا الإصدار" }).waitFor();
    await panel.locator(".what-changed__counts").waitFor({ timeout: SUMMARY_TIMEOUT_MS });
    await panel.getByRole("button", { name: /عرض البنود المتغيّرة/ }).click();
    await reader.screenshot(page, "what-changed-panel-ar");
    await panel.getByRole("button", { name: "عرضه في المستند" }).first().click();
    const frame = page.frameLocator("iframe.html-frame");
    const focused = frame.locator(".norma-change--focus");
    await focused.waitFor({ timeout: 30_000 });
    const label = await focused.evaluate((el) => getComputedStyle(el, "::before").content);
    expect(label).toBe('"مُضاف"');
    await scrolled(page);
    await reader.screenshot(page, "what-changed-html-labels-ar", { viewport: true });
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("at phone width (375 px) the panel and its changed clauses fit the screen, in English and in Arabic", async () => {
    for (const language of ["en", "ar"] as const) {
      // The language is chosen from the desktop header, then the window narrowed (as phone-arabic does).
      const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
      await reader.signIn(page);
      if (language === "ar") {
        await page.locator("header .header__language button").first().click();
        await page.getByRole("menuitem", { name: /العربية/ }).click();
        await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
      }
      await page.setViewportSize({ width: 375, height: 812 });
      const panel = await openDocument(page);
      await panel.locator(".what-changed__counts").waitFor({ timeout: SUMMARY_TIMEOUT_MS });
      await panel
        .getByRole("button", { name: language === "ar" ? /عرض البنود المتغيّرة/ : /Show the changed clauses/ })
        .click();
      await panel.locator(".what-changed__item").first().waitFor();
      // Nothing sideways: neither the page nor the panel scrolls horizontally.
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        const p = document.querySelector("section.what-changed") as HTMLElement;
        return { page: root.scrollWidth - root.clientWidth, panel: p.scrollWidth - p.clientWidth };
      });
      expect(overflow, language).toEqual({ page: 0, panel: 0 });
      await panel.scrollIntoViewIfNeeded();
      await reader.screenshot(page, `what-changed-panel-375-${language}`);
      expect(reader.pageErrors(page)).toEqual([]);
    }
  });
});
