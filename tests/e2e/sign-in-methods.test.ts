// Issue 12, defect 4: the sign-in page offers only the sign-ins the tenant has (its configuration's
// authentication-methods): aenor (federated single sign-on only: its users come only through its
// provider) shows neither the password form nor a "Continue as <company>" button although the
// caller's address belongs to its company account; astm, which offers both, does.
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

describe("sign-in methods per tenant", { timeout: 120_000 }, () => {
  it("aenor offers only its single sign-on: no password form, no sign-in by address", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/?tenant=aenor`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByRole("button", { name: "Sign in with your organization" }).first().waitFor();
    // authenticationData has answered by now (the SSO button needs the configuration, which comes first).
    await reader.networkQuiet(page);
    await expect(page.getByRole("button", { name: /^Continue as/ }).count()).resolves.toBe(0);
    await expect(page.locator("input[type=password]").count()).resolves.toBe(0);
    await expect(page.getByLabel("E-mail").count()).resolves.toBe(0);
    await reader.screenshot(page, "sign-in-aenor");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("astm offers the password form and sign-in by address to a caller inside its company account's range", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/?tenant=astm`);
    await page.getByRole("button", { name: /^Continue as/ }).waitFor();
    await page.locator("input[type=password]").waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
