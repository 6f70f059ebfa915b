// Issue 12: notices (toasts) never cover the controls of the list pages' top corners: they sit in
// the bottom end corner, and the page keeps room for them below its end. Checked on the compass
// points list (a notice after deactivating, the "Show deactivated" switch used without closing
// it), in English and Arabic (mirrored: bottom left). And a notice still on screen when the reader
// switches language is shown in the new language (issue 26: it kept the words it was raised in).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

/** Interactive elements on screen that a notice overlaps. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll(".notifications .notification")].map((n) =>
      n.getBoundingClientRect(),
    );
    const controls = [
      ...document.querySelectorAll("main a[href], main button, main input, main select, main [role=switch]"),
    ].filter((el) => !el.closest(".notifications"));
    const hit = (a: DOMRect, b: DOMRect) =>
      a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return controls
      .filter((el) => notices.some((n) => hit(el.getBoundingClientRect(), n)))
      .map((el) => el.getAttribute("aria-label") || el.textContent?.trim() || el.tagName);
  });
}

const TEXT = {
  en: {
    point: "Sampling plan",
    actions: "Actions for Sampling plan",
    deactivate: "Deactivate",
    show: "Show deactivated",
  },
  ar: {
    point: "Conditioning before",
    actions: /^إجراءات Conditioning before/,
    deactivate: "تعطيل",
    show: "عرض النقاط المعطّلة",
  },
} as const;

describe("notices", { timeout: 180_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`cover no control of the compass points list (${locale})`, async () => {
      const text = TEXT[locale];
      const page = await reader.newPage();
      await reader.signIn(page, "individual@astm.example", { path: "/compass-points-list" });
      if (locale === "ar") {
        await page.evaluate(() => {
          document.cookie = "norma_locale=ar; path=/";
        });
        await page.reload();
      }
      const row = page.getByRole("row").filter({ hasText: text.point });
      await row.waitFor();
      await row.getByRole("button", { name: text.actions }).click();
      await page.getByRole("menuitem", { name: text.deactivate, exact: true }).click();
      await page.locator("dialog[open]").getByRole("button", { name: text.deactivate, exact: true }).click();
      const notice = page.locator(".notifications .notification").first();
      await notice.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await coveredControls(page)).toEqual([]);
      // The notice is in a bottom corner: the end one (right in English, left in Arabic).
      const box = (await notice.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y + box.height).toBeGreaterThan(viewport.height / 2);
      if (locale === "en") expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
      else expect(box.x).toBeLessThan(viewport.width / 2);
      // The switch in the list's top corner is usable with the notice on screen.
      const show = page.getByRole("switch", { name: text.show });
      await show.click();
      await expect.poll(() => show.isChecked()).toBe(true);
      await reader.screenshot(page, `notices-${locale}`);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }

  it("a notice on screen follows a language switch", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const doc = await reader.api.db.document.findFirstOrThrow({
      where: { publisher: { key: "ASTM" }, allowToTrack: true, languageCode: "en-US", isLatest: true },
      orderBy: { id: "asc" },
    });
    await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(doc.contentCode)}`);
    const actions = page.getByRole("toolbar", { name: "Document actions" });
    await actions.getByRole("button", { name: "Track", exact: true }).click();
    const notice = page.locator(".notifications .notification");
    await notice.getByText("Tracking saved. You will be told when this document changes.").waitFor();
    // (A notice stays 7 s: the switch is made at once.)
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await expect(notice.locator(".notification__text").allInnerTexts()).resolves.toEqual([
      "تم حفظ التتبّع. سيتم إعلامك عند تغيّر هذا المستند.",
    ]);
    await reader.screenshot(page, "notice-after-language-switch", { viewport: true });
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
