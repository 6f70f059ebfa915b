/// <reference lib="dom" />
// Creating a compass point with the keyboard only (issue 14), in Chromium: Tab moves into the
// PDF's text layer (a hint shows the keys), the arrow keys move through the text and Shift with
// them selects, Tab reaches "Create compass point" beside the selection and Enter opens the dialog;
// in the HTML view Tab moves into the document, and Tab from the selection reaches the same button.
// English and Arabic (right to left), photographed into test-artifacts/e2e/.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const CONTENT_CODE = "ASTM|D3039_D3039M-17|en-US";
const EMAIL = "individual@astm.example";
const documentPath = (tab: string, extra = "") =>
  `/document/?contentCode=${encodeURIComponent(CONTENT_CODE)}&tab=${tab}${extra}`;

type Page = import("playwright-core").Page;

/** Presses Tab until `focused` says the target has focus (at most `max` times). */
async function tabTo(page: Page, focused: () => Promise<boolean>, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await focused()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the target never got focus with Tab");
}

const textLayerFocused = (page: Page) => () =>
  page.evaluate(() => document.activeElement?.matches(".pdf-stage .react-pdf__Page__textContent") ?? false);

const selected = (page: Page) =>
  page.evaluate(() => (window.getSelection()?.toString() ?? "").replace(/\s+/g, " ").trim());

async function pointNamed(name: string) {
  return reader.api.db.compassPoint.findFirst({ where: { name, createdBy: { email: EMAIL } } });
}

/**
 * Moves down a few lines and selects at least two words to the reading end with Shift+Ctrl+Arrow
 * (five word steps: a line that starts with a clause number spends three on "5", "." and "2").
 */
async function selectWithKeys(page: Page, forward: "ArrowRight" | "ArrowLeft") {
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  for (let i = 0; i < 5; i++) await page.keyboard.press(`Shift+Control+${forward}`);
}

describe("compass point from the keyboard", { timeout: 240_000 }, () => {
  it("PDF: Tab into the text, Shift+arrows select, Tab to the button, Enter opens the dialog", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("PDF", "&page=2") });
    const layer = page.locator(".pdf-stage .react-pdf__Page__textContent");
    await layer.locator("span").first().waitFor();
    await expect.poll(() => layer.getAttribute("tabindex")).toBe("0");
    await tabTo(page, textLayerFocused(page));
    await expect(layer.getAttribute("aria-label")).resolves.toBe("Text of page 2");
    await page.locator(".cp-kbd-hint--shown").waitFor();

    await selectWithKeys(page, "ArrowRight");
    const text = await selected(page);
    expect(text.split(" ").length).toBeGreaterThanOrEqual(2);
    const float = page.locator(".cp-create-float");
    await float.waitFor();
    await reader.screenshot(page, "compass-point-keyboard-pdf-selection", { viewport: true });

    // Tab from the text reaches the button beside the selection.
    await page.keyboard.press("Tab");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.classList.contains("cp-create-float") ? "float" : (el?.outerHTML.slice(0, 200) ?? "none");
      });
    await expect.poll(focused).toBe("float");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New compass point" });
    await dialog.waitFor();
    await dialog.getByLabel("Name").focus();
    await page.keyboard.type("Chosen with the keyboard");
    await dialog.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("The compass point was created.").waitFor();

    const point = await pointNamed("Chosen with the keyboard");
    expect(point?.pageNumber).toBe(2);
    expect(point!.selectionText).toBe(text);
    expect(point!.selectionData).toMatch(/^<contents page="1" coords="[\d.,-]+">/);
    // Its highlight is drawn over the page.
    await page.locator(`.cp-hl[data-cp="${point!.uuid}"]`).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("PDF in Arabic: the hint is translated, the keys select and Enter opens the dialog", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("PDF", "&page=3") });
    await page.locator(".pdf-stage .react-pdf__Page__textContent span").first().waitFor();
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    const layer = page.locator(".pdf-stage .react-pdf__Page__textContent");
    await layer.locator("span").first().waitFor();
    await expect.poll(() => layer.getAttribute("tabindex")).toBe("0");
    await layer.focus();
    await page.locator(".cp-kbd-hint--shown").waitFor();
    // The PDF's own text is English (left to right): the arrow keys follow the text's direction.
    await selectWithKeys(page, "ArrowRight");
    const text = await selected(page);
    expect(text.length).toBeGreaterThan(3);
    await page.locator(".cp-create-float").waitFor();
    await reader.screenshot(page, "compass-point-keyboard-pdf-arabic", { viewport: true });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "نقطة بوصلة جديدة" });
    await dialog.waitFor();
    await expect(dialog.locator(".cp-dialog__quote").innerText()).resolves.toContain(text.slice(0, 10));
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("HTML: Tab into the document, Shift+arrows select, Tab to the button, Enter opens the dialog", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL, { path: documentPath("HTML") });
    const frame = page.frameLocator("iframe[sandbox]");
    await frame.locator("p").first().waitFor();
    const bodyFocused = () =>
      page.evaluate(() => {
        const iframe = document.querySelector<HTMLIFrameElement>("iframe[sandbox]");
        return (
          !!iframe &&
          document.activeElement === iframe &&
          iframe.contentDocument?.activeElement === iframe.contentDocument?.body
        );
      });
    await expect.poll(() => frame.locator("body").getAttribute("tabindex")).toBe("0");
    await tabTo(page, bodyFocused);
    await page.locator(".cp-kbd-hint--shown").waitFor();
    await selectWithKeys(page, "ArrowRight");
    const text = await page.evaluate(() =>
      (document.querySelector<HTMLIFrameElement>("iframe[sandbox]")?.contentWindow?.getSelection()?.toString() ?? "")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(text.split(" ").length).toBeGreaterThanOrEqual(2);
    await page.locator(".cp-create-float").waitFor();
    await reader.screenshot(page, "compass-point-keyboard-html-selection", { viewport: true });
    // Tab from the selection inside the frame reaches the button beside it (the page's own Tab
    // would continue inside the document); Enter on it opens the dialog, as Enter in the text does.
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("cp-create-float") ?? false))
      .toBe(true);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New compass point" });
    await dialog.waitFor();
    await dialog.getByLabel("Name").focus();
    await page.keyboard.type("HTML chosen with the keyboard");
    await dialog.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("The compass point was created.").waitFor();
    const point = await pointNamed("HTML chosen with the keyboard");
    expect(point!.selectionText!.replace(/\s+/g, " ").trim()).toBe(text);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
