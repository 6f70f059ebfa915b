/// <reference lib="dom" />
// Issue 26 §19 and §20 in Chromium, each screen photographed in English (desktop) and Arabic
// (375 px) into test-artifacts/e2e/:
//   - the admin compass point list: a click on a row selects it (spec 2 §2, without a link), the
//     chosen points are deactivated together after one confirmation and reactivated together, and
//     the row menu's Open leads to the point in its document;
//   - a deactivated shared compass point: the notice, and the document loaded below it;
//   - the auth-verification screen while a session's single account is validated, and the
//     validation dialog over it for an applet session without a valid account;
//   - the auth-verified screen, whose Continue leads to the page it was given.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

/** Arabic at 375 px from now on (the locale cookie the language menu sets), the page reloaded. */
async function arabicPhone(page: Page) {
  await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
}

/** How far the page reaches past the screen (a wide table scrolls in its own box). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      if (el.closest(".cp-table-wrap")) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < -1 || r.right > width + 1))
        out.push(`${el.tagName}.${el.className} ${r.left} ${r.right}`);
    }
    return { by: document.documentElement.scrollWidth - width, out: out.slice(0, 12) };
  });

/** Closes every notice on screen. */
async function closeNotices(page: Page) {
  const close = page.locator(".notifications .notification button");
  while ((await close.count()) > 0) await close.first().click();
}

