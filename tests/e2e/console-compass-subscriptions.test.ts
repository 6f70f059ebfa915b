// The console's compass points admin list (spec 2 `/compass-points-admin-list`): deactivate and
// reactivate a reader's point; the settings of its document (spec 2 §6) made from the list; and an
// account's subscriptions edited (issue 16). Photographed into test-artifacts/e2e/.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();
const db = () => admin.reader.api.db;

async function point() {
  return db().compassPoint.findFirstOrThrow({
    where: { name: "Sampling plan", createdBy: { email: "individual@astm.example" } },
    include: { document: true },
  });
}

async function statusFilter(page: Page, label: "Active" | "Deactivated") {
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/**
 * A phone of the same user: 375 px wide with the console's menu closed. (The menu's open state is
 * remembered from the desktop's width, where it is open; narrowed, it would become a modal drawer
 * over the list, which a phone that opens the console never shows.)
 */
async function asPhone(page: Page, url: string) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.endsWith("sidebar.open")) localStorage.setItem(key, "false");
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url);
  await page.reload();
  await page.locator("tbody tr").first().waitFor();
  await expect(page.locator(".RaSidebar-modal").count()).resolves.toBe(0);
}

/** At 375 px with a row selected: the bulk button lies wholly on screen and opens its confirmation. */
async function onPhone(page: Page, button: string, photo: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const bulk = page.getByRole("button", { name: button });
  await bulk.waitFor();
  // (The toolbar slides in: measured once it has.)
  await page.waitForTimeout(400);
  const box = await bulk.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box, `${button} is laid out`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.height).toBeGreaterThan(20);
  // Its words are on it (react-admin's own button keeps only an icon on a phone, which here was none).
  await expect(bulk.textContent()).resolves.toBe(button);
  await admin.reader.screenshot(page, photo, { viewport: true });
  await bulk.click();
  const confirm = page.getByRole("dialog");
  await confirm.waitFor();
  // Cancel (the first of the two): nothing changes.
  await confirm.getByRole("button").first().click();
  await confirm.waitFor({ state: "detached" });
}

