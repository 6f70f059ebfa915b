// Issue 12, defect 8: the document details dialog names the content type (no raw code such as
// ASTM_STANDARDS), lists Language once (no duplicate React key in the console), and writes every
// date in the user's locale like the rest of the reader (no "2017-07-16" beside "Sep 06, 2017").
// Photographed in English and Arabic.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const D3039 = "ASTM|D3039_D3039M-17|en-US";

describe("document details", { timeout: 120_000 }, () => {
  for (const language of ["en", "ar"] as const) {
    it(`shows named values, one Language row and locale dates (${language})`, async () => {
      const page = await reader.newPage();
      const consoleErrors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") consoleErrors.push(m.text());
      });
      await reader.signIn(page);
      if (language === "ar") {
        await page.evaluate(() => {
          document.cookie = "norma_locale=ar; path=/";
        });
      }
      await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(D3039)}`);
      await page.locator(".document-header, h1").first().waitFor();
      await page
        .getByRole("button", { name: language === "en" ? "Document details" : /.+/ })
        .and(page.locator(".link-button"))
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.locator(".facts__row").first().waitFor();
      const rows = await dialog
        .locator(".facts__row")
        .evaluateAll((els) =>
          els.map((el) => [el.querySelector("dt")?.textContent ?? "", el.querySelector("dd")?.textContent ?? ""]),
        );
      const labels = rows.map(([label]) => label);
      const values = rows.map(([, value]) => value);
      expect(new Set(labels).size, labels.join(" | ")).toBe(labels.length);
      expect(values.filter((v) => /^[A-Z]+(?:_[A-Z]+)+$/.test(v.trim()))).toEqual([]);
      if (language === "en") {
        expect(values.filter((v) => /^\d{4}-\d{2}-\d{2}$/.test(v.trim()))).toEqual([]);
        expect(values).toContain("Standard");
      }
      await reader.screenshot(page, `document-details-${language}`);
      expect(consoleErrors.filter((e) => /same key|unique "key"/i.test(e))).toEqual([]);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }
});
