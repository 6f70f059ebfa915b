// The console in the reader's 14 languages (issue 16): the app bar's language menu switches the
// whole console, the choice survives a reload, and Arabic turns the page right to left — `dir` on
// <html>, translated menu labels, the sidebar on the right.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

/** The sidebar's box (react-admin's permanent drawer). */
async function sidebarBox(page: Page) {
  const box = await page.locator(".RaSidebar-fixed").boundingBox();
  if (!box) throw new Error("no sidebar");
  return box;
}

describe("console languages", { timeout: 240_000 }, () => {
  it("switches to Arabic: right to left, translated labels, the sidebar on the right; remembered", async () => {
    const page = await admin.reader.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/tenants`);
    await page.getByRole("menuitem", { name: "Tenants" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    const ltr = await sidebarBox(page);
    expect(ltr.x).toBeLessThan(10);
    await admin.reader.screenshot(page, "console-i18n-en");

    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("menuitem", { name: "المستأجرون" }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      "rtl",
      "ar",
    ]);
    for (const label of ["المستخدمون", "الحسابات", "سجلات التدقيق", "الحالة", "النشر"]) {
      await expect(page.getByRole("menuitem", { name: label, exact: true }).count(), label).resolves.toBe(1);
    }
    // react-admin's own chrome too: the list's column header and the export button.
    await page.getByRole("button", { name: "تصدير" }).waitFor();
    // The language menu's button names the language in use.
    await page.getByRole("button", { name: "العربية" }).waitFor();
    // The sidebar sits on the right edge, the content to its left.
    const rtl = await sidebarBox(page);
    const width = page.viewportSize()?.width ?? 1280;
    expect(rtl.x + rtl.width).toBeGreaterThan(width - 10);
    expect(rtl.x).toBeGreaterThan(width / 2);
    const content = await page.locator("#main-content").boundingBox();
    expect((content?.x ?? width) + (content?.width ?? 0)).toBeLessThanOrEqual(rtl.x + 1);
    await admin.reader.screenshot(page, "console-i18n-ar");

    // Remembered: a reload (or the next visit in this browser) opens in Arabic.
    await page.reload();
    await page.getByRole("menuitem", { name: "المستأجرون" }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");

    // A tenant's e-mail limits tab, translated and right to left.
    const tenant = await admin.reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await page.goto(`${admin.url}/#/tenants/${tenant.id}/email-limits`);
    await page.getByText("الرسائل لكل مستخدم في الساعة").first().waitFor({ timeout: 60_000 });
    await admin.reader.screenshot(page, "console-i18n-ar-email-limits");

    // And back.
    await page.getByRole("button", { name: "العربية" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "Tenants" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    expect((await sidebarBox(page)).x).toBeLessThan(10);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("shows the tenant edit screen's tabs and labels in German", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    const id = (await admin.reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
    await page.goto(`${admin.url}/#/tenants/${id}/banner`);
    await page.getByRole("tab", { name: "Erscheinungsbild" }).waitFor({ timeout: 60_000 });
    await page.getByRole("textbox", { name: "Bannertext" }).waitFor();
    await page.getByRole("button", { name: "Speichern" }).waitFor();
    await admin.reader.screenshot(page, "console-i18n-de-tenant");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
