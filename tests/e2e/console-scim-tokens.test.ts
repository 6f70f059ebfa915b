// The console's SCIM tokens (issue 31): a tenant administrator issues a token for its identity
// provider and sees it once (a dialog that says so), finds it in the list as "In use" with its
// prefix, and revokes it after a confirmation; the API then refuses it. A token of another tenant
// is never listed. "Try sign-in" opens the tenant's sign-in in the reader, in a new tab. In Arabic the screen is translated and right to left; at 375 px it fits.
// Photographed into test-artifacts/e2e/console-scim-tokens{,-ar,-375}.png.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("console: SCIM tokens", { timeout: 300_000 }, () => {
  it("issues a token (shown once), lists it, and revokes it; another tenant's tokens are not listed", async () => {
    const db = admin.reader.api.db;
    const other = await db.tenant.findFirstOrThrow({ where: { code: { not: "astm" } } });
    await db.scimToken.create({
      data: { tenantId: other.id, name: "Other tenant's IdP", prefix: "scim_zzzz", secretHash: "0".repeat(64) },
    });

    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/scim-tokens/create`);
    await page
      .getByText(/through SCIM 2\.0/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByLabel("Name").fill("Entra ID");
    await page.getByRole("button", { name: "Save" }).click();
    const secret = page.getByRole("textbox", { name: "Secret" });
    await secret.waitFor({ timeout: 30_000 });
    const token = await secret.inputValue();
    expect(token.length).toBeGreaterThan(20);
    await expect(page.getByText(/shown only this once/).count()).resolves.toBe(1);
    await admin.reader.screenshot(page, "console-scim-token-secret");
    await page.getByRole("button", { name: "I have saved it" }).click();

    // The list: the new token in use, with the secret's public beginning; never another tenant's.
    await page.waitForURL(/#\/scim-tokens(\?|$)/);
    const row = page.getByRole("row").filter({ hasText: "Entra ID" });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/In use/);
    const stored = await db.scimToken.findFirstOrThrow({ where: { name: "Entra ID" } });
    expect(token.startsWith(stored.prefix)).toBe(true);
    await expect(row.innerText()).resolves.toContain(stored.prefix);
    await expect(page.getByText("Other tenant's IdP").count()).resolves.toBe(0);
    await admin.reader.screenshot(page, "console-scim-tokens");

    // Revoked after a confirmation: the row says so, the button goes, the database has the time.
    await row.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("dialog").getByText("Revoke this SCIM token?").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => row.innerText()).toMatch(/Revoked/);
    await expect(row.getByRole("button", { name: "Revoke" }).count()).resolves.toBe(0);
    await expect
      .poll(async () => (await db.scimToken.findUniqueOrThrow({ where: { id: stored.id } })).revokedAt !== null)
      .toBe(true);

    // "Try sign-in" on the tenant's sign-in tab: the reader's sign-in of this tenant, in a new tab.
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await page.goto(`${admin.url}/#/tenants/${tenant.id}/sign-in`);
    const trySignIn = page.getByRole("button", { name: "Try sign-in" });
    await trySignIn.waitFor({ timeout: 60_000 });
    await expect.poll(() => trySignIn.isEnabled()).toBe(true);
    // The reader is not served at the test API's PUBLIC_BASE_URL: the tab's request is answered here.
    await page
      .context()
      .route(/[?&]tenant=astm/, (route) => route.fulfill({ contentType: "text/html", body: "reader" }));
    const [popup] = await Promise.all([page.context().waitForEvent("page"), trySignIn.click()]);
    // The new tab starts as about:blank, then goes to the reader.
    await expect.poll(() => popup.url()).toMatch(/^https?:/);
    expect(new URL(popup.url()).searchParams.get("tenant")).toBe("astm");
    await popup.close();
    await admin.reader.screenshot(page, "console-tenant-try-sign-in");
    await page.goto(`${admin.url}/#/scim-tokens`);
    await row.waitFor();

    // In Arabic: translated, right to left.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("row").filter({ hasText: "ملغى" }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await admin.reader.screenshot(page, "console-scim-tokens-ar");

    // At phone width the list fits the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth))
      .toBe(true);
    await admin.reader.screenshot(page, "console-scim-tokens-375");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
