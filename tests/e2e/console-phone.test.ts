// The console at a phone's width (issue 26): react-admin's own Button shows only its icon below
// the `sm` breakpoint (its label becomes the accessible name and tooltip), so a button given no icon
// is a blank square there. On the screens where that happened (tenant texts, accounts, users,
// reviews, feedback, compass point settings) every button at 375 px must show its words or an
// icon, in English and in Arabic, and no page may be wider than the screen. The operator's pages
// too: Unresolved references, a tenant's sign-in tab with a SAML provider (each provider showing
// only its kind's inputs) and the menu with its Database console entry (DATABASE_CONSOLE_URL),
// right to left in Arabic. Photographed into test-artifacts/e2e/console-phone-*.png.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole({ env: { DATABASE_CONSOLE_URL: "https://pgadmin.example.test/browser/" } });
const db = () => admin.reader.api.db;

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * The buttons on screen with neither words nor an icon to see (each described by its HTML's start),
 * how far the page is wider than the screen, and the table cells cut off: lying past the edge of the
 * box that clips them (or of the screen) with no way to scroll to them, and the buttons so cut.
 */
function blankButtonsAndOverflow(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    // Above the page (react-admin's skip-to-content link until it has the focus): not on screen.
    const onPage = (el: Element) => el.getBoundingClientRect().bottom + window.scrollY > 0;
    const blank = [...document.querySelectorAll("button, [role='button'], a.MuiButton-root, a.MuiIconButton-root")]
      .filter((el) => shown(el) && onPage(el))
      .filter((el) => !(el as HTMLElement).innerText.trim() && ![...el.querySelectorAll("svg")].some(shown))
      .map((el) => el.outerHTML.slice(0, 160));
    const cut = [...document.querySelectorAll("th, td, button")]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        if (!shown(cell) || !onPage(cell)) return false;
        let clip = cell.parentElement;
        while (clip && getComputedStyle(clip).overflowX === "visible") clip = clip.parentElement;
        if (clip && ["auto", "scroll"].includes(getComputedStyle(clip).overflowX)) return false;
        const edge = clip && clip !== document.documentElement ? clip.getBoundingClientRect() : null;
        // (A collapsed box, such as the bulk toolbar with nothing selected, hides its buttons on purpose.)
        if (edge && (edge.width < 1 || edge.height < 1)) return false;
        const [left, right] = edge ? [edge.left, edge.right] : [0, window.innerWidth];
        return box.left < left - 1 || box.right > right + 1;
      })
      .map((cell) => {
        const text = (cell as HTMLElement).innerText.trim() || cell.getAttribute("aria-label") || cell.className;
        return `${cell.tagName.toLowerCase()}: ${text.slice(0, 60)}`;
      });
    // The page's title in the app bar, whole.
    const title = document.getElementById("react-admin-title");
    if (title && (title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1))
      cut.push(`title: ${title.innerText}`);
    return { blank, cut, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
}

/** Opens a console address on the phone and waits until its data is on screen (no progress shown). */
async function open(page: Page, hash: string, ready: (page: Page) => Promise<void>) {
  await page.goto(`${admin.url}/#/${hash}`);
  await ready(page);
  await expect.poll(() => page.locator("[role='progressbar']").count(), { timeout: 30_000 }).toBe(0);
}

