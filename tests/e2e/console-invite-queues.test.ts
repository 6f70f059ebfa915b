// The console's user invitations and queue dashboard in Chromium (issue 16): a tenant
// administrator creates a user with "invite" on, the workers deliver the e-mail, and its
// /set-password link sets the first password on the reader; "Send invitation" on the user sends a
// new link and the older one stops working; the operator opens bull-board from the Queues item (a
// tenant administrator is not offered it).
import { URL } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";
import { eventually } from "../harness/workers.ts";

const admin = useConsole({ workers: true });

/** The raw message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** The set-password links of the e-mails delivered to an address, oldest first, on the reader under test. */
function linksTo(email: string): string[] {
  return (admin.reader.smtp?.messages ?? [])
    .filter((m) => m.to.includes(email))
    .map((m) => {
      const link = decoded(m.raw).match(/https?:\/\/[^\s"<>]+\/set-password\?key=[A-Za-z0-9_-]+&(?:amp;)?tenant=astm/);
      if (!link) throw new Error(`an e-mail to ${email} without a set-password link`);
      // The link names the API's PUBLIC_BASE_URL; the reader under test listens elsewhere.
      const url = new URL(link[0].replace("&amp;", "&"));
      return `${admin.reader.baseUrl}${url.pathname}${url.search}`;
    });
}

async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole("heading", { name: "Choose your password" }).waitFor({ timeout: 60_000 });
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Save the password" }).click();
  await page.getByText("Your password is saved.", { exact: false }).waitFor();
}

describe("console: invitations and queues", { timeout: 300_000 }, () => {
  it("creates and invites a user: the e-mail is delivered and its link sets the first password", async () => {
    const email = "console.invited@astm.example";
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/users/create`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Invited");
    // Invite is on by default.
    await expect(page.getByLabel("Send an invitation e-mail to choose a password").isChecked()).resolves.toBe(true);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Element created").waitFor({ timeout: 60_000 });

    // Delivered through the outbox by the workers, once.
    const [link] = await eventually(async () => {
      const links = linksTo(email);
      return links.length > 0 ? links : undefined;
    }, 60_000);
    const user = await admin.reader.api.db.user.findFirstOrThrow({ where: { email } });
    const delivery = await admin.reader.api.db.emailDelivery.findFirstOrThrow({
      where: { recipient: email, template: "user-invitation" },
    });
    expect(delivery.status).toBe("SENT");
    // The delivered link is nowhere in the database any more (only its hash is).
    const key = new URL(link).searchParams.get("key") ?? "";
    const rows = await admin.reader.api.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM outbox_events WHERE payload::text LIKE ${`%${key}%`}`;
    expect(Number(rows[0].n)).toBe(0);

    // The link works: the first password, then a sign-in with it.
    const readerPage = await admin.reader.newPage();
    await choosePassword(readerPage, link, "console-first-pass");
    await admin.reader.screenshot(readerPage, "console-invited-set-password");
    expect(await admin.reader.api.login(email, { password: "console-first-pass" })).toEqual(expect.any(String));
    expect((await admin.reader.api.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).not.toBeNull();
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  it("Send invitation on a user sends a new link; the older one stops working", async () => {
    const email = "console.reinvited@astm.example";
    const token = await admin.reader.api.login("admin@astm.example");
    const made = await admin.reader.api.request({
      method: "POST",
      url: "/api/admin/users",
      token,
      payload: { email, firstName: "Bo", lastName: "Again", langKey: "en" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: number }).id;
    await eventually(async () => linksTo(email).length === 1, 60_000);

    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/users/${id}`);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText("Invitation sent; the link works until", { exact: false }).waitFor({ timeout: 60_000 });
    await admin.reader.screenshot(page, "console-user-send-invitation");
    const [first, second] = await eventually(async () => {
      const links = linksTo(email);
      return links.length === 2 ? links : undefined;
    }, 60_000);
    expect(second).not.toBe(first);

    const readerPage = await admin.reader.newPage();
    await readerPage.goto(first);
    await readerPage.getByText("already been used", { exact: false }).waitFor({ timeout: 60_000 });
    await choosePassword(readerPage, second, "console-second-pass");
    expect(await admin.reader.api.login(email, { password: "console-second-pass" })).toEqual(expect.any(String));
    const audit = await admin.reader.api.db.managementAuditEvent.findFirst({
      where: { type: "ADMIN_USER_INVITE", principal: "admin@astm.example" },
    });
    expect(audit).not.toBeNull();
  });

  it("the operator opens the queue dashboard from the Queues item; a tenant administrator has no such item", async () => {
    const tenantAdmin = await admin.reader.newPage();
    await admin.signIn(tenantAdmin, "admin@astm.example");
    await tenantAdmin.getByRole("menuitem", { name: "Health" }).waitFor();
    await expect(tenantAdmin.getByRole("menuitem", { name: "Queues" }).count()).resolves.toBe(0);

    const page = await admin.reader.newPage();
    await admin.signIn(page, "operator@astm.example");
    const [dashboard] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("menuitem", { name: "Queues" }).click(),
    ]);
    await dashboard.waitForURL(/\/management\/queues\/(?!session)/, { timeout: 60_000 });
    // bull-board lists the workers' queues.
    await dashboard.getByText("email", { exact: true }).first().waitFor({ timeout: 60_000 });
    await dashboard.getByText("compare-html", { exact: true }).first().waitFor();
    await admin.reader.screenshot(dashboard, "console-queues");
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });
});
