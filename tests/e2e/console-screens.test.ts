// Every screen of the console photographed (test-artifacts/e2e/console-screen-*.png) at desktop
// size, signed in as the tenant administrator and, for the process-wide pages, the platform operator, each checked for script errors
// and for text overflowing its page horizontally.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("console screens", { timeout: 300_000 }, () => {
  it("photographs every screen without script errors or horizontal overflow", async () => {
    const db = admin.reader.api.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const user = await db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const account = await db.account.findFirstOrThrow({ where: { tenantId: tenant.id, type: "COMPANY" } });
    const adminPage = await admin.reader.newPage();
    const page = adminPage;
    await page.goto(`${admin.url}/`);
    await page.locator("input[name=username]").waitFor({ timeout: 60_000 });
    await admin.reader.screenshot(page, "console-screen-login");
    await admin.signIn(page, "admin@astm.example");
    // The process-wide pages are the platform operator's.
    const operator = await admin.reader.newPage();
    await admin.signIn(operator, "operator@astm.example");
    const screens: [string, string, string][] = [
      ["dashboard", "/", "API health"],
      ["tenants", "/tenants", "astm"],
      ["tenant-edit", `/tenants/${tenant.id}`, "Title"],
      ["tenant-email-limits", `/tenants/${tenant.id}/email-limits`, "E-mails per user per hour"],
      ["users", `/users?filter=${encodeURIComponent('{"q":"individual@astm"}')}`, "individual@astm.example"],
      ["user-edit", `/users/${user.id}`, "Authorities"],
      ["user-create", "/users/create", "Email"],
      ["accounts", "/accounts", account.name],
      ["account-edit", `/accounts/${account.id}`, "Subscriptions"],
      ["reviews", "/reviews", "Revision reviews"],
      ["feedback", "/feedback", "Feedback"],
      ["compass-points", "/compass-points", "Sampling plan"],
      ["compass-settings", "/compass-point-settings", "Compass point settings"],
      ["compass-settings-create", "/compass-point-settings/create", "Document id"],
      ["publish", "/publish", "Publish"],
      ["audits", "/audits", "Audits"],
      ["health", "/health", "API health"],
      ["metrics", "/metrics", "Memory"],
      ["logs", "/logs", "publishing"],
      ["configuration", "/configuration", "systemEnvironment"],
      ["api-docs", "/docs", "management"],
    ];
    const overflowing: string[] = [];
    for (const [name, path, text] of screens) {
      const page = ["metrics", "logs", "configuration"].includes(name) ? operator : adminPage;
      await page.goto(`${admin.url}/#${path}`);
      await page.getByText(text).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(300);
      // The widest elements sticking out of the window, named by their classes.
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth - width <= 1) return null;
        return [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > width + 1)
          .slice(0, 4)
          .map((e) => `${e.tagName}.${String(e.className).split(" ").slice(0, 2).join(".")}`)
          .join(" > ");
      });
      if (overflow) overflowing.push(`${name}: ${overflow}`);
      await admin.reader.screenshot(page, `console-screen-${name}`);
    }
    expect(overflowing).toEqual([]);
    expect(admin.reader.pageErrors(adminPage)).toEqual([]);
    expect(admin.reader.pageErrors(operator)).toEqual([]);
  });
});
