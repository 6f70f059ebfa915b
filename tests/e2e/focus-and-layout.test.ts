/// <reference lib="dom" />
// Issue 12 in Chromium: where the keyboard focus goes (WCAG 2.4.3) — a new page's h1 after a
// search or an opened result; back to the opener when the compare dialog (Escape, Cancel,
// Compare), the compare view, the citation and share dialogs, the sidebar (which keeps the focus
// while open) and the suggestions close — the spec's breakpoints (desktop from 993 px, the wider
// column and refinement panel from 1200 px), and notices that keep clear of the compass point
// dialog's actions, in English and Arabic.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const documentPath = (tab = "HTML") => `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=${tab}`;

/** What has the focus: tag, accessible-ish name and where it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? null,
      text: (el?.getAttribute("aria-label") || el?.textContent || "").trim().replace(/\s+/g, " "),
      inMain: !!el?.closest("main"),
      inSidebar: !!el?.closest("#sidebar"),
    };
  });
}

const focusedText = async (page: Page) => (await focused(page)).text;

async function closeNotices(page: Page) {
  const close = page.locator(".notifications .notification button");
  while ((await close.count()) > 0) await close.first().click();
}

describe("focus management", { timeout: 240_000 }, () => {
  it("a submitted search and an opened result put the focus on the new page's heading", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const box = page.locator(".search-box--hero input[type=search]");
    // The subscriptions: every result opens (a content search may list one the user cannot open).
    await page.locator(".search-box--hero").getByText("My subscriptions").click();
    await box.fill("steel");
    await box.press("Enter");
    await page.waitForURL(/-search\/\?/);
    // The page's heading is waited for (route-focus.ts: up to HEADING_WAIT_MS) while its data comes.
    await expect.poll(() => focused(page), { timeout: 15_000 }).toMatchObject({ tag: "h1", inMain: true });
    const heading = await page.locator("main h1").innerText();
    expect(await focusedText(page)).toBe(heading.trim().replace(/\s+/g, " "));

    // A result opened with the keyboard: the document's title takes the focus.
    const link = page.locator("a.result-card__link").first();
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/document\//);
    await expect.poll(() => focused(page), { timeout: 15_000 }).toMatchObject({ tag: "h1", inMain: true });
    expect(await page.locator("main h1").getAttribute("tabindex")).toBe("-1");
    await reader.screenshot(page, "focus-document-heading");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the compare dialog and the compare view give the focus back to 'Compare versions'", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: documentPath() });
    const toolbar = page.getByRole("toolbar", { name: "Document actions" });
    const opener = toolbar.getByRole("button", { name: "Compare versions" });
    const dialog = page.getByRole("dialog", { name: "Compare versions" });
    const backOnOpener = () => expect.poll(() => focusedText(page)).toBe("⇆ Compare versions");

    await opener.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await backOnOpener();

    await opener.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await backOnOpener();

    await opener.click();
    await dialog.waitFor();
    const boxes = dialog.getByRole("checkbox");
    await expect.poll(() => boxes.count()).toBeGreaterThan(1);
    // The document's own version is ticked; tick one more.
    for (const box of await boxes.all()) {
      if ((await dialog.locator("input[type=checkbox]:checked").count()) >= 2) break;
      if (!(await box.isChecked()) && !(await box.isDisabled())) await box.click();
    }
    await dialog.getByRole("button", { name: "Compare", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.locator("#compare-title").waitFor();
    await backOnOpener();

    await page.getByRole("button", { name: "Close compare" }).first().click();
    await page.locator("#compare-title").waitFor({ state: "detached" });
    await backOnOpener();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the citation and share dialogs, opened from the More menu, give the focus back to it", async () => {
    const page = await reader.newPage();
    // Citations are offered on journal articles, papers and books (a standard has none).
    const article = await reader.api.db.document.findFirstOrThrow({
      where: { contentType: "JOURNALS", contentCode: { startsWith: "ASTM|" } },
    });
    const cases = [
      { path: `/document/?contentCode=${encodeURIComponent(article.contentCode)}`, item: "Citations" },
      { path: documentPath(), item: "Share" },
    ];
    await reader.signIn(page, "individual@astm.example", { path: cases[0].path });
    for (const { path, item } of cases) {
      await page.goto(`${reader.baseUrl}${path}`);
      const more = page.getByRole("toolbar", { name: "Document actions" }).getByRole("button", { name: "More" });
      await more.click();
      await page.getByRole("menuitem", { name: item, exact: true }).click();
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => focusedText(page)).toBe("More");
      // Closed with its × button: the same.
      await more.click();
      await page.getByRole("menuitem", { name: item, exact: true }).click();
      await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => focusedText(page)).toBe("More");
    }
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the group dialogs give the focus back to what opened them", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example", { path: "/groups" });
    await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
    await page.locator("ul.group-cards").waitFor();
    const create = page.getByRole("button", { name: "Create group" });
    await create.click();
    const wizard = page.getByRole("dialog", { name: "Create group" });
    await wizard.waitFor();
    await page.keyboard.press("Escape");
    await wizard.waitFor({ state: "hidden" });
    await expect.poll(() => focusedText(page)).toBe("Create group");

    // From a card's menu: the menu's button.
    const actions = page.getByRole("button", { name: /^Actions for / }).first();
    const label = (await actions.getAttribute("aria-label"))!;
    for (const [item, close] of [
      ["Edit", "Cancel"],
      ["E-mail group", "Escape"],
    ] as const) {
      await actions.click();
      await page.getByRole("menuitem", { name: item, exact: true }).click();
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor();
      if (close === "Escape") await page.keyboard.press("Escape");
      else await dialog.getByRole("button", { name: close }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => focusedText(page)).toBe(label);
    }
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the sidebar keeps the focus while open and gives it back to its button", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const toggle = page.getByRole("button", { name: "Show the main menu" });
    await toggle.click();
    await page.locator("#sidebar a").first().waitFor();
    await expect.poll(async () => (await focused(page)).inSidebar).toBe(true);
    const stops = await page
      .locator("#sidebar")
      .evaluate(
        (nav) =>
          [...nav.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
            (el) => el.getClientRects().length > 0,
          ).length,
      );
    // Twice round with Tab, then once with Shift+Tab: never behind the backdrop.
    for (let i = 0; i < stops * 2 + 2; i++) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inSidebar).toBe(true);
    }
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).inSidebar).toBe(true);
    }
    await reader.screenshot(page, "focus-sidebar");
    await page.keyboard.press("Escape");
    await expect.poll(() => focusedText(page)).toBe("Show the main menu");

    await toggle.click();
    await page.locator("#sidebar").getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => focusedText(page)).toBe("Show the main menu");

    // A sidebar link: the new page's heading.
    await toggle.click();
    await page.locator("#sidebar").getByRole("link", { name: "Favorites" }).click();
    await page.getByRole("heading", { name: "Favorites", level: 1 }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: "h1", text: "Favorites" });
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("Escape in the suggestions gives the focus back to the search box", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    const box = page.locator(".search-box--hero input[type=search]");
    await box.fill("steel");
    const option = page.locator("[role=listbox] [role=option]").first();
    await option.waitFor();
    // In the box: the list closes, the box keeps the focus.
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // On an option the pointer focused: the same.
    await box.press("ArrowDown");
    await option.waitFor();
    await option.evaluate((el) => (el as HTMLElement).focus());
    await page.keyboard.press("Escape");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

describe("breakpoints", { timeout: 180_000 }, () => {
  it("desktop from 993 px; a wider column and refinement panel from 1200 px", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, "individual@astm.example", { path: "/mysubscription-search/?content=steel" });
    const panel = page.locator(".search-layout__panel").first();
    await panel.waitFor();
    const layout = page.locator(".search-layout");
    const widthAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      return page.evaluate(() => {
        const panelBox = document.querySelector(".search-layout__panel")?.getBoundingClientRect();
        const results = document.querySelector(".search-layout__results")?.getBoundingClientRect();
        return {
          panel: Math.round(panelBox?.width ?? 0),
          beside:
            !!panelBox && !!results && results.top < panelBox.bottom - 1 && Math.abs(results.top - panelBox.top) < 2,
        };
      });
    };
    expect(await layout.getAttribute("class")).toContain("search-layout--with-panel");
    expect(await widthAt(992)).toMatchObject({ beside: false });
    expect(await widthAt(993)).toEqual({ panel: 300, beside: true });
    expect(await widthAt(1199)).toEqual({ panel: 300, beside: true });
    expect(await widthAt(1200)).toEqual({ panel: 340, beside: true });
    await reader.screenshot(page, "breakpoint-search-1200");

    await page.goto(`${reader.baseUrl}/myAccount`);
    const column = page.locator("main .page").first();
    await column.waitFor();
    await page.setViewportSize({ width: 1199, height: 900 });
    expect(Math.round((await column.boundingBox())!.width)).toBe(960);
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(Math.round((await column.boundingBox())!.width)).toBe(1140);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});

/**
 * Selects a paragraph of the HTML view and opens the new compass point dialog on it. The paragraph
 * carries no point yet: each case of this file makes one, and a click on a point's mark opens that
 * point instead (the first click of the triple click). Which paragraph an earlier case marked, and
 * whether the middle of a wrapped paragraph falls on its mark, depended on the machine's fonts: the
 * fresh-machine CI failure at 800 px.
 */
