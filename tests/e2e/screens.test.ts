/// <reference lib="dom" />
// The reader's other screens in Chromium, each photographed into test-artifacts/e2e/ (issue 7,
// Quality): my account with its edit form (the state only for the US), the video tutorials, user
// resources and their MARC page, the account switch (and its guard), recently accessed, discovery
// search, the layout-free /document-view/ of a DRM tenant (no download), the dated banner (closed
// for the session), keyboard use of tabs and menus, and a narrow (375 px) pass over home, search
// and document with the sidebar open (Escape closes it; the page behind does not scroll).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { documentWithAccess } from "./entitlement.ts";

const reader = useReader();

const D3039 = "ASTM|D3039_D3039M-17|en-US";
const D3039_TITLE = "Standard Test Method for Tensile Properties of Polymer Matrix Composite Materials";
const documentUrl = (contentCode: string) =>
  `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(contentCode)}`;

/** pdf.js draws a page in a second or two, much longer on a loaded machine. */
const PDF_TIMEOUT_MS = 60_000;

const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** What the screen shows (not the whole page): the narrow pages are long. */
const viewportShot = (page: Page, name: string) => reader.screenshot(page, name, { viewport: true });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("reader screens", { timeout: 180_000 }, () => {
  it("my account: the details, then the edit form whose state select shows only for the United States", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/myAccount" });
    await page.getByRole("heading", { name: "My account" }).waitFor();
    await reader.screenshot(page, "my-account");
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const country = page.getByLabel(/^Country/);
    await country.waitFor();
    await country.selectOption("US");
    const state = page.getByLabel(/^State/);
    await state.waitFor();
    // The US states are listed (GET api/meta-data/type/STATE).
    await expect.poll(() => state.locator("option").count()).toBeGreaterThan(50);
    await reader.screenshot(page, "my-account-edit-us");
    await country.selectOption("FR");
    await state.waitFor({ state: "detached" });
    await reader.screenshot(page, "my-account-edit-other-country");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("video tutorials: a grid of videos with their durations as mm:ss", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/video" });
    await page.getByRole("heading", { name: "Video tutorials" }).waitFor();
    const durations = page.locator(".video__duration");
    await expect.poll(() => durations.count()).toBeGreaterThan(0);
    for (const text of await durations.allInnerTexts()) expect(text).toMatch(/\b\d{2}:\d{2}$/);
    await reader.screenshot(page, "videos");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("user resources: the sections, the title list scrolls to each, and the MARC records page", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/user-resources" });
    await page.getByRole("heading", { name: "User resources" }).waitFor();
    await reader.screenshot(page, "user-resources");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link").nth(2).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("link", { name: "MARC records" }).first().click();
    await page.getByRole("heading", { name: "MARC records" }).waitFor();
    await expect(page.getByRole("button", { name: /^Download Journals as/ }).count()).resolves.toBeGreaterThan(0);
    await reader.screenshot(page, "user-resources-marc");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("switch account: the user's accounts with Select buttons, the address and the support link; choosing one goes home", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.getByRole("button", { name: /^Account menu of/ }).click();
    await page.getByRole("menuitem", { name: "Switch account" }).click();
    await page.getByRole("heading", { name: "Choose an account" }).waitFor();
    const selects = page.getByRole("button", { name: /^Select / });
    await expect.poll(() => selects.count()).toBe(2);
    await expect(page.getByRole("link", { name: "Contact support" }).getAttribute("href")).resolves.toMatch(/^mailto:/);
    // The caller's address, once known ('loading' before).
    await page.getByText(/Your network address: \S+[.:]\S+/).waitFor();
    await reader.screenshot(page, "switch-account");
    // The current account's button is disabled; choose the other one.
    await selects.and(page.locator(":enabled")).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByRole("tablist", { name: "Your documents" }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("switch account is refused to a user with a single account", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "single@astm.example");
    await page.getByRole("button", { name: /^Account menu of/ }).click();
    await expect(page.getByRole("menuitem", { name: "Switch account" }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");
    await page.goto(`${reader.baseUrl}/switch-account`);
    await page.getByText("You are not authorized to access this page.").waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("recently accessed: a document opened is listed first", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(documentUrl(D3039));
    await page.getByRole("heading", { name: D3039_TITLE }).first().waitFor();
    // Opening the PDF is what records the access (GET api/documents/pdf/contentCode).
    await page.locator(".pdf-stage canvas").first().waitFor({ timeout: PDF_TIMEOUT_MS });
    await page.goto(`${reader.baseUrl}/recently-accessed`);
    await page.getByRole("heading", { name: "Recently accessed" }).waitFor();
    await expect.poll(() => page.locator(".doc-list li").first().innerText()).toContain(D3039_TITLE);
    await reader.screenshot(page, "recently-accessed");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("discovery search (/semantic-search/): results for a question, marked as beta", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(
      `${reader.baseUrl}/semantic-search/?content=${encodeURIComponent("tensile strength of composites")}`,
    );
    await expect.poll(() => new URL(page.url()).pathname).toBe("/semantic-search/");
    await page.locator(".search-page__notice").waitFor();
    await page.locator(".search-results__list li, .search-results__empty").first().waitFor();
    await reader.screenshot(page, "semantic-search");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("a DRM tenant reads documents in the layout-free /document-view/, without download", async () => {
    const doc = await documentWithAccess(reader.api, {
      email: "individual@demowl.example",
      tenant: "demowl",
      entitled: true,
    });
    const page = await reader.newPage();
    await reader.signIn(page, "individual@demowl.example", { path: "/?tenant=demowl" });
    await page.goto(documentUrl(doc.contentCode));
    await expect.poll(() => new URL(page.url()).pathname).toBe("/document-view/");
    await page.getByRole("heading", { name: doc.title }).first().waitFor();
    // No shell around it: no header, no footer; a link back home instead.
    await expect(page.locator("header.header").count()).resolves.toBe(0);
    await expect(page.locator("footer.footer").count()).resolves.toBe(0);
    await page.getByRole("link", { name: /^Back to/ }).waitFor();
    const actions = page.getByRole("toolbar", { name: "Document actions" });
    await actions.waitFor();
    await expect(actions.getByRole("button", { name: "Download", exact: true }).count()).resolves.toBe(0);
    await page.locator(".pdf-stage canvas").first().waitFor({ timeout: PDF_TIMEOUT_MS });
    await reader.screenshot(page, "document-view-drm");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the dated banner shows until closed, and stays closed for the session", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const banner = page.getByRole("region", { name: "Announcement" });
    await banner.waitFor();
    await expect(banner.innerText()).resolves.toContain("Scheduled maintenance");
    await banner.getByRole("button", { name: "Close the announcement" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await page.locator("main.app__main").waitFor();
    await expect(page.getByRole("region", { name: "Announcement" }).count()).resolves.toBe(0);
    // Another session (a new browser context) sees it again.
    const other = await reader.newPage();
    await reader.signIn(other);
    await other.getByRole("region", { name: "Announcement" }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("keyboard: arrow keys move between tabs, menus open with Enter, move with arrows and close with Escape", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const tabs = page.getByRole("tablist", { name: "Your documents" });
    await tabs.waitFor();
    const selected = tabs.getByRole("tab", { selected: true });
    const first = (await selected.innerText()).trim();
    await selected.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await tabs.getByRole("tab", { selected: true }).innerText()).trim()).not.toBe(first);
    // The newly selected tab has the focus, and its panel follows.
    await expect
      .poll(() => focusedText(page))
      .toBe((await tabs.getByRole("tab", { selected: true }).innerText()).trim());
    await page.keyboard.press("Home");
    await expect.poll(async () => (await tabs.getByRole("tab", { selected: true }).innerText()).trim()).toBe(first);

    const menuButton = page.getByRole("button", { name: /^Account menu of/ });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    // The first item has the focus; arrows move through the items.
    const items = await menu.getByRole("menuitem").allInnerTexts();
    await expect.poll(() => focusedText(page)).toBe(items[0].trim());
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedText(page)).toBe(items[1].trim());
    await page.keyboard.press("End");
    await expect.poll(() => focusedText(page)).toBe(items[items.length - 1].trim());
    await reader.screenshot(page, "keyboard-account-menu");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("menu");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("narrow screen (375 px): home, search and document, with the sidebar open (Escape closes it, the page does not scroll)", async () => {
    const page = await reader.newPage(MOBILE);
    await reader.signIn(page);
    await page.getByRole("tablist", { name: "Your documents" }).waitFor();
    // Nothing wider than the screen.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await reader.screenshot(page, "mobile-home");
    await viewportShot(page, "mobile-home-screen");

    const menuButton = page.getByRole("button", { name: "Show the main menu" });
    await menuButton.click();
    const sidebar = page.getByRole("navigation", { name: "Main menu" });
    await sidebar.waitFor();
    await expect(page.evaluate(() => document.body.classList.contains("scroll-locked"))).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe("hidden");
    await expect(sidebar.getByRole("link", { name: "Home" }).isVisible()).resolves.toBe(true);
    await viewportShot(page, "mobile-sidebar");
    await page.keyboard.press("Escape");
    await sidebar.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.body.classList.contains("scroll-locked"))).resolves.toBe(false);

    await page.goto(`${reader.baseUrl}/content-search/?content=tensile`);
    await page.locator(".search-results__list li").first().waitFor();
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    // The refinements start hidden on small screens and open on request.
    const toggle = page.getByRole("button", { name: "Show refinements" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await reader.screenshot(page, "mobile-search");
    await viewportShot(page, "mobile-search-screen");
    await toggle.click();
    await page.locator("#search-refinements .refinements__section").first().waitFor();
    await viewportShot(page, "mobile-search-refinements-screen");

    await page.goto(documentUrl(D3039));
    await page.getByRole("heading", { name: D3039_TITLE }).first().waitFor();
    // On a phone the PDF starts below the document's header: its viewer loads when scrolled to.
    await page.locator(".pdf-waiting").scrollIntoViewIfNeeded();
    await page.locator(".pdf-stage canvas").first().waitFor({ timeout: PDF_TIMEOUT_MS });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await reader.screenshot(page, "mobile-document");
    await viewportShot(page, "mobile-document-screen");
    await menuButton.click();
    await sidebar.waitFor();
    await viewportShot(page, "mobile-document-sidebar");
    await sidebar.getByRole("button", { name: "Close" }).click();
    await sidebar.waitFor({ state: "hidden" });
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
