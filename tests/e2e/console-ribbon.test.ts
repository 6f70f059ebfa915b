/// <reference lib="dom" />
// The environment's ribbon in the console (issue 26 §17: management/info's
// display-ribbon-on-profiles): shown when the API's profile is the one to mark (development), in
// the user's language and direction; nothing in production. The API under test runs the `test`
// profile, so the two cases are the API's own answer and one rewritten to a development API.
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("the console's environment ribbon", { timeout: 120_000 }, () => {
  it("marks a development API, in English and in Arabic", async () => {
    const page = await admin.reader.newPage();
    await page.route("**/management/info", (route) =>
      route.fulfill({ json: { activeProfiles: ["dev", "api-docs"], "display-ribbon-on-profiles": "dev" } }),
    );
    await admin.signIn(page, "admin@astm.example");
    const ribbon = page.getByRole("note", { name: "Environment: dev" });
    await ribbon.waitFor();
    await expect(ribbon.innerText()).resolves.toMatch(/development/i);
    await admin.reader.screenshot(page, "console-ribbon", { viewport: true });
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    const arabic = page.getByRole("note", { name: "البيئة: dev" });
    await arabic.waitFor();
    await expect(arabic.innerText()).resolves.toBe("تطوير");
    await admin.reader.screenshot(page, "console-ribbon-arabic", { viewport: true });
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("shows nothing for a profile that is not marked", async () => {
    const page = await admin.reader.newPage();
    await page.route("**/management/info", (route) =>
      route.fulfill({ json: { activeProfiles: ["prod"], "display-ribbon-on-profiles": "dev" } }),
    );
    // Waited for from before the sign-in: the console may ask for it before its menu shows.
    const info = page.waitForResponse("**/management/info");
    await admin.signIn(page, "admin@astm.example");
    await page.getByRole("menuitem", { name: "Tenants" }).waitFor();
    await info;
    await expect(page.locator(".environment-ribbon").count()).resolves.toBe(0);
  });
});