async function newPointDialog(page: Page) {
  const frame = page.frameLocator("iframe[sandbox]");
  // The points the cases before made here are marked first: the marks are drawn (all at once)
  // once the list has come, and a paragraph chosen before then may be the one a mark lands on
  // between the clicks (the first click then opens that point: the CI run's timeout at 800 px).
  const earlier = await reader.api.db.compassPoint.count({
    where: {
      status: "ACTIVE",
      name: { startsWith: "Point " },
      createdBy: { email: "individual@astm.example" },
      document: { contentCode: CONTENT_CODE },
    },
  });
  if (earlier > 0) await frame.locator("mark[data-cp]").first().waitFor({ state: "attached", timeout: 60_000 });
  const paragraph = frame
    .locator("p")
    .filter({ hasText: /\w+ \w+ \w+ \w+ \w+/ })
    .filter({ hasNot: frame.locator("mark") })
    .nth(3);
  // The first document of a cold server can take a while to render its HTML.
  await paragraph.waitFor({ timeout: 60_000 });
  await paragraph.click({ clickCount: 3 });
  await page.locator(".cp-create-float").click();
  const dialog = page.locator(".cp-dialog");
  await dialog.waitFor();
  return dialog;
}

/** The notices' boxes that overlap a button of the dialog's footer. */
function noticesOverActions(page: Page) {
  return page.evaluate(() => {
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const notices = [...document.querySelectorAll(".notifications .notification")].map((n) =>
      n.getBoundingClientRect(),
    );
    const actions = [...document.querySelectorAll(".cp-dialog__footer button, .cp-dialog__footer a")].map((b) =>
      b.getBoundingClientRect(),
    );
    return {
      notices: notices.length,
      actions: actions.length,
      overlaps: notices.filter((n) => actions.some((a) => hit(n, a))).length,
    };
  });
}

