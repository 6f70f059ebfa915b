// Issue 16: a user an administrator created follows the link of the invitation e-mail, chooses a
// first password on the reader's screen and signs in with it; the link then says it was used.
// The same screen in Arabic is right to left.
import { URL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";
import { eventually } from "../harness/workers.ts";

const reader = useReader({ workers: true });
let adminToken: string;
let accountId: number;

beforeAll(async () => {
  adminToken = await reader.api.login("admin@astm.example");
  // The company account of the tenant's administrator: the new user reads through it.
  const admin = await reader.api.db.user.findFirstOrThrow({
    where: { email: "admin@astm.example" },
    include: { memberships: true },
  });
  accountId = admin.memberships[0].accountId;
});

/** The raw message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** Creates the user in the console's way and returns the link of the e-mail it receives. */
async function invite(email: string, langKey = "en"): Promise<string> {
  const res = await reader.api.request({
    method: "POST",
    url: "/api/admin/users",
    token: adminToken,
    payload: { email, firstName: "Grace", lastName: "Hopper", langKey, accountIds: [accountId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await eventually(async () => reader.smtp!.messages.find((m) => m.to.includes(email)), 30_000);
  const link = decoded(mail.raw).match(/https?:\/\/[^\s"<>]+\/set-password\?key=[A-Za-z0-9_-]+&(?:amp;)?tenant=astm/);
  expect(link, "the e-mail carries the link").not.toBeNull();
  // The link names the API's PUBLIC_BASE_URL; the reader under test listens elsewhere.
  const url = new URL(link![0].replace("&amp;", "&"));
  return `${reader.baseUrl}${url.pathname}${url.search}`;
}

describe("choosing a first password from the invitation e-mail", { timeout: 180_000 }, () => {
  it("sets the password, signs in with it, and the link cannot be used again", async () => {
    const email = "grace.invited@astm.example";
    const link = await invite(email);

    const page = await reader.newPage();
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose your password" }).waitFor();
    // The address comes with the invitation's check, which may answer after the heading shows.
    await expect.poll(() => page.locator("main").innerText(), { timeout: 30_000 }).toContain(email);
    await page.getByLabel("New password").fill("grace-first-pass");
    await page.getByLabel("Repeat the password").fill("grace-other-pass");
    await page.getByRole("button", { name: "Save the password" }).click();
    await expect(page.getByRole("alert").innerText()).resolves.toBe("The two passwords are not the same.");
    await page.getByLabel("Repeat the password").fill("grace-first-pass");
    await reader.screenshot(page, "set-password");
    await page.getByRole("button", { name: "Save the password" }).click();
    await page.getByText("Your password is saved.", { exact: false }).waitFor();
    await reader.screenshot(page, "set-password-done");
    await page.getByRole("button", { name: "Go to sign-in" }).click();
    await page.getByLabel("E-mail").waitFor();

    await reader.signIn(page, email, { password: "grace-first-pass" });
    await expect(page.locator("main.app__main").count()).resolves.toBe(1);

    // The link again, in a fresh browser: used.
    const again = await reader.newPage();
    await again.goto(link);
    await expect(again.getByRole("alert").innerText()).resolves.toBe(
      "This link has already been used. Sign in with your password, or ask your administrator for a new invitation.",
    );
    expect(reader.pageErrors(page)).toEqual([]);
    expect(reader.pageErrors(again)).toEqual([]);
  });

  it("in Arabic the screen is translated and right to left", async () => {
    const link = await invite("arabic.invited@astm.example", "ar");
    const page = await reader.newPage();
    await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
    await page.goto(link);
    await page.getByRole("heading", { name: "اختر كلمة المرور" }).waitFor();
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await reader.screenshot(page, "set-password-arabic");
    // The e-mail was written in the user's language.
    const mail = reader.smtp!.messages.find((m) => m.to.includes("arabic.invited@astm.example"))!;
    expect(mail.subject).toMatch(/^حسابك في .+:\s+اختر كلمة المرور$/);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
