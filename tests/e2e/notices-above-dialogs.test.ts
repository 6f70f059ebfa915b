/// <reference lib="dom" />
// Issue 12: a notice raised while a modal dialog is open shows above it. showModal() puts the
// dialog in the browser's top layer, above any z-index, and makes the rest of the page inert; the
// notice once sat under the dialog and its backdrop, and was left out of the accessibility tree. Here the share dialog creates a share link
// (the notice "The link was created." comes while the dialog stays open): the notice is what the
// pointer finds at its centre, its live region is announced (not inert, in the accessibility
// tree), the dialog keeps the focus and Tab never leaves it; once the dialog closes the notice is
// back in the page's corner. English and Arabic, and at a phone's width.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { documentsOf } from "@norma/api/src/modules/groups/groups-fixtures.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { REPO_ROOT } from "../harness/template.ts";

const reader = useReader();

const messages = (locale: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, "web", "reader", "src", "i18n", "locales", `${locale}.json`), "utf8"));

/** Where the notice is against the open dialog: what the pointer finds at its centre, and more. */
function noticeState(page: Page) {
  return page.evaluate(() => {
    const notice = document.querySelector<HTMLElement>(".notifications .notification");
    const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (!notice) return null;
    const box = notice.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const region = notice.closest<HTMLElement>(".notifications");
    return {
      onTop: Boolean(hit && notice.contains(hit)),
      live: region?.getAttribute("aria-live") ?? null,
      modalOpen: Boolean(dialog?.matches(":modal")),
      focusInDialog: Boolean(dialog?.contains(document.activeElement)),
      width: box.width,
      height: box.height,
    };
  });
}

/** Whether Chromium's accessibility tree has the text, not ignored (inert content is ignored). */
async function readByScreenReaders(page: Page, text: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    return nodes.some((n) => !n.ignored && n.name?.value === text);
  } finally {
    await cdp.detach();
  }
}