async function toArabic(page: Page) {
  await page.getByRole("button", { name: "English" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
}

describe("console at 375 px", { timeout: 300_000 }, () => {
  it("every button of the administrator's screens shows its words or an icon, in English and Arabic", async () => {
    const account = await db().account.findFirstOrThrow({
      where: { tenant: { code: "astm" } },
      orderBy: { id: "asc" },
    });
    const user = await db().user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const setting = await db().compassPointSetting.findFirst({ orderBy: { id: "asc" } });
    const rowsOrEmpty = async (page: Page) => {
      await page.locator(".RaList-main, .RaList-noResults, .RaEmpty-message, [role='status']").first().waitFor({
        timeout: 60_000,
      });
    };
    const form = async (page: Page) => {
      await page.locator("form").first().waitFor({ timeout: 60_000 });
    };
    const screens: [string, string, (page: Page) => Promise<void>][] = [
      ["tenant-texts", "tenant-text-entries", rowsOrEmpty],
      ["accounts", "accounts", rowsOrEmpty],
      ["account", `accounts/${account.id}`, form],
      ["user", `users/${user.id}`, form],
      ["reviews", "reviews", rowsOrEmpty],
      ["feedback", "feedback", rowsOrEmpty],
      ["compass-settings", "compass-point-settings", rowsOrEmpty],
      ["compass-setting-new", "compass-point-settings/create", form],
      // The other lists of the administrator, held to the same.
      ["tenants", "tenants", rowsOrEmpty],
      ["users", "users", rowsOrEmpty],
      ["compass-points", "compass-points", rowsOrEmpty],
      ["api-keys", "api-keys", rowsOrEmpty],
      ["webhooks", "webhook-endpoints", rowsOrEmpty],
    ];
    if (setting) screens.push(["compass-setting", `compass-point-settings/${setting.id}`, form]);

    const page = await admin.reader.newPage(PHONE);
    await admin.signIn(page, "admin@astm.example");
    for (const language of ["en", "ar"]) {
      if (language === "ar") await toArabic(page);
      for (const [name, hash, ready] of screens) {
        await open(page, hash, ready);
        expect(await blankButtonsAndOverflow(page), `${name} (${language})`).toEqual({
          blank: [],
          cut: [],
          overflow: 0,
        });
        // The documents' statuses in the page's language (they were the API's English words).
        if (name === "compass-points" && language === "ar")
          expect(await page.locator("tbody").innerText()).not.toMatch(/\b(Active|Historical|Withdrawn)\b/);
        await admin.reader.screenshot(page, `console-phone-${name}-${language}`, { viewport: true });
      }
    }
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("the operator's Unresolved references page and Database console entry fit the phone in Arabic", async () => {
    const sources = await db().document.findMany({ orderBy: { id: "asc" }, take: 2 });
    await db().documentReference.createMany({
      data: sources.map((s) => ({
        sourceDocumentId: s.id,
        targetDocumentId: null,
        targetDesignation: "QQZ Z9-2020 Standard Practice for a Rather Long Cited Designation",
        targetPublisher: "QQZ",
        targetKey: "qqz:z9",
        editionYear: 2020,
        kind: "normative",
      })),
    });
    const tenant = await db().tenant.findFirstOrThrow({ where: { code: "astm" } });
    await db().tenantIdentityProvider.create({
      data: {
        tenantId: tenant.id,
        kind: "SAML",
        issuer: "https://idp.example.test/saml/metadata",
        ssoUrl: "https://idp.example.test/saml/sso",
        signingCertificates: ["-----BEGIN CERTIFICATE-----\nMIIBszCCARygAwIBAgIJAKBench0\n-----END CERTIFICATE-----"],
        attributeMapping: { email: "mail", firstName: "givenName", lastName: "sn", account: "department" },
        enabled: false,
      },
    });
    const page = await admin.reader.newPage(PHONE);
    await admin.signIn(page, "operator@astm.example");
    for (const language of ["en", "ar"]) {
      if (language === "ar") await toArabic(page);
      await open(page, "references/unresolved", async (p) => {
        await p.getByRole("table").first().getByRole("row").filter({ hasText: "QQZ" }).first().waitFor({
          timeout: 60_000,
        });
      });
      expect(await blankButtonsAndOverflow(page), `unresolved references (${language})`).toEqual({
        blank: [],
        cut: [],
        overflow: 0,
      });
      await admin.reader.screenshot(page, `console-phone-unresolved-${language}`);

      // A tenant's sign-in tab with a SAML provider's fields (certificates, attribute mapping).
      await open(page, `tenants/${tenant.id}/sign-in`, async (p) => {
        await p.locator("form").first().waitFor({ timeout: 60_000 });
      });
      // Each provider shows its own kind's inputs: the SAML one its certificates, the seeded OIDC
      // one its client id and none of SAML's.
      await expect.poll(() => page.locator("textarea[name$='signingCertificates']").count()).toBe(1);
      expect(await page.locator("input[name$='attributeMapping.email']").count()).toBe(1);
      expect(await page.locator("input[name$='clientId']").count()).toBe(
        await db().tenantIdentityProvider.count({ where: { tenantId: tenant.id, kind: { not: "SAML" } } }),
      );
      expect(await blankButtonsAndOverflow(page), `tenant sign-in (${language})`).toEqual({
        blank: [],
        cut: [],
        overflow: 0,
      });
      await admin.reader.screenshot(page, `console-phone-tenant-sign-in-${language}`);

      // The menu (a drawer on a phone): the database console entry whole on screen, named in the
      // page's language, opening the operator's tool in a new tab.
      await page.getByRole("button", { name: language === "ar" ? "فتح القائمة" : "Open menu" }).click();
      const entry = page.locator(`a[href="https://pgadmin.example.test/browser/"]`);
      await entry.waitFor();
      await entry.scrollIntoViewIfNeeded();
      // (The drawer slides in: measured once it has.)
      await page.waitForTimeout(400);
      await expect(entry.getAttribute("target")).resolves.toBe("_blank");
      const fits = await entry.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const inner = [...el.querySelectorAll("*")].concat(el);
        return {
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
          notCut: inner.every((e) => e.scrollWidth <= e.clientWidth + 1 || getComputedStyle(e).overflow === "visible"),
          text: (el as HTMLElement).innerText.trim(),
        };
      });
      expect(fits.onScreen && fits.notCut, JSON.stringify(fits)).toBe(true);
      // No entry of the menu cut short ("Compass point setti…" was).
      const cutEntries = await page.evaluate(() =>
        [...document.querySelectorAll(".RaMenuItemLink-root")]
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => (e as HTMLElement).innerText),
      );
      expect(cutEntries).toEqual([]);
      expect(fits.text).toEqual(language === "ar" ? "قاعدة البيانات" : "Database");
      await admin.reader.screenshot(page, `console-phone-menu-${language}`, { viewport: true });
      await page.keyboard.press("Escape");
    }
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