describe("console: compass points and subscriptions", { timeout: 240_000 }, () => {
  it("lists the tenant's compass points; deactivates and reactivates one", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.getByRole("menuitem", { name: "Compass points", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: "Sampling plan" });
    await row.waitFor();
    await expect(row.getByText("individual@astm.example").count()).resolves.toBeGreaterThan(0);
    await admin.reader.screenshot(page, "console-compass-points");

    await row.getByRole("button", { name: "Deactivate" }).click();
    await page.getByText("Compass point deactivated").waitFor();
    await row.waitFor({ state: "detached" });
    await expect.poll(async () => (await point()).status).toBe("INACTIVE");

    await statusFilter(page, "Deactivated");
    const gone = page.getByRole("row").filter({ hasText: "Sampling plan" });
    await gone.waitFor();
    await admin.reader.screenshot(page, "console-compass-points-deactivated");
    await gone.getByRole("button", { name: "Reactivate" }).click();
    await page.getByText("Compass point reactivated").waitFor();
    await gone.waitFor({ state: "detached" });
    await expect.poll(async () => (await point()).status).toBe("ACTIVE");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("selects rows for a bulk deactivate and reactivate; the designation links to the point (issue 26 §19)", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/compass-points`);
    const names = ["Sampling plan", "Apparatus calibration interval"];
    const rows = names.map((name) => page.getByRole("row").filter({ hasText: name }));
    await rows[0].waitFor();
    // The designation leads to the point in the reader's document, on the same origin.
    const sampling = await point();
    const href = await rows[0].getByRole("link", { name: sampling.document.designation }).first().getAttribute("href");
    expect(href).toBe(
      `/document/?contentCode=${encodeURIComponent(sampling.document.contentCode)}&compasspointuuid=${sampling.uuid}`,
    );
    for (const row of rows) await row.getByRole("checkbox").check();
    // The list's toolbar (react-admin's bulk actions) is above the table, under the fixed app bar
    // once the page has scrolled to the last box.
    const toTop = () => page.evaluate(() => window.scrollTo(0, 0));
    await toTop();
    await page.getByRole("button", { name: "Deactivate selected" }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText("Deactivate the chosen compass points (2)?", { exact: false }).waitFor();
    await admin.reader.screenshot(page, "console-compass-points-bulk-confirm");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Compass points deactivated: 2").waitFor();
    for (const row of rows) await row.waitFor({ state: "detached" });

    await statusFilter(page, "Deactivated");
    for (const row of rows) await row.getByRole("checkbox").check();
    await toTop();
    await admin.reader.screenshot(page, "console-compass-points-bulk-selected");
    await page.getByRole("button", { name: "Reactivate selected" }).click();
    await page.getByText("Compass points reactivated: 2").waitFor();
    await expect
      .poll(async () =>
        (
          await db().compassPoint.findMany({
            where: { name: { in: names }, createdBy: { email: "individual@astm.example" } },
            select: { status: true },
          })
        ).map((p) => p.status),
      )
      .toEqual(["ACTIVE", "ACTIVE"]);

    // A phone (issue 26): the toolbar wraps, its button is on screen and works.
    const active = `${admin.url}/#/compass-points?filter=${encodeURIComponent(JSON.stringify({ status: "active" }))}`;
    await asPhone(page, active);
    await page.locator("tbody tr").first().getByRole("checkbox").check();
    await onPhone(page, "Deactivate selected", "console-compass-points-bulk-375");
    // Another list's toolbar (react-admin's own delete, an icon on a phone): on screen as well.
    await page.goto(`${admin.url}/#/users`);
    await page.locator("tbody tr").first().getByRole("checkbox").check();
    const remove = page.getByRole("button", { name: "Delete", exact: true });
    await remove.waitFor();
    await page.waitForTimeout(400);
    const box = await remove.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await admin.reader.screenshot(page, "console-users-bulk-375", { viewport: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Arabic: the same selection, right to left (photographed at the desktop's width and at 375 px).
    await toTop();
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await expect.poll(() => page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.goto(active);
    await page.locator("tbody tr").first().getByRole("checkbox").check();
    await page.getByRole("button", { name: "تعطيل المحدد" }).waitFor();
    // (The toolbar slides in over the filters: photographed once it has.)
    await page.waitForTimeout(400);
    await admin.reader.screenshot(page, "console-compass-points-bulk-arabic", { viewport: true });
    await asPhone(page, active);
    await page.locator("tbody tr").first().getByRole("checkbox").check();
    await onPhone(page, "تعطيل المحدد", "console-compass-points-bulk-arabic-375");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("makes and changes the compass point settings of a point's document", async () => {
    const { document } = await point();
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/compass-points`);
    await page
      .getByRole("row")
      .filter({ hasText: "Sampling plan" })
      .getByRole("link", { name: "Document settings" })
      .click();
    await page.waitForURL(/#\/compass-point-settings\?filter=/);
    await page
      .getByText(/No results found|No Compass point settings/)
      .first()
      .waitFor();

    await page.goto(`${admin.url}/#/compass-point-settings/create`);
    await page.getByLabel("Document id").fill(String(document.id));
    // Each menu is gone before the next opens: both list Own and None, and a closing menu (slow
    // under load) left two "None" options on the page for a moment (a CI failure).
    const choose = async (select: string, option: string) => {
      await page.getByRole("combobox", { name: select }).click();
      await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
      await page.getByRole("listbox").waitFor({ state: "detached" });
    };
    await choose("View", "Own");
    await choose("Manage", "None");
    await admin.reader.screenshot(page, "console-compass-settings-create");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Element created").waitFor();
    const row = await db().compassPointSetting.findFirstOrThrow({ where: { documentId: document.id } });
    expect(row).toMatchObject({ viewSetting: "Own", manageSetting: "None", activate: true, accountId: null });

    await page.waitForURL(new RegExp(`#/compass-point-settings/${row.id}$`));
    await page.getByText(document.designation).first().waitFor();
    await page.getByLabel("Compass points on").uncheck();
    await admin.reader.screenshot(page, "console-compass-settings-edit");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Element updated").waitFor();
    await expect
      .poll(async () => (await db().compassPointSetting.findUniqueOrThrow({ where: { id: row.id } })).activate)
      .toBe(false);

    await page.goto(
      `${admin.url}/#/compass-point-settings?filter=${encodeURIComponent(JSON.stringify({ documentId: document.id }))}`,
    );
    await page.getByRole("row").filter({ hasText: document.designation }).waitFor();
    await admin.reader.screenshot(page, "console-compass-settings");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("edits an account's subscriptions: adds one with its dates", async () => {
    const account = await db().account.findFirstOrThrow({
      where: { tenant: { code: "astm" }, type: "COMPANY" },
      include: { subscriptions: true },
      orderBy: { id: "asc" },
    });
    const product = await db().product.findFirstOrThrow({
      where: { tenantId: account.tenantId, id: { notIn: account.subscriptions.map((s) => s.productId) } },
      orderBy: { id: "asc" },
    });
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/accounts/${account.id}`);
    const add = page.locator(".ra-input-subscriptions").getByRole("button", { name: "Add" });
    await add.waitFor({ timeout: 60_000 });
    const before = await page.getByRole("combobox", { name: "Product" }).count();
    expect(before).toBe(account.subscriptions.length);
    await add.click();
    const productInput = page.getByRole("combobox", { name: "Product" }).nth(before);
    await productInput.click();
    await productInput.fill(product.subscriptionName.slice(0, 6));
    await page.getByRole("option", { name: product.subscriptionName }).click();
    await page.getByLabel("Starts").nth(before).fill("2026-12-01T09:00");
    await page.getByLabel("Ends").nth(before).fill("2027-11-30T18:00");
    await admin.reader.screenshot(page, "console-account-subscriptions");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Element updated").waitFor();
    const made = await db().subscription.findUniqueOrThrow({
      where: { accountId_productId: { accountId: account.id, productId: product.id } },
    });
    expect(made).toMatchObject({ active: true });
    expect(made.startsAt.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(made.endsAt?.toISOString()).toBe("2027-11-30T18:00:00.000Z");
    expect(await db().subscription.count({ where: { accountId: account.id } })).toBe(account.subscriptions.length + 1);
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
