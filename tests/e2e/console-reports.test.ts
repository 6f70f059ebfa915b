// The two reports in the administration console (web/admin): a tenant administrator opens the
// usage report (all accounts) and the Compass Points report from the menu and finds the figures
// the API gives for the same period.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const consoleApp = useConsole();
const reader = consoleApp.reader;

describe("console reports", { timeout: 240_000 }, () => {
  it("a tenant administrator opens the usage report and the Compass Points report", async () => {
    const db = reader.api.db;
    const admin = await db.user.findFirstOrThrow({
      where: { email: "admin@astm.example" },
      include: { memberships: true },
    });
    const doc = await db.document.findFirstOrThrow({
      where: { contentType: "ASTM_STANDARDS" },
      select: { id: true, contentType: true, bookId: true },
    });
    const actor = { tenantId: admin.tenantId, userId: admin.id, accountId: admin.memberships[0].accountId };
    const now = Date.now();
    for (let i = 0; i < 3; i++)
      await reader.api.app.services.usage.record(actor, {
        kind: "VIEW",
        action: "request",
        document: doc,
        at: new Date(now - i * 60_000),
      });
    await db.compassPoint.create({
      data: {
        tenantId: admin.tenantId,
        accountId: actor.accountId,
        createdById: admin.id,
        documentId: doc.id,
        name: "Console report point",
      },
    });

    // Revision reviews of the account: one opened and signed off this month, one opened and still open.
    const [d1, d2] = await db.document.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 2 });
    const opened = new Date(now - 60_000);
    const reviews = await Promise.all([
      db.revisionReview.create({
        data: {
          tenantId: admin.tenantId,
          accountId: actor.accountId,
          documentId: d1.id,
          change: "WITHDRAWN",
          origin: "MANUAL",
          status: "SIGNED_OFF",
          openedAt: opened,
          signedOffAt: new Date(now),
          signedOffByName: "Console Auditor",
        },
      }),
      db.revisionReview.create({
        data: {
          tenantId: admin.tenantId,
          accountId: actor.accountId,
          documentId: d2.id,
          change: "WITHDRAWN",
          origin: "MANUAL",
          openedAt: opened,
        },
      }),
    ]);

    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await consoleApp.signIn(page, "admin@astm.example");

    await page.getByRole("menuitem", { name: "Usage report" }).click();
    await page.getByRole("table", { name: "By day" }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole("table", { name: "By day" }).locator("tbody tr").count()).toBe(7);
    const requests = Number(
      (await page.locator(".report-totals .MuiTypography-h5").first().textContent())?.replace(/\D/g, "") ?? "0",
    );
    expect(requests).toBeGreaterThanOrEqual(3);
    // Reviews opened and signed off this month.
    const month = new Date(now).toISOString().slice(0, 7);
    const reviewRow = page
      .getByRole("table", { name: "Revision reviews by month" })
      .locator("tbody tr", { hasText: month });
    const [, openedCount, closedCount] = (await reviewRow.locator("td").allInnerTexts()).map((c) => c.trim());
    expect(Number(openedCount)).toBeGreaterThanOrEqual(2);
    expect(Number(closedCount)).toBeGreaterThanOrEqual(1);
    await reader.screenshot(page, "console-usage-report");
    await page.setViewportSize({ width: 375, height: 812 });
    await reader.screenshot(page, "console-usage-report-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("table", { name: "مراجعات الإصدارات حسب الشهر" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await reader.screenshot(page, "console-usage-report-ar");
    await page.setViewportSize({ width: 375, height: 812 });
    await reader.screenshot(page, "console-usage-report-ar-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "العربية" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "Compass Points report" }).waitFor();

    await page.getByRole("menuitem", { name: "Compass Points report" }).click();
    await page.getByRole("table", { name: "By document" }).waitFor({ timeout: 60_000 });
    await page.getByRole("table", { name: "By user" }).getByRole("cell").first().waitFor();
    const created = Number(
      (await page.locator(".report-totals .MuiTypography-h5").first().textContent())?.replace(/\D/g, "") ?? "0",
    );
    expect(created).toBeGreaterThanOrEqual(1);
    await reader.screenshot(page, "console-compass-points-report");
    expect(reader.pageErrors(page)).toEqual([]);
    await db.revisionReview.deleteMany({ where: { id: { in: reviews.map((r) => r.id) } } });
  });
});
