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
