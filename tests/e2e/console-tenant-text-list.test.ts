// The console's list of all a tenant's texts (issue 16; resource tenant-text-entries): every text
// of every language, filtered by language and key, sorted by key, paged, each row leading to the
// Texts by language tab in its language; in Arabic right to left with each text marked with its
// own language; at a phone's width a list of entries instead of the table; and, with no text at
// all, an empty state that leads to where texts are written.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseOption, useConsole } from "../harness/console.ts";

const admin = useConsole();

const rows = (page: Page) => page.locator("table tbody tr");
/** The key column's codes of the rows shown. */
const keysShown = (page: Page) => page.locator("table tbody tr code").allInnerTexts();

describe("console: the list of a tenant's texts", { timeout: 300_000 }, () => {
  it("at a phone's width: one entry per row, nothing cut off, a row leads to the texts tab", async () => {
    const page = await admin.reader.newPage({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/tenant-text-entries`);
    await page.getByText(/^1-25 of \d+$/).waitFor({ timeout: 60_000 });
    // The table's columns have no room here (the texts lay past the right edge): a list instead.
    await expect(page.locator("table").count()).resolves.toBe(0);
    const items = page.locator("li [role='button']");
    await expect.poll(() => items.count()).toBe(25);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      items: [...document.querySelectorAll("li [role='button']")].filter(
        (a) => a.getBoundingClientRect().right > window.innerWidth + 1,
      ).length,
    }));
    expect(overflow).toEqual({ page: 0, items: 0 });
    // Each entry: its key, the key in words, its text in its own language, the language.
    const greeting = items.filter({ hasText: "greeting" }).first();
    await expect(greeting.innerText()).resolves.toMatch(
      /greeting[\s\S]*Greeting[\s\S]*\((ar|de|es|fr|ja|pt|ru|tr|it|ko|zh-Hans|zh-Hant|pl)\)/,
    );
    await expect(greeting.locator("[lang]").first().getAttribute("lang")).resolves.toMatch(/^[a-z]{2}/);
    await admin.reader.screenshot(page, "console-tenant-text-list-375");

    // In Arabic: right to left, the same list, still nothing cut off.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("textbox", { name: /المفتاح/ }).waitFor({ timeout: 60_000 });
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe("rtl");
    await expect.poll(() => items.count()).toBe(25);
    const overflowAr = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      items: [...document.querySelectorAll("li [role='button']")].filter((a) => {
        const box = a.getBoundingClientRect();
        return box.left < -1 || box.right > window.innerWidth + 1;
      }).length,
    }));
    expect(overflowAr).toEqual({ page: 0, items: 0 });
    await admin.reader.screenshot(page, "console-tenant-text-list-375-ar");
    await greeting.click();
    await expect.poll(() => page.url()).toMatch(/#\/tenants\/\d+\/texts\?language=/);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("lists, filters, sorts, pages and links to the texts tab; Arabic; empty state", async () => {
    const db = admin.reader.api.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const total = await db.tenantText.count({ where: { tenantId: tenant.id } });
    expect(total, "the seed gives astm more texts than one page").toBeGreaterThan(25);
    const page = await admin.reader.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await admin.signIn(page, "admin@astm.example");

    // From the sidebar.
    await page.getByRole("menuitem", { name: "Texts by language" }).click();
    await page.getByText(`1-25 of ${total}`).waitFor({ timeout: 60_000 });
    await expect.poll(() => rows(page).count()).toBe(25);
    // Sorted by language first: the Arabic texts lead (ar < de < en …).
    await expect(rows(page).first().innerText()).resolves.toContain("العربية (ar)");

    // Paging: the second page holds the next rows, none of the first.
    const firstPage = await keysShown(page);
    const firstIds = await rows(page).allInnerTexts();
    await page.getByRole("button", { name: "Go to page 2" }).click();
    await page.getByText(`26-${Math.min(50, total)} of ${total}`).waitFor();
    // (react-admin keeps the previous page on screen until the next one arrives.)
    await expect.poll(async () => (await rows(page).allInnerTexts()).filter((r) => firstIds.includes(r))).toEqual([]);
    await expect.poll(() => rows(page).count()).toBe(Math.min(25, total - 25));
    expect(firstPage.length).toBe(25);

    // Filter by language: Spanish (Latin America) only.
    const spanish = await db.tenantText.findMany({ where: { tenantId: tenant.id, language: "es" } });
    expect(spanish.length).toBeGreaterThan(3);
    await chooseOption(page, /^Language/, "Español (Latinoamérica) (es)");
    await page.getByText(`1-${spanish.length} of ${spanish.length}`).waitFor();
    for (const row of await rows(page).allInnerTexts()) expect(row).toContain("(es)");

    // Sorted by key, one way then the other.
    const keys = spanish.map((t) => t.field);
    await page.getByRole("button", { name: /\bkey\b/i }).click();
    await expect.poll(() => keysShown(page)).toEqual([...keys].sort());
    await page.getByRole("button", { name: /\bkey\b/i }).click();
    await expect.poll(() => keysShown(page)).toEqual([...keys].sort().reverse());

    // And by key: the tips, in words too ("Tip 1: title").
    await page.getByRole("textbox", { name: "Key" }).fill("TIP.");
    const tips = keys.filter((k) => k.startsWith("tip."));
    expect(tips.length).toBeGreaterThan(0);
    await expect.poll(() => keysShown(page)).toEqual([...tips].sort().reverse());
    await page.getByText("Tip 1: title").first().waitFor();
    // A text is marked with its own language, whatever the console's.
    await expect(rows(page).first().locator("[lang]").getAttribute("lang")).resolves.toBe("es");
    // (The pointer off the sort header: its tooltip would cover the first row.)
    await page.mouse.move(1200, 850);
    await admin.reader.screenshot(page, "console-tenant-text-list-en");

    // No match: react-admin's own message, not the empty state.
    await page.getByRole("textbox", { name: "Key" }).fill("no-such-key");
    await page.getByText(/^No Texts by language found/).waitFor();

    // The row's Edit leads to the Texts by language tab in the row's language.
    const banner = spanish.find((t) => t.field === "banner");
    expect(banner, "astm has a Spanish banner").toBeDefined();
    await page.getByRole("textbox", { name: "Key" }).fill("banner");
    await expect.poll(() => keysShown(page)).toEqual(["banner"]);
    await rows(page).first().getByRole("link", { name: "Edit" }).click();
    await expect.poll(() => page.url()).toContain(`#/tenants/${tenant.id}/texts?language=es`);
    await expect
      .poll(() => page.getByRole("textbox", { name: "Banner text" }).last().inputValue(), { timeout: 60_000 })
      .toBe(banner!.text);
    await expect(page.getByRole("combobox", { name: /^Language/ }).innerText()).resolves.toBe(
      "Español (Latinoamérica)",
    );

    // Arabic: right to left, translated chrome, the texts still in their own languages.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    // (react-admin remembers the list's filters and sort: back to none, by language.)
    await page.goto(`${admin.url}/#/tenant-text-entries?filter=%7B%7D&sort=language&order=ASC&page=1`);
    await page.getByRole("button", { name: /المفتاح/ }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expect.poll(() => rows(page).count()).toBe(25);
    const greeting = rows(page).filter({ hasText: "greeting" }).first();
    await expect(greeting.locator("[lang]").getAttribute("lang")).resolves.toBe("ar");
    await admin.reader.screenshot(page, "console-tenant-text-list-ar");

    // No text at all: the empty state says so and leads to the tenant's Texts tab.
    await db.tenantText.deleteMany({ where: { tenantId: tenant.id } });
    await page.reload();
    await page.getByText("لا توجد نصوص بلغات أخرى بعد").waitFor({ timeout: 60_000 });
    await admin.reader.screenshot(page, "console-tenant-text-list-empty-ar");
    const english = await admin.reader.newPage();
    await english.setViewportSize({ width: 1280, height: 900 });
    await admin.signIn(english, "admin@astm.example");
    await english.goto(`${admin.url}/#/tenant-text-entries`);
    await english.getByText("No texts in other languages yet").waitFor({ timeout: 60_000 });
    await admin.reader.screenshot(english, "console-tenant-text-list-empty-en");
    await english.getByRole("link", { name: "Write texts" }).click();
    await expect.poll(() => english.url()).toContain(`#/tenants/${tenant.id}/texts`);
    await english.getByRole("tab", { name: "Texts by language", selected: true }).waitFor({ timeout: 60_000 });
    expect(admin.reader.pageErrors(page)).toEqual([]);
    expect(admin.reader.pageErrors(english)).toEqual([]);
  });
});