describe("notices and the compass point dialog", { timeout: 240_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    for (const width of [1280, 800]) {
      it(`never cover the dialog's actions (${locale}, ${width} px)`, async () => {
        const page = await reader.newPage({ viewport: { width, height: 800 } });
        await reader.signIn(page, "individual@astm.example", { path: documentPath() });
        if (locale === "ar") {
          await page.evaluate(() => {
            document.cookie = "norma_locale=ar; path=/";
          });
          await page.reload();
          await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
        }
        await closeNotices(page);
        const dialog = await newPointDialog(page);
        // Once (English, wide): the document's points, read again after the save, answer late, so
        // the close below comes before they do; the dialog must stay closed (it reopened).
        const lateList = locale === "en" && width === 1280;
        if (lateList)
          await page.route(
            (url) => url.pathname.endsWith("/api/v1/compasspoint/list"),
            async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 1_000));
              await route.continue();
            },
          );
        await dialog.getByLabel(locale === "ar" ? "الاسم" : "Name").fill(`Point ${locale} ${width}`);
        await dialog.locator(".cp-dialog__footer button.button--primary").click();
        await page.locator(".notifications .notification").first().waitFor();
        const state = await noticesOverActions(page);
        expect(state.notices).toBeGreaterThan(0);
        expect(state.actions).toBeGreaterThan(0);
        expect(state.overlaps).toBe(0);
        // Still on screen, in the window.
        const notice = (await page.locator(".notifications .notification").first().boundingBox())!;
        expect(notice.y).toBeGreaterThanOrEqual(0);
        expect(notice.x).toBeGreaterThanOrEqual(0);
        expect(notice.x + notice.width).toBeLessThanOrEqual(width);
        // The window as the user sees it (a full-page shot stretches the docked dialog).
        await reader.screenshot(page, `notices-cp-dialog-${locale}-${width}`, { viewport: true });
        // Once the dialog closes, the notices return to their corner.
        const listed = lateList ? page.waitForResponse((r) => r.url().includes("/api/v1/compasspoint/list")) : null;
        await dialog.locator(".cp-dialog__close").click();
        await dialog.waitFor({ state: "detached" });
        if (listed) {
          await listed;
          // Two frames for the answer to be rendered: the dialog did not come back.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          await expect(dialog.count()).resolves.toBe(0);
        }
        // Back where the user was: the document's text, whose selection opened it (the floating
        // button keeps the focus there), or the document's title when that went away; never <body>.
        await expect.poll(async () => (await focused(page)).inMain).toBe(true);
        expect(["iframe", "h1"]).toContain((await focused(page)).tag);
        if ((await page.locator(".notifications .notification").count()) > 0) {
          const region = (await page.locator(".notifications").boundingBox())!;
          expect(region.y + region.height).toBeGreaterThan(800 - 40);
        }
        expect(reader.pageErrors(page)).toEqual([]);
      });
    }
  }
});
