/// <reference lib="dom" />
// Shared with me in Chromium (spec 2 §2): a document the admin shares with the individual demo
// user appears in their list (reached from the account menu) with who shared it; a row the user
// may open goes to the document, one they may not shows the tenant's no-access message (sharing
// never grants access); the publications tab; English and Arabic screenshots.

import { documentsOf } from "@norma/api/src/modules/groups/groups-fixtures.ts";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

describe("shared with me", { timeout: 180_000 }, () => {
  it("lists what was shared with the user; opens what they may open, refuses the rest", async () => {
    const api = reader.api;
    const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    // The account the reader's sign-in selects (the user's default).
    const session = (
      await api.request({ method: "GET", url: "/api/account", token: await api.login(individual.email) })
    ).json();
    const own = await api.db.account.findUniqueOrThrow({
      where: { id: session.selectedAccountId },
      include: { tenant: true },
    });
    const company = await api.db.account.findFirstOrThrow({
      where: { tenantId: own.tenantId, type: "COMPANY" },
      include: { tenant: true },
    });
    const mine = new Set((await documentsOf(api.db, own, 2000)).map((d) => d.id));
    const companyDocs = await documentsOf(api.db, company, 2000);
    const openable = companyDocs.find((d) => mine.has(d.id) && d.contentType !== "JOURNALS");
    const refused = companyDocs.find((d) => !mine.has(d.id) && d.contentType !== "JOURNALS");
    expect(openable && refused, "documents the company may share, one the user may open and one not").toBeTruthy();
    const admin = await api.login("admin@astm.example");
    for (const d of [refused!, openable!]) {
      const res = await api.request({
        method: "POST",
        url: "/api/contentShare/withUser",
        token: admin,
        payload: { contentCode: d.contentCode, sharedWithUserID: individual.id },
      });
      expect([200, 201]).toContain(res.statusCode);
    }

    const page = await reader.newPage();
    await reader.signIn(page, individual.email);
    await page.locator("header .account-menu button").first().click();
    await page.getByRole("menuitem", { name: "Shared with me" }).click();
    await page.getByRole("heading", { name: "Shared with me" }).waitFor();
    const table = page.locator("table.shared-table");
    await table.waitFor();
    await expect(table.locator("thead").innerText()).resolves.toMatch(/Document\s+Shared by/i);
    const adminUser = await api.db.user.findFirstOrThrow({ where: { email: "admin@astm.example" } });
    const firstRow = table.locator("tbody tr").first();
    await expect(firstRow.innerText()).resolves.toContain(`${adminUser.firstName} ${adminUser.lastName}`);
    await expect(firstRow.innerText()).resolves.toContain(openable!.designationNo);
    await reader.screenshot(page, "shared-with-me");

    // Not entitled: the tenant's no-access message, and the user stays on the list.
    await table.locator("tbody tr", { hasText: refused!.designationNo }).first().getByRole("button").click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    await reader.screenshot(page, "shared-with-me-no-access");
    await dialog.getByRole("button").first().click();
    await dialog.waitFor({ state: "detached" });

    // Entitled: the document opens.
    await table.locator("tbody tr", { hasText: openable!.designationNo }).first().getByRole("button").click();
    await page.waitForURL(/\/document\/?\?contentCode=/);
    expect(decodeURIComponent(page.url())).toContain(openable!.contentCode);

    // Publications: its own table or its empty message.
    await page.goBack();
    await page.getByRole("tab", { name: "Publications" }).click();
    await page.locator("table.shared-table, p.empty").first().waitFor();

    // Arabic, right to left.
    await page.getByRole("tab", { name: "Standards" }).click();
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.getByRole("heading", { name: "تمت مشاركته معي" }).waitFor();
    await table.waitFor();
    await reader.screenshot(page, "shared-with-me-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("my shared publications: what the user shared, with whom", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example", { path: "/publicationsShared" });
    await page.getByRole("heading", { name: "My shared publications" }).waitFor();
    const table = page.locator("table.shared-table");
    await table.waitFor();
    await expect(table.locator("thead").innerText()).resolves.toMatch(/Document\s+Shared with/i);
    await expect(table.locator("tbody").innerText()).resolves.toContain("individual@astm.example");
    await reader.screenshot(page, "publications-shared");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
