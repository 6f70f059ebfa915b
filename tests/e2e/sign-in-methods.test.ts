// Issue 12, defect 4: the sign-in page offers only the sign-ins the tenant has (its configuration's
// authentication-methods): aenor (federated single sign-on, no sign-in by address) shows no
// "Continue as <company>" button although the caller's address belongs to its company account;
// astm, which offers it, does.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

describe("sign-in methods per tenant", { timeout: 120_000 }, () => {
  it("aenor offers its single sign-on and the password form, not sign-in by address", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/?tenant=aenor`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.locator("form input[type=email]").waitFor();
    await page.getByRole("button", { name: "Sign in with your organization" }).first().waitFor();
    // authenticationData has answered by now (the SSO button needs the configuration, which comes first).
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: /^Continue as/ }).count()).resolves.toBe(0);
    await reader.screenshot(page, "sign-in-aenor");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("astm offers sign-in by address to a caller inside its company account's range", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/?tenant=astm`);
    await page.getByRole("button", { name: /^Continue as/ }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