describe("issue 26 §19–20 screens", { timeout: 180_000 }, () => {
  it("the admin list: a click selects, the chosen points change together, Open leads to the point", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example", { path: "/compass-points-admin-list" });
    await page.getByRole("heading", { name: "Compass Points administration" }).waitFor();
    const rows = page.locator("tbody tr.cp-row--selectable");
    await rows.first().waitFor();
    const total = await rows.count();
    expect(total).toBeGreaterThan(1);
    // No link in the row: clicking its name selects it.
    await expect(rows.first().locator("a").count()).resolves.toBe(0);
    await rows.first().locator("td").nth(3).click();
    await expect(rows.first().getAttribute("aria-selected")).resolves.toBe("true");
    const bar = page.getByRole("toolbar", { name: "Chosen compass points" });
    await bar.getByText("Selected: 1").waitFor();
    await rows.nth(1).getByRole("checkbox").check();
    await bar.getByText("Selected: 2").waitFor();
    const names = await Promise.all([0, 1].map((i) => rows.nth(i).locator("td").nth(3).getAttribute("title")));
    await reader.screenshot(page, "compass-points-admin-selected");

    // Open: the first row's point in its document.
    const uuid = await reader.api.db.compassPoint.findMany({ select: { uuid: true } });
    await rows
      .first()
      .getByRole("button", { name: /^Actions for / })
      .click();
    const open = page.getByRole("menuitem", { name: "Open in document" });
    const href = (await open.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/document\/\?contentCode=.+&compasspointuuid=/);
    expect(uuid.map((u) => u.uuid)).toContain(new URL(href, reader.baseUrl).searchParams.get("compasspointuuid"));
    await page.keyboard.press("Escape");

    // Deactivate the two together, after one confirmation.
    await bar.getByRole("button", { name: "Deactivate selected" }).click();
    const dialog = page.locator("dialog[open]");
    await dialog.getByText("Deactivate the chosen compass points (2)?", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await page.getByText("Compass points deactivated: 2").waitFor();
    await expect.poll(() => rows.count()).toBe(total - 2);
    await expect(bar.count()).resolves.toBe(0);

    // Reactivate them together from the deactivated view.
    await closeNotices(page);
    await page.getByRole("switch", { name: "Show deactivated" }).click();
    await page.getByRole("columnheader", { name: /Deactivated by/ }).waitFor();
    // The header box chooses the whole page, a second click clears it; then the two by their boxes.
    const all = page.getByRole("checkbox", { name: "Select all on this page" });
    await all.check();
    await expect.poll(() => page.locator("tbody tr[aria-selected='true']").count()).toBeGreaterThanOrEqual(2);
    await all.uncheck();
    await expect(page.locator("tbody tr[aria-selected='true']").count()).resolves.toBe(0);
    for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await bar.getByRole("button", { name: "Reactivate selected" }).click();
    await page.getByText("Compass points reactivated: 2").waitFor();
    expect(reader.pageErrors(page)).toEqual([]);

    await page.getByRole("switch", { name: "Show deactivated" }).click();
    await rows.first().waitFor();
    await rows.first().locator("td").nth(3).click();
    await arabicPhone(page);
    await page.getByRole("heading", { name: "إدارة نقاط البوصلة" }).waitFor();
    // On a phone, by the row's box (the first column, at the right in Arabic).
    await page.locator("tbody tr.cp-row--selectable").first().getByRole("checkbox").check();
    await page.locator(".cp-bulk").waitFor();
    // Statuses in the reader's language.
    await page.getByRole("cell", { name: "سارية" }).first().waitFor();
    // The table scrolls in its own box; the page does not reach past the screen.
    await expect.poll(() => overflow(page)).toEqual({ by: 0, out: [] });
    await reader.screenshot(page, "compass-points-admin-selected-arabic-375");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("a deactivated shared point: the notice, and its document loaded below it", async () => {
    const off = await reader.api.db.compassPoint.findFirstOrThrow({
      where: { name: "Superseded reporting rule" },
      include: { document: true },
    });
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: `/compasspoint/${off.uuid}` });
    await page.getByText("The Compass Point you are trying to access has been deactivated.").waitFor();
    const below = page.locator(".cp-shared__document");
    await below.locator(".document__header").waitFor();
    await below.getByRole("tablist").waitFor();
    // Still the shared point's page: the notice stays beside the document.
    expect(new URL(page.url()).pathname).toBe(`/compasspoint/${off.uuid}`);
    await reader.screenshot(page, "compass-point-shared-deactivated-document");
    await arabicPhone(page);
    await page.locator(".cp-notice").waitFor();
    await page.locator(".cp-shared__document .document__header").waitFor();
    await reader.screenshot(page, "compass-point-shared-deactivated-document-arabic-375");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the auth-verification screen while the single account is validated; the dialog over it", async () => {
    /** The session object as one asking for an account to be chosen (the shell then validates one). */
    const selecting = async (page: Page, applet: boolean) =>
      page.route("**/api/account", async (route) => {
        const response = await route.fetch();
        const session = await response.json();
        const first = session.cgEntitlements[0];
        await route.fulfill({
          response,
          json: {
            ...session,
            sessionState: "SELECT_ACCOUNT",
            selectedAccountId: null,
            ...(applet
              ? { authType: "APPLET", cgEntitlements: [first, { ...first, accountId: 999_999 }] }
              : { cgEntitlements: [first] }),
          },
        });
      });
    const page = await reader.newPage();
    await reader.storeSession(page, "individual@astm.example");
    await selecting(page, false);
    // With one account the shell validates it (POST /api/account/switch): held, never answered here.
    await page.route("**/api/account/switch", () => new Promise(() => {}));
    await page.goto(`${reader.baseUrl}/`);
    await page.getByRole("heading", { name: "Verifying your access" }).waitFor();
    await page.getByText(/Checking your sign-in and your organisation's access to /).waitFor();
    await reader.screenshot(page, "auth-verification");
    await arabicPhone(page);
    await page.getByRole("heading", { name: "جارٍ التحقق من وصولك" }).waitFor();
    await reader.screenshot(page, "auth-verification-arabic-375");
    expect(reader.pageErrors(page)).toEqual([]);

    // An applet session without a valid account: the validation dialog over the screen.
    const applet = await reader.newPage();
    await reader.storeSession(applet, "individual@astm.example");
    await selecting(applet, true);
    await applet.goto(`${reader.baseUrl}/`);
    await applet.locator("dialog[open]").waitFor();
    await applet.getByRole("heading", { name: "Verifying your access" }).waitFor();
    await reader.screenshot(applet, "auth-verification-validation-failed");
    expect(reader.pageErrors(applet)).toEqual([]);
  });

  it("the auth-verified screen says what was verified; Continue leads on", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/auth-verified?returnTo=%2Ffavorites" });
    await page.getByRole("heading", { name: "Access verified" }).waitFor();
    const facts = page.locator(".auth-verified__facts");
    await facts.getByText("E-mail and password").waitFor();
    await expect(facts.locator("dd").first().textContent()).resolves.toBe("Grace Whitfield");
    await expect(page.title()).resolves.toMatch(/^Access verified – /);
    await reader.screenshot(page, "auth-verified");
    await arabicPhone(page);
    await page.getByRole("heading", { name: "تم التحقق من الوصول" }).waitFor();
    await page.locator(".auth-verified__facts dd").nth(3).filter({ hasNotText: "…" }).waitFor();
    await reader.screenshot(page, "auth-verified-arabic-375");
    // The account number is one left-to-right island in the Arabic sentence, whole and in order.
    const isolated = page.locator(".auth-verified__facts dd bdi[dir='ltr']");
    await expect(isolated.count()).resolves.toBe(1);
    const number = await isolated.textContent();
    const api = reader.api;
    const session = (
      await api.request({ method: "GET", url: "/api/account", token: await api.login("individual@astm.example") })
    ).json();
    const selected = await api.db.account.findUniqueOrThrow({ where: { id: session.selectedAccountId } });
    expect(number).toBe(selected.accountNumber);
    await expect(isolated.evaluate((el) => getComputedStyle(el).direction)).resolves.toBe("ltr");
    // On one line at 375 px: not broken at its hyphens.
    await expect(isolated.evaluate((el) => el.getClientRects().length)).resolves.toBe(1);
    await expect(page.locator(".auth-verified__facts dd").nth(1).textContent()).resolves.toContain(`الحساب ${number}`);
    await page.getByRole("link", { name: "متابعة" }).click();
    await page.waitForURL((url) => url.pathname === "/favorites");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
