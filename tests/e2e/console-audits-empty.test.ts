// The console's Audits page (spec 3 §8, "Audits empty: 'No audit found'"): a range holding an
// audit event lists it; a range next to it with none shows 'No audit found' as the table's only
// row, with a single page. Photographed both ways.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();
const reader = admin.reader;

async function range(page: Page, from: string, to: string) {
  await page.locator("input[type=date]").first().fill(from);
  await page.locator("input[type=date]").nth(1).fill(to);
}

describe("console audits", { timeout: 180_000 }, () => {
  it("lists the audit of a day, and says 'No audit found' for a range without any", async () => {
    const tenant = await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    await reader.api.db.managementAuditEvent.create({
      data: {
        tenantId: tenant.id,
        principal: "auditor@astm.example",
        type: "AUDITS_PAGE_TEST_EVENT",
        data: { message: "made by the audits page test" },
        timestamp: new Date("2020-05-05T10:00:00Z"),
      },
    });
    const page = await reader.newPage();
    await admin.signIn(page, "operator@astm.example");
    await page.goto(`${admin.url}/#/audits`);
    await page.locator("input[type=date]").first().waitFor();

    await range(page, "2020-05-05", "2020-05-06");
    const rows = page.locator("tbody tr");
    await page.getByText("AUDITS_PAGE_TEST_EVENT").waitFor();
    // The first date alone already narrows the list (from that day to today), so the event shows
    // before the second date lands; wait for the table of the whole range.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await expect(rows.first().innerText()).resolves.toContain("auditor@astm.example");
    await expect(rows.first().innerText()).resolves.toContain("made by the audits page test");
    await reader.screenshot(page, "console-audits-one");

    await range(page, "2020-05-07", "2020-05-08");
    await page.getByText("No audit found").waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await expect(rows.first().innerText()).resolves.toBe("No audit found");
    // One page, and no way to page on.
    const pager = page.getByRole("group", { name: "Pages" });
    await expect(pager.getByRole("button", { name: "1", exact: true }).count()).resolves.toBe(1);
    await expect(pager.getByRole("button", { name: "›" }).isDisabled()).resolves.toBe(true);
    await reader.screenshot(page, "console-audits-none");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
