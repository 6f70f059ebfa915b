// The usage report page (/usage-report): an administrator opens it from the sidebar and sees the
// last 7 days (totals, the chart of requests and investigations, top documents, denials, searches
// without results), picks all accounts, exports the COUNTER Title Report, gets the embed link whose
// dashboard shows the same figures without a session; the same pages in
// Arabic (right to left); a reader without ADMIN or REPORT_VIEW is refused.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const DAY = 86_400_000;

async function seedUsage() {
  const db = reader.api.db;
  const admin = await db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  const actor = { tenantId: admin.tenantId, userId: admin.id, accountId: admin.memberships[0].accountId };
  const docs = await db.document.findMany({
    where: { contentType: "ASTM_STANDARDS" },
    select: { id: true, contentType: true, bookId: true },
    take: 4,
    orderBy: { id: "asc" },
  });
  const usage = reader.api.app.services.usage;
  const today =
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + 9 * 3_600_000;
  for (let d = 0; d < 7; d++) {
    for (let i = 0; i <= d % 4; i++) {
      const doc = docs[i % docs.length];
      const at = new Date(today - (6 - d) * DAY + i * 60_000);
      await usage.record(actor, { kind: "METADATA_VIEW", action: "investigation", document: doc, at });
      await usage.record(actor, {
        kind: "VIEW",
        action: "request",
        document: doc,
        at: new Date(at.getTime() + 40_000),
      });
    }
  }
  await usage.record(actor, { kind: "DENIED", action: "no_license", document: docs[3], at: new Date(today) });
  await usage.record(actor, {
    kind: "SEARCH",
    action: "search",
    search: { text: "graphene bolts", resultCount: 0 },
    at: new Date(today),
  });
}

describe("usage report page", { timeout: 180_000 }, () => {
  it("an administrator sees the last 7 days, all accounts and exports the Title Report", async () => {
    await seedUsage();
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, "admin@astm.example");
    await page.getByRole("button", { name: "Show the main menu" }).click();
    await page.getByRole("link", { name: "Usage report", exact: true }).click();
    await page.waitForURL(/\/usage-report/);
    await page.getByRole("heading", { name: "Usage report", level: 1 }).waitFor();
    await page.locator(".usage-report__totals").waitFor();
    const totals = await page.locator(".usage-report__totals dd").allTextContents();
    expect(totals.map((s) => Number(s.replace(/\D/g, "")))).toEqual([16, 32, 1, 1]);
    // Seven days, two bars each.
    expect(await page.locator(".usage-chart rect").count()).toBe(14);
    await expect.poll(() => page.locator(".usage-report__table").first().locator("tbody tr").count()).toBe(4);
    await page.getByText("graphene bolts").waitFor();
    // Revision reviews per month: the period's month listed (none opened in this test's data).
    const month = new Date().toISOString().slice(0, 7);
    await expect(
      page.getByRole("region", { name: "Revision reviews by month" }).locator("tbody tr").first().innerText(),
    ).resolves.toMatch(new RegExp(`^${month}\\s+0\\s+0$`));
    await reader.screenshot(page, "usage-report");

    await page.locator(".usage-report__filters select").selectOption("all");
    await page.waitForURL(/account=all/);
    await page.locator(".usage-report__period", { hasText: "All accounts" }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export TSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^TR_.*\.tsv$/);
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the embed link opens the same figures without a session, and nothing once altered", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, "admin@astm.example");
    await page.goto(`${reader.baseUrl}/usage-report`);
    await page.locator(".usage-report__totals").waitFor();
    const totals = await page.locator(".usage-report__totals dd").allTextContents();
    await page.getByRole("button", { name: "Embed link" }).click();
    const href = await page.getByTestId("usage-embed-url").getAttribute("href");
    const token = new URL(href!).searchParams.get("token")!;

    // Another browser context: no session, no shell.
    const embed = await reader.newPage({ viewport: { width: 1100, height: 800 } });
    await embed.goto(`${reader.baseUrl}/embed/usage-report?token=${token}`);
    await embed.locator(".usage-report--embed .usage-report__totals").waitFor();
    expect(await embed.locator(".usage-report--embed .usage-report__totals dd").allTextContents()).toEqual(totals);
    expect(await embed.locator(".usage-chart rect").count()).toBe(14);
    expect(await embed.locator("header").count()).toBe(0);
    await reader.screenshot(embed, "usage-embed");

    const altered = `${token.slice(0, -2)}${token.endsWith("xx") ? "yy" : "xx"}`;
    await embed.goto(`${reader.baseUrl}/embed/usage-report?token=${altered}`);
    await embed.getByRole("alert").filter({ hasText: "not valid or has expired" }).waitFor();
    expect(await embed.locator(".usage-report__totals").count()).toBe(0);
  });

  it("in Arabic, right to left", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page, "admin@astm.example");
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.goto(`${reader.baseUrl}/usage-report`);
    await page.getByRole("heading", { name: "تقرير الاستخدام", level: 1 }).waitFor();
    await page.locator(".usage-chart").waitFor();
    await page.getByRole("region", { name: "مراجعات الإصدارات حسب الشهر" }).waitFor();
    await reader.screenshot(page, "usage-report-ar");
    await page.setViewportSize({ width: 375, height: 812 });
    await reader.screenshot(page, "usage-report-ar-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "رابط التضمين" }).click();
    const href = await page.getByTestId("usage-embed-url").getAttribute("href");
    await page.goto(`${reader.baseUrl}/embed/usage-report?token=${new URL(href!).searchParams.get("token")}`);
    await page.locator(".usage-report--embed .usage-chart").waitFor();
    await page.locator("html[dir='rtl']").waitFor({ state: "attached" });
    await reader.screenshot(page, "usage-embed-ar");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("a reader without ADMIN or REPORT_VIEW is refused", async () => {
    const page = await reader.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.signIn(page);
    await page.goto(`${reader.baseUrl}/usage-report`);
    await page.locator("#not-authorized-title").waitFor();
    expect(await page.locator(".usage-report").count()).toBe(0);
  });
});
