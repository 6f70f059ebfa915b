// A tenant's texts per language edited in the console (issue 12/16): the tenant edit screen's
// "Texts by language" tab shows the chosen language's texts with what readers see when a field is
// empty; saving them changes the reader in that language at once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

async function readerHomeIn(page: Page, locale: string) {
  await page.evaluate(() => sessionStorage.removeItem("norma.banner"));
  await page.context().addCookies([{ name: "norma_locale", value: locale, url: page.url() }]);
  await page.reload();
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(locale);
  await page.locator("#home-greeting").waitFor();
  await page.locator(".tip__title").first().waitFor();
}

describe("console: tenant texts per language", { timeout: 240_000 }, () => {
  it("edits the Arabic greeting and first tip; the reader in Arabic shows them", async () => {
    const id = (await admin.reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/tenants/${id}/texts`);
    const greeting = page.getByRole("textbox", { name: "Greeting" });
    // Arabic is the first language offered to an English tenant; its stored greeting is loaded.
    await expect.poll(() => greeting.inputValue(), { timeout: 60_000 }).toBe("مرحبًا بك في ASTM Compass");
    await expect(greeting.getAttribute("lang")).resolves.toBe("ar");
    // What readers see when a field is left empty: here the tenant's own (English) tip.
    await page.getByText("Left empty, readers see: Search by designation").first().waitFor();

    await greeting.fill("أهلًا بك في مكتبة المعايير");
    await page.getByRole("textbox", { name: "Tip 1: title" }).fill("ابحث برقم المواصفة");
    await admin.reader.screenshot(page, "console-tenant-texts");
    await page.getByRole("button", { name: "Save the texts" }).click();
    await page.getByText("Texts saved (ar)").waitFor({ timeout: 60_000 });
    const stored = await admin.reader.api.db.tenantText.findMany({ where: { tenantId: id, language: "ar" } });
    expect(Object.fromEntries(stored.map((r) => [r.field, r.text]))).toMatchObject({
      greeting: "أهلًا بك في مكتبة المعايير",
      "tip.0.title": "ابحث برقم المواصفة",
    });
    // The tenant form around the tab saved nothing of its own.
    expect((await admin.reader.api.db.tenant.findUniqueOrThrow({ where: { id } })).greeting).toBe(
      "Welcome to ASTM Compass",
    );

    const readerPage = await admin.reader.newPage();
    await admin.reader.signIn(readerPage);
    await readerHomeIn(readerPage, "ar");
    await expect(readerPage.locator("#home-greeting > span[dir]").first().innerText()).resolves.toBe(
      "أهلًا بك في مكتبة المعايير",
    );
    await expect(readerPage.locator(".tip__title").first().innerText()).resolves.toBe("ابحث برقم المواصفة");
    await admin.reader.screenshot(readerPage, "reader-tenant-texts-from-console");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
