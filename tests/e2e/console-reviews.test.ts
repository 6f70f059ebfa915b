// The console's revision reviews (issue 28) in Chromium: the tenant administrator's list of every
// account's reviews, overdue first, with the "overdue" list; and a member made the administrator
// of one of their accounts from the user form (account_memberships.role read back from the
// database). English and Arabic screenshots.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

const day = (offset: number) =>
  new Date(`${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);

describe("console reviews", { timeout: 300_000 }, () => {
  it("lists every account's reviews overdue first, and makes a member an account administrator", async () => {
    const db = admin.reader.api.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const accounts = await db.account.findMany({ where: { tenantId: tenant.id }, orderBy: { id: "asc" }, take: 2 });
    const docs = await db.document.findMany({
      where: { displayDesignation: { startsWith: "ASTM" } },
      orderBy: { id: "asc" },
      take: 2,
    });
    const later = await db.revisionReview.create({
      data: {
        tenantId: tenant.id,
        accountId: accounts[0].id,
        documentId: docs[0].id,
        change: "NEW_VERSION",
        origin: "MANUAL",
        dueDate: day(12),
      },
    });
    const overdue = await db.revisionReview.create({
      data: {
        tenantId: tenant.id,
        accountId: accounts[1].id,
        documentId: docs[1].id,
        change: "WITHDRAWN",
        origin: "AUTO",
        dueDate: day(-4),
      },
    });

    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/reviews`);
    const rows = page.locator("tbody tr");
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.nth(0).innerText()).resolves.toContain(docs[1].displayDesignation);
    await expect(rows.nth(0).innerText()).resolves.toMatch(/Overdue/);
    await expect(rows.nth(1).innerText()).resolves.toContain(docs[0].displayDesignation);
    // A tenant administrator sees its own tenant's reviews: no tenant column, and every column
    // fits a 1,280 px screen (the table does not scroll sideways).
    const headers = await page.locator("thead th").allInnerTexts();
    expect(headers.map((h) => h.trim())).not.toContain("Tenant");
    const table = page.locator("table").first();
    const overflow = await table.evaluate((t) => {
      const box = t.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.reader.screenshot(page, "console-reviews");
    // The overdue list.
    await page.goto(`${admin.url}/#/reviews?filter=${encodeURIComponent('{"status":"overdue"}')}`);
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().innerText()).resolves.toContain(docs[1].displayDesignation);

    // The role: a member of the first account made its administrator from the user form.
    const member = await db.user.findFirstOrThrow({
      where: { tenantId: tenant.id, email: { not: { startsWith: "admin@" } }, memberships: { some: {} } },
      include: { memberships: { orderBy: { accountId: "asc" }, include: { account: true } } },
    });
    await db.accountMembership.updateMany({ where: { userId: member.id }, data: { role: "MEMBER" } });
    const account = member.memberships[0].account;
    await page.goto(`${admin.url}/#/users/${member.id}`);
    const field = page.getByLabel("Administrator of accounts");
    await field.waitFor();
    await field.click();
    await page.getByRole("option", { name: `${account.accountNumber} — ${account.name}` }).click();
    await page.getByRole("button", { name: "Save" }).click();
    // Saved, the console goes back to the users' list.
    await page.waitForURL(/#\/users$/);
    await expect
      .poll(
        async () =>
          (await db.accountMembership.findFirstOrThrow({ where: { userId: member.id, accountId: account.id } })).role,
      )
      .toBe("ADMIN");
    await page.goto(`${admin.url}/#/users/${member.id}`);
    // The account's chip shows twice: among the user's accounts and among those they administer.
    const chips = page.getByRole("button", { name: `${account.accountNumber} — ${account.name}` });
    await expect.poll(() => chips.count()).toBe(2);
    await admin.reader.screenshot(page, "console-user-account-administrator");
    // Taking the role back is the same save with the chip removed (reviews-admin.test.ts checks it over HTTP).
    await db.accountMembership.updateMany({ where: { userId: member.id }, data: { role: "MEMBER" } });

    // Arabic, right to left.
    await page.goto(`${admin.url}/#/reviews?filter=${encodeURIComponent("{}")}`);
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("menuitem", { name: "مراجعات الإصدارات" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expect.poll(() => rows.first().innerText()).toMatch(/متأخرة/);
    await admin.reader.screenshot(page, "console-reviews-ar");
    expect(admin.reader.pageErrors(page)).toEqual([]);
    await db.revisionReview.deleteMany({ where: { id: { in: [later.id, overdue.id] } } });
  });
});
