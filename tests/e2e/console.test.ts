// The administration console (web/admin, react-admin) in Chromium against the API: a tenant
// administrator edits the banner and the reader shows it, creates a user; the platform operator
// changes a logger's level and finds both changes on the Audits page; the operational pages are
// photographed.
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const consoleApp = useConsole();
const reader = consoleApp.reader;
const signIn = (page: Page, email: string) => consoleApp.signIn(page, email);

describe("administration console", { timeout: 180_000 }, () => {
  it("a tenant administrator edits the banner and the reader shows it at once", async () => {
    const page = await reader.newPage();
    await signIn(page, "admin@astm.example");
    await reader.screenshot(page, "console-dashboard");
    await page.goto(`${consoleApp.url}/#/tenants`);
    await page.getByText("astm", { exact: true }).first().waitFor();
    await expect(page.locator("tbody tr").count()).resolves.toBe(1);
    // Its ways in (issue 31): the seeded astm tenant offers password and address sign-in.
    const signInCell = page.locator("tbody tr").first();
    await expect(signInCell.getByText("Password", { exact: true }).count()).resolves.toBe(1);
    await expect(signInCell.getByText("Address (IP)", { exact: true }).count()).resolves.toBe(1);
    await reader.screenshot(page, "console-tenants");
    const id = (await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
    await page.goto(`${consoleApp.url}/#/tenants/${id}/banner`);
    const text = page.getByRole("textbox", { name: "Banner text" });
    await text.waitFor({ timeout: 60_000 });
    await text.fill("Scheduled maintenance on Sunday 02:00 UTC");
    await reader.screenshot(page, "console-tenant-banner");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Element updated").waitFor({ timeout: 60_000 });

    const readerPage = await reader.newPage();
    await reader.signIn(readerPage, "individual@astm.example");
    await readerPage.getByText("Scheduled maintenance on Sunday 02:00 UTC").waitFor();
    await reader.screenshot(readerPage, "reader-banner-from-console");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("creates a user", async () => {
    const page = await reader.newPage();
    await signIn(page, "admin@astm.example");
    await page.goto(`${consoleApp.url}/#/users/create`);
    await page.getByLabel("Email").fill("new.colleague@astm.example");
    await page.getByLabel("First name").fill("New");
    await page.getByLabel("Last name").fill("Colleague");
    await page.getByRole("checkbox", { name: "REPORT_VIEW", exact: true }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Element created").waitFor({ timeout: 60_000 });
    const made = await reader.api.db.user.findFirst({ where: { email: "new.colleague@astm.example" } });
    expect(made).toMatchObject({ firstName: "New", authorities: ["REPORT_VIEW"], activated: true });
    await page.goto(`${consoleApp.url}/#/users?filter=${encodeURIComponent(JSON.stringify({ q: "colleague" }))}`);
    await page.getByText("new.colleague@astm.example").waitFor();
    await page.getByText("REPORT_VIEW").first().waitFor();
    await reader.screenshot(page, "console-users");
  });

  it("publishes a new edition from the catalogue page; its redline is queued", async () => {
    const astm = await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const prev = await reader.api.db.document.findFirstOrThrow({
      where: {
        isLatest: true,
        status: "Active",
        publisherId: astm.mainPublisherId!,
        assets: { some: { kind: "PDF" } },
      },
      orderBy: { id: "desc" },
    });
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    const page = await reader.newPage();
    await signIn(page, "admin@astm.example");
    await page.goto(`${consoleApp.url}/#/publish`);
    await page.locator("input[name=publisherKey]").waitFor({ timeout: 60_000 });
    await page.locator("input[name=publisherKey]").fill("ASTM");
    await page.locator("input[name=family]").fill(prev.family);
    await page.locator("input[name=designation]").fill(`${prev.designation}-console`);
    const files = page.locator("input[type=file]");
    await files.nth(0).setInputFiles({
      name: "edition.html",
      mimeType: "text/html",
      buffer: Buffer.from("<html><body><p>The console's edition.</p></body></html>"),
    });
    await files
      .nth(1)
      .setInputFiles({ name: "edition.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText(/redline \d+ queued/).waitFor({ timeout: 60_000 });
    await reader.screenshot(page, "console-publish");
    const made = await reader.api.db.document.findFirstOrThrow({
      where: { designation: `${prev.designation}-console` },
    });
    const redline = await reader.api.db.pdfRedline.findFirst({ where: { newDocumentId: made.id } });
    expect(redline).toMatchObject({ oldDocumentId: prev.id });
  });

  it("the operator changes a logger's level and finds it, and the banner change, in Audits", async () => {
    const page = await reader.newPage();
    await signIn(page, "operator@astm.example");
    await page.goto(`${consoleApp.url}/#/logs`);
    const row = page.getByRole("row", { name: /^publishing/ });
    await row.getByRole("button", { name: "DEBUG" }).click();
    await expect.poll(async () => row.getByRole("button", { name: "DEBUG" }).getAttribute("aria-pressed")).toBe("true");
    await reader.screenshot(page, "console-logs");

    await page.goto(`${consoleApp.url}/#/audits`);
    await page.getByText("LOGGER_LEVEL_CHANGE").first().waitFor();
    await page.getByText("ADMIN_TENANT_UPDATE").first().waitFor();
    await expect(page.locator("input[type=date]").first().inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await reader.screenshot(page, "console-audits");
    // An empty range: 'No audit found'.
    await page.locator("input[type=date]").first().fill("2001-01-01");
    await page.locator("input[type=date]").nth(1).fill("2001-01-02");
    await page.getByText("No audit found").waitFor();

    for (const [path, heading, name] of [
      ["metrics", "Memory", "console-metrics"],
      ["configuration", "systemEnvironment", "console-configuration"],
      ["health", "API health", "console-health"],
    ] as const) {
      await page.goto(`${consoleApp.url}/#/${path}`);
      await page.getByText(heading).first().waitFor();
      await reader.screenshot(page, name);
    }
    // The Health page's details modal.
    await page.goto(`${consoleApp.url}/#/health`);
    await page
      .getByRole("row", { name: /diskSpace/ })
      .getByRole("button", { name: "Details" })
      .click();
    await page.getByRole("dialog").getByText("threshold").waitFor();
    await page.waitForTimeout(500); // the dialog's fade-in, for the photograph
    await reader.screenshot(page, "console-health-details");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    await page.goto(`${consoleApp.url}/#/docs`);
    // The tags start closed: open the management operations.
    await page.locator("#operations-tag-management").click({ timeout: 60_000 });
    await page.getByText("/management/audits").first().waitFor({ timeout: 30_000 });
    await reader.screenshot(page, "console-api-docs");
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