async function shareDialogOf(page: Page, contentCode: string, text: Record<string, string>) {
  await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(contentCode)}`);
  await page.getByRole("button", { name: text.more }).click();
  await page.getByRole("menuitem", { name: text.share }).click();
  const dialog = page.locator("dialog[open]");
  await dialog.getByRole("tab", { name: text.linkTab }).click();
  return dialog;
}

describe("notices above modal dialogs", { timeout: 240_000 }, () => {
  for (const locale of ["en", "ar"] as const) {
    it(`show a notice raised in the share dialog above it, announced, the focus kept (${locale})`, async () => {
      const api = reader.api;
      const company = await api.db.account.findFirstOrThrow({
        where: { type: "COMPANY", tenant: { code: "astm" } },
        include: { tenant: true },
      });
      const shared = (await documentsOf(api.db, company, 50)).find((d) => d.isLatest);
      expect(shared, "a document the company account opens").toBeDefined();
      const m = messages(locale);
      const text = {
        more: locale === "en" ? "More" : "المزيد",
        share: locale === "en" ? "Share" : "مشاركة",
        linkTab: m.share.linkTab,
        create: m.shareLinks.create,
        created: m.shareLinks.created,
        close: m.common.close,
        cancel: m.common.cancel,
        revoke: m.shareLinks.revoke,
        revokeTitle: m.shareLinks.revokeTitle,
      };
      const page = await reader.newPage();
      await reader.signIn(page, "admin@astm.example");
      if (locale === "ar")
        await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
      const dialog = await shareDialogOf(page, shared!.contentCode, text);
      await dialog.getByRole("button", { name: text.create }).click();
      const notice = page.locator(".notification", { hasText: text.created });
      await notice.waitFor();

      const state = await noticeState(page);
      expect(state).toMatchObject({
        onTop: true,
        live: "polite",
        modalOpen: true,
        focusInDialog: true,
      });
      expect(state!.width).toBeGreaterThan(100);
      // In the browser's accessibility tree, what a screen reader reads (a modal dialog makes the
      // page behind it inert, and inert content is left out of that tree).
      await expect.poll(() => readByScreenReaders(page, text.created)).toBe(true);
      await reader.screenshot(page, `notice-above-dialog-${locale}`);

      // Tab goes round the dialog (its controls and the notice's close) and never to the page
      // behind it. (Past the last control Chromium's own cycle passes by the browser's controls,
      // <body> to the page, before the dialog's first again: the same without notices.)
      const stops = new Set<string>();
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (active === document.body) return "browser";
          if (!document.querySelector("dialog[open]")?.contains(active))
            return `outside: ${active?.outerHTML.slice(0, 80)}`;
          return active?.closest(".notifications") ? "notice" : "dialog";
        });
        expect(where, `Tab ${i + 1}`).toMatch(/^(browser|notice|dialog)$/);
        stops.add(where);
      }
      expect([...stops].sort()).toEqual(["browser", "dialog", "notice"]);

      // The notice's close works over the dialog; the dialog stays open.
      await notice.getByRole("button", { name: text.close }).click();
      await notice.waitFor({ state: "detached" });
      await expect(page.locator("dialog[open]").count()).resolves.toBe(1);

      // A second link: the notice again. Revoke asks in a second modal dialog over the first:
      // the notice goes above that one (the topmost: the first is inert under it), and back
      // above the first once it closes.
      await dialog.getByRole("button", { name: text.create }).click();
      await notice.waitFor();
      await dialog.getByRole("button", { name: text.revoke }).first().click();
      const confirm = page.locator("dialog[open]", { hasText: text.revokeTitle });
      await confirm.waitFor();
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(2);
      const inConfirm = () =>
        page.evaluate(
          (title) =>
            document.querySelector(".notifications .notification")?.closest("dialog")?.textContent?.includes(title) ??
            false,
          text.revokeTitle,
        );
      await expect.poll(inConfirm).toBe(true);
      expect(await noticeState(page)).toMatchObject({ onTop: true });
      expect(await readByScreenReaders(page, text.created)).toBe(true);
      await reader.screenshot(page, `notice-above-two-dialogs-${locale}`);
      await confirm.getByRole("button", { name: text.cancel }).click();
      await confirm.waitFor({ state: "detached" });
      await expect.poll(inConfirm).toBe(false);
      await expect.poll(() => noticeState(page)).toMatchObject({ onTop: true, modalOpen: true });

      // Escape closes the dialog and the notice stays in the page's bottom corner, on top there too.
      await page.keyboard.press("Escape");
      await page.locator("dialog[open]").waitFor({ state: "detached" });
      await expect.poll(() => noticeState(page)).toMatchObject({ onTop: true, modalOpen: false });
      expect(await readByScreenReaders(page, text.created)).toBe(true);
      const box = (await notice.boundingBox())!;
      expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height / 2);
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }

  for (const locale of ["en", "ar"] as const)
    it(`at a phone's width (375 px) the notice is above the share dialog, whole on screen (${locale})`, async () => {
      const company = await reader.api.db.account.findFirstOrThrow({
        where: { type: "COMPANY", tenant: { code: "astm" } },
        include: { tenant: true },
      });
      const shared = (await documentsOf(reader.api.db, company, 50)).find((d) => d.isLatest)!;
      const m = messages(locale);
      const page = await reader.newPage({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      await reader.signIn(page, "admin@astm.example");
      if (locale === "ar")
        await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
      const dialog = await shareDialogOf(page, shared.contentCode, {
        more: locale === "en" ? "More" : "المزيد",
        share: locale === "en" ? "Share" : "مشاركة",
        linkTab: m.share.linkTab,
      });
      await dialog.getByRole("button", { name: m.shareLinks.create }).click();
      const notice = page.locator(".notification", { hasText: m.shareLinks.created });
      await notice.waitFor();
      expect(await noticeState(page)).toMatchObject({ onTop: true, modalOpen: true, focusInDialog: true });
      const box = (await notice.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
      // Its close button is big enough to touch.
      const close = (await notice.getByRole("button", { name: m.common.close }).boundingBox())!;
      expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
      await reader.screenshot(page, `notice-above-dialog-375-${locale}`, { viewport: true });
      expect(reader.pageErrors(page)).toEqual([]);
    });
});
