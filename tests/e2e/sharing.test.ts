/// <reference lib="dom" />
// Sharing in Chromium (spec 2 §2, §5; issue 15): from a document's more menu the admin shares one
// document with the individual user and another with a group the individual belongs to — the
// search waits for more than 2 characters, shows the group's roster, a no-match state and the
// external e-mail offer — and both appear in the individual's /sharedWithMe; the shared targets
// then show 'sent'. Share links: created with an expiry, opened by the individual (the document
// opens and the access log names them), refused when not entitled, expired or revoked.
// English and Arabic screenshots.
import { createHash } from "node:crypto";

import { documentsOf } from "@norma/api/src/modules/groups/groups-fixtures.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
// Shared publications have their own tab of shared-with-me; these tests share standards.
const PUBLICATION_TYPES = new Set([
  "JOURNALS",
  "STP_BOOK",
  "STP_PAPER",
  "MANUAL_MONO_BOOKS",
  "MANUAL_MONO_PAPERS",
  "DATA_SERIES_BOOKS",
  "DATA_SERIES_PAPERS",
]);

async function openShareDialog(page: Page, contentCode: string) {
  await page.goto(`${reader.baseUrl}/document/?contentCode=${encodeURIComponent(contentCode)}`);
  await page.getByRole("toolbar", { name: "Document actions" }).waitFor();
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const dialog = page.locator("dialog[open]");
  await dialog.getByRole("heading", { name: /^Share / }).waitFor();
  return dialog;
}

async function fixtures() {
  const api = reader.api;
  const individual = await api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
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
  const shared = new Set(
    (await api.db.contentShare.findMany({ select: { documentId: true } })).map((s) => s.documentId),
  );
  // Standards the admin (in the company account) may open and nobody shared yet.
  const candidates = (await documentsOf(api.db, company, 2000)).filter(
    (d) => !PUBLICATION_TYPES.has(d.contentType) && !shared.has(d.id) && d.isLatest,
  );
  const openable = candidates.filter((d) => mine.has(d.id));
  const refused = candidates.find((d) => !mine.has(d.id));
  expect(openable.length, "documents both may open").toBeGreaterThanOrEqual(3);
  expect(refused, "a document the admin may open and the individual not").toBeDefined();
  const group = await api.db.group.findFirstOrThrow({
    where: { name: "Quality and compliance", tenantId: own.tenantId },
    include: { members: true },
  });
  expect(group.members.some((m) => m.userId === individual.id)).toBe(true);
  return { individual, toUser: openable[0], toGroup: openable[1], linked: openable[2], refused: refused!, group };
}

