// The Compass Points report page (/compass-points-report): a Compass Points admin sees the points
// of the last 7 days (totals, the chart of created and deactivated points, by user and by
// document) and picks a range; the same page in Arabic (right to left); a reader is refused.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const DAY = 86_400_000;

async function seedPoints() {
  const db = reader.api.db;
  const admin = await db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  const docs = await db.document.findMany({
    where: { contentType: "ASTM_STANDARDS" },
    take: 3,
    orderBy: { id: "asc" },
  });
  const today =
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + 9 * 3_600_000;
  const base = { tenantId: admin.tenantId, accountId: admin.memberships[0].accountId, createdById: admin.id };
  await db.compassPoint.createMany({
    data: Array.from({ length: 12 }, (_, i) => ({
      ...base,
      name: `Report point ${i}`,
      documentId: docs[i % 3].id,
      createdAt: new Date(today - (i % 7) * DAY),
      isShared: i % 4 === 0,
      ...(i % 5 === 0 ? { status: "INACTIVE" as const, deactivatedAt: new Date(today - (i % 3) * DAY) } : {}),
    })),
  });
}

describe("compass points report page", { timeout: 180_000 }, () => {
  it("a Compass Points admin sees the last 7 days, by user and by document, and picks a range", async () => {
    await seedPoints();
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, "admin@astm.example", { path: "/compass-points-report" });
    await page.getByRole("heading", { name: "Compass Points usage report", level: 1 }).waitFor();
    await page.locator(".usage-report__totals").waitFor();
    const dt = await page.locator(".usage-report__totals dt").allTextContents();
    expect(dt).toEqual([
      "Created",
      "Edited",
      "Deactivated",
      "Reactivated",
      "Active",
      "Shared",
      "Carried to new editions",
      "Orphaned",
    ]);
    const created = Number((await page.locator(".usage-report__totals dd").first().textContent())?.replace(/\D/g, ""));
    expect(created).toBeGreaterThanOrEqual(12);
    expect(await page.locator(".usage-chart rect").count()).toBe(14);
    await page.getByRole("heading", { name: "By document" }).waitFor();
    expect(await page.locator(".cp-report__grid table").nth(1).locator("tbody tr").count()).toBeGreaterThanOrEqual(3);
    await reader.screenshot(page, "compass-points-report");

    const from = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    await page.locator(".usage-report__filters input[type=date]").first().fill(from);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/from=/);
    await expect.poll(() => page.locator(".usage-chart rect").count()).toBe(6);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("in Arabic, right to left", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, "admin@astm.example");
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.goto(`${reader.baseUrl}/compass-points-report`);
    await page.getByRole("heading", { name: "تقرير استخدام نقاط البوصلة", level: 1 }).waitFor();
    await page.locator(".usage-chart").waitFor();
    await reader.screenshot(page, "compass-points-report-ar");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("a reader without a Compass Points admin authority is refused", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}/compass-points-report`);
    await page.locator("#not-authorized-title").waitFor();
    expect(await page.locator(".cp-report").count()).toBe(0);
  });
});
