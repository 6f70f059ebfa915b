/// <reference lib="dom" />
// The custom collection table in Chromium (spec 2 §2, §9), reached from the sidebar: sorted by
// designation Z–A on this page, A–Z after a click on the column; page sizes 10, 20, 50, 100; the
// download icon saves the document's PDF; English and Arabic screenshots.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

describe("custom collection", { timeout: 180_000 }, () => {
  it("sorts on designation, changes the page size and downloads a document", async () => {
    const api = reader.api;
    const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const session = (
      await api.request({ method: "GET", url: "/api/account", token: await api.login(individual.email) })
    ).json();
    const items = await api.db.document.findMany({
      where: { customItems: { some: { collection: { accountId: session.selectedAccountId } } } },
    });
    expect(items.length, "the seed's custom collection of the individual's account").toBeGreaterThan(10);
    const designations = items.map((d) => d.displayDesignation).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

    const page = await reader.newPage();
    await reader.signIn(page, individual.email);
    await page.getByRole("button", { name: "Show the main menu" }).click();
    await page.getByRole("link", { name: "Custom collection" }).click();
    await page.getByRole("heading", { name: "Custom collection", level: 1 }).waitFor();
    const rows = page.locator("table.custom-collections tbody tr");
    await expect.poll(() => rows.count()).toBe(10);
    const firstCells = () => page.locator("table.custom-collections tbody th").allInnerTexts();
    expect(await firstCells()).toEqual([...designations].reverse().slice(0, 10));
    await reader.screenshot(page, "custom-collections");

    await page.getByRole("button", { name: "Sort by designation, A to Z" }).click();
    await expect.poll(firstCells).toEqual(designations.slice(0, 10));

    await page.getByLabel("Per page").selectOption("20");
    await expect.poll(() => rows.count()).toBe(Math.min(20, items.length));

    // The download icon: a PDF for a document that has one, the no-PDF message for one that has not.
    const listed = (
      await api.request({
        method: "GET",
        url: "/api/v1/custom-collection/current-user/pageable?pageSize=100",
        token: await api.login(individual.email),
      })
    ).json().value.content as { designation: string; downloadable: boolean }[];
    const withPdf = listed.find((i) => i.downloadable);
    const withoutPdf = listed.find((i) => !i.downloadable);
    expect(withPdf, "a document of the collection with a PDF").toBeDefined();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${withPdf!.designation}`, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    if (withoutPdf) {
      await page.getByRole("button", { name: `Download ${withoutPdf.designation}`, exact: true }).click();
      const dialog = page.locator("dialog[open]");
      await dialog.getByRole("heading", { name: "No PDF available" }).waitFor();
      await dialog.getByRole("button", { name: "OK" }).click();
      await dialog.waitFor({ state: "detached" });
    }

    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.getByRole("heading", { name: "المجموعة المخصصة", level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await reader.screenshot(page, "custom-collections-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the licence agreement's thanks follow a switch to Arabic (issue 26: it stayed English)", async () => {
    const api = reader.api;
    const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    // The agreement unread again: the dialog comes back at sign-in.
    await api.db.licenseAcceptance.deleteMany({ where: { userId: individual.id } });
    const page = await reader.newPage();
    await reader.signIn(page, individual.email, { path: "/custom-collections", acceptLicence: false });
    const licence = page.locator("dialog[open]").filter({ has: page.getByRole("button", { name: "Accept" }) });
    await licence.getByRole("button", { name: "Accept" }).click();
    await licence.waitFor({ state: "detached" });
    const thanks = page.locator(".notification--success .notification__text");
    await expect(thanks.textContent()).resolves.toBe("Thank you. The licence agreement has been accepted.");
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await expect(thanks.textContent()).resolves.toBe("شكرًا لك. تم قبول اتفاقية الترخيص.");
    await page.getByRole("heading", { name: "المجموعة المخصصة", level: 1 }).waitFor();
    await reader.screenshot(page, "custom-collections-licence-thanks-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the home tab: the collection's first 6 by designation Z–A, linked to the table; hidden without a collection", async () => {
    const api = reader.api;
    const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const session = (
      await api.request({ method: "GET", url: "/api/account", token: await api.login(individual.email) })
    ).json();
    const items = await api.db.document.findMany({
      where: { customItems: { some: { collection: { accountId: session.selectedAccountId } } } },
    });
    const designations = items.map((d) => d.displayDesignation).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

    const page = await reader.newPage();
    await reader.signIn(page, individual.email);
    await page.getByRole("tab", { name: "Custom collection" }).click();
    await page.waitForURL(/\/home\/6$/);
    const cards = page.locator("[role=tabpanel] .doc-card__designation");
    await expect.poll(() => cards.allInnerTexts()).toEqual([...designations].reverse().slice(0, 6));
    await reader.screenshot(page, "home-custom-collection");
    // Keyboard: the tabs are reachable with the arrow keys.
    await page.getByRole("tab", { name: "Custom collection" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.url()).not.toMatch(/\/home\/6$/);
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/\/home\/6$/);
    await page.getByRole("link", { name: `See the whole collection (${items.length})` }).click();
    await page.getByRole("heading", { name: "Custom collection", level: 1 }).waitFor();

    // Arabic, right to left.
    await page.goto(`${reader.baseUrl}/home/6`);
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.getByRole("tab", { name: "المجموعة المخصصة", selected: true }).waitFor();
    await reader.screenshot(page, "home-custom-collection-arabic");
    expect(reader.pageErrors(page)).toEqual([]);

    // An account without a custom collection has no such tab; its key falls back to the default.
    await api.db.account.update({ where: { id: session.selectedAccountId }, data: { customCollection: false } });
    try {
      const other = await reader.newPage();
      await reader.signIn(other, individual.email, { path: "/home/6" });
      await other.getByRole("tab", { name: "Recently accessed", selected: true }).waitFor();
      await expect(other.getByRole("tab", { name: "Custom collection" }).count()).resolves.toBe(0);
    } finally {
      await api.db.account.update({ where: { id: session.selectedAccountId }, data: { customCollection: true } });
    }
  });
});
