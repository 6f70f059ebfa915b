/// <reference lib="dom" />
// Compass point screens in Chromium (issue 14), photographed into test-artifacts/e2e/: the user's
// list with the seeded points, deactivating after the confirmation and reactivating with its
// notice, the change history of an edited point, the shared link of a deactivated point (the
// notice) and of an active one (the document), and the list in Arabic, right to left.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

async function pointByName(name: string) {
  return reader.api.db.compassPoint.findFirstOrThrow({
    where: { name, createdBy: { email: "individual@astm.example" } },
    include: { document: true },
  });
}

/** Closes every notice on screen (they stay until closed or until they time out). */
async function closeNotices(page: import("playwright-core").Page) {
  const close = page.locator(".notifications .notification button");
  while ((await close.count()) > 0) await close.first().click();
}

describe("compass points", { timeout: 180_000 }, () => {
  it("the list: deactivate after confirming, reactivate with its notice, read a change history", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/compass-points-list" });
    await page.getByRole("heading", { name: "My Compass Points" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Sampling plan" });
    await row.waitFor();
    await reader.screenshot(page, "compass-points-list");

    await row.getByRole("button", { name: "Actions for Sampling plan" }).click();
    await page.getByRole("menuitem", { name: "Deactivate" }).click();
    const dialog = page.locator("dialog[open]");
    await dialog.getByText('Deactivate the compass point "Sampling plan"?').waitFor();
    await reader.screenshot(page, "compass-points-deactivate-confirm");
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await row.waitFor({ state: "detached" });

    // The notices sit over the list's top corner, as a reader would close them.
    await closeNotices(page);
    // (A click, then the list's own answer: the switch is controlled by the address.)
    await page.getByRole("switch", { name: "Show deactivated" }).click();
    await expect.poll(() => page.getByRole("switch", { name: "Show deactivated" }).isChecked()).toBe(true);
    const inactive = page.getByRole("row").filter({ hasText: "Sampling plan" });
    await inactive.waitFor();
    await expect(page.getByRole("columnheader", { name: /Deactivated by/ }).count()).resolves.toBe(1);
    await inactive.getByRole("button", { name: "Actions for Sampling plan" }).click();
    await page.getByRole("menuitem", { name: "Reactivate" }).click();
    await page.getByText("The compass point was reactivated.").waitFor();
    await inactive.waitFor({ state: "detached" });

    await closeNotices(page);
    await page.getByRole("switch", { name: "Show deactivated" }).click();
    await expect.poll(() => page.getByRole("switch", { name: "Show deactivated" }).isChecked()).toBe(false);
    const edited = page.getByRole("row").filter({ hasText: "Conditioning before" });
    await edited.getByRole("button", { name: /^Actions for Conditioning before/ }).click();
    await page.getByRole("menuitem", { name: "Change history" }).click();
    await page.getByRole("heading", { name: "Change history" }).waitFor();
    await page.locator(".cp-history__head").first().waitFor();
    for (const label of ["Created", "Edited", "Deactivated", "Reactivated"])
      await expect.poll(() => page.locator(".cp-history__head strong", { hasText: label }).count()).toBeGreaterThan(0);
    await reader.screenshot(page, "compass-points-history");
    // Back returns to the list it came from (issue 26 §19).
    await page.getByRole("link", { name: /Back/ }).first().click();
    await page.waitForURL((url) => url.pathname === "/compass-points-list");
    await page.getByRole("heading", { name: "My Compass Points" }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the list's Edit opens the point's document with its dialog in edit mode (issue 26 §19)", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/compass-points-list" });
    const row = page.getByRole("row").filter({ hasText: "Apparatus calibration" });
    await row.getByRole("button", { name: "Actions for Apparatus calibration interval" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await page.waitForURL(/\/document\/\?contentCode=.*cpedit=1/);
    const dialog = page.getByRole("dialog", { name: "Edit compass point" });
    await dialog.waitFor();
    await expect(dialog.getByLabel("Name").inputValue()).resolves.toBe("Apparatus calibration interval");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the shared link: a deactivated point shows who and when; an active one opens its document", async () => {
    const page = await reader.newPage();
    const off = await pointByName("Superseded reporting rule");
    await reader.signIn(page, "individual@astm.example", { path: `/compasspoint/${off.uuid}` });
    await page.getByText("The Compass Point you are trying to access has been deactivated.").waitFor();
    await page.getByText("Please contact your account administrator.").waitFor();
    await reader.screenshot(page, "compass-point-shared-deactivated");
    const on = await pointByName("Apparatus calibration interval");
    await page.goto(`${reader.baseUrl}/compasspoint/${on.uuid}`);
    await page.waitForURL(/\/document\/\?contentCode=/);
    expect(decodeURIComponent(page.url())).toContain(on.document.contentCode);
    expect(page.url()).toContain(`compasspointuuid=${on.uuid}`);
  });

  it("the shared link in a company session: the user type's sentence, then home, still signed in (issue 26 §18)", async () => {
    const on = await pointByName("Apparatus calibration interval");
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/compasspoint/${on.uuid}`);
    // The company account signs in by address (127.0.0.0/8): a COMPANY session.
    await page.getByRole("button", { name: /^Continue as / }).click();
    const dialog = page.locator("dialog[open]", { hasText: "Compass Points are available to individual users only." });
    await dialog.waitFor();
    await reader.screenshot(page, "compass-point-shared-company", { viewport: true });
    await dialog.getByRole("button").first().click();
    await page.waitForURL((url) => url.pathname === "/");
    // Not signed out: a 401 for a reason other than the session keeps it.
    await page.locator("main.app__main").waitFor();
    await expect(page.getByLabel("E-mail").count()).resolves.toBe(0);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the document's compass points tab lists the points the user may see, each opening the PDF", async () => {
    const page = await reader.newPage();
    const on = await pointByName("Apparatus calibration interval");
    await reader.signIn(page, "individual@astm.example", {
      path: `/document/?contentCode=${encodeURIComponent(on.document.contentCode)}&tab=COMPASS_POINTS`,
    });
    const row = page.getByRole("row").filter({ hasText: "Apparatus calibration" });
    await row.waitFor();
    await expect(page.getByRole("row").filter({ hasText: "Conditioning before" }).count()).resolves.toBe(1);
    await reader.screenshot(page, "compass-points-document-tab");
    // The PDF with the user's points in it, from the tab itself (issue 26 §19).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download with compass points" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("in Arabic the list is translated and right to left", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "individual@astm.example", { path: "/compass-points-list" });
    await page.getByRole("heading", { name: "My Compass Points" }).waitFor();
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.getByRole("heading", { name: "نقاط البوصلة الخاصة بي" }).waitFor();
    await page.getByRole("row").nth(1).waitFor();
    await reader.screenshot(page, "compass-points-list-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
