// Single sign-on through the reader against a real OpenID provider (tests/harness/oidc-provider.ts):
// aenor signs in by its provider only, so its sign-in page sends the browser straight to the
// provider (code flow with PKCE begun at the API); the provider sends it back to the spec's
// /implicit/callback, and the reader is signed in. Signing out ends the provider's session too
// (its end-session page), and the reader's sign-in page then waits for the user.
//
// The API's PUBLIC_BASE_URL (the redirect URI it registers) is fixed before the reader's server
// has its port, so the browser's requests to that address are sent on to the reader's server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { startOidcProvider, type TestOidcProvider } from "../harness/oidc-provider.ts";

const reader = useReader();
let idp: TestOidcProvider;
let publicBase: string;

beforeAll(async () => {
  publicBase = reader.api.config.publicBaseUrl.replace(/\/+$/, "");
  idp = await startOidcProvider({
    clients: [
      {
        client_id: "norma-reader-aenor",
        redirect_uris: [`${publicBase}/implicit/callback`],
        post_logout_redirect_uris: [`${publicBase}/`],
      },
    ],
  });
  const aenor = await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "aenor" } });
  await reader.api.db.tenantIdentityProvider.updateMany({
    where: { tenantId: aenor.id, kind: "OIDC" },
    data: { issuer: idp.issuer, clientId: "norma-reader-aenor" },
  });
  reader.api.app.tenantSettings.invalidate();
});
afterAll(() => idp?.close());

describe("single sign-on in the reader", { timeout: 120_000 }, () => {
  it("aenor's sign-in goes to its provider and back through /implicit/callback, signed in", async () => {
    const page = await reader.newPage();
    await page.route(`${publicBase}/**`, (route) => {
      const url = new URL(route.request().url());
      return route.fulfill({ status: 302, headers: { location: `${reader.baseUrl}${url.pathname}${url.search}` } });
    });
    idp.signInAs({
      sub: "aenor-individual",
      email: "individual@aenor.example",
      email_verified: true,
      given_name: "Ana",
      family_name: "Individual",
    });
    const callback = page.waitForRequest((r) => r.url().startsWith(`${reader.baseUrl}/implicit/callback?code=`));
    await page.goto(`${reader.baseUrl}/?tenant=aenor`);
    await callback;
    await page.locator("main.app__main").waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem("norma.token"));
    expect(token).toBeTruthy();
    const claims = JSON.parse(Buffer.from(String(token).split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({ atp: "SSO", tid: "aenor", email: "individual@aenor.example" });
    // The code and state are not left in the address bar.
    expect(new URL(page.url()).searchParams.has("code")).toBe(false);
    await reader.screenshot(page, "sso-signed-in-aenor");

    // Signing out ends the provider's session too (RP-initiated logout), then comes back to the
    // reader's sign-in page, which does not send the user straight back to the provider.
    await page.getByRole("button", { name: "I accept" }).click(); // the tenant's licence agreement
    await page.locator("header .account-menu button").first().click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.origin === idp.issuer && url.pathname.startsWith("/session/end"));
    await page.getByRole("button", { name: /yes, sign me out/i }).click();
    await page.getByRole("button", { name: "Sign in with your organization" }).waitFor();
    expect(new URL(page.url()).origin).toBe(reader.baseUrl);
    expect(await page.evaluate(() => sessionStorage.getItem("norma.token"))).toBeNull();
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
