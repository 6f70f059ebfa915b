/// <reference lib="dom" />
// The console offers only what the user may use (issue 26 §14–15): the platform operator (ADMIN,
// OPERATOR) gets no compass point screens (the API refuses them: it used to see a 403 toast over a
// table saying both "No Compass points found" and "1-10 of 10"), and a link to one is the
// console's "not found"; a refusal is one translated sentence; the Queues item's own address
// (what "open in a new tab" opens) leads to the queue dashboard instead of "not found".
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("console screens by authority", { timeout: 200_000 }, () => {
  it("the operator is offered no compass point screen, and their addresses are not found", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "operator@astm.example");
    await page.getByRole("menuitem", { name: "Queues" }).waitFor();
    await expect(page.getByRole("menuitem", { name: /^Compass points$/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("menuitem", { name: /Compass Points report/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("menuitem", { name: "Tenants" }).count()).resolves.toBe(1);
    await admin.reader.screenshot(page, "console-operator-menu");
    const base = page.url().split("#")[0];
    await page.goto(`${base}#/compass-points`);
    await page
      .getByText(/not found|doesn't exist/i)
      .first()
      .waitFor();
    // No refusal was shown: nothing was asked of the API.
    await expect(page.locator(".MuiSnackbar-root").count()).resolves.toBe(0);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("a tenant administrator keeps them", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.getByRole("menuitem", { name: /^Compass points$/ }).click();
    await page.locator(".RaDatagrid-table, .RaList-content").first().waitFor();
    await expect(page.getByRole("menuitem", { name: "Queues" }).count()).resolves.toBe(0);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("the Queues item's own address opens the queue dashboard", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "operator@astm.example");
    const href = await page.getByRole("menuitem", { name: "Queues" }).getAttribute("href");
    expect(href).toBe("#/queues");
    const base = page.url().split("#")[0];
    await page.goto(`${base}#/queues`);
    await page.waitForURL(/\/management\/queues\/(?!session)/, { timeout: 60_000 });
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("the operator reads the API's thread dump from the Metrics page (issue 26 §17)", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "operator@astm.example");
    await page.getByRole("menuitem", { name: "Metrics" }).click();
    await page.getByRole("button", { name: "Thread dump" }).click();
    const dialog = page.getByRole("dialog", { name: "Thread dump" });
    await dialog.getByRole("table", { name: "Event loop" }).waitFor();
    await dialog.getByRole("table", { name: "Queues" }).getByText("email", { exact: true }).waitFor();
    // Photographed once the dialog has faded in.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest(".MuiDialog-container") ?? el).opacity))
      .toBe("1");
    await admin.reader.screenshot(page, "console-thread-dump", { viewport: true });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