describe("sharing", { timeout: 240_000 }, () => {
  it("shares with a user and with a group; both appear in the recipient's shared-with-me", async () => {
    const { individual, toUser, toGroup, group } = await fixtures();
    const page = await reader.newPage();
    await reader.signIn(page, "admin@astm.example");

    // To the individual user.
    let dialog = await openShareDialog(page, toUser.contentCode);
    const search = dialog.getByLabel("Search for users and groups");
    await search.fill("in");
    // Two characters: no search.
    await page.waitForTimeout(800);
    await expect(dialog.locator(".share__results").innerText()).resolves.toBe("");
    await search.fill("individual@astm");
    const userRow = dialog.locator(".share__row", { hasText: "individual@astm.example" });
    await userRow.waitFor();
    await userRow.getByRole("button", { name: /^Add / }).click();
    await dialog.getByRole("heading", { name: "Selected (1)" }).waitFor();

    // No match, then the external e-mail offer.
    await search.fill("zzqqxx-nobody");
    await dialog.getByText("No user or group matches “zzqqxx-nobody”.").waitFor();
    await search.fill("new.partner@outside.example");
    await dialog.getByText("Not a user of this library yet: they will get an invitation by e-mail.").waitFor();
    await reader.screenshot(page, "share-dialog-external");
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("The document was shared.").waitFor();
    expect(
      await reader.api.db.contentShare.count({ where: { documentId: toUser.id, sharedWithUserId: individual.id } }),
    ).toBe(1);

    // Reopened: the individual shows 'sent'.
    dialog = await openShareDialog(page, toUser.contentCode);
    await dialog.getByLabel("Search for users and groups").fill("individual@astm");
    await dialog.locator(".share__row", { hasText: "individual@astm.example" }).getByText("Sent").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    // To the group: its roster shows 3 names and '+N more'.
    dialog = await openShareDialog(page, toGroup.contentCode);
    await dialog.getByLabel("Search for users and groups").fill("Quality and");
    const groupRow = dialog.locator(".share__row", { hasText: group.name });
    await groupRow.waitFor();
    const roster = await groupRow.locator(".share__roster").innerText();
    expect(roster.split(",").length).toBe(3);
    expect(roster).toMatch(new RegExp(`\\+${group.members.length - 3} more`));
    await groupRow.getByRole("button", { name: /^Add / }).click();
    await reader.screenshot(page, "share-dialog");
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(
      await reader.api.db.contentShare.count({ where: { documentId: toGroup.id, sharedWithGroupId: group.id } }),
    ).toBe(1);

    // Arabic, right to left.
    await page.locator("header .header__language button").first().click();
    await page.getByRole("menuitem", { name: /العربية/ }).click();
    await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "المزيد" }).click();
    await page.getByRole("menuitem", { name: "مشاركة" }).click();
    dialog = page.locator("dialog[open]");
    await dialog.getByLabel("البحث عن مستخدمين ومجموعات").fill("Quality and");
    await dialog.locator(".share__row", { hasText: group.name }).getByText("تم الإرسال").waitFor();
    await reader.screenshot(page, "share-dialog-arabic");
    expect(reader.pageErrors(page)).toEqual([]);

    // The recipient's shared-with-me lists both.
    const recipient = await reader.newPage();
    await reader.signIn(recipient, individual.email, { path: "/sharedWithMe" });
    const table = recipient.locator("table.shared-table");
    await table.waitFor();
    await expect.poll(() => table.locator("tbody").innerText()).toContain(toUser.designationNo);
    const text = await table.locator("tbody").innerText();
    expect(text).toContain(toGroup.designationNo);
    expect(text).toContain(group.name);
    expect(reader.pageErrors(recipient)).toEqual([]);
  });

  it("creates, opens and revokes a share link; refuses expired and unentitled ones", async () => {
    const { individual, linked, refused } = await fixtures();
    const admin = await reader.newPage();
    await reader.signIn(admin, "admin@astm.example");
    const dialog = await openShareDialog(admin, linked.contentCode);
    await dialog.getByRole("tab", { name: "Link" }).click();
    await dialog.getByLabel("Expires after").selectOption("ONE_DAY");
    await dialog.getByRole("button", { name: "Create link" }).click();
    const address = dialog.getByLabel("Link address").first();
    await address.waitFor();
    const url = await address.inputValue();
    const token = /\/share\/([A-Za-z0-9_-]+)/.exec(url)?.[1];
    expect(token, url).toBeTruthy();
    // Stored by its SHA-256 only (share-link-tokens.ts).
    const link = await reader.api.db.shareLink.findUniqueOrThrow({
      where: { tokenHash: createHash("sha256").update(token!).digest("hex") },
    });
    // One day (the expiry is the API's clock, the creation time the database's).
    expect(Math.abs(link.expiresAt!.getTime() - link.createdAt.getTime() - 86_400_000)).toBeLessThan(10_000);
    await reader.screenshot(admin, "share-link-created");

    // The individual follows it before signing in: the sign-in page names the shared document and
    // who shared it (issue 26 §12); after signing in, the document.
    const user = await reader.newPage();
    await user.goto(`${reader.baseUrl}/share/${token}`);
    const preview = user.locator(".shared-link-preview");
    await preview.getByText(linked.displayDesignation, { exact: false }).waitFor();
    const sharer = await reader.api.db.user.findFirstOrThrow({ where: { email: "admin@astm.example" } });
    await expect(preview.innerText()).resolves.toContain(
      `${sharer.firstName} ${sharer.lastName} shared a document with you`,
    );
    await expect(preview.innerText()).resolves.toContain("Sign in to open it.");
    await reader.screenshot(user, "share-link-signed-out", { viewport: true });
    await reader.signIn(user, individual.email, { path: `/share/${token}` });
    await user.waitForURL(/\/document\/?\?contentCode=/);
    expect(decodeURIComponent(user.url())).toContain(linked.contentCode);

    // The access log names them.
    await dialog.getByRole("button", { name: "Show access log" }).first().click();
    const log = dialog.locator("table.share-link__log");
    await log.waitFor();
    await expect(log.innerText()).resolves.toContain(`${individual.firstName} ${individual.lastName}`);
    await expect(log.innerText()).resolves.toContain("Opened");
    await reader.screenshot(admin, "share-link-log");

    // Revoked: the landing says so.
    await dialog.getByRole("button", { name: "Revoke" }).first().click();
    const confirm = admin.locator("dialog[open]", { hasText: "Revoke the link" });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await admin.getByText("The link was revoked.").waitFor();
    await user.goto(`${reader.baseUrl}/share/${token}`);
    await user.getByRole("heading", { name: "Link revoked" }).waitFor();
    await reader.screenshot(user, "share-link-revoked");
    // Signed out, the sign-in page says so too, before anyone signs in for nothing.
    const visitor = await reader.newPage();
    await visitor.goto(`${reader.baseUrl}/share/${token}`);
    await visitor.locator(".shared-link-preview--gone", { hasText: "This link was revoked" }).waitFor();

    // Expired, and not entitled (a link never grants access).
    const adminToken = await reader.api.login("admin@astm.example");
    const create = async (contentCode: string) =>
      (
        await reader.api.request({
          method: "POST",
          url: "/api/contentShare/links",
          token: adminToken,
          payload: { contentCode, expiresIn: "SEVEN_DAYS" },
        })
      ).json() as { id: number; token: string };
    const expired = await create(linked.contentCode);
    await reader.api.db.shareLink.update({
      where: { id: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await user.goto(`${reader.baseUrl}/share/${expired.token}`);
    await user.getByRole("heading", { name: "Link expired" }).waitFor();
    const notMine = await create(refused.contentCode);
    await user.goto(`${reader.baseUrl}/share/${notMine.token}`);
    await user.getByRole("heading", { name: "No access to this document" }).waitFor();
    await user.goto(`${reader.baseUrl}/share/${"x".repeat(24)}`);
    await user.getByRole("heading", { name: "Link not found" }).waitFor();

    // My share links page: every link with its state; Arabic.
    await admin.goto(`${reader.baseUrl}/links-management`);
    await admin.getByRole("heading", { name: "My share links" }).waitFor();
    await expect.poll(() => admin.locator(".share-link").count()).toBeGreaterThanOrEqual(3);
    await expect(admin.locator(".share-link__status--revoked").count()).resolves.toBeGreaterThanOrEqual(1);
    await expect(admin.locator(".share-link__status--expired").count()).resolves.toBeGreaterThanOrEqual(1);
    await reader.screenshot(admin, "share-links-page");
    await admin.locator("header .header__language button").first().click();
    await admin.getByRole("menuitem", { name: /العربية/ }).click();
    await admin.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
    await admin.getByRole("heading", { name: "روابط المشاركة الخاصة بي" }).waitFor();
    await reader.screenshot(admin, "share-links-page-arabic");
    expect(reader.pageErrors(admin)).toEqual([]);
    expect(reader.pageErrors(user)).toEqual([]);
  });

  it("without group support only e-mail sharing is offered", async () => {
    const api = reader.api;
    const tenant = await api.db.tenant.findFirstOrThrow({ where: { code: "astm" } });
    const { linked } = await fixtures();
    const flag = { tenantId_code: { tenantId: tenant.id, code: "group-enable" } };
    await api.db.tenantFeature.update({ where: flag, data: { enabled: false } });
    api.app.tenantResolver.invalidate();
    try {
      const page = await reader.newPage();
      await reader.signIn(page, "admin@astm.example");
      const dialog = await openShareDialog(page, linked.contentCode);
      const email = dialog.getByLabel("E-mail address");
      await email.fill("individual");
      await dialog.getByText("Enter a valid e-mail address.").waitFor();
      await email.fill("individual@astm.example");
      const row = dialog.locator(".share__row", { hasText: "individual@astm.example" });
      await row.getByRole("button", { name: /^Add / }).waitFor();
      await expect(dialog.locator(".share__tag--group").count()).resolves.toBe(0);
      await reader.screenshot(page, "share-dialog-email-only");
      expect(reader.pageErrors(page)).toEqual([]);
    } finally {
      await api.db.tenantFeature.update({ where: flag, data: { enabled: true } });
      api.app.tenantResolver.invalidate();
    }
  });
});
