// The console's Unresolved references page (issue 27), in Chromium: the operator sees the cited
// publishers whose designations the catalogue does not hold, with their counts, narrows the list to
// one publisher, and reads each designation's counts and citing documents; an administrator is not
// offered the page; in Arabic the page is translated and right to left. Photographed into
// test-artifacts/e2e/console-unresolved-references{,-ar}.png.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("console unresolved references page", { timeout: 300_000 }, () => {
  it("lists the unresolved references by publisher and narrows to one", async () => {
    const db = admin.reader.api.db;
    const sources = await db.document.findMany({ orderBy: { id: "asc" }, take: 3 });
    const edge = (sourceDocumentId: number, publisher: string, key: string, designation: string) => ({
      sourceDocumentId,
      targetDocumentId: null,
      targetDesignation: designation,
      targetPublisher: publisher,
      targetKey: key,
      editionYear: null,
      kind: "normative",
    });
    // Two publishers no seed document cites, so the counts below are these rows' alone.
    await db.documentReference.createMany({
      data: [
        ...sources.map((s) => edge(s.id, "QQX", "qqx:m100", "QQX M100")),
        edge(sources[0]!.id, "QQX", "qqx:m200", "QQX M200"),
        edge(sources[1]!.id, "QQY", "qqy:k7", "QQY K7"),
      ],
    });

    const page = await admin.reader.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await admin.signIn(page, "operator@astm.example");
    await page.getByRole("menuitem", { name: "Unresolved references" }).click();
    const publishers = page.getByRole("table", { name: "Unresolved references by cited publisher" });
    const qqx = publishers.getByRole("row").filter({ hasText: "QQX" });
    await qqx.waitFor({ timeout: 60_000 });
    // References 4, designations 2, citing documents 3.
    expect((await qqx.getByRole("cell").allInnerTexts()).map((c) => c.trim())).toEqual(["QQX", "4", "2", "3"]);

    await qqx.getByRole("button", { name: "QQX" }).click();
    const cited = page.getByRole("table", { name: "Cited designations" });
    await expect.poll(() => cited.getByRole("row").count()).toBe(3); // the header and two designations
    const m100 = cited.getByRole("row").filter({ hasText: "QQX M100" });
    expect((await m100.getByRole("cell").nth(2).innerText()).trim()).toBe("3");
    for (const s of sources) await m100.getByText(s.displayDesignation, { exact: false }).waitFor();
    await expect(cited.getByText("QQY K7").count()).resolves.toBe(0);
    await admin.reader.screenshot(page, "console-unresolved-references");

    // All publishers again: QQY's designation is back in the list.
    await publishers.getByRole("button", { name: "All publishers" }).click();
    await cited.getByText("QQY K7").waitFor();

    // In Arabic: translated, right to left.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByRole("table", { name: "المراجع غير المحلولة حسب الناشر المستشهد به" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await admin.reader.screenshot(page, "console-unresolved-references-ar");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("is not offered to a tenant administrator", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.getByRole("menuitem", { name: "Audits" }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole("menuitem", { name: "Unresolved references" }).count()).resolves.toBe(0);
  });
});
