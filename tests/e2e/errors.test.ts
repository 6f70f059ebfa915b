// Error pages and error states of the reader in Chromium (spec 1 §2, §4, §6, §8; 3 §2, §8): the
// error boundary, the invalid-tenant screen, 'Server not reachable', a refused entitlement (the
// tenant's no-access message with its support contacts, then home), the PDF compare refused as
// too large, and the HTML compare given up after 10 result checks (the 10 s polls run on
// Playwright's clock instead of waiting 100 s).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { documentWithAccess } from "./entitlement.ts";

const reader = useReader();

const NEWER = { contentCode: "ASTM|D3039_D3039M-17|en-US", designation: "D3039/D3039M-17" };
const OLDER = { contentCode: "ASTM|D3039_D3039M-14|en-US", designation: "D3039/D3039M-14" };
const documentUrl = (contentCode: string) =>
  `${reader.baseUrl}/document/?contentCode=${encodeURIComponent(contentCode)}`;

/** Opens the compare dialog and compares exactly the older and newer versions of D3039. */
async function compareD3039(page: Page) {
  await page
    .getByRole("toolbar", { name: "Document actions" })
    .getByRole("button", { name: "Compare versions" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Compare versions" });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole("checkbox").count()).toBeGreaterThan(2);
  const wanted = (label: string) => label.includes(OLDER.designation) || label.includes(NEWER.designation);
  for (const pass of ["uncheck", "check"] as const) {
    for (const item of await dialog.locator("label:has(input[type=checkbox])").all()) {
      const box = item.locator("input[type=checkbox]");
      const checked = await box.isChecked();
      const want = wanted(await item.innerText());
      if (pass === "uncheck" && checked && !want) await box.click();
      if (pass === "check" && !checked && want) await box.click();
    }
  }
  await dialog.getByRole("button", { name: "Compare", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  await page.locator("#compare-title").waitFor();
}

describe("error pages and states", { timeout: 180_000 }, () => {
  it("shows 'An unexpected error has occurred.' when a page fails to render, inside the shell", async () => {
    const page = await reader.newPage();
    await reader.signIn(page);
    // A metadata reply without its lists makes the document page fail while rendering.
    await page.route("**/api/documents/metadata?**", async (route) => {
      const reply = await route.fetch();
      const body = { ...(await reply.json()), versions: null, tabs: null, translations: null };
      await route.fulfill({ response: reply, json: body });
    });
    await page.goto(documentUrl(NEWER.contentCode));
    const alert = page.getByRole("alert").filter({ hasText: "An unexpected error has occurred." });
    await alert.waitFor();
    // The shell stays usable: the header is there and another page renders again.
    await expect(page.locator("header.header").isVisible()).resolves.toBe(true);
    await expect(alert.getByRole("button", { name: "Reload the page" }).isVisible()).resolves.toBe(true);
    await reader.screenshot(page, "error-boundary");
    await page.unroute("**/api/documents/metadata?**");
    await page.getByRole("link", { name: "ASTM Compass home" }).click();
    await page.getByRole("tablist", { name: "Your documents" }).waitFor();
    await expect(page.getByText("An unexpected error has occurred.").count()).resolves.toBe(0);
  });

  it("shows the invalid-tenant screen for an unknown tenant (?tenant=nosuch)", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/?tenant=nosuch`);
    await page.getByRole("heading", { name: "Library not found" }).waitFor();
    await page.getByText("There is no library called “nosuch”. Please check the link you followed.").waitFor();
    // Nothing of the app (no sign-in form) is shown for a library that does not exist.
    await expect(page.getByLabel("E-mail").count()).resolves.toBe(0);
    await reader.screenshot(page, "tenant-invalid");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("shows 'Server not reachable' when the API does not answer, and recovers on Try again", async () => {
    const page = await reader.newPage();
    await page.route("**/api/tenant/get-tenant-config-for-ui", (route) => route.abort("connectionfailed"));
    await page.goto(`${reader.baseUrl}/`);
    await page.getByRole("heading", { name: "Server not reachable" }).waitFor();
    await reader.screenshot(page, "server-not-reachable");
    await page.unroute("**/api/tenant/get-tenant-config-for-ui");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();

    // Signed in, a call that gets no answer shows the notification of the global handler.
    await reader.signIn(page);
    await page.route("**/api/favorite-documents/current-user**", (route) => route.abort("connectionfailed"));
    await page.goto(`${reader.baseUrl}/favorites`);
    await page.getByRole("alert").filter({ hasText: "Server not reachable" }).waitFor();
    await reader.screenshot(page, "server-not-reachable-notification");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("refuses a document the subscription does not include: the no-access message with support contacts, then home", async () => {
    const refused = await documentWithAccess(reader.api, {
      email: "individual@astm.example",
      tenant: "astm",
      entitled: false,
    });
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.goto(documentUrl(refused.contentCode));
    const dialog = page.getByRole("dialog", { name: "No access" });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toMatch(/not part of your ASTM Compass subscription/);
    // The tenant's support contacts (e-mail, phone) as links.
    await expect(dialog.locator("a[href^='mailto:']").count()).resolves.toBe(1);
    await expect(dialog.locator("a[href^='tel:']").count()).resolves.toBe(1);
    await reader.screenshot(page, "document-no-access");
    // The document is not shown behind the dialog.
    await expect(page.getByRole("heading", { name: refused.title }).count()).resolves.toBe(0);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByRole("tablist", { name: "Your documents" }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("shows the 'too large' dialog for a PDF compare of too many pages, then closes the compare", async () => {
    const older = await reader.api.db.document.findUniqueOrThrow({ where: { contentCode: OLDER.contentCode } });
    const assets = await reader.api.db.documentAsset.findMany({ where: { documentId: older.id, kind: "PDF" } });
    expect(assets.length).toBeGreaterThan(0);
    // Above COMPARE_PDF_MAX_PAGES (1500): the API refuses the redline with 'The documents are too large to be compare'.
    await reader.api.db.documentAsset.updateMany({
      where: { documentId: older.id, kind: "PDF" },
      data: { pageCount: 5000 },
    });
    try {
      const page = await reader.newPage();
      await reader.signIn(page);
      await page.goto(documentUrl(NEWER.contentCode));
      await compareD3039(page);
      await page.getByRole("tablist", { name: "Compare results" }).getByRole("tab", { name: "PDF redline" }).click();
      const dialog = page.getByRole("dialog", { name: "The documents cannot be compared" });
      await dialog.waitFor();
      await expect(dialog.innerText()).resolves.toContain("The documents are too large to be compared.");
      await reader.screenshot(page, "compare-too-large");
      await dialog.getByRole("button", { name: "OK" }).click();
      await page.locator("#compare-title").waitFor({ state: "detached" });
      // Back to the document's own tabs.
      await page.getByRole("tablist", { name: "Document views" }).waitFor();
      expect(reader.pageErrors(page)).toEqual([]);
    } finally {
      for (const a of assets)
        await reader.api.db.documentAsset.update({ where: { id: a.id }, data: { pageCount: a.pageCount } });
    }
  });

  it("gives the HTML compare up after 10 result checks, 10 s apart: 'Load HTML Compare Result Failed, please try again later'", async () => {
    const page = await reader.newPage();
    await page.clock.install();
    await reader.signIn(page);
    // The compare is requested, and every result check says it is still being made.
    await page.route("**/api/v1/documents/html/comparison?**", (route) =>
      route.fulfill({ json: { comparisonId: 1, newHtmlId: 0, oldHtmlId: 0, status: "RUNNING" } }),
    );
    let checks = 0;
    await page.route("**/api/v1/html/resultCheck?**", (route) => {
      checks++;
      return route.fulfill({
        json: { exists: false, status: "RUNNING" },
        headers: { "html-result-exist": "false" },
      });
    });
    await page.goto(documentUrl(NEWER.contentCode));
    await compareD3039(page);
    await page.getByRole("tablist", { name: "Compare results" }).getByRole("tab", { name: "HTML compare" }).click();
    await page.getByText("Generating HTML compare result...").waitFor();
    await expect.poll(() => checks).toBe(1);
    await reader.screenshot(page, "compare-html-generating");
    for (let n = 2; n <= 10; n++) {
      await page.clock.runFor(10_000);
      await expect.poll(() => checks, { timeout: 15_000 }).toBe(n);
    }
    await page.getByText("Load HTML Compare Result Failed, please try again later").waitFor();
    // No 11th request.
    await page.clock.runFor(30_000);
    expect(checks).toBe(10);
    await reader.screenshot(page, "compare-html-failed");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
